import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';
import { loadSalesFixture } from '../../testing/salesFixture';
import { HOME_TABLE_ROWS } from './home';
import { computeOpportunities, unitsKeyOf } from './opportunities';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;

const [A, B, C, D] = ['52998224725', '11144477735', '39053344705', '86288366757'];
const consumers = [A, B, C, D].map((document_no, i) => ({
  document_no,
  person_type: 'F',
  name: `Cliente ${i + 1}`,
  created_at: '2025-01-10T09:00:00-03:00',
  unit_id_erp: i < 3 ? '1' : '2',
}));
const PRICE = { P1: 10, P2: 20, P3: 5 } as const;
const products = [
  { sku: 'P1', name: 'Arroz 5kg', department: 'Mercearia', price: PRICE.P1 },
  { sku: 'P2', name: 'Café 500g', department: 'Mercearia', price: PRICE.P2 },
  { sku: 'P3', name: 'Sabão em barra', department: 'Limpeza', price: PRICE.P3 },
];

type Sku = keyof typeof PRICE;
let n = 0;
function sale(unit: string, doc: string | null, day: string, items: [Sku, number][]) {
  const lines = items.map(([sku, quantity]) => ({ sku, quantity, unit_price: PRICE[sku], total: PRICE[sku] * quantity }));
  return {
    ticket_id: `OP-${++n}`,
    unit_id_erp: unit,
    operator_id: '1',
    operator_name: 'Op',
    document_no: doc,
    created_at: `${day}T10:00:00-03:00`,
    total: lines.reduce((sum, line) => sum + line.total, 0),
    items: lines,
  };
}

// Window: the 90 days ending on the last day with sales (31/03/2026): 01/01 to 31/03/2026.
const sales = [
  // store 1: A, B and C are its active clients
  sale('1', A, '2026-02-10', [['P1', 1], ['P2', 1]]),
  sale('1', B, '2026-03-05', [['P1', 1]]),
  sale('1', C, '2026-03-31', [['P1', 2]]),
  // store 2: D and A
  sale('2', D, '2026-01-01', [['P2', 1], ['P3', 1]]),
  sale('2', A, '2026-03-12', [['P2', 1]]),
  // anonymous: revenue and items, no client
  sale('2', null, '2026-03-20', [['P3', 2]]),
  // before the window: D's rice does not count
  sale('2', D, '2025-12-31', [['P1', 1]]),
];

/*
 * By hand. Chain active clients 4 (A, B, C, D); store 1: 3 (A, B, C); store 2: 2 (D, A).
 * Chain buyers: P1 A,B,C = 75 %; P2 A,D = 50 %; P3 D = 25 % (the anonymous coupon has no client).
 * Average spend per buyer (loyalty revenue ÷ buyers): P1 40/3; P2 60/2 = 30; P3 5/1 = 5.
 * Store 1 gaps: P1 0.75×3 − 3 < 0; P2 0.5×3 − 1 = 0.5; P3 0.25×3 − 0 = 0.75.
 * Store 2 gaps: P1 0.75×2 − 0 = 1.5; P2 0.5×2 − 2 < 0; P3 0.25×2 − 1 < 0.
 */
const P1_POTENTIAL = 1.5 * (40 / 3);
const P2_POTENTIAL = 0.5 * 30;
const P3_POTENTIAL = 0.75 * 5;

