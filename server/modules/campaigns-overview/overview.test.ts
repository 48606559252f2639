import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toGlobalId } from '../../access/globalId';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';
import { FIXTURE_PRODUCT, loadSalesFixture, oneLineSale } from '../../testing/salesFixture';
import { EXPORT_TABLES } from '../../../src/shared/config';
import { sumCampaigns, type CampaignFigures } from './overview';
import { OVERVIEW_TABLE_ROWS } from './tables';

const analyticsTable = (id: keyof typeof OVERVIEW_TABLE_ROWS) => ({ ...EXPORT_TABLES[id], rows: OVERVIEW_TABLE_ROWS[id] });

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;

/** A valid CPF from 9 digits (the check digits computed). */
function cpf(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

// A1, A2 got campaign A's SMS (H1 held out); B1 campaign B's e-mail; C1 campaign C's SMS and C2 its e-mail (April)
const [A1, A2, H1, B1, C1, C2] = ['611612613', '612613614', '613614615', '614615616', '615616617', '616617618'].map(cpf);
const consumers = [A1, A2, H1, B1, C1, C2].map((document_no) => ({ document_no, person_type: 'F', name: `Cliente ${document_no.slice(0, 3)}`, gender: 'F', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1' }));
const at = (day: string, time = '10:00') => `2026-${day}T${time}:00-03:00`;
// A1's and H1's tickets also hold coffee (same totals): the product filter measures those lines only
const COFFEE = { sku: 'OV-CAFE', name: 'Café 500 g', is_weightable: false };
const withCoffee = (sale: ReturnType<typeof oneLineSale>, basket: number, coffee: { quantity: number; unit_price: number }) => ({
  ...sale,
  items: [
    { sku: FIXTURE_PRODUCT.sku, quantity: 1, unit_price: basket, total: basket },
    { sku: COFFEE.sku, quantity: coffee.quantity, unit_price: coffee.unit_price, total: Math.round(coffee.quantity * coffee.unit_price * 100) / 100 },
  ],
});
const sales = [
  withCoffee(oneLineSale('OV-1', '1', A1, at('03-06'), 120.4), 100, { quantity: 2, unit_price: 10.2 }),
  oneLineSale('OV-2', '2', A2, at('03-07'), 80.35),
  withCoffee(oneLineSale('OV-3', '1', H1, at('03-08'), 30), 10, { quantity: 1, unit_price: 20 }),
  oneLineSale('OV-4', '1', B1, at('03-21'), 99.99),
  oneLineSale('OV-5', '2', C1, at('04-03'), 45.5),
  oneLineSale('OV-6', '1', C2, at('04-04'), 10.25),
];

const FIGURES = 'campaigns count price recipients clients tickets revenue roi holdout_campaigns incremental_revenue incremental_revenue_low incremental_revenue_high running';
const KPI = `query($from: String!, $to: String!, $groupBy: MetricsKpiGroupBy, $units: [String!], $campaignIds: [ID!], $channels: [CampaignChannel!], $productIds: [ID!]) {
  metricsKpi(initialDate: $from, finalDate: $to, groupBy: $groupBy, units: $units, campaignIds: $campaignIds, channels: $channels, productIds: $productIds) {
    groupBy totals { ${FIGURES} } rows { key label channels status first_send window_end running figures { ${FIGURES} } }
  } }`;
const METRICS = `query($id: ID!, $units: [String!]) { omniCampaignMetrics(_id: $id, units: $units) {
  recipients clients tickets revenue count channels { channel count price recipients revenue } holdout { incremental_revenue incremental_revenue_low incremental_revenue_high } } }`;

describe(`campaigns overview: metricsKpi (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  let server: TestServer;
  let gerente: TestClient;
  const ids: Record<'A' | 'B' | 'C', string> = { A: '', B: '', C: '' };

  beforeAll(async () => {
    server = await startTestServer();
    await loadSalesFixture(server, ACCOUNT, { products: [FIXTURE_PRODUCT, COFFEE], consumers, sales });
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    const campaign = async (title: string, from: string, to: string, holdout: number) => {
      const [row] = await server.stores.pg.query<{ id: string }>(
        `insert into omni_campaigns (account_id, title, initial_date, final_date, status, holdout_percentage) values ($1, $2, $3, $4, 'FINISHED', $5) returning id`,
        [ACCOUNT, title, from, to, holdout],
      );
      return row.id;
    };
    ids.A = await campaign('Visão A', '2026-03-05', '2026-03-10', 5);
    ids.B = await campaign('Visão B', '2026-03-20', '2026-03-22', 0);
    ids.C = await campaign('Visão C', '2026-04-02', '2026-04-05', 0);
    await server.stores.pg.query(`insert into omni_campaigns (account_id, title, initial_date, final_date, status) values ($1, 'Visão rascunho', '2026-03-05', '2026-03-10', 'DRAFT')`, [ACCOUNT]);
    const ledger: [keyof typeof ids, string, string, string, string | null, string | null][] = [
      ['A', A1, 'sms', 'DELIVERED', 'zenvia-a1', '2026-03-05T12:00:00Z'],
      ['A', A2, 'sms', 'SENT', 'outbox:a2', '2026-03-05T12:00:00Z'],
      ['A', H1, 'sms', 'HOLDOUT', null, null],
      ['B', B1, 'email', 'OPENED', 'smtp-b1', '2026-03-20T13:00:00Z'],
      ['C', C1, 'sms', 'DELIVERED', 'zenvia-c1', '2026-04-02T12:00:00Z'],
      ['C', C2, 'email', 'SENT', 'smtp-c2', '2026-04-02T12:00:00Z'],
    ];
    for (const [campaignKey, doc, channel, status, provider, sentAt] of ledger) {
      await server.stores.pg.query(
        `insert into campaign_deliveries (account_id, campaign_id, slot, document_no, channel, status, provider_id, sent_at, credits, price_cents)
         values ($1, $2, 's1', $3, $4, $5, $6, $7, $8, $9)`,
        [ACCOUNT, ids[campaignKey], doc, channel, status, provider, sentAt, sentAt && channel === 'sms' ? 1 : 0, sentAt ? (channel === 'sms' ? 100 : 7) : 0],
      );
    }
  }, 180_000);
  afterAll(async () => server?.close());

  const kpi = (variables: Record<string, unknown>) => gerente.gql(KPI, { from: '2026-03-01', to: '2026-03-31', ...variables });
  const metricsOf = async (id: string, units?: string[]) => (await gerente.gql(METRICS, { id: toGlobalId('OmniCampaign', id), units })).data!.omniCampaignMetrics;

  it("lists each campaign first sent in the period with exactly its results page's figures", async () => {
    const answer = await kpi({ groupBy: 'CAMPAIGN' });
    expect(answer.errors).toBeUndefined();
    const rows = answer.data!.metricsKpi.rows as { key: string; label: string; channels: string[]; running: boolean; figures: Record<string, number | null> }[];
    expect(rows.map((row) => row.label)).toEqual(['Visão A', 'Visão B']);
    for (const row of rows) {
      const metrics = await metricsOf(row.key);
      const price = metrics.channels.reduce((total: number, channel: { price: number }) => total + channel.price, 0);
      expect(row.figures).toMatchObject({ campaigns: 1, count: metrics.count, recipients: metrics.recipients, clients: metrics.clients, tickets: metrics.tickets, running: 0 });
      expect(row.figures.revenue).toBeCloseTo(metrics.revenue, 2);
      expect(row.figures.price).toBeCloseTo(price, 2);
      expect(row.figures.incremental_revenue ?? null).toEqual(metrics.holdout?.incremental_revenue ?? null);
      expect(row.running).toBe(false);
    }
    // A: A1 120.40 + A2 80.35 (outbox SENT) on R$ 2.00 of SMS; B: 99.99 on R$ 0.07 of e-mail
    expect(rows[0].figures).toMatchObject({ count: 2, recipients: 2, revenue: 200.75, price: 2, roi: expect.closeTo(100.375, 6), holdout_campaigns: 1 });
    expect(rows[1].figures).toMatchObject({ count: 1, recipients: 1, revenue: 99.99, price: 0.07, incremental_revenue: null });
    const totals = answer.data!.metricsKpi.totals;
    expect(totals).toMatchObject({ campaigns: 2, count: 3, recipients: 3, clients: 3, tickets: 3, revenue: 300.74, price: 2.07, holdout_campaigns: 1 });
    expect(totals.incremental_revenue).toBeCloseTo(rows[0].figures.incremental_revenue!, 2);
  });

  it('splits messages, cost, recipients and revenue per channel so that they add up to the campaigns', async () => {
    const answer = await kpi({ groupBy: 'CHANNEL', from: '2026-03-01', to: '2026-04-30' });
    const { rows, totals } = answer.data!.metricsKpi;
    expect(rows.map((row: { key: string }) => row.key)).toEqual(['sms', 'email']);
    const sum = (pick: (figures: Record<string, number>) => number) => rows.reduce((total: number, row: { figures: Record<string, number> }) => total + pick(row.figures), 0);
    expect(sum((f) => f.count)).toBe(totals.count);
    expect(sum((f) => f.price)).toBeCloseTo(totals.price, 2);
    // nobody got two channels of one campaign here, so recipients and revenue add up too
    expect(sum((f) => f.recipients)).toBe(totals.recipients);
    expect(sum((f) => f.revenue)).toBeCloseTo(totals.revenue, 2);
    expect(rows[0].figures).toMatchObject({ campaigns: 2, count: 3, recipients: 3, revenue: 246.25, clients: null, tickets: null });
  });

  it('groups by the month (and day) of the first send', async () => {
    const months = (await kpi({ groupBy: 'MONTH', to: '2026-04-30' })).data!.metricsKpi.rows;
    expect(months.map((row: { key: string; figures: { campaigns: number; revenue: number } }) => [row.key, row.figures.campaigns, row.figures.revenue])).toEqual([
      ['2026-03', 2, 300.74],
      ['2026-04', 1, 55.75],
    ]);
    const days = (await kpi({ groupBy: 'DAY' })).data!.metricsKpi.rows;
    expect(days.map((row: { key: string }) => row.key)).toEqual(['2026-03-05', '2026-03-20']);
    const weeks = (await kpi({ groupBy: 'WEEK' })).data!.metricsKpi.rows;
    expect(weeks.map((row: { key: string }) => row.key)).toEqual(['2026-03-02', '2026-03-16']);
  });

  it('narrows by campaign, channel and store', async () => {
    const onlyA = (await kpi({ campaignIds: [toGlobalId('OmniCampaign', ids.A)] })).data!.metricsKpi;
    expect(onlyA.rows.map((row: { label: string }) => row.label)).toEqual(['Visão A']);
    const email = (await kpi({ channels: ['email'], to: '2026-04-30' })).data!.metricsKpi;
    expect(email.rows.map((row: { label: string }) => row.label)).toEqual(['Visão B', 'Visão C']);
    // store 2 only: A2's 80.35 is the only ticket of March's campaigns there
    const store2 = (await kpi({ units: ['2'] })).data!.metricsKpi;
    expect(store2.totals.revenue).toBeCloseTo(80.35, 2);
    expect(store2.rows[0].figures.revenue).toBeCloseTo((await metricsOf(ids.A, ['2'])).revenue, 2);
  });

  it('narrows revenue to the attributed tickets\' lines of the products given (same recipients, cost and control group)', async () => {
    const whole = (await kpi({})).data!.metricsKpi;
    const coffee = (await kpi({ productIds: [COFFEE.sku] })).data!.metricsKpi;
    expect(coffee.rows.map((row: { label: string }) => row.label)).toEqual(['Visão A', 'Visão B']);
    const [a, b] = coffee.rows as { figures: Record<string, number | null> }[];
    // A: A1's 2 × 10.20 of coffee (A2 bought none); B: B1 bought none
    expect(a.figures).toMatchObject({ recipients: 2, count: 2, price: 2, revenue: 20.4, tickets: 1, clients: 1, roi: expect.closeTo(10.2, 6) });
    expect(b.figures).toMatchObject({ recipients: 1, revenue: 0, tickets: 0, clients: 0 });
    expect(coffee.totals).toMatchObject({ recipients: whole.totals.recipients, count: whole.totals.count, price: whole.totals.price, revenue: 20.4, tickets: 1 });
    // incremental on the same measurement: (per recipient − per control consumer) × recipients, on coffee: (20.40 / 2 − 20.00 / 1) × 2
    expect(a.figures.incremental_revenue).toBeCloseTo((20.4 / 2 - 20 / 1) * 2, 2);
    // the whole basket is untouched by the filter's existence
    expect(whole.totals.revenue).toBeCloseTo(300.74, 2);
    expect((await kpi({ productIds: ['NAO-EXISTE'] })).errors?.[0].message).toBe('Filtro por produtos inválido: o produto NAO-EXISTE não existe no catálogo desta conta.');
  });

  it('refuses a reversed period, a period over two years and an unknown product in pt-BR', async () => {
    expect((await kpi({ from: '2026-03-31', to: '2026-03-01' })).errors?.[0].message).toMatch(/inválido/);
    expect((await kpi({ from: '2020-01-01', to: '2026-03-01' })).errors?.[0].message).toMatch(/inválido/);
    expect((await kpi({ from: '2026-02-30' })).errors?.[0].message).toMatch(/initialDate.*inválido/);
    expect((await kpi({ productIds: ['1'] })).errors?.[0].message).toMatch(/inválido/);
  });

  it('is refused to whoever may not open /campanhas/resultados-gerais', async () => {
    const analista = await signedIn(server, 'analista@bompreco.com.br');
    expect((await analista.gql(KPI, { from: '2026-03-01', to: '2026-03-31' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('exports the campaigns and the grouped table with the figures of the screen', async () => {
    const scope = { accountId: ACCOUNT, run: '', start: '2026-03-01', end: '2026-04-30', units: null, loyalty: 'ALL', personType: null } as never;
    const context = { db: server.stores.pg, personalData: false };
    const perCampaign = analyticsTable('campanhas.resultados-gerais')!;
    const rows = await perCampaign.rows(server.stores.ch, scope, {}, context);
    expect(rows.map((row) => [row[0], row[1], row[2], row[4], row[5], row[6], row[10]].map((cell) => cell.replace(/\s/g, ' ')))).toEqual([
      ['Visão A', 'SMS', '05/03/2026', 'Encerrada', '2', 'R$ 2,00', 'R$ 200,75'],
      ['Visão B', 'E-mail', '20/03/2026', 'Encerrada', '1', 'R$ 0,07', 'R$ 99,99'],
      ['Visão C', 'SMS, E-mail', '02/04/2026', 'Encerrada', '2', 'R$ 1,07', 'R$ 55,75'],
    ]);
    for (const row of rows) expect(row).toHaveLength(perCampaign.columns.length);
    const grouped = analyticsTable('campanhas.resultados-gerais.agrupado')!;
    expect((await grouped.rows(server.stores.ch, scope, { agrupar: 'canal', canais: 'sms' }, context)).map((row) => row.slice(0, 3))).toEqual([['SMS', '2', '3']]);
    expect((await grouped.rows(server.stores.ch, scope, { agrupar: 'mes' }, context)).map((row) => row[0])).toEqual(['03/2026', '04/2026']);
  });

  it('adds the incremental intervals of independent campaigns in quadrature', () => {
    const campaign = (incremental: number, half: number): CampaignFigures => ({
      id: 'x',
      title: 'x',
      status: 'FINISHED',
      firstSend: new Date(),
      windowEnd: '2026-01-01',
      running: false,
      metrics: {
        count: 0,
        recipients: 0,
        clients: 0,
        tickets: 0,
        revenue: 0,
        channels: [],
        holdout: { incremental_revenue: incremental, incremental_revenue_low: incremental - half, incremental_revenue_high: incremental + half },
      } as never,
    });
    const totals = sumCampaigns([campaign(100, 30), campaign(50, 40)]);
    expect(totals).toMatchObject({ incremental_revenue: 150, incremental_revenue_low: 100, incremental_revenue_high: 200, holdout_campaigns: 2 });
  });
});
