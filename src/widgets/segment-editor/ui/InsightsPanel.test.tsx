import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/testing';
import type { SegmentInsights } from '../model/useSegmentInsights';
import { InsightsPanel } from './InsightsPanel';

const NOTHING_YET: SegmentInsights = { size: 10, unlimited: null, rfv: null, rfvInvalid: false, reach: null, error: null, loading: false, stale: false, evaluated: null };
const noop = () => undefined;

describe('InsightsPanel', () => {
  it('says the RFV groups and the reach are being calculated while the first evaluation runs (a stored segment shows its size at once)', () => {
    const { container } = renderWithProviders(<InsightsPanel insights={{ ...NOTHING_YET, loading: true }} autoUpdate onAutoUpdate={noop} onForce={noop} />);
    expect(container.querySelector('[data-metric="NUM_CLIENTES_SEGMENTO"]')?.getAttribute('data-value')).toBe('10');
    expect(within(screen.getByRole('region', { name: 'Grupos RFV' })).getByText('Calculando…')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Alcance por canal' })).getByText('Calculando…')).toBeTruthy();
  });

  it('says "not calculated yet" when nothing is running', () => {
    renderWithProviders(<InsightsPanel insights={NOTHING_YET} autoUpdate={false} onAutoUpdate={noop} onForce={noop} />);
    expect(within(screen.getByRole('region', { name: 'Grupos RFV' })).getByText('Ainda não calculado.')).toBeTruthy();
  });
});
