import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { renderWithRelay } from '@/shared/api/testing';
import { ClubKpis, CLUB_KPI_FIELDS } from './ClubKpis';
import type { ClubKpisTestQuery } from './__generated__/ClubKpisTestQuery.graphql';

function Harness() {
  const data = useLazyLoadQuery<ClubKpisTestQuery>(
    graphql`
      query ClubKpisTestQuery @relay_test_operation {
        dashboardMetrics(filter: { start: "2026-01-01", end: "2026-01-31" }) {
          ...ClubKpis_metrics
        }
      }
    `,
    {},
  );
  return data.dashboardMetrics ? <ClubKpis metrics={data.dashboardMetrics} /> : null;
}

const METRICS = {
  NUM_CLIENTES_CADASTRADOS: 50000,
  NUM_CLIENTES_ATIVOS: 31250,
  NUM_CLIENTES_PERDIDOS: 4200,
  PER_FATURAMENTO_FIDELIDADE: 62.5,
  PER_TICKET_MEDIO_FIDELIDADE: 18.2,
  VAL_GASTO_MEDIO_POR_CLIENTE: 412.37,
  VAL_MEDIA_COMPRAS_POR_CLIENTE: 3.4,
  VAL_FATURAMENTO: 1234567.89,
  NUM_CUPONS: 98765,
  VAL_TICKET_MEDIO: 12.5,
  DAT_INICIO_FIDELIDADE: '2024-11-22',
};

function renderAnswered(metrics: Record<string, unknown>) {
  return renderWithRelay(<Harness />, { DashboardMetrics: () => metrics });
}

describe('ClubKpis: the club dashboard figures', () => {
  it('shows one card per club figure, each carrying its metric and raw value', () => {
    renderAnswered(METRICS);
    for (const field of CLUB_KPI_FIELDS) {
      const card = document.querySelector(`[data-metric="${field}"]`);
      expect(card).not.toBeNull();
    }
    expect(document.querySelector('[data-metric="VAL_FATURAMENTO"]')?.getAttribute('data-value')).toBe('1234567.89');
    expect(document.querySelector('[data-metric="NUM_CUPONS"]')?.getAttribute('data-value')).toBe('98765');
    // pt-BR money and numbers
    expect(screen.getByText(/R\$\s?1\.234\.567,89/)).toBeTruthy();
    expect(screen.getByText('98.765')).toBeTruthy();
  });

  it('shows an empty average-ticket difference as missing, not as zero', () => {
    renderAnswered({ ...METRICS, PER_TICKET_MEDIO_FIDELIDADE: null as unknown as number });
    const card = document.querySelector('[data-metric="PER_TICKET_MEDIO_FIDELIDADE"]');
    expect(card).not.toBeNull();
    expect(card?.getAttribute('data-value')).not.toBe('0');
  });
});
