import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { renderWithProviders } from '@/shared/lib/testing';
import { HomePageQuery } from '../api/HomePageQuery';
import { HomePage } from './HomePage';

interface UnitFixture {
  id: string;
  name: string;
  id_erp: string;
  cnpj: string;
  active: boolean;
  city_name: string | null;
  federative_unit: string | null;
}

/** A server answer to HomePageQuery for an account with these stores. */
function homeResponse(units: UnitFixture[]) {
  return {
    data: {
      viewer: {
        user: { id: 'User:1', name: 'Mariana Souza' },
        account: {
          id: 'Account:1',
          name: 'Supermercados Bom Preço',
          units: {
            totalCount: units.length,
            edges: units.map((unit, index) => ({
              cursor: `c${index}`,
              node: {
                __typename: 'Unit',
                id: unit.id,
                name: unit.name,
                id_erp: unit.id_erp,
                cnpj: unit.cnpj,
                active: unit.active,
                address_components: { city: null, city_name: unit.city_name, federative_unit: unit.federative_unit },
              },
            })),
            pageInfo: { endCursor: units.length ? `c${units.length - 1}` : null, hasNextPage: false },
          },
        },
      },
    },
  };
}

/** Renders the page the way the router does: the loader starts the query, the page reads it. */
function renderHome(response: ReturnType<typeof homeResponse>) {
  const environment = new Environment({
    network: Network.create(async () => response),
    store: new Store(new RecordSource()),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/home',
        loader: () => ({ queryRef: loadQuery(environment, HomePageQuery, {}) }),
        Component: HomePage,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/home'] },
  );
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
}

describe('HomePage', () => {
  it("greets the user and lists the account's stores with their count", async () => {
    renderHome(
      homeResponse([
        { id: 'Unit:1', name: 'Bom Preço Pituba', id_erp: '001', cnpj: '12345678000195', active: true, city_name: 'Salvador', federative_unit: 'ba' },
        { id: 'Unit:2', name: 'Bom Preço Feira', id_erp: '002', cnpj: '12ABC34501DE35', active: false, city_name: 'Feira de Santana', federative_unit: 'BA' },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Olá, Mariana Souza' })).toBeInTheDocument();
    expect(screen.getByText('Supermercados Bom Preço')).toBeInTheDocument();
    expect(screen.getByText('2 lojas')).toBeInTheDocument();

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Bom Preço Pituba');
    expect(rows[1]).toHaveTextContent('12.345.678/0001-95');
    expect(rows[1]).toHaveTextContent('Salvador/BA');
    expect(within(rows[1]).getByText('Ativa')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('12.ABC.345/01DE-35');
    expect(within(rows[2]).getByText('Inativa')).toBeInTheDocument();
  });

  it('says so when the account has no stores', async () => {
    renderHome(homeResponse([]));
    expect(await screen.findByText('Nenhuma loja cadastrada')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
