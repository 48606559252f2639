import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestServer } from '../../testing/harness';
import { linesOf } from '../../testing/salesFixture';
import { mercapromoMetrics } from './mercapromo';

const PROMO = DEMO_ACCOUNT_IDS['atacadao-promo'];

const [ANA, BIA] = ['52998224725', '11144477735'];
const products = [
  { sku: 'OLEO', name: 'Óleo de soja 900ml', department: 'Mercearia', price: 10 },
  { sku: 'TOMATE', name: 'Tomate kg', department: 'Hortifruti', is_weightable: true, price: 4 },
];

/** [sku, quantity, unit price, discount] */
type Line = [string, number, number, number];
const cents = (value: number) => Math.round(value * 100) / 100;
function sale(id: string, unit: string, doc: string | null, at: string, lines: Line[]) {
  const items = lines.map(([sku, quantity, unit_price, discount]) => ({ sku, quantity, unit_price, discount, total: cents(quantity * unit_price - discount) }));
  return {
    ticket_id: id,
    unit_id_erp: unit,
    operator_id: '1',
    operator_name: 'Op',
    document_no: doc,
    created_at: at,
    total: cents(items.reduce((sum, item) => sum + item.total, 0)),
    discount: cents(lines.reduce((sum, line) => sum + line[3], 0)),
    items,
  };
}

const sales = [
  // in offer (oil with R$ 1,50 off) and earns (≥ R$ 1,00); tomato 1,5 kg counts as 1 item
  sale('M1', '1', ANA, '2026-03-03T10:00:00-03:00', [['OLEO', 2, 10, 1.5], ['TOMATE', 1.5, 4, 0]]),
  // in offer, but R$ 0,50 off does not earn; anonymous: no client
  sale('M2', '1', null, '2026-03-04T10:00:00-03:00', [['OLEO', 1, 10, 0.5]]),
  // weighable line in offer with exactly R$ 1,00 off: earns
  sale('M3', '2', BIA, '2026-03-31T23:30:00-03:00', [['TOMATE', 2, 4, 1]]),
  // no discount
  sale('M4', '2', ANA, '2026-03-15T10:00:00-03:00', [['OLEO', 3, 10, 0]]),
  // outside the period (February)
  sale('M5', '1', BIA, '2026-02-15T10:00:00-03:00', [['OLEO', 1, 10, 5]]),
];

const QUERY = 'query($filter: SalesFilter!) { mercapromoMetrics(filter: $filter) { type coupons { with_products with_eligible_quantity with_earn } sold_units { total total_in_offer } clients { uniques_in_offer } discounts { total } created_at } }';
const MARCH = { start: '2026-03-01', end: '2026-03-31' };

describe('promotion metrics of a promotions-only account (computed by hand from the rows)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const { ingest, processing } = server.services;
    await ingest.ingestLines(PROMO, 'products', linesOf(products), 'cli');
    const result = await ingest.ingestLines(PROMO, 'sales', linesOf(sales), 'cli');
    expect(result).toMatchObject({ accepted: sales.length, rejected: [] });
    await processing.run(PROMO);
  });
  afterAll(() => server.close());

  it('counts coupons, units, clients and discounts of the period', async () => {
    const figures = await mercapromoMetrics(server.stores.ch, { accountId: PROMO, ...MARCH, units: null });
    expect(figures).toEqual({
      type: 'DESCONTO',
      coupons: { with_products: 4, with_eligible_quantity: 3, with_earn: 2 },
      // M1 2 + 1, M2 1, M3 1, M4 3; in offer: M1 2, M2 1, M3 1
      sold_units: { total: 8, total_in_offer: 4 },
      clients: { uniques_in_offer: 2 },
      discounts: { total: 3 },
    });
  });

  it('applies the store filter', async () => {
    const figures = await mercapromoMetrics(server.stores.ch, { accountId: PROMO, ...MARCH, units: ['2'] });
    expect(figures).toEqual({
      type: 'DESCONTO',
      coupons: { with_products: 2, with_eligible_quantity: 1, with_earn: 1 },
      sold_units: { total: 4, total_in_offer: 1 },
      clients: { uniques_in_offer: 1 },
      discounts: { total: 1 },
    });
  });

  it('answers the promotions-only account over GraphQL, and null to other accounts', async () => {
    const promo = await signedIn(server, 'promo@atacadaopromo.com.br');
    const result = await promo.gql(QUERY, { filter: MARCH });
    expect(result.errors).toBeUndefined();
    expect(result.data!.mercapromoMetrics).toMatchObject({ type: 'DESCONTO', coupons: { with_products: 4 }, discounts: { total: 3 } });
    expect(Date.parse(result.data!.mercapromoMetrics.created_at)).not.toBeNaN();
    const gerente = await signedIn(server, 'gerente@bompreco.com.br');
    expect((await gerente.gql(QUERY, { filter: MARCH })).data!.mercapromoMetrics).toBeNull();
  });
});
