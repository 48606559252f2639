import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { renderWithProviders } from '@/shared/lib/testing';
// the recording stand-in jest maps ./maplibreEngine to (tests/setup/maplibreEngine.js)
import { maps } from '../../../../tests/setup/maplibreEngine';
import type { Definition } from '../model/definition';
import { SegmentMap } from './SegmentMap';

const STORE = { idErp: '1', name: 'Loja Pituba', latitude: -12.99, longitude: -38.45 };
const women: Definition = { operator: 'AND', groups: [{ operator: 'AND', criteria: [{ key: 'gender', genders: ['F'] }] }] };
const men: Definition = { operator: 'AND', groups: [{ operator: 'AND', criteria: [{ key: 'gender', genders: ['M'] }] }] };
const nobody: Definition = { operator: 'AND', groups: [{ operator: 'AND', criteria: [] }] };

const coordinates = (total: number, n = total) => ({
  data: {
    segmentClientsCoordinates: {
      total,
      coarse: false,
      latitudes: Array.from({ length: n }, (_, i) => -12.9 - i / 100),
      longitudes: Array.from({ length: n }, (_, i) => -38.4 - i / 100),
      styleUrl: null,
      stores: [STORE],
    },
  },
});

const statusCount = (total: number) => ({
  data: { segmentStatusCount: { total, actives: total - 1, recentInactives: 1, atRisk: 0, losses: 0, neverBought: 0 } },
});

/** A Relay environment whose answers the test gives, in the order it chooses. */
function setup() {
  const pending: { name: string; variables: Variables; answer: (response: GraphQLResponse) => void; fail: (error: Error) => void }[] = [];
  const fetchFn = (request: RequestParameters, variables: Variables) =>
    new Promise<GraphQLResponse>((resolve, reject) => pending.push({ name: request.name, variables, answer: resolve, fail: reject }));
  const environment = new Environment({ network: Network.create(fetchFn), store: new Store(new RecordSource()) });
  const view = (evaluated: Definition | null) => (
    <RelayEnvironmentProvider environment={environment}>
      <SegmentMap evaluated={evaluated} segmentId={null} />
    </RelayEnvironmentProvider>
  );
  return { pending, view };
}

const located = () => document.querySelector('[data-metric="segmentEditor.map.located"]')?.getAttribute('data-value');

describe('the segment editor map', () => {
  beforeEach(() => {
    maps.length = 0;
    document.body.innerHTML = '';
  });

  it('asks nothing before the figures are evaluated, then shows the located members, the stores and the visible area by status', async () => {
    const { pending, view } = setup();
    const { rerender } = renderWithProviders(view(null));
    expect(screen.getByText('Carregando o mapa dos clientes…')).toBeTruthy();
    expect(pending).toHaveLength(0);

    rerender(view(women));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]).toMatchObject({ name: 'SegmentMapCoordinatesQuery', variables: { definition: women, max: 250_000 } });
    await act(async () => pending[0].answer(coordinates(3)));
    await waitFor(() => expect(located()).toBe('3'));
    // the points in one colour, the store as a keyboard-reachable pin
    await waitFor(() => expect(document.querySelector('[data-map-ready="true"]')).not.toBeNull());
    const map = maps[maps.length - 1] as unknown as { sources: Record<string, { data: { features: unknown[] } }> };
    await waitFor(() => expect(map.sources.customers.data.features).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Loja Loja Pituba' })).toBeTruthy();

    // the map's first view is counted after the pause
    await waitFor(() => expect(pending.some((p) => p.name === 'SegmentMapStatusCountQuery')).toBe(true), { timeout: 2000 });
    const count = pending.find((p) => p.name === 'SegmentMapStatusCountQuery')!;
    expect(count.variables).toMatchObject({ definition: women, bounds: { west: -39, south: -13.1, east: -38.2, north: -12.2 } });
    await act(async () => count.answer(statusCount(2)));
    await waitFor(() => expect(document.querySelector('[data-metric="segmentEditor.map.area.total"]')?.getAttribute('data-value')).toBe('2'));
    expect(document.querySelector('[data-metric="segmentEditor.map.area.actives"]')?.getAttribute('data-value')).toBe('1');
    expect(document.querySelector('[data-metric="segmentEditor.map.area.recentInactives"]')?.getAttribute('data-value')).toBe('1');
  });

  it('drops an answer overtaken by a newer evaluation', async () => {
    const { pending, view } = setup();
    const { rerender } = renderWithProviders(view(women));
    await waitFor(() => expect(pending).toHaveLength(1));
    rerender(view(men));
    await waitFor(() => expect(pending.filter((p) => p.name === 'SegmentMapCoordinatesQuery')).toHaveLength(2));
    const [older, newer] = pending.filter((p) => p.name === 'SegmentMapCoordinatesQuery');
    expect(newer.variables.definition).toEqual(men);
    await act(async () => newer.answer(coordinates(5)));
    await waitFor(() => expect(located()).toBe('5'));
    await act(async () => older.answer(coordinates(9)));
    expect(located()).toBe('5');
  });

  it('says so when no member has a located address, and says the sample when the points are fewer than the members', async () => {
    const { pending, view } = setup();
    const { rerender } = renderWithProviders(view(women));
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0].answer(coordinates(0)));
    expect(await screen.findByText('Nenhum cliente do segmento tem endereço localizado.')).toBeTruthy();
    expect(located()).toBe('0');

    rerender(view(men));
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1].answer(coordinates(400_000, 4)));
    await waitFor(() => expect(located()).toBe('400000'));
    expect(document.querySelector('[data-sample]')?.textContent).toContain('4 de 400.000');
  });

  it('an empty first group is an empty segment without asking; a failure shows the message', async () => {
    const { pending, view } = setup();
    const { rerender } = renderWithProviders(view(nobody));
    expect(await screen.findByText('Nenhum cliente do segmento tem endereço localizado.')).toBeTruthy();
    expect(pending).toHaveLength(0);

    rerender(view(women));
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0].fail(new Error('Definição inválida: critério "Gênero"')));
    expect(await screen.findByText(/Não foi possível localizar os clientes do segmento: Definição inválida/)).toBeTruthy();
  });
});
