import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { renderWithRelay } from '@/shared/api/testing';
import { createTheme } from '@/shared/ui/theme';
import { SalesHoursHeatmap } from './SalesHoursHeatmap';
import type { SalesHoursHeatmapTestQuery } from './__generated__/SalesHoursHeatmapTestQuery.graphql';

const TITLE = 'Vendas por dia da semana e hora';

function Harness() {
  const data = useLazyLoadQuery<SalesHoursHeatmapTestQuery>(
    graphql`
      query SalesHoursHeatmapTestQuery @relay_test_operation {
        companyPerformance(filter: { start: "2026-03-01", end: "2026-03-31" }) {
          hours {
            ...SalesHoursHeatmap_cells
          }
        }
      }
    `,
    {},
  );
  return data.companyPerformance ? <SalesHoursHeatmap cells={data.companyPerformance.hours} title={TITLE} /> : null;
}

const slot = (weekday: number, hour: number, NUM_CUPONS: number, VAL_FATURAMENTO: number) => ({ weekday, hour, NUM_CUPONS, VAL_FATURAMENTO });

// Monday 8h and 9h, Friday 18h (the busiest), Sunday 10h
const SLOTS = [slot(1, 8, 12, 345.6), slot(1, 9, 150, 4321.5), slot(5, 18, 1234, 56789), slot(7, 10, 40, 999.94)];

function renderSlots(cells: unknown[] = SLOTS) {
  return renderWithRelay(<Harness />, { CompanyPerformance: () => ({ hours: cells }) });
}

const grid = () => within(screen.getByRole('region', { name: TITLE })).getByRole('table');
const cell = (weekday: number, hour: number) => grid().querySelector(`td[data-weekday="${weekday}"][data-hour="${hour}"]`) as HTMLElement;
/** how the DOM writes a #rrggbb colour in a style attribute */
const rgb = (hex: string) => {
  const n = parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('SalesHoursHeatmap: sales by weekday and hour', () => {
  describe('counting coupons (the default)', () => {
    it('has a row per weekday and a column per hour from the first to the last hour with sales', () => {
      renderSlots();
      const headers = within(grid())
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      // 8h to 18h: 11 hours
      expect(headers).toEqual(['Dia', '08h', '09h', '10h', '11h', '12h', '13h', '14h', '15h', '16h', '17h', '18h']);
      const days = within(grid()).getAllByRole('rowheader');
      expect(days.map((day) => day.textContent)).toEqual(['seg', 'ter', 'qua', 'qui', 'sex', 'sáb', 'dom']);
      expect(days[4]).toHaveAttribute('title', 'Sexta-feira');
    });

    it('writes each slot’s coupons in pt-BR, with its full value in the title', () => {
      renderSlots();
      expect(cell(5, 18)).toHaveTextContent('1.234');
      expect(cell(5, 18)).toHaveAttribute('data-value', '1234');
      expect(cell(5, 18)).toHaveAttribute('title', 'Sexta-feira, 18h: 1.234');
      expect(cell(1, 9)).toHaveTextContent('150');
      expect(cell(7, 10)).toHaveAttribute('title', 'Domingo, 10h: 40');
    });

    it('leaves a slot without sales blank, at zero', () => {
      renderSlots();
      expect(cell(3, 12)).toHaveTextContent('');
      expect(cell(3, 12)).toHaveAttribute('data-value', '0');
      expect(cell(3, 12)).toHaveAttribute('title', 'Quarta-feira, 12h: 0');
    });

    it('paints the busiest slot in the brand colour and an empty one in the muted surface', () => {
      renderSlots();
      const theme = createTheme();
      expect(cell(5, 18).style.background).toBe(rgb(theme.colors.primary));
      expect(cell(3, 12).style.background).toBe(rgb(theme.colors.surfaceMuted));
      // a quieter slot is lighter than the busiest one, not the same colour
      expect(cell(1, 8).style.background).not.toBe(cell(5, 18).style.background);
    });
  });

  describe('when the user measures revenue', () => {
    it('writes each slot’s revenue, abbreviated in the cell and in reais in the title', () => {
      renderSlots();
      fireEvent.change(screen.getByLabelText('Medida'), { target: { value: 'VAL_FATURAMENTO' } });
      expect(screen.getByLabelText('Medida')).toHaveDisplayValue('Faturamento (R$)');
      // 56789 → 56,8 k
      expect(cell(5, 18)).toHaveTextContent('56,8 k');
      expect(cell(5, 18)).toHaveAttribute('title', 'Sexta-feira, 18h: R$\u00a056.789,00');
      expect(cell(5, 18)).toHaveAttribute('data-value', '56789');
      // 4321.5 → 4,3 k; under a thousand, one decimal: 999.94 → 999,9
      expect(cell(1, 9)).toHaveTextContent('4,3 k');
      expect(cell(7, 10)).toHaveTextContent('999,9');
      expect(cell(7, 10)).toHaveAttribute('title', 'Domingo, 10h: R$\u00a0999,94');
    });

    it('paints the slot with the most revenue, not the most coupons, in the brand colour', () => {
      // Monday 9h sold more coupons, Sunday 10h more revenue
      renderSlots([slot(1, 9, 500, 1000), slot(7, 10, 20, 8000)]);
      const brand = rgb(createTheme().colors.primary);
      expect(cell(1, 9).style.background).toBe(brand);
      fireEvent.change(screen.getByLabelText('Medida'), { target: { value: 'VAL_FATURAMENTO' } });
      expect(cell(7, 10).style.background).toBe(brand);
      expect(cell(1, 9).style.background).not.toBe(brand);
    });
  });

  describe('when the period had no sales', () => {
    it('says so instead of an empty grid', () => {
      renderSlots([]);
      expect(screen.getByText('Nenhuma venda no período.')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: TITLE })).toBeInTheDocument();
    });
  });
});