describe('suggested-product opportunities (rule computed by hand from the rows)', () => {
  let server: TestServer;
  let run: string;
  let gerente: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    ({ run } = await loadSalesFixture(server, ACCOUNT, { products, consumers, sales }));
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
  });
  afterAll(() => server.close());

  it('keys a selection by its sorted stores', () => {
    expect(unitsKeyOf(['2', '10', '2'])).toBe('10,2');
    expect(unitsKeyOf(null)).toBe('');
  });

  it('sums every store’s gap to the chain when no store is selected', async () => {
    const result = await computeOpportunities(server.stores.ch, { accountId: ACCOUNT, run, units: null, today: '2026-04-15' });
    expect(result).toMatchObject({ windowStart: '2026-01-01', windowEnd: '2026-03-31', activeClients: 4, chainActiveClients: 4 });
    expect(result.opportunities.map((o) => o.products[0].sku)).toEqual(['P1', 'P2', 'P3']);
    const [p1, p2, p3] = result.opportunities;
    expect(p1.potentialRevenue).toBeCloseTo(P1_POTENTIAL, 9);
    expect(p2.potentialRevenue).toBeCloseTo(P2_POTENTIAL, 9);
    expect(p3.potentialRevenue).toBeCloseTo(P3_POTENTIAL, 9);
    expect(p1.products[0]).toEqual({ sku: 'P1', name: 'Arroz 5kg', department: 'Mercearia' });
    // over every store: P1 bought by 3 of 4 clients, 40 of the R$ 115 of revenue, 4 of the 10 items
    expect(p1.clientsPercentage).toBeCloseTo(75, 9);
    expect(p1.chainClientsPercentage).toBeCloseTo(75, 9);
    expect(p1.revenuePercentage).toBeCloseTo((40 / 115) * 100, 9);
    expect(p1.basketItemsPercentage).toBeCloseTo(40, 9);
    expect(p1.averageSpend).toBeCloseTo(40 / 3, 9);
    expect(p1.missingClients).toBe(2);
    expect(p3.revenuePercentage).toBeCloseTo((15 / 115) * 100, 9);
  });

  it('compares one store with the chain: (chain % − store %) × store clients × average spend', async () => {
    const store2 = await computeOpportunities(server.stores.ch, { accountId: ACCOUNT, run, units: ['2'], today: '2026-04-15' });
    expect(store2.activeClients).toBe(2);
    expect(store2.opportunities).toHaveLength(1);
    expect(store2.opportunities[0]).toMatchObject({ clientsPercentage: 0, revenuePercentage: 0, basketItemsPercentage: 0, missingClients: 2 });
    expect(store2.opportunities[0].potentialRevenue).toBeCloseTo((0.75 - 0) * 2 * (40 / 3), 9);

    const store1 = await computeOpportunities(server.stores.ch, { accountId: ACCOUNT, run, units: ['1'], today: '2026-04-15' });
    expect(store1.opportunities.map((o) => o.products[0].sku)).toEqual(['P2', 'P3']);
    expect(store1.opportunities[0].potentialRevenue).toBeCloseTo((0.5 - 1 / 3) * 3 * 30, 9);
    expect(store1.opportunities[0].clientsPercentage).toBeCloseTo(100 / 3, 9);
    // store 1 sold R$ 60 (P2: 20) and 5 items (P2: 1)
    expect(store1.opportunities[0].revenuePercentage).toBeCloseTo((20 / 60) * 100, 9);
    expect(store1.opportunities[0].basketItemsPercentage).toBeCloseTo(20, 9);
  });

  it('exports the same list, formatted in pt-BR', async () => {
    const rows = await HOME_TABLE_ROWS['home.oportunidades'](
      server.stores.ch,
      { accountId: ACCOUNT, run, start: '2026-03-01', end: '2026-03-31', units: ['2'], loyalty: 'ALL', personType: null },
    );
    expect(rows).toEqual([['P1', 'Arroz 5kg', 'Mercearia', '0,0%', '75,0%', '0,0%', '0,0%', '2', 'R$\u00a013,33', 'R$\u00a020,00']]);
  });

  it('stores the list on refresh and reads it back for the same selection only', async () => {
    const QUERY = 'query($units: [String!]) { suggestedProductsOpportunities(units: $units) { id computedAt outdated windowEnd opportunities { potentialRevenue products { sku } } } }';
    const before = await gerente.gql(QUERY, { units: ['2'] });
    expect(before.errors).toBeUndefined();
    expect(before.data!.suggestedProductsOpportunities).toMatchObject({ computedAt: null, outdated: false, opportunities: [] });

    const refreshed = await gerente.gql(
      'mutation($units: [String!]) { refreshOpportunities(input: { units: $units }) { opportunities { id computedAt windowEnd opportunities { products { sku } } } } }',
      { units: ['2'] },
    );
    expect(refreshed.errors).toBeUndefined();
    const payload = refreshed.data!.refreshOpportunities.opportunities;
    expect(payload.id).toBe(before.data!.suggestedProductsOpportunities.id);
    expect(payload.windowEnd).toBe('2026-03-31');
    expect(payload.opportunities).toEqual([{ products: [{ sku: 'P1' }] }]);

    const after = await gerente.gql(QUERY, { units: ['2'] });
    expect(after.data!.suggestedProductsOpportunities.computedAt).toBe(payload.computedAt);
    expect(after.data!.suggestedProductsOpportunities.opportunities[0].potentialRevenue).toBeCloseTo(P1_POTENTIAL, 9);
    // another selection was not computed
    expect((await gerente.gql(QUERY, { units: null })).data!.suggestedProductsOpportunities.computedAt).toBeNull();
    // a new processing run makes the stored list outdated
    await server.services.processing.run(ACCOUNT);
    expect((await gerente.gql(QUERY, { units: ['2'] })).data!.suggestedProductsOpportunities.outdated).toBe(true);
  });

  it('keeps each account to its own list', async () => {
    const franqueador = await signedIn(server, 'franqueador@redemais.com.br');
    const result = await franqueador.gql('{ suggestedProductsOpportunities(units: ["2"]) { computedAt opportunities { potentialRevenue } } }');
    expect(result.data!.suggestedProductsOpportunities).toEqual({ computedAt: null, opportunities: [] });
    const refresh = await franqueador.gql('mutation { refreshOpportunities(input: {}) { opportunities { id } } }');
    expect(refresh.errors?.[0].message).toContain('Ainda não há vendas processadas');
  });
});
