import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { renderWithRelay } from '@/shared/api/testing';
import type { PeriodGranularity } from '@/shared/lib/periods';
import { RevenueTable, type RevenueTableProps } from './RevenueTable';
import type { RevenueTableTestQuery } from './__generated__/RevenueTableTestQuery.graphql';

const TITLE = 'Faturamento por período';

function Harness(props: Pick<RevenueTableProps, 'granularity' | 'start' | 'end' | 'linkFor'>) {
  const data = useLazyLoadQuery<RevenueTableTestQuery>(
    graphql`
      query RevenueTableTestQuery @relay_test_operation {
        revenueSeries(filter: { start: "2026-01-15", end: "2026-04-10" }, granularity: MENSAL) {
          ...RevenueTable_points
        }
      }
    `,
    {},
  );
  return <RevenueTable points={data.revenueSeries ?? []} title={TITLE} {...props} />;
}

const point = (period: string, revenue: number, coupons: number, loyaltyRevenue: number, items: number) => ({
  period,
  VAL_FATURAMENTO: revenue,
  NUM_CUPONS: coupons,
  VAL_TICKET_MEDIO: revenue / coupons,
  VAL_FATURAMENTO_FIDELIDADE: loyaltyRevenue,
  PER_FATURAMENTO_FIDELIDADE: (loyaltyRevenue / revenue) * 100,
  NUM_ITENS: items,
});

// January and March sold; February and April (up to the 10th) did not
const JANUARY = point('2026-01-01', 100000, 5000, 45000, 12345.678);
const MARCH = point('2026-03-01', 120000, 3000, 90000, 15000.5);

interface Options {
  points?: unknown[];
  granularity?: PeriodGranularity;
  start?: string;
  end?: string;
  linkFor?: RevenueTableProps['linkFor'];
}

function renderTable({ points = [MARCH, JANUARY], granularity = 'MENSAL', start = '2026-01-15', end = '2026-04-10', linkFor }: Options = {}) {
  return renderWithRelay(
    <MemoryRouter>
      <Harness granularity={granularity} start={start} end={end} linkFor={linkFor} />
    </MemoryRouter>,
    { Query: () => ({ revenueSeries: points }) },
  );
}

const table = () => screen.getByRole('table', { name: TITLE });
const periods = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const bodyRow = (period: string) => (table().querySelector(`[data-period="${period}"]`) as HTMLElement).closest('tr') as HTMLElement;
const totalsRow = () => table().querySelector('tfoot tr') as HTMLElement | null;

