import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@/shared/lib/testing';
// the recording stand-in jest maps ./maplibreEngine to (tests/setup/maplibreEngine.js)
import { maps } from '../../../../tests/setup/maplibreEngine';
import type { DecodedPoints } from '@/entities/customer-map';
import { CustomerMapCanvas } from '@/entities/customer-map';
import { StatusFilter } from './StatusFilter';

const STORES = [{ idErp: '1', name: 'Loja Pituba', latitude: -12.99, longitude: -38.45 }];
const POINTS: DecodedPoints = { count: 2, total: 2, positions: new Float32Array([-38.45, -12.99, -38.33, -12.7]), statuses: new Uint8Array([0, 3]) };

type FakeMap = { sources: Record<string, { data: { features: unknown[] } }>; layers: Record<string, { visibility: string }>; options: { style: unknown }; fire: (e: string) => void };
const lastMap = () => maps[maps.length - 1] as unknown as FakeMap;

describe('the customer map canvas', () => {
  beforeEach(() => {
    maps.length = 0;
    document.body.innerHTML = '';
  });

  it('draws the shipped basemap, the stores as keyboard-reachable pins and the points clustered; reports the visible area', async () => {
    const onBounds = jest.fn();
    const { rerender } = renderWithProviders(
      <CustomerMapCanvas styleUrl={null} stores={STORES} focus={[]} points={POINTS} view="points" onBoundsChange={onBounds} onError={jest.fn()} />,
    );
    await waitFor(() => expect(document.querySelector('[data-map-ready="true"]')).not.toBeNull());
    const map = lastMap();
    // no tile or font from the internet: the style is the shipped states
    expect((map.options.style as { sources: Record<string, unknown> }).sources.states).toBeDefined();
    expect(screen.getByRole('button', { name: 'Loja Loja Pituba' })).toBeTruthy();
    expect(screen.getByText('Feira de Santana')).toBeTruthy();
    expect(onBounds).toHaveBeenCalledWith({ west: -39, south: -13.1, east: -38.2, north: -12.2 });
    await waitFor(() => expect(map.sources.customers.data.features).toHaveLength(2));
    expect(map.layers.heat.visibility).toBe('none');

    rerender(<CustomerMapCanvas styleUrl={null} stores={STORES} focus={[]} points={POINTS} view="heat" onBoundsChange={onBounds} onError={jest.fn()} />);
    await waitFor(() => expect(map.layers.heat.visibility).toBe('visible'));
    expect(map.sources['customers-heat'].data.features).toHaveLength(2);
    expect(map.sources.customers.data.features).toHaveLength(0);
    expect(map.layers.clusters.visibility).toBe('none');

    act(() => map.fire('moveend'));
    expect(onBounds).toHaveBeenCalledTimes(2);
  });

  it("uses the operator's style when MAP_STYLE_URL is set, without the shipped labels", async () => {
    renderWithProviders(<CustomerMapCanvas styleUrl="https://tiles.rede.com.br/style.json" stores={[]} focus={[]} points={null} view="points" onBoundsChange={jest.fn()} onError={jest.fn()} />);
    await waitFor(() => expect(document.querySelector('[data-map-ready="true"]')).not.toBeNull());
    expect(lastMap().options.style).toBe('https://tiles.rede.com.br/style.json');
    expect(screen.queryByText('Feira de Santana')).toBeNull();
  });
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

describe('the status filter', () => {
  it('shows each group with its count and writes the choice to the address', () => {
    const counts = { total: 10, actives: 4, recentInactives: 3, atRisk: 1, losses: 1, neverBought: 1 };
    renderWithProviders(
      <MemoryRouter initialEntries={['/clientes/mapa?de=2026-03-01']}>
        <StatusFilter counts={counts} chosen={[]} date="2026-03-31" />
        <Address />
      </MemoryRouter>,
    );
    const actives = document.querySelector('[data-status="actives"]') as HTMLButtonElement;
    expect(actives.getAttribute('aria-pressed')).toBe('true');
    expect(actives.querySelector('[data-metric="customerMap.actives"]')?.getAttribute('data-value')).toBe('4');
    fireEvent.click(document.querySelector('[data-status="losses"]') as HTMLButtonElement);
    expect(screen.getByTestId('address').textContent).toBe('?de=2026-03-01&situacao=ativos%2Cinativos-recentes%2Cem-risco%2Cnunca-compraram');
  });
});
