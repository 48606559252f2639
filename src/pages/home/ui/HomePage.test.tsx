import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Environment, Network, RecordSource, Store, type RequestParameters, type Variables } from 'relay-runtime';
import { renderWithProviders } from '@/shared/lib/testing';
import { homePage } from '../api/HomePageQuery';
import { HomePage } from './HomePage';
import ApexCharts from 'apexcharts';

// apexcharts needs a real browser; the chart's numbers are also in its hidden table. The chart
// imports the library dynamically, which reaches the mock as the module or as its default export:
// both are the class, or the chart would show its error state instead of drawing.
/** The charts drawn, as the apexcharts stand-in (tests/setup/apexcharts.js) records them. */
const drawnCharts = (ApexCharts as unknown as { drawn: unknown[] }).drawn;
beforeEach(() => {
  drawnCharts.length = 0;
});

// the first render loads the page's widgets; the shared machine can take more than the default 1 s
configure({ asyncUtilTimeout: 5000 });

const window_ = (bought: number | null, not_bought: number | null) => ({ bought, not_bought });
const figure = (quantity: number, percentage: number) => ({ quantity, percentage });

const METRICS = {
  VAL_FATURAMENTO: 1234.5,
  PER_FATURAMENTO_DTA: 12.345,
  VAL_FATURAMENTO_DTA: 1098.87,
  NUM_CUPONS: 42,
  VAL_TICKET_MEDIO: 1234.5 / 42,
  NUM_CLIENTES_CADASTRADOS: 6,
  NUM_CLIENTES_ATIVOS: 3,
  PER_FATURAMENTO_FIDELIDADE: 61.25,
  VAL_MEDIA_COMPRAS_POR_CLIENTE: 1.5,
  VAL_GASTO_MEDIO_POR_CLIENTE: 98.765,
  NUM_CLIENTES_PERDIDOS: 1,
};

const OPPORTUNITY = {
  products: [{ sku: 'E2E-CAFE', name: 'Café Torrado 500g', department: 'Mercearia' }],
  clientsPercentage: 0,
  chainClientsPercentage: 50,
  revenuePercentage: 0,
  basketItemsPercentage: 0,
  missingClients: 1,
  averageSpend: 18.9,
  potentialRevenue: 18.9,
};

function homeResponse(options: { processed?: boolean; promo?: boolean; opportunities?: 'never' | 'computed' } = {}) {
  const { processed = true, promo = false, opportunities = 'never' } = options;
  return {
    data: {
      viewer: {
        user: { id: 'User:1', name: 'Mariana Souza' },
        account: {
          id: 'Account:1',
          name: 'Supermercados Bom Preço',
          only_mercapromo: promo,
          processing: processed ? { lastUpdated: '2026-04-01T13:05:00Z' } : null,
          units: {
            edges: [
              { node: { id: 'Unit:1', id_erp: '1', name: 'Bom Preço Pituba', active: true } },
              { node: { id: 'Unit:2', id_erp: '2', name: 'Bom Preço Barra', active: true } },
            ],
          },
          cbm_configuration: {
            recency_criteria: {
              actives: window_(60, null),
              recent_inactives: window_(120, 60),
              at_risk: window_(180, 120),
              losses: window_(null, 180),
            },
          },
        },
      },
      dashboardMetrics: processed ? METRICS : null,
      clientsActivityClusters: processed
        ? {
            date: '2026-03-31',
            registered: 6,
            actives: figure(3, 50),
            recentInactives: figure(0, 0),
            atRisk: figure(0, 0),
            losses: figure(1, 100 / 6),
            neverBought: figure(2, 200 / 6),
          }
        : null,
      suggestedProductsOpportunities: {
        id: 'SuggestedProductsOpportunities:1:',
        computedAt: opportunities === 'computed' ? '2026-04-01T12:00:00Z' : null,
        outdated: false,
        windowStart: opportunities === 'computed' ? '2026-01-01' : null,
        windowEnd: opportunities === 'computed' ? '2026-03-31' : null,
        activeClients: opportunities === 'computed' ? 4 : 0,
        chainActiveClients: opportunities === 'computed' ? 4 : 0,
        opportunities: opportunities === 'computed' ? [OPPORTUNITY] : [],
      },
      mercapromoMetrics:
        promo && processed
          ? {
              type: 'DESCONTO',
              coupons: { with_products: 4, with_eligible_quantity: 3, with_earn: 2 },
              sold_units: { total: 8, total_in_offer: 4 },
              clients: { uniques_in_offer: 2 },
              discounts: { total: 3 },
              created_at: '2026-04-01T13:05:00Z',
            }
          : null,
    },
  };
}

