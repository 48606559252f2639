import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { renderWithRelay } from '@/shared/api/testing';
import type { Granularity } from '@/shared/lib/sales-filters';
import { ClubPerformance } from './ClubPerformance';
import type { ClubPerformanceTestQuery } from './__generated__/ClubPerformanceTestQuery.graphql';

function Harness({ granularity }: { granularity: Granularity }) {
  const data = useLazyLoadQuery<ClubPerformanceTestQuery>(
    graphql`
      query ClubPerformanceTestQuery @relay_test_operation {
        clubPerformance(filter: { start: "2026-01-01", end: "2026-03-31" }, granularity: MENSAL) {
          ...ClubPerformance_points
        }
      }
    `,
    {},
  );
  return <ClubPerformance points={data.clubPerformance ?? []} granularity={granularity} />;
}

const point = (period: string, figures: Record<string, number>) => ({
  period,
  VAL_FATURAMENTO_FIDELIDADE: 0,
  NUM_CUPONS_FIDELIDADE: 0,
  NUM_CLIENTES_IDENTIFICADOS: 0,
  VAL_TICKET_MEDIO_FIDELIDADE: 0,
  VAL_TICKET_MEDIO_NAO_FIDELIDADE: 0,
  PER_FATURAMENTO_FIDELIDADE: 0,
  ...figures,
});

const MONTHS = [
  point('2026-01-01', {
    VAL_FATURAMENTO_FIDELIDADE: 80000.4,
    NUM_CUPONS_FIDELIDADE: 1600,
    NUM_CLIENTES_IDENTIFICADOS: 900,
    VAL_TICKET_MEDIO_FIDELIDADE: 50.00025,
    VAL_TICKET_MEDIO_NAO_FIDELIDADE: 35.5,
    PER_FATURAMENTO_FIDELIDADE: 55.56,
  }),
  point('2026-02-01', {
    VAL_FATURAMENTO_FIDELIDADE: 95000,
    NUM_CUPONS_FIDELIDADE: 1900,
    NUM_CLIENTES_IDENTIFICADOS: 1000,
    VAL_TICKET_MEDIO_FIDELIDADE: 50,
    VAL_TICKET_MEDIO_NAO_FIDELIDADE: 40.25,
    PER_FATURAMENTO_FIDELIDADE: 61.2,
  }),
  point('2026-03-01', {
    VAL_FATURAMENTO_FIDELIDADE: 72000,
    NUM_CUPONS_FIDELIDADE: 1500,
    NUM_CLIENTES_IDENTIFICADOS: 800,
    VAL_TICKET_MEDIO_FIDELIDADE: 48,
    VAL_TICKET_MEDIO_NAO_FIDELIDADE: 37,
    PER_FATURAMENTO_FIDELIDADE: 58.04,
  }),
];

function renderPoints(points: unknown[], granularity: Granularity = 'MENSAL') {
  return renderWithRelay(<Harness granularity={granularity} />, { Query: () => ({ clubPerformance: points }) });
}

