import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/testing';
import { Chart } from './Chart';
import ApexCharts from 'apexcharts';

/** The charts drawn, as the apexcharts stand-in (tests/setup/apexcharts.js) records them. */
const drawnCharts = (ApexCharts as unknown as { drawn: unknown[] }).drawn;

/** An IntersectionObserver double: the test says when the chart comes near the screen. */
let reveal: (() => void) | null = null;
class FakeObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    reveal = () => this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

describe('Chart: charts below the fold wait until they come near the screen (Lighthouse mobile)', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    reveal = null;
    drawnCharts.length = 0;
  });

  it('loads the chart library and draws only once the chart is about to be seen', async () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    renderWithProviders(<Chart kind="bar" title="Faturamento" categories={['jan', 'fev']} formats={['currency']} series={[{ name: 'Faturamento', data: [1, 2] }]} />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(drawnCharts).toHaveLength(0);
    expect(reveal).not.toBeNull();
    act(() => reveal!());
    await waitFor(() => expect(drawnCharts.length).toBeGreaterThan(0));
    expect(screen.queryByText(/Não foi possível desenhar o gráfico/)).toBeNull();
  });
});