type Answer = (request: RequestParameters, variables: Variables) => unknown;

/** Renders /home the way the router does: the loader starts the query with the address's filters. */
function renderHome(answer: Answer, path = '/home?de=2026-03-01&ate=2026-03-31') {
  const requests: { name: string; variables: Variables }[] = [];
  const environment = new Environment({
    network: Network.create(async (request, variables) => {
      requests.push({ name: request.name, variables });
      return answer(request, variables) as never;
    }),
    store: new Store(new RecordSource()),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/home',
        loader: ({ request }) => ({ queryRef: homePage.load({ environment, params: {}, url: new URL(request.url) }) }),
        Component: HomePage,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return requests;
}

const metricValue = (field: string) => document.querySelector(`[data-metric="${field}"]`)?.getAttribute('data-value');

describe('HomePage', () => {
  it('loads one query with the address’s period and stores, and shows every KPI with its full value', async () => {
    const requests = renderHome(() => homeResponse(), '/home?de=2026-03-01&ate=2026-03-31&lojas=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Mariana Souza' })).toBeInTheDocument();
    expect(requests).toEqual([
      {
        name: 'HomePageQuery',
        variables: { filter: { start: '2026-03-01', end: '2026-03-31', units: ['2'], loyalty: 'ALL', personType: null }, units: ['2'], date: '2026-03-31' },
      },
    ]);
    // lastUpdated 13:05 UTC is 10:05 in Brasília
    expect(screen.getByText('Dados atualizados em 01/04/2026 10:05')).toBeInTheDocument();
    for (const [field, value] of Object.entries(METRICS)) {
      if (field === 'VAL_FATURAMENTO_DTA') continue;
      expect({ field, value: metricValue(field) }).toEqual({ field, value: String(value) });
    }
    expect(screen.getByText('R$ 1.234,50')).toBeInTheDocument();
    expect(screen.getByText(/vs\. ano anterior \(R\$\s1\.098,87\)/)).toBeInTheDocument();
    expect(screen.getByText('▲ +12,3%')).toBeInTheDocument();
  });

  it('shows the five activity groups with one-decimal shares and the account’s rules', async () => {
    renderHome(() => homeResponse());
    const region = await screen.findByRole('region', { name: 'Atividade dos clientes' });
    expect(within(region).getByText('Em 31/03/2026 · 6 clientes cadastrados')).toBeInTheDocument();
    const groups = region.querySelectorAll('[data-cluster]');
    expect([...groups].map((g) => g.getAttribute('data-cluster'))).toEqual(['actives', 'recentInactives', 'atRisk', 'losses', 'neverBought']);
    const losses = region.querySelector('[data-cluster="losses"]') as HTMLElement;
    expect(losses).toHaveTextContent('Perdidos');
    expect(losses).toHaveTextContent('16,7%');
    expect(losses).toHaveTextContent('Já compraram, mas não nos últimos 180 dias');
    expect(region.querySelector('[data-cluster="recentInactives"]')).toHaveTextContent('Compraram nos últimos 120 dias, mas não nos últimos 60');
    // the donut's numbers, for screen readers
    expect(within(region).getByRole('table', { name: 'Clientes por grupo de atividade' })).toHaveTextContent('Nunca compraram2');
    // the donut drew with the library (the mock), not its "could not draw" message
    await waitFor(() => expect(drawnCharts.length).toBeGreaterThan(0));
    expect(screen.queryByText(/Não foi possível desenhar o gráfico/)).toBeNull();
  });

  it('computes the opportunities on "Recalcular" for the selected stores and shows the rule', async () => {
    const mutations: Variables[] = [];
    renderHome((request, variables) => {
      if (request.name === 'refreshOpportunitiesMutation') {
        mutations.push(variables);
        return { data: { refreshOpportunities: { opportunities: homeResponse({ opportunities: 'computed' }).data.suggestedProductsOpportunities } } };
      }
      return homeResponse();
    }, '/home?de=2026-03-01&ate=2026-03-31&lojas=2');
    const region = await screen.findByRole('region', { name: 'Oportunidades de produtos' });
    expect(within(region).getByText('As oportunidades destas lojas ainda não foram calculadas')).toBeInTheDocument();
    expect(within(region).getByText('Como calculamos')).toBeInTheDocument();
    expect(region).toHaveTextContent('Potencial = clientes a conquistar × gasto médio');

    // nothing to export before the list exists
    expect(within(region).getByRole('button', { name: 'Exportar' })).toBeDisabled();
    fireEvent.click(within(region).getByRole('button', { name: 'Recalcular' }));
    const row = await within(region).findByRole('row', { name: /Café Torrado 500g/ });
    expect(mutations).toEqual([{ input: { units: ['2'] } }]);
    expect(within(region).getByRole('button', { name: 'Exportar' })).toBeEnabled();
    expect(row).toHaveTextContent('50,0%');
    expect(row).toHaveTextContent('R$ 18,90');
    expect(within(region).getByText(/Calculado em 01\/04\/2026 às 09:00 · vendas de 01\/01\/2026 a 31\/03\/2026 · a loja selecionada · 4 clientes ativos/)).toBeInTheDocument();
  });

  it('sorts the opportunities by a column when its header is clicked', async () => {
    const second = { ...OPPORTUNITY, products: [{ sku: 'E2E-ARROZ', name: 'Arroz Tipo 1 5kg', department: 'Mercearia' }], potentialRevenue: 50, chainClientsPercentage: 25 };
    const response = homeResponse({ opportunities: 'computed' });
    response.data.suggestedProductsOpportunities.opportunities = [second, OPPORTUNITY];
    renderHome(() => response);
    const table = await screen.findByRole('table', { name: 'Oportunidades de produtos' });
    const names = () => within(table).getAllByRole('rowheader').map((cell) => cell.querySelector('span')?.textContent);
    expect(names()).toEqual(['Arroz Tipo 1 5kg', 'Café Torrado 500g']);
    fireEvent.click(within(table).getByRole('button', { name: /Clientes \(rede\)/ }));
    expect(names()).toEqual(['Café Torrado 500g', 'Arroz Tipo 1 5kg']);
    expect(within(table).getByRole('columnheader', { name: /Clientes \(rede\)/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows the promotion metrics instead of the club KPIs to a promotions-only account', async () => {
    renderHome(() => homeResponse({ promo: true }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultados das promoções' })).toBeInTheDocument();
    expect(metricValue('coupons.with_eligible_quantity')).toBe('3');
    expect(metricValue('discounts.total')).toBe('3');
    expect(screen.getByText('R$ 3,00')).toBeInTheDocument();
    expect(metricValue('VAL_FATURAMENTO')).toBeUndefined();
    expect(screen.queryByRole('region', { name: 'Oportunidades de produtos' })).not.toBeInTheDocument();
  });

  it('says where to start when the account has no processed sales', async () => {
    renderHome(() => homeResponse({ processed: false }));
    expect(await screen.findByText('Ainda não há vendas processadas para esta conta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Configurações > Integrações' })).toHaveAttribute('href', '/configuracoes-admin/integracoes');
    expect(metricValue('VAL_FATURAMENTO')).toBeUndefined();
  });
});
