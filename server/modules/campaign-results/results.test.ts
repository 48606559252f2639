import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';
import { loadSalesFixture, oneLineSale } from '../../testing/salesFixture';
import { ageOn, incrementalRevenue, measurementWindow, storeMeasuredDocuments } from './measure';

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

// R1, R2, R4 got the SMS (R2 through the outbox, no receipts), E1 the e-mail (opened); R3's SMS was
// sent but never delivered; H1 and H2 are the control group. R4 registered on 2026-03-08.
const [R1, R2, R3, R4, E1, H1, H2] = ['701702703', '702703704', '703704705', '704705706', '705706707', '706707708', '707708709'].map(cpf);
const consumer = (document_no: string, extra: Record<string, unknown> = {}) => ({
  document_no,
  person_type: 'F',
  name: `Cliente ${document_no.slice(0, 3)}`,
  gender: 'F',
  created_at: '2024-01-10T09:00:00-03:00',
  unit_id_erp: '1',
  ...extra,
});
const consumers = [
  consumer(R1, { birth_date: '1990-05-01' }),
  consumer(R2, { gender: 'M' }),
  consumer(R3),
  consumer(R4, { created_at: '2026-03-08T10:00:00-03:00' }),
  consumer(E1),
  consumer(H1),
  consumer(H2),
];
const at = (day: string, time = '10:00') => `2026-03-${day}T${time}:00-03:00`;
const sales = [
  oneLineSale('CR-1', '1', R1, at('06'), 100.5),
  oneLineSale('CR-2', '2', R1, at('07', '18:00'), 49.25),
  oneLineSale('CR-3', '1', R1, at('20'), 80), // after the window
  oneLineSale('CR-4', '1', R1, at('01'), 60), // before the first send: the comparison period
  oneLineSale('CR-5', '1', R1, at('05', '08:00'), 30), // the first send's day, before it
  oneLineSale('CR-6', '1', R2, at('08'), 200.1),
  oneLineSale('CR-7', '1', R3, at('06'), 70), // not a recipient
  { ...oneLineSale('CR-8', '1', E1, at('09', '21:00'), 55.55), channel: 'ecommerce' },
  oneLineSale('CR-9', '1', R4, at('06'), 40), // before R4 registered: not a loyalty ticket
  oneLineSale('CR-10', '2', R4, at('09'), 20),
  oneLineSale('CR-11', '1', H1, at('07'), 90),
  oneLineSale('CR-12', '1', null, at('06'), 500), // anonymous
];

const METRICS = `query($id: ID!, $units: [String!], $inc: Boolean, $only: Boolean) {
  omniCampaignMetrics(_id: $id, units: $units, includeEcommerce: $inc, onlyEcommerce: $only) {
    window { start end days } recipients clients tickets revenue quantity average_ticket count
    channels { channel recipients count credits price revenue received_roi opened opened_revenue opened_roi average_ticket average_ticket_before average_ticket_variation }
    days { date revenue tickets clients } units { id_erp revenue tickets clients average_ticket }
    funnel { channel status count }
    holdout { control control_clients control_tickets control_revenue revenue_per_control revenue_per_recipient incremental_revenue incremental_revenue_low incremental_revenue_high significant }
  } }`;