const table = () => screen.getByRole('table', { name: 'Desempenho do clube por período' });
const periods = () => within(table()).getAllByRole('rowheader').map((cell) => cell.textContent);
const bodyRows = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('ClubPerformance: the club period by period', () => {
  describe('the table', () => {
    it('shows each month’s figures in pt-BR, in the server’s order', () => {
      renderPoints(MONTHS);
      expect(periods()).toEqual(['jan/2026', 'fev/2026', 'mar/2026']);
      const january = within(table()).getByRole('rowheader', { name: 'jan/2026' }).closest('tr') as HTMLElement;
      // R$ 80.000,40; 1.600 coupons; 900 clients; 50.00025 → R$ 50,00; R$ 35,50; 55,56% → 55,6%
      expect(
        within(january)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['R$\u00a080.000,40', '1.600', '900', 'R$\u00a050,00', 'R$\u00a035,50', '55,6%']);
    });

    it('keeps the raw value and the period’s first day behind each cell', () => {
      renderPoints(MONTHS);
      const january = table().querySelector('[data-row="2026-01-01"]') as HTMLElement;
      expect(january.querySelector('[data-column="period"]')).toHaveAttribute('data-value', '2026-01-01');
      expect(january.querySelector('[data-column="VAL_TICKET_MEDIO_FIDELIDADE"]')).toHaveAttribute('data-value', '50.00025');
      expect(january.querySelector('[data-column="PER_FATURAMENTO_FIDELIDADE"]')).toHaveAttribute('data-value', '55.56');
    });

    it('names days with their weekday', () => {
      const days = [point('2026-03-02', { VAL_FATURAMENTO_FIDELIDADE: 10 }), point('2026-03-08', { VAL_FATURAMENTO_FIDELIDADE: 20 })];
      renderPoints(days, 'DIARIO');
      // 2 March 2026 is a Monday, 8 March a Sunday
      expect(periods()).toEqual(['seg, 02/03/2026', 'dom, 08/03/2026']);
    });

    it('names weeks by their first day', () => {
      renderPoints([point('2026-03-02', {})], 'SEMANAL');
      expect(periods()).toEqual(['Semana de 02/03/2026']);
    });

    it('sorts by loyalty revenue, largest first, and back to chronological order by period', () => {
      renderPoints(MONTHS);
      const revenue = within(table()).getByRole('columnheader', { name: /^Faturamento fidelidade/ });
      fireEvent.click(within(revenue).getByRole('button'));
      expect(revenue).toHaveAttribute('aria-sort', 'descending');
      // 95000, 80000.40, 72000
      expect(periods()).toEqual(['fev/2026', 'jan/2026', 'mar/2026']);
      const period = within(table()).getByRole('columnheader', { name: /^Período/ });
      fireEvent.click(within(period).getByRole('button'));
      expect(period).toHaveAttribute('aria-sort', 'ascending');
      expect(periods()).toEqual(['jan/2026', 'fev/2026', 'mar/2026']);
    });

    it('pages a long daily series 31 days at a time', () => {
      // 31 days of January and 4 of February
      const days = [
        ...Array.from({ length: 31 }, (_, index) => `2026-01-${String(index + 1).padStart(2, '0')}`),
        ...['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04'],
      ].map((day) => point(day, { VAL_FATURAMENTO_FIDELIDADE: 1 }));
      renderPoints(days, 'DIARIO');
      expect(periods()).toHaveLength(31);
      expect(screen.getByText('1–31 de 35')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
      // 1 February 2026 is a Sunday
      expect(periods()).toEqual(['dom, 01/02/2026', 'seg, 02/02/2026', 'ter, 03/02/2026', 'qua, 04/02/2026']);
    });
  });

  describe('the charts', () => {
    it('plots loyalty revenue with its share of all revenue', () => {
      renderPoints(MONTHS);
      const chart = screen.getByRole('table', { name: 'Faturamento fidelidade e participação no faturamento' });
      expect(bodyRows(chart)).toEqual([
        ['jan/2026', 'R$\u00a080.000,40', '55,6%'],
        ['fev/2026', 'R$\u00a095.000,00', '61,2%'],
        ['mar/2026', 'R$\u00a072.000,00', '58,0%'],
      ]);
    });

    it('plots the loyalty and the other average tickets side by side', () => {
      renderPoints(MONTHS);
      const chart = screen.getByRole('table', { name: 'Ticket médio fidelidade e não fidelidade' });
      expect(within(chart).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Categoria', 'Fidelidade', 'Não fidelidade']);
      expect(bodyRows(chart)[1]).toEqual(['fev/2026', 'R$\u00a050,00', 'R$\u00a040,25']);
    });
  });

  describe('when the period had no sales', () => {
    it('says so instead of an empty table', () => {
      renderPoints([]);
      expect(screen.getByText('Nenhuma venda no período')).toBeInTheDocument();
      expect(screen.getByText('Escolha outro período ou outras lojas nos filtros acima.')).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Desempenho do clube por período' })).not.toBeInTheDocument();
    });
  });
});
