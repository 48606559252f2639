import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { renderWithRelay } from '@/shared/api/testing';
import { bucketsOf, yearBefore } from '@/shared/lib/periods';
import { RevenueChart } from './RevenueChart';
import type { RevenueChartTestQuery } from './__generated__/RevenueChartTestQuery.graphql';
import ApexCharts from 'apexcharts';

// apexcharts needs a real browser; the chart's numbers are also in its hidden table. The chart
// imports the library dynamically, which reaches the mock as the module or as its default export:
// both are the class, or the chart would show its error state instead of drawing.
/** The charts drawn, as the apexcharts stand-in (tests/setup/apexcharts.js) records them. */
const drawnCharts = (ApexCharts as unknown as { drawn: unknown[] }).drawn;
beforeEach(() => {
  drawnCharts.length = 0;
});

/** The chart drew with the library (the mock), not its "could not draw" message. */
async function expectDrawn() {
  await waitFor(() => expect(drawnCharts.length).toBeGreaterThan(0));
  expect(screen.queryByText(/Não foi possível desenhar o gráfico/)).toBeNull();
}

function Harness({ start, end }: { start: string; end: string }) {
  const data = useLazyLoadQuery<RevenueChartTestQuery>(
    graphql`
      query RevenueChartTestQuery @relay_test_operation {
        revenueSeries(filter: { start: "2025-01-01", end: "2025-12-31" }, granularity: DIARIO) {
          ...RevenueChart_points
        }
        comparison: revenueSeries(filter: { start: "2024-01-01", end: "2024-12-31" }, granularity: DIARIO) {
          ...RevenueChart_comparison
        }
      }
    `,
    {},
  );
  if (!data.revenueSeries || !data.comparison) return null;
  return <RevenueChart points={data.revenueSeries} comparison={data.comparison} granularity="DIARIO" start={start} end={end} title="Faturamento diário" />;
}

/** R$ 100 and 10 coupons every day of the period; R$ 50 every day one year earlier. */
function answer(start: string, end: string) {
  const days = bucketsOf(start, end, 'DIARIO');
  return {
    Query: () => ({
      revenueSeries: days.map((period) => ({ period, VAL_FATURAMENTO: 100, NUM_CUPONS: 10, VAL_TICKET_MEDIO: 10 })),
      comparison: days.map((period) => ({ period: yearBefore(period), VAL_FATURAMENTO: 50 })),
    }),
  };
}

const drawnRows = () => screen.getAllByRole('row').slice(1);

describe('RevenueChart: daily revenue over long periods (issue 14 §6)', () => {
  it('draws each day of a period up to 92 days, with no note', async () => {
    renderWithRelay(<Harness start="2025-03-01" end="2025-03-31" />, answer('2025-03-01', '2025-03-31'));
    expect(drawnRows()).toHaveLength(31);
    expect(screen.queryByText(/o gráfico soma os dias/)).toBeNull();
    await expectDrawn();
  });

  it('sums the days into weeks beyond 92 days and says so; each week adds up its days and last year’s', async () => {
    // 2025-01-05 is a Sunday: 26 whole weeks
    renderWithRelay(<Harness start="2025-01-05" end="2025-07-05" />, answer('2025-01-05', '2025-07-05'));
    const rows = drawnRows();
    expect(rows).toHaveLength(26);
    expect(rows[0].textContent).toContain('Semana de 05/01/2025');
    expect(rows[0].textContent).toMatch(/R\$\s?700,00/);
    expect(rows[0].textContent).toMatch(/R\$\s?350,00/);
    expect(screen.getByText(/mais de 92 dias: o gráfico soma os dias por semana .* a tabela mostra cada dia/)).toBeTruthy();
    await expectDrawn();
  });

  it('sums the days into months beyond a year', async () => {
    renderWithRelay(<Harness start="2024-01-01" end="2025-06-30" />, answer('2024-01-01', '2025-06-30'));
    const rows = drawnRows();
    expect(rows).toHaveLength(18);
    expect(rows[1].textContent).toContain('fev/2024');
    // February 2024 has 29 days
    expect(rows[1].textContent).toMatch(/R\$\s?2\.900,00/);
    expect(screen.getByText(/o gráfico soma os dias por mês/)).toBeTruthy();
    await expectDrawn();
  });
});
