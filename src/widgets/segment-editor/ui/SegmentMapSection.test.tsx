import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type RequestParameters } from 'relay-runtime';
import { renderWithProviders } from '@/shared/lib/testing';
// the recording stand-in jest maps ./maplibreEngine to (tests/setup/maplibreEngine.js)
import { maps } from '../../../../tests/setup/maplibreEngine';
import type { Definition } from '../model/definition';
import { SegmentMapSection } from './SegmentMapSection';

const women: Definition = { operator: 'AND', groups: [{ operator: 'AND', criteria: [{ key: 'gender', genders: ['F'] }] }] };

describe("the segment editor's map section", () => {
  beforeEach(() => {
    maps.length = 0;
  });

  it('asks and draws nothing until the person opens it ("Ver no mapa"), then evaluates the evaluated definition', async () => {
    const requests: string[] = [];
    const fetchFn = async (request: RequestParameters): Promise<GraphQLResponse> => {
      requests.push(request.name);
      return { data: { segmentClientsCoordinates: { total: 0, coarse: false, latitudes: [], longitudes: [], styleUrl: null, stores: [] } } };
    };
    const environment = new Environment({ network: Network.create(fetchFn), store: new Store(new RecordSource()) });
    renderWithProviders(
      <RelayEnvironmentProvider environment={environment}>
        <SegmentMapSection evaluated={women} segmentId={null} />
      </RelayEnvironmentProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Ver no mapa' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    expect(maps).toHaveLength(0);

    await userEvent.setup().click(toggle);
    expect(screen.getByRole('button', { name: 'Esconder o mapa' }).getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Nenhum cliente do segmento tem endereço localizado.')).toBeTruthy();
    expect(requests).toEqual(['SegmentMapCoordinatesQuery']);
  });
});
