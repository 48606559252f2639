import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/testing';
import { Chart } from './Chart';

const mockDrawn = jest.fn();

jest.mock('apexcharts', () => ({
  __esModule: true,
  default: class {
    constructor() {
      mockDrawn();
    }
    render() {
      return Promise.resolve();
    }
    updateOptions() {}
    destroy() {}
  },
}));

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
    mockDrawn.mockClear();
  });

  it('loads the chart library and draws only once the chart is about to be seen', async () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    renderWithProviders(<Chart kind="bar" title="Faturamento" categories={['jan', 'fev']} formats={['currency']} series={[{ name: 'Faturamento', data: [1, 2] }]} />);
    // jest's module loader may refuse the library's dynamic import: the chart then says it could not
    // draw, which also shows the import was attempted
    const attempted = () => mockDrawn.mock.calls.length > 0 || screen.queryByText(/Não foi possível desenhar o gráfico/) !== null;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(attempted()).toBe(false);
    expect(reveal).not.toBeNull();
    act(() => reveal!());
    await waitFor(() => expect(attempted()).toBe(true));
  });
});
