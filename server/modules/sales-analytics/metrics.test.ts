import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_RECENCY_CRITERIA } from '../accounts';
import { IngestService } from '../ingestion';
import { ProcessingService } from '../processing';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../testing/harness';
import { linesOf } from '../../testing/salesFixture';
import { activityClusters, dashboardMetrics, revenueSeries, sameDaysLastYear, type MetricsScope } from './metrics';

const ACCOUNT = DEMO_ACCOUNT_IDS['rede-mais'];

// Consumers: Ana registered long ago; Bia registers on the day of her first purchase (late evening,
// sent in UTC); Caio registers the day AFTER buying (that ticket is not loyalty); Duda is a company.
const ANA = '52998224725';
const BIA = '11144477735';
const CAIO = '39053344705';
const DUDA = '11222333000181';
const consumers = [
  { document_no: ANA, person_type: 'F', name: 'Ana', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1' },
  // 2026-03-10 22:30 in Bahia is 2026-03-11T01:30Z
  { document_no: BIA, person_type: 'F', name: 'Bia', created_at: '2026-03-11T01:30:00Z', unit_id_erp: '2' },
  { document_no: CAIO, person_type: 'F', name: 'Caio', created_at: '2026-03-06T08:00:00-03:00', unit_id_erp: '1' },
  { document_no: DUDA, person_type: 'J', name: 'Duda Ltda', created_at: '2023-05-01', unit_id_erp: '1' },
  // registered, never bought
  { document_no: '86288366757', person_type: 'F', name: 'Eva', created_at: '2025-01-01', unit_id_erp: '2' },
];

const products = [
  { sku: 'P1', name: 'Feijão 1kg', department: 'Mercearia', price: 8.5 },
  { sku: 'P2', name: 'Tomate kg', department: 'Hortifruti', is_weightable: true, price: 7.9 },
];

interface Ticket {
  id: string;
  unit: string;
  doc: string | null;
  at: string;
  /** quantity of P1 (8.50 each) and kilos of P2 (7.90/kg, rounded to the cent) */
  p1: number;
  p2: number;
}

const tickets: Ticket[] = [
  // March 2026 (the period)
  { id: 'T1', unit: '1', doc: ANA, at: '2026-03-01T08:00:00-03:00', p1: 2, p2: 0 },
  // 23:50 local on 31/03, sent in UTC: belongs to March
  { id: 'T2', unit: '2', doc: ANA, at: '2026-04-01T02:50:00Z', p1: 1, p2: 1.25 },
  // 00:10 local on 01/03 sent in UTC as 03:10Z: belongs to March; the same instant minus 20 min is February
  { id: 'T3', unit: '1', doc: null, at: '2026-03-01T03:10:00Z', p1: 3, p2: 0 },
  { id: 'T4', unit: '1', doc: null, at: '2026-03-01T02:50:00Z', p1: 5, p2: 0 },
  // Bia buys on her registration day, at 21:00 local, before registering at 22:30: same day = loyalty
  { id: 'T5', unit: '2', doc: BIA, at: '2026-03-10T21:00:00', p1: 1, p2: 0.5 },
  // Caio buys the day before he registers: not loyalty (his document is known, person type F)
  { id: 'T6', unit: '1', doc: CAIO, at: '2026-03-05T12:00:00-03:00', p1: 4, p2: 0 },
  { id: 'T7', unit: '1', doc: CAIO, at: '2026-03-20T12:00:00-03:00', p1: 1, p2: 0 },
  { id: 'T8', unit: '2', doc: DUDA, at: '2026-03-15T12:00:00-03:00', p1: 10, p2: 2 },
  // March 2025 (comparison period)
  { id: 'L1', unit: '1', doc: ANA, at: '2025-03-03T10:00:00-03:00', p1: 6, p2: 0 },
  { id: 'L2', unit: '1', doc: null, at: '2025-03-31T23:59:00', p1: 1, p2: 0 },
  // Duda's last purchase long ago, before March 2025: losses on 31/03/2026 if not for T8
  { id: 'L3', unit: '1', doc: DUDA, at: '2025-06-01T10:00:00-03:00', p1: 1, p2: 0 },
];

const cents = (value: number) => Math.round(value * 100) / 100;
function saleOf(ticket: Ticket) {
  const items = [];
  if (ticket.p1) items.push({ sku: 'P1', quantity: ticket.p1, unit_price: 8.5, total: cents(ticket.p1 * 8.5) });
  if (ticket.p2) items.push({ sku: 'P2', quantity: ticket.p2, unit_price: 7.9, total: cents(ticket.p2 * 7.9) });
  const total = cents(items.reduce((sum, item) => sum + item.total, 0));
  return { ticket_id: ticket.id, unit_id_erp: ticket.unit, operator_id: '9', operator_name: 'Op', document_no: ticket.doc, created_at: ticket.at, total, items };
}
const totalOf = (ids: string[]) => cents(ids.map((id) => saleOf(tickets.find((t) => t.id === id)!).total).reduce((a, b) => a + b, 0));

describe('dashboard figures (metrics contract) against figures computed by hand from the rows', () => {
  let server: TestServer;
  let scope: MetricsScope;

  beforeAll(async () => {
    server = await startTestServer();
    const ingest = new IngestService(server.stores.pg, server.stores.ch);
    await ingest.ingestLines(ACCOUNT, 'products', linesOf(products), 'cli');
    await ingest.ingestLines(ACCOUNT, 'consumers', linesOf(consumers), 'cli');
    const sales = await ingest.ingestLines(ACCOUNT, 'sales', linesOf(tickets.map(saleOf)), 'cli');
    expect(sales).toMatchObject({ accepted: tickets.length, rejected: [] });
    const processing = new ProcessingService(server.stores.pg, server.stores.ch, { debounceMs: 10 });
    const stamp = await processing.run(ACCOUNT);
    scope = { accountId: ACCOUNT, run: stamp.processing_uuid, start: '2026-03-01', end: '2026-03-31', units: null, loyalty: 'ALL', personType: null };
  });
  afterAll(() => server.close());

  const march = ['T1', 'T2', 'T3', 'T5', 'T6', 'T7', 'T8'];
  // T7: Caio bought again after registering, so that one is loyalty
  const loyalty = ['T1', 'T2', 'T5', 'T7', 'T8'];
  const others = ['T3', 'T6'];

  it('counts revenue, coupons and average ticket over the local days of the period', async () => {
    const metrics = await dashboardMetrics(server.stores.ch, scope, DEFAULT_RECENCY_CRITERIA);
    expect(metrics.VAL_FATURAMENTO).toBeCloseTo(totalOf(march), 6);
    expect(metrics.NUM_CUPONS).toBe(march.length);
    expect(metrics.VAL_TICKET_MEDIO).toBeCloseTo(totalOf(march) / march.length, 9);
  });

  it('counts items: units sold by unit plus one per weighable line', async () => {
    const metrics = await dashboardMetrics(server.stores.ch, scope, DEFAULT_RECENCY_CRITERIA);
    const items = march.map((id) => tickets.find((t) => t.id === id)!).reduce((sum, t) => sum + t.p1 + (t.p2 ? 1 : 0), 0);
    expect(metrics.NUM_ITENS).toBe(items);
    expect(metrics.VAL_ITENS_NA_CESTA).toBeCloseTo(items / march.length, 9);
  });

  it('treats a purchase on the registration day as loyalty and one the day before as not', async () => {
    const metrics = await dashboardMetrics(server.stores.ch, scope, DEFAULT_RECENCY_CRITERIA);
    expect(metrics.PER_FATURAMENTO_FIDELIDADE).toBeCloseTo((totalOf(loyalty) / totalOf(march)) * 100, 9);
    const loyaltyAverage = totalOf(loyalty) / loyalty.length;
    const otherAverage = totalOf(others) / others.length;
    expect(metrics.PER_TICKET_MEDIO_FIDELIDADE).toBeCloseTo((loyaltyAverage / otherAverage - 1) * 100, 9);
    // Ana, Bia, Caio and Duda bought with loyalty in March
    expect(metrics.VAL_GASTO_MEDIO_POR_CLIENTE).toBeCloseTo(totalOf(loyalty) / 4, 9);
    expect(metrics.VAL_MEDIA_COMPRAS_POR_CLIENTE).toBeCloseTo(loyalty.length / 4, 9);
  });

  it('compares with the same days one year earlier', async () => {
    const metrics = await dashboardMetrics(server.stores.ch, scope, DEFAULT_RECENCY_CRITERIA);
    expect(metrics.VAL_FATURAMENTO_DTA).toBeCloseTo(totalOf(['L1', 'L2']), 6);
    expect(metrics.PER_FATURAMENTO_DTA).toBeCloseTo((totalOf(march) / totalOf(['L1', 'L2']) - 1) * 100, 9);
    expect(sameDaysLastYear('2028-02-29')).toBe('2027-02-28');
  });

  it('splits the registered consumers into the five activity groups on the reference date', async () => {
    const clusters = await activityClusters(server.stores.ch, scope, DEFAULT_RECENCY_CRITERIA);
    // registered by 31/03: Ana, Bia, Caio, Duda, Eva. Loyalty buyers within 60 days: Ana, Bia, Duda
    // and Caio (T6 was before registering, T7 after).
    expect(clusters.registered).toBe(5);
    expect(clusters.actives.quantity).toBe(4);
    expect(clusters.neverBought.quantity).toBe(1);
    expect(clusters.recentInactives.quantity + clusters.atRisk.quantity + clusters.losses.quantity).toBe(0);
    const sum = [clusters.actives, clusters.recentInactives, clusters.atRisk, clusters.losses, clusters.neverBought].reduce((a, c) => a + c.percentage, 0);
    expect(sum).toBeCloseTo(100, 9);
  });

  it('finds Duda lost on a reference date 180 days after her last purchase', async () => {
    const clusters = await activityClusters(server.stores.ch, { ...scope, start: '2025-12-01', end: '2025-12-31' }, DEFAULT_RECENCY_CRITERIA);
    // on 31/12/2025: Ana last bought 03/03/2025 (> 180 days) → loss; Duda 01/06/2025 (213 days) → loss;
    // Caio and Bia not yet registered; Eva registered, never bought.
    expect(clusters.registered).toBe(3);
    expect(clusters.losses.quantity).toBe(2);
    expect(clusters.neverBought.quantity).toBe(1);
  });

  it('filters by store, loyalty and person type', async () => {
    const store2 = await dashboardMetrics(server.stores.ch, { ...scope, units: ['2'] }, DEFAULT_RECENCY_CRITERIA);
    expect(store2.VAL_FATURAMENTO).toBeCloseTo(totalOf(['T2', 'T5', 'T8']), 6);
    const company = await dashboardMetrics(server.stores.ch, { ...scope, personType: 'J' }, DEFAULT_RECENCY_CRITERIA);
    expect(company.VAL_FATURAMENTO).toBeCloseTo(totalOf(['T8']), 6);
    const nonLoyalty = await dashboardMetrics(server.stores.ch, { ...scope, loyalty: 'NON_LOYALTY' }, DEFAULT_RECENCY_CRITERIA);
    expect(nonLoyalty.NUM_CUPONS).toBe(others.length);
  });

  it('groups revenue by month with the loyalty share', async () => {
    const series = await revenueSeries(server.stores.ch, { ...scope, start: '2026-02-01' }, 'MENSAL');
    expect(series.map((point) => point.period)).toEqual(['2026-02-01', '2026-03-01']);
    expect(series[0].VAL_FATURAMENTO).toBeCloseTo(totalOf(['T4']), 6);
    expect(series[1].VAL_FATURAMENTO_FIDELIDADE).toBeCloseTo(totalOf(loyalty), 6);
  });
});