describe('RevenueTable: revenue bucket by bucket, with the period’s totals', () => {
  describe('the buckets', () => {
    it('shows every month of the period in order, those without sales at zero', () => {
      renderTable();
      expect(periods().slice(0, 4)).toEqual(['jan/2026', 'fev/2026', 'mar/2026', 'abr/2026']);
      expect(cellsOf(bodyRow('2026-02-01'))).toEqual(['R$\u00a00,00', '0', 'R$\u00a00,00', 'R$\u00a00,00', '0,0%', '0']);
    });

    it('shows a month’s figures in pt-BR with their raw values', () => {
      renderTable();
      // R$ 100.000,00; 5.000 coupons; 100000 / 5000 = R$ 20,00; R$ 45.000,00 loyalty = 45%; 12.345,678 items
      expect(cellsOf(bodyRow('2026-01-01'))).toEqual(['R$\u00a0100.000,00', '5.000', 'R$\u00a020,00', 'R$\u00a045.000,00', '45,0%', '12.345,678']);
      expect(within(bodyRow('2026-01-01')).getByText('12.345,678')).toHaveAttribute('data-value', '12345.678');
      expect(within(bodyRow('2026-03-01')).getByText('75,0%')).toHaveAttribute('data-value', '75');
    });

    it('heads the columns like the exported file', () => {
      renderTable();
      const headers = () =>
        within(table())
          .getAllByRole('columnheader')
          .map((header) => header.textContent);
      expect(headers()).toEqual(['Período', 'Faturamento', 'Cupons', 'Ticket médio', 'Faturamento fidelidade', '% fidelidade', 'Itens']);
    });

    it('names the days of a daily table with their weekday', () => {
      renderTable({ points: [point('2026-03-02', 500, 10, 100, 20)], granularity: 'DIARIO', start: '2026-03-01', end: '2026-03-03' });
      expect(within(table()).getAllByRole('columnheader')[0]).toHaveTextContent('Dia');
      // 1 March 2026 was a Sunday
      expect(periods().slice(0, 3)).toEqual(['dom, 01/03', 'seg, 02/03', 'ter, 03/03']);
    });

    it('starts weeks on Sunday', () => {
      renderTable({ points: [point('2026-03-01', 500, 10, 100, 20)], granularity: 'SEMANAL', start: '2026-03-04', end: '2026-03-12' });
      // Wednesday 4 March is in the week of Sunday 1 March; Thursday 12 in the week of the 8th
      expect(periods().slice(0, 2)).toEqual(['Semana de 01/03/2026', 'Semana de 08/03/2026']);
    });

    it('links each bucket to its days when the page says where', () => {
      renderTable({ linkFor: (period) => `/empresa/faturamento/diario?mes=${period.slice(0, 7)}` });
      expect(screen.getByRole('link', { name: 'Ver os dias de mar/2026' })).toHaveAttribute('href', '/empresa/faturamento/diario?mes=2026-03');
      expect(screen.getByRole('link', { name: 'Ver os dias de mar/2026' })).toHaveTextContent('mar/2026');
    });

    it('does not link buckets otherwise', () => {
      renderTable();
      expect(within(table()).queryByRole('link')).not.toBeInTheDocument();
    });
  });

  describe('the totals row', () => {
    it('adds up the period and recomputes the average ticket and loyalty share from the sums', () => {
      renderTable();
      const totals = totalsRow() as HTMLElement;
      expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total do período');
      // 100000 + 120000 = 220000; 5000 + 3000 = 8000 coupons; 220000 / 8000 = R$ 27,50 (not the mean of 20 and 40);
      // 45000 + 90000 = 135000 of 220000 = 61,36%; 12345.678 + 15000.5 = 27.346,178 items
      expect(cellsOf(totals)).toEqual(['R$\u00a0220.000,00', '8.000', 'R$\u00a027,50', 'R$\u00a0135.000,00', '61,4%', '27.346,178']);
      expect(within(totals).getByText('61,4%')).toHaveAttribute('data-value', String((135000 / 220000) * 100));
    });

    it('stays under the rows when the table is sorted', () => {
      renderTable();
      const header = within(table()).getByRole('columnheader', { name: 'Faturamento' });
      fireEvent.click(within(header).getByRole('button'));
      expect(header).toHaveAttribute('aria-sort', 'descending');
      // 120000 (March), 100000 (January), then the months without sales
      expect(periods().slice(0, 2)).toEqual(['mar/2026', 'jan/2026']);
      expect(periods().at(-1)).toBe('Total do período');
      fireEvent.click(within(header).getByRole('button'));
      expect(periods().slice(2, 4)).toEqual(['jan/2026', 'mar/2026']);
    });

    it('is left out when the period is a single bucket', () => {
      renderTable({ points: [MARCH], start: '2026-03-01', end: '2026-03-31' });
      expect(periods()).toEqual(['mar/2026']);
      expect(totalsRow()).toBeNull();
    });
  });

  describe('when the period had no sales', () => {
    it('says so instead of a table of zeros', () => {
      renderTable({ points: [] });
      expect(screen.getByText('Nenhuma venda no período')).toBeInTheDocument();
      expect(screen.getByText('Escolha outro período ou outras lojas nos filtros acima.')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
