import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { renderWithRelay } from '@/shared/api/testing';
import { HOME_KPIS, HomeKpis } from './HomeKpis';
import type { HomeKpisTestQuery } from './__generated__/HomeKpisTestQuery.graphql';

function Harness() {
  const data = useLazyLoadQuery<HomeKpisTestQuery>(
    graphql`
      query HomeKpisTestQuery @relay_test_operation {
        dashboardMetrics(filter: { start: "2026-01-01", end: "2026-01-31" }) {
          ...HomeKpis_metrics
        }
      }
    `,
    {},
  );
  return data.dashboardMetrics ? <HomeKpis metrics={data.dashboardMetrics} /> : null;
}

const METRICS = {
  VAL_FATURAMENTO: 250000,
  PER_FATURAMENTO_DTA: 5.2,
  VAL_FATURAMENTO_DTA: 237642.59,
  NUM_CUPONS: 12345,
  VAL_TICKET_MEDIO: 20.25,
  NUM_CLIENTES_CADASTRADOS: 8000,
  NUM_CLIENTES_ATIVOS: 3000,
  PER_FATURAMENTO_FIDELIDADE: 40,
  VAL_MEDIA_COMPRAS_POR_CLIENTE: 2.5,
  VAL_GASTO_MEDIO_POR_CLIENTE: 83.33,
  NUM_CLIENTES_PERDIDOS: 150,
};

const valueOf = (metric: string) => document.querySelector(`[data-metric="${metric}"]`)?.getAttribute('data-value');

describe('HomeKpis: the KPI cards of the home', () => {
  it('shows every home KPI with its raw value, and the revenue change against last year', () => {
    renderWithRelay(<Harness />, { DashboardMetrics: () => METRICS });
    for (const field of HOME_KPIS) expect(document.querySelector(`[data-metric="${field}"]`)).not.toBeNull();
    expect(valueOf('NUM_CUPONS')).toBe('12345');
    expect(valueOf('PER_FATURAMENTO_DTA')).toBe('5.2');
    expect(screen.getByText('12.345')).toBeTruthy();
    expect(screen.getByText(/▲ \+5,2\s?%/)).toBeTruthy();
    expect(screen.getByText(/R\$\s?237\.642,59/)).toBeTruthy();
  });

  it('says there is no comparison when last year had no sales, instead of a 0%', () => {
    renderWithRelay(<Harness />, { DashboardMetrics: () => ({ ...METRICS, PER_FATURAMENTO_DTA: null }) });
    expect(valueOf('PER_FATURAMENTO_DTA')).toBe('');
    expect(screen.getByText('Sem vendas nos mesmos dias do ano anterior')).toBeTruthy();
  });
});