describe(`campaign results (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  let server: TestServer;
  let gerente: TestClient;
  let campaignId: string;

  beforeAll(async () => {
    server = await startTestServer();
    await loadSalesFixture(server, ACCOUNT, { consumers, sales });
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    const [row] = await server.stores.pg.query<{ id: string }>(
      `insert into omni_campaigns (account_id, title, initial_date, final_date, status) values ($1, 'Resultados', '2026-03-05', '2026-03-10', 'FINISHED') returning id`,
      [ACCOUNT],
    );
    campaignId = row.id;
    const sent = '2026-03-05T12:00:00Z';
    const ledger: [string, string, string, string | null, string | null][] = [
      [R1, 'sms', 'DELIVERED', 'zenvia-1', sent],
      [R2, 'sms', 'SENT', 'outbox:2', sent],
      [R3, 'sms', 'SENT', 'zenvia-3', sent],
      [R4, 'sms', 'DELIVERED', 'zenvia-4', '2026-03-05T13:00:00Z'],
      [E1, 'email', 'OPENED', 'smtp-5', sent],
      [H1, 'sms', 'HOLDOUT', null, null],
      [H2, 'sms', 'HOLDOUT', null, null],
    ];
    for (const [doc, channel, status, provider, sentAt] of ledger) {
      await server.stores.pg.query(
        `insert into campaign_deliveries (account_id, campaign_id, slot, document_no, channel, status, provider_id, sent_at, credits, price_cents)
         values ($1, $2, '2026-03-05', $3, $4, $5, $6, $7, $8, $9)`,
        [ACCOUNT, campaignId, doc, channel, status, provider, sentAt, sentAt && channel === 'sms' ? 1 : 0, sentAt && channel === 'sms' ? 100 : 0],
      );
    }
  });
  afterAll(() => server.close());

  it('opens the window at the first send and closes it 7 days after the last send when that is later than the final date', () => {
    const window = measurementWindow(new Date('2026-03-05T12:00:00Z'), new Date('2026-03-05T13:00:00Z'), '2026-03-10');
    expect(window).toMatchObject({ firstDay: '2026-03-05', end: '2026-03-12', days: 8, beforeStart: '2026-02-25' });
    expect(measurementWindow(new Date('2026-03-05T12:00:00Z'), new Date('2026-03-05T13:00:00Z'), '2026-03-31').end).toBe('2026-03-31');
  });

  it('counts the recipients\' loyalty tickets in the window only', async () => {
    const result = await gerente.gql(METRICS, { id: campaignId });
    expect(result.errors).toBeUndefined();
    const metrics = result.data!.omniCampaignMetrics;
    // R1 100.50 + 49.25, R2 200.10 (outbox SENT), E1 55.55, R4 20 (its 40 came before it registered)
    const revenue = 100.5 + 49.25 + 200.1 + 55.55 + 20;
    expect(metrics).toMatchObject({ window: { start: '2026-03-05T12:00:00.000Z', end: '2026-03-12', days: 8 }, recipients: 4, clients: 4, tickets: 5, count: 5, quantity: 5 });
    expect(metrics.revenue).toBeCloseTo(revenue, 2);
    expect(metrics.average_ticket).toBeCloseTo(revenue / 5, 6);
    expect(metrics.days).toEqual([
      { date: '2026-03-06', revenue: 100.5, tickets: 1, clients: 1 },
      { date: '2026-03-07', revenue: 49.25, tickets: 1, clients: 1 },
      { date: '2026-03-08', revenue: 200.1, tickets: 1, clients: 1 },
      { date: '2026-03-09', revenue: 75.55, tickets: 2, clients: 2 },
    ]);
    expect(metrics.units).toEqual([
      { id_erp: '1', revenue: 356.15, tickets: 3, clients: 3, average_ticket: expect.closeTo(356.15 / 3, 6) },
      { id_erp: '2', revenue: 69.25, tickets: 2, clients: 2, average_ticket: expect.closeTo(69.25 / 2, 6) },
    ]);
    expect(metrics.funnel).toEqual([
      { channel: 'email', status: 'OPENED', count: 1 },
      { channel: 'sms', status: 'DELIVERED', count: 2 },
      { channel: 'sms', status: 'HOLDOUT', count: 2 },
      { channel: 'sms', status: 'SENT', count: 2 },
    ]);
  });

  it('gives each channel its cost, return and average ticket variation', async () => {
    const { channels } = (await gerente.gql(METRICS, { id: campaignId })).data!.omniCampaignMetrics;
    const smsRevenue = 100.5 + 49.25 + 200.1 + 20;
    // before the first send (8 days): R1's 60 and 30
    const before = (60 + 30) / 2;
    expect(channels).toEqual([
      {
        channel: 'sms', recipients: 3, count: 4, credits: 4, price: 4, revenue: smsRevenue, received_roi: expect.closeTo(smsRevenue / 4, 6),
        opened: null, opened_revenue: null, opened_roi: null,
        average_ticket: expect.closeTo(smsRevenue / 4, 6), average_ticket_before: before, average_ticket_variation: expect.closeTo((smsRevenue / 4 / before - 1) * 100, 6),
      },
      {
        channel: 'email', recipients: 1, count: 1, credits: 0, price: 0, revenue: 55.55, received_roi: null,
        opened: 1, opened_revenue: 55.55, opened_roi: null, average_ticket: 55.55, average_ticket_before: 0, average_ticket_variation: null,
      },
    ]);
  });

  it('sets the control group beside the plain figures with a 95 % interval', async () => {
    const { holdout } = (await gerente.gql(METRICS, { id: campaignId })).data!.omniCampaignMetrics;
    const perRecipient = [149.75, 200.1, 55.55, 20];
    const perControl = [90, 0];
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const variance = (values: number[]) => values.reduce((a, b) => a + (b - mean(values)) ** 2, 0) / (values.length - 1);
    const difference = mean(perRecipient) - mean(perControl);
    const error = Math.sqrt(variance(perRecipient) / 4 + variance(perControl) / 2);
    expect(holdout).toEqual({
      control: 2, control_clients: 1, control_tickets: 1, control_revenue: 90,
      revenue_per_control: 45, revenue_per_recipient: expect.closeTo(106.35, 6),
      incremental_revenue: expect.closeTo(difference * 4, 6),
      incremental_revenue_low: expect.closeTo((difference - 1.959964 * error) * 4, 3),
      incremental_revenue_high: expect.closeTo((difference + 1.959964 * error) * 4, 3),
      significant: (difference - 1.959964 * error) > 0,
    });
  });

  it('filters stores and e-commerce', async () => {
    const store2 = (await gerente.gql(METRICS, { id: campaignId, units: ['2'] })).data!.omniCampaignMetrics;
    expect(store2).toMatchObject({ revenue: 69.25, tickets: 2, clients: 2 });
    const noEcommerce = (await gerente.gql(METRICS, { id: campaignId, inc: false })).data!.omniCampaignMetrics;
    expect(noEcommerce.revenue).toBeCloseTo(100.5 + 49.25 + 200.1 + 20, 2);
    const onlyEcommerce = (await gerente.gql(METRICS, { id: campaignId, only: true })).data!.omniCampaignMetrics;
    expect(onlyEcommerce).toMatchObject({ revenue: 55.55, tickets: 1, clients: 1 });
  });

  it('answers by hour, by gender and age and items per basket of recipients against the control group', async () => {
    const result = await gerente.gql(`query($id: ID!) {
      omniCampaignTicketsByHour(_id: $id) { hour tickets revenue }
      omniCampaignAverageTicketByGenderAndAge(_id: $id) { gender age_range clients tickets revenue average_ticket }
      omniCampaignAverageItemsByClientMessageReceiving(_id: $id) { received { consumers clients tickets items average_items } not_received { consumers clients tickets items average_items } }
    }`, { id: campaignId });
    expect(result.errors).toBeUndefined();
    const hours = result.data!.omniCampaignTicketsByHour.filter((row: { tickets: number }) => row.tickets > 0);
    expect(hours).toEqual([
      { hour: 10, tickets: 3, revenue: 100.5 + 200.1 + 20 },
      { hour: 18, tickets: 1, revenue: 49.25 },
      { hour: 21, tickets: 1, revenue: 55.55 },
    ]);
    expect(ageOn('1990-05-01', '2026-03-12')).toBe(35);
    expect(result.data!.omniCampaignAverageTicketByGenderAndAge).toEqual([
      { gender: 'F', age_range: '35-44', clients: 1, tickets: 2, revenue: 149.75, average_ticket: 74.875 },
      { gender: 'F', age_range: 'ND', clients: 2, tickets: 2, revenue: 75.55, average_ticket: 37.775 },
      { gender: 'M', age_range: 'ND', clients: 1, tickets: 1, revenue: 200.1, average_ticket: 200.1 },
    ]);
    expect(result.data!.omniCampaignAverageItemsByClientMessageReceiving).toEqual({
      received: { consumers: 4, clients: 4, tickets: 5, items: 5, average_items: 1 },
      not_received: { consumers: 2, clients: 1, tickets: 1, items: 1, average_items: 1 },
    });
  });

  it('measures again when new sales load, and refuses bad input or another account\'s campaign', async () => {
    await server.services.ingest.ingestLines(ACCOUNT, 'sales', (async function* () {
      yield { number: 1, text: JSON.stringify(oneLineSale('CR-13', '1', R2, at('10'), 10)) };
    })(), 'cli');
    const after = (await gerente.gql(METRICS, { id: campaignId })).data!.omniCampaignMetrics;
    expect(after.revenue).toBeCloseTo(100.5 + 49.25 + 200.1 + 55.55 + 20 + 10, 2);
    const bad = await gerente.gql(METRICS, { id: campaignId, units: [''] });
    expect(bad.errors![0].message).toMatch(/units/);
    const other = await signedIn(server, 'franqueador@redemais.com.br');
    expect((await other.gql(METRICS, { id: campaignId })).data!.omniCampaignMetrics).toBeNull();
    expect((await gerente.gql(METRICS, { id: 'nao-existe' })).data!.omniCampaignMetrics).toBeNull();
  });

  it('keeps the measured documents in the analytics store once per version of the set', async () => {
    const ch = server.stores.ch;
    const stored = () =>
      ch.query<{ version: string; document_no: string; registered: string; recipient: number }>(
        `SELECT version, document_no, toString(registered) AS registered, recipient FROM campaign_measured_documents
          WHERE account_id = {account:UUID} AND campaign_id = {campaign:UUID} ORDER BY document_no`,
        { account: ACCOUNT, campaign: campaignId },
      );
    // the earlier tests measured the campaign: recipients R1, R2, R4, E1 and the control group H1, H2 (R3 was never delivered)
    const rows = await stored();
    expect(rows.map((row) => [row.document_no, row.registered, row.recipient]).sort()).toEqual(
      [
        [R1, '2024-01-10', 1],
        [R2, '2024-01-10', 1],
        [R4, '2026-03-08', 1],
        [E1, '2024-01-10', 1],
        [H1, '2024-01-10', 0],
        [H2, '2024-01-10', 0],
      ].sort(),
    );
    expect(new Set(rows.map((row) => row.version)).size).toBe(1);
    // the same set again (another filter, another process): not written twice, in whatever order it comes
    const set = rows.map((row) => ({ document_no: row.document_no, registered: row.registered, recipient: row.recipient === 1 }));
    expect(await storeMeasuredDocuments(ch, ACCOUNT, campaignId, [...set].reverse())).toBe(rows[0].version);
    expect(await stored()).toHaveLength(6);
    // R3's receipt arrives: a new version replaces the old one and the figures follow it
    await server.stores.pg.query(`update campaign_deliveries set status = 'DELIVERED', updated_at = now() where campaign_id = $1 and document_no = $2`, [campaignId, R3]);
    const metrics = (await gerente.gql(METRICS, { id: campaignId })).data!.omniCampaignMetrics;
    expect(metrics.recipients).toBe(5);
    expect(metrics.revenue).toBeCloseTo(100.5 + 49.25 + 200.1 + 55.55 + 20 + 10 + 70, 2);
    const after = await stored();
    expect(after).toHaveLength(7);
    expect(new Set(after.map((row) => row.version)).size).toBe(1);
    expect(after[0].version).not.toBe(rows[0].version);
  });

  it('computes the interval from per-consumer revenue with zeros for those who did not buy', () => {
    const result = incrementalRevenue([1000], 2, [], 2);
    expect(result).toMatchObject({ perRecipient: 500, perControl: 0, incremental: 1000 });
  });
});
