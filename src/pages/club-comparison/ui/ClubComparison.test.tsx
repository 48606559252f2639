import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { renderWithRelay } from '@/shared/api/testing';
import { ClubComparison, changeOf } from './ClubComparison';
import type { ClubComparisonTestQuery } from './__generated__/ClubComparisonTestQuery.graphql';

function Harness() {
  const data = useLazyLoadQuery<ClubComparisonTestQuery>(
    graphql`
      query ClubComparisonTestQuery @relay_test_operation {
        clubComparison(filter: { start: "2026-03-01", end: "2026-03-31" }) {
          ...ClubComparison_comparison
        }
      }
    `,
    {},
  );
  return data.clubComparison ? <ClubComparison comparison={data.clubComparison} /> : null;
}

const CURRENT = {
  NUM_CLIENTES_CADASTRADOS: 12000,
  NUM_CLIENTES_ATIVOS: 4500,
  NUM_CLIENTES_PERDIDOS: 300,
  PER_FATURAMENTO_FIDELIDADE: 62.5,
  PER_TICKET_MEDIO_FIDELIDADE: 18.2,
  VAL_GASTO_MEDIO_POR_CLIENTE: 412.37,
  VAL_MEDIA_COMPRAS_POR_CLIENTE: 3.4,
  VAL_FATURAMENTO: 150000,
  NUM_CUPONS: 5000,
  VAL_TICKET_MEDIO: 31,
};

const REFERENCE = {
  NUM_CLIENTES_CADASTRADOS: 10000,
  NUM_CLIENTES_ATIVOS: 5000,
  NUM_CLIENTES_PERDIDOS: 200,
  PER_FATURAMENTO_FIDELIDADE: 60,
  PER_TICKET_MEDIO_FIDELIDADE: 20,
  VAL_GASTO_MEDIO_POR_CLIENTE: 400,
  VAL_MEDIA_COMPRAS_POR_CLIENTE: 3.4,
  VAL_FATURAMENTO: 120000,
  // no sale in the reference period: no % change
  NUM_CUPONS: 0,
  VAL_TICKET_MEDIO: 24,
};

function renderComparison(current: Record<string, unknown> = CURRENT, reference: Record<string, unknown> = REFERENCE) {
  return renderWithRelay(<Harness />, {
    ClubComparison: () => ({ referenceStart: '2025-03-01', referenceEnd: '2025-03-31', current, reference }),
  });
}

const CAPTION = 'Indicadores do clube no período e na referência (01/03/2025 a 31/03/2025)';
const table = () => screen.getByRole('table', { name: CAPTION });
const row = (label: string) => within(table()).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
const cells = (label: string) =>
  within(row(label))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ClubComparison: the club figures of the period against a reference period', () => {
  it('names the reference period in the table’s title', () => {
    renderComparison();
    expect(screen.getByRole('heading', { name: 'Período × referência (01/03/2025 a 31/03/2025)' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Indicador',
      'Período',
      'Período de referência',
      'Variação',
      'Variação (%)',
    ]);
  });

  describe('the comparison table', () => {
    it('shows counts with their absolute and relative change', () => {
      renderComparison();
      // 12000 vs 10000: +2000, +20%
      expect(cells('Clientes cadastrados')).toEqual(['12.000', '10.000', '+2.000 (+20,0%)', '+20,0%']);
      // 4500 vs 5000: -500, -10%
      expect(cells('Clientes ativos')).toEqual(['4.500', '5.000', '-500 (-10,0%)', '-10,0%']);
    });

    it('shows money changes in reais', () => {
      renderComparison();
      // 150000 vs 120000: +30000, +25%
      expect(cells('Faturamento')).toEqual(['R$\u00a0150.000,00', 'R$\u00a0120.000,00', '+R$\u00a030.000,00 (+25,0%)', '+25,0%']);
      // 412.37 vs 400: +12.37, +3.09%
      expect(cells('Gasto médio por cliente')).toEqual(['R$\u00a0412,37', 'R$\u00a0400,00', '+R$\u00a012,37 (+3,1%)', '+3,1%']);
    });

    it('shows the change of a percentage in percentage points', () => {
      renderComparison();
      // 62.5% vs 60%: +2.5 p.p., and 62.5 / 60 − 1 = +4.17%
      expect(cells('Faturamento do clube')).toEqual(['62,5%', '60,0%', '+2,5 p.p.', '+4,2%']);
      // 18.2% vs 20%: −1.8 p.p., −9%
      expect(cells('Ticket do clube vs. demais')).toEqual(['18,2%', '20,0%', '-1,8 p.p.', '-9,0%']);
    });

    it('shows no sign on an unchanged figure', () => {
      renderComparison();
      expect(cells('Compras por cliente')).toEqual(['3,4', '3,4', '0 (0,0%)', '0,0%']);
    });

    it('leaves the % change empty when the reference is zero', () => {
      renderComparison();
      expect(cells('Cupons')).toEqual(['5.000', '0', '+5.000', '-']);
      expect(row('Cupons').querySelector('[data-column="relative"]')).toHaveAttribute('data-value', '');
    });

    it('keeps the unrounded change beside the rounded one', () => {
      renderComparison();
      const relative = Number(row('Gasto médio por cliente').querySelector('[data-column="relative"]')?.getAttribute('data-value'));
      expect(relative).toBeCloseTo((412.37 / 400 - 1) * 100, 10);
      expect(row('Faturamento').querySelector('[data-column="absolute"]')).toHaveAttribute('data-value', '30000');
    });

    it('shows "-" for a figure missing in either period', () => {
      renderComparison(CURRENT, { ...REFERENCE, PER_TICKET_MEDIO_FIDELIDADE: null });
      expect(cells('Ticket do clube vs. demais')).toEqual(['18,2%', '-', '-', '-']);
    });

    it('sorts the figures by their % change, largest first', () => {
      renderComparison();
      const header = within(table()).getByRole('columnheader', { name: /^Variação \(%\)/ });
      fireEvent.click(within(header).getByRole('button'));
      expect(header).toHaveAttribute('aria-sort', 'descending');
      const labels = within(table())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
      // lost clients +50%, average ticket 31 / 24 − 1 = +29.2%, revenue +25%, registered +20%
      expect(labels.slice(0, 4)).toEqual(['Clientes perdidos', 'Ticket médio', 'Faturamento', 'Clientes cadastrados']);
    });
  });

  describe('the KPI cards', () => {
    it('shows one card per figure with the period’s raw value and the reference under it', () => {
      renderComparison();
      const revenue = screen.getByLabelText('Faturamento');
      expect(within(revenue).getByText('R$ 150.000,00')).toHaveAttribute('data-metric', 'VAL_FATURAMENTO');
      expect(within(revenue).getByText('R$ 150.000,00')).toHaveAttribute('data-value', '150000');
      expect(revenue).toHaveTextContent('Referência: R$ 120.000,00 · +R$ 30.000,00 (+25,0%)');
      expect(screen.getByLabelText('Clientes perdidos')).toHaveTextContent('Referência: 200 · +100 (+50,0%)');
      expect(document.querySelectorAll('[data-metric]')).toHaveLength(10);
    });
  });
});

describe('changeOf: the change from the reference', () => {
  it('is the difference and the ratio minus one, in percent', () => {
    expect(changeOf(150, 120)).toEqual({ absolute: 30, relative: 25 });
  });

  it('has no relative change over a zero reference, and none at all when a side is missing', () => {
    expect(changeOf(5, 0)).toEqual({ absolute: 5, relative: null });
    expect(changeOf(null, 3)).toEqual({ absolute: null, relative: null });
  });
});
