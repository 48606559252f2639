import crypto from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn } from '../../testing/harness';
import { oneLineSale as sale, withSalesFixture } from '../../testing/salesFixture';
import { computeRfvPeriod, rfvClusterConsumers, rfvClusterMetrics, rfvMigrations, type RfvPeriodRef } from './rfv';
import { addDays, twelveMonthsEndingOn } from './periods';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;
/** Period B's reference date; period A's is three months earlier. */
const REF_B = '2026-03-31';
const REF_A = '2025-12-31';

const DOCS = {
  A: '52998224725',
  B: '11144477735',
  C: '39053344705',
  D: '15350946056',
  E: '71428793860',
  F: '86288366757',
  G: '04433711055',
  I: '27100287006',
  late: '61637438060',
};
const registered = (doc: string, created_at = '2024-01-01T12:00:00-03:00', opt_in = {}) => ({
  document_no: doc, person_type: 'F', name: `Cliente ${doc.slice(0, 3)}`, created_at, unit_id_erp: '1', opt_in,
});
const consumers = [
  registered(DOCS.A, undefined, { sms: true, email: true, push: true, whatsapp: true }),
  registered(DOCS.B, undefined, { sms: true }),
  registered(DOCS.C),
  registered(DOCS.D, undefined, { email: true }),
  registered(DOCS.E),
  registered(DOCS.F, undefined, { whatsapp: true }),
  registered(DOCS.G),
  // registered between A's and B's reference dates, never buys: "novo" in the matrix
  registered(DOCS.I, '2026-01-15T12:00:00-03:00'),
  // registered after B's reference date: in no period
  registered(DOCS.late, '2026-04-05T12:00:00-03:00'),
];

let serial = 0;
/** `count` tickets worth `each`, the last on `last` and the others on the days before it. */
function purchases(doc: string, last: string, count: number, each: number) {
  return Array.from({ length: count }, (_, i) => sale(`T${++serial}`, '1', doc, `${addDays(last, -i)}T12:00:00-03:00`, each));
}

// Hand-computed for period B (window 2025-04-01..2026-03-31), n = 6 purchasing consumers, so
// score(b) = 1 + floor(5b/6): b 0→1, 1→1, 2→2, 3→3, 4→4, 5→5.
//        days  tickets revenue | b_R b_F b_V | R F V | cluster
//  A        0    10     1000   |  4   4   5  | 4 4 5 | champions
//  B       10    10       40   |  3   4   3  | 3 4 3 | loyals     (ties with A on F: both b_F = 4)
//  C        0     2       30   |  4   2   2  | 4 2 2 | promising  (ties with A on R)
//  D      100     5      500   |  1   3   4  | 1 3 4 | atRisk
//  E      200     1       10   |  0   0   0  | 1 1 1 | losses     (ties with F on F)
//  F       20     1       20   |  2   0   1  | 2 1 1 | lowValue
//  G: last purchase 2025-01-10, outside the window; I: registered, no purchase → neverBought (2).
const sales = [
  ...purchases(DOCS.A, REF_B, 10, 100),
  // after the reference date: not counted
  sale('AFTER', '1', DOCS.A, '2026-04-02T12:00:00-03:00', 999),
  ...purchases(DOCS.B, addDays(REF_B, -10), 10, 4),
  ...purchases(DOCS.C, REF_B, 2, 15),
  ...purchases(DOCS.D, addDays(REF_B, -100), 5, 100),
  ...purchases(DOCS.E, addDays(REF_B, -200), 1, 10),
  ...purchases(DOCS.F, addDays(REF_B, -20), 1, 20),
  ...purchases(DOCS.G, '2025-01-10', 1, 70),
  // an anonymous coupon: no consumer, never in RFV
  sale('ANON', '1', null, '2026-03-30T12:00:00-03:00', 500),
];

describe('RFV clusters and period migrations, against figures computed by hand', () => {
  const fixture = withSalesFixture(ACCOUNT, { consumers, sales }, { start: '2025-04-01', end: REF_B });
  const analysisId = crypto.randomUUID();
  const periodA: RfvPeriodRef = { accountId: ACCOUNT, analysisId, periodId: crypto.randomUUID() };
  const periodB: RfvPeriodRef = { accountId: ACCOUNT, analysisId, periodId: crypto.randomUUID() };

  async function computeBoth() {
    const { ch } = fixture.server.stores;
    for (const [ref, end] of [[periodA, REF_A], [periodB, REF_B]] as const) {
      await computeRfvPeriod(ch, { ...ref, run: fixture.run, window: twelveMonthsEndingOn(end), filters: {} });
    }
  }

  it('scores each dimension with ties sharing a score and classifies by the first matching rule', async () => {
    await computeBoth();
    const { rows } = await rfvClusterConsumers(fixture.server.stores.ch, periodB, 'champions', { offset: 0, limit: 10 });
    expect(rows).toEqual([{ documentNo: DOCS.A, r: 4, f: 4, v: 5, recencyDays: 0, tickets: 10, revenue: 1000, lastPurchase: REF_B }]);
    const scores: Record<string, [string, number, number, number]> = {};
    for (const cluster of ['loyals', 'promising', 'atRisk', 'losses', 'lowValue', 'neverBought'] as const) {
      const page = await rfvClusterConsumers(fixture.server.stores.ch, periodB, cluster, { offset: 0, limit: 10 });
      for (const row of page.rows) scores[row.documentNo] = [cluster, row.r, row.f, row.v];
    }
    expect(scores).toEqual({
      [DOCS.B]: ['loyals', 3, 4, 3],
      [DOCS.C]: ['promising', 4, 2, 2],
      [DOCS.D]: ['atRisk', 1, 3, 4],
      [DOCS.E]: ['losses', 1, 1, 1],
      [DOCS.F]: ['lowValue', 2, 1, 1],
      // neverBought: no purchase in the window (G bought before it), scores 0
      [DOCS.G]: ['neverBought', 0, 0, 0],
      [DOCS.I]: ['neverBought', 0, 0, 0],
    });
  });

  it('gives each cluster its metrics and its reach per channel', async () => {
    const metrics = await rfvClusterMetrics(fixture.server.stores.ch, periodB, twelveMonthsEndingOn(REF_B));
    const champions = metrics.find((m) => m.cluster === 'champions')!;
    // revenue of purchasing consumers: 1000 + 40 + 30 + 500 + 10 + 20 = 1600; tickets 10+10+2+5+1+1 = 29
    expect(champions).toEqual({
      cluster: 'champions',
      clients: 1,
      tickets: 10,
      recency: 0,
      revenue: 1000,
      frequency: 10,
      averageTicket: 100,
      percentageRevenue: 62.5,
      percentageTickets: (10 / 29) * 100,
      monthlyAverageRevenuePerClient: 1000 / 12,
      channels: { sms: 1, email: 1, app: 1, whatsapp: 1 },
    });
    const atRisk = metrics.find((m) => m.cluster === 'atRisk')!;
    expect([atRisk.clients, atRisk.revenue, atRisk.recency, atRisk.channels.email, atRisk.channels.sms]).toEqual([1, 500, 100, 1, 0]);
    const never = metrics.find((m) => m.cluster === 'neverBought')!;
    expect([never.clients, never.tickets, never.revenue, never.recency]).toEqual([2, 0, 0, null]);
    expect(metrics.map((m) => m.cluster)).toEqual(['champions', 'loyals', 'promising', 'atRisk', 'lowValue', 'losses', 'neverBought']);
    expect(metrics.reduce((sum, m) => sum + m.percentageRevenue, 0)).toBeCloseTo(100, 9);
  });

  it('counts migrations from A to B, a consumer registered after A’s reference date as novo', async () => {
    // Period A (2025-01-01..2025-12-31), n = 3 so score(b) = 1 + floor(5b/3): b 0→1, 1→2, 2→4.
    //   D: 10 days, 5 tickets, 500 → R4 F4 V4 champions; E: 110 days, 1, 10 → R2 F1 V1 lowValue;
    //   G: 355 days, 1, 70 → R1 F1 V2 losses; A, B, C, F bought only in 2026 → neverBought.
    const cells = await rfvMigrations(fixture.server.stores.ch, periodA, periodB);
    const matrix = Object.fromEntries(cells.map((c) => [`${c.from}→${c.to}`, c.clients]));
    expect(matrix).toEqual({
      'champions→atRisk': 1,
      'lowValue→losses': 1,
      'losses→neverBought': 1,
      'neverBought→champions': 1,
      'neverBought→loyals': 1,
      'neverBought→promising': 1,
      'neverBought→lowValue': 1,
      'novo→neverBought': 1,
    });
  });

  it('recomputing a period replaces its rows instead of adding to them', async () => {
    await computeRfvPeriod(fixture.server.stores.ch, { ...periodB, run: fixture.run, window: twelveMonthsEndingOn(REF_B), filters: {} });
    const metrics = await rfvClusterMetrics(fixture.server.stores.ch, periodB, twelveMonthsEndingOn(REF_B));
    expect(metrics.reduce((sum, m) => sum + m.clients, 0)).toBe(8);
  });

  describe('through GraphQL', () => {
    it('creates a fixed analysis that computes both periods, and refuses past the limit in pt-BR', async () => {
      const gerente = await signedIn(fixture.server, 'gerente@bompreco.com.br');
      const create = (title: string) =>
        gerente.gql(
          `mutation($input: UpsertAHubReportAnalyticsInput!) { upsertAHubReportAnalytics(input: $input) { status analytics { id } } }`,
          {
            input: {
              type: 'RFV',
              title,
              notRecurrent: {
                referencePeriod: { initialDate: '2025-01-01', finalDate: REF_A },
                analyzedPeriod: { initialDate: '2025-04-01', finalDate: REF_B },
              },
            },
          },
        );
      const first = await create('Trimestre');
      expect(first.errors).toBeUndefined();
      const id = first.data!.upsertAHubReportAnalytics.analytics.id as string;
      let status = '';
      for (let i = 0; i < 100 && status !== 'DONE'; i++) {
        const answer = await gerente.gql(`query($id: ID) { analyticsConfiguration(id: $id) { status periods { id finalDate } } }`, { id });
        status = answer.data!.analyticsConfiguration.status;
        if (status !== 'DONE') await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe('DONE');
      const metrics = await gerente.gql(`query($id: ID) { rfvClientsMetrics(analysisId: $id) { period { finalDate } clusters { cluster clients revenue } } }`, { id });
      expect(metrics.data!.rfvClientsMetrics.period.finalDate).toBe(REF_B);
      expect(metrics.data!.rfvClientsMetrics.clusters.find((c: { cluster: string }) => c.cluster === 'champions')).toEqual({ cluster: 'champions', clients: 1, revenue: 1000 });

      // 10 fixed analyses per account (the README): the 9 next pass, the 11th is refused
      for (let i = 2; i <= 10; i++) expect((await create(`Análise ${i}`)).errors).toBeUndefined();
      const refused = await create('Uma a mais');
      expect(refused.errors?.[0].message).toBe('Limite de análises RFV não recorrentes atingido (10 de 10). Exclua uma análise para criar outra.');
      const limits = await gerente.gql(`{ aHubAnalyticsLimits { rfv { notRecurrent { createdTotal limitTotal } recurrent { createdTotal } } } }`);
      expect(limits.data!.aHubAnalyticsLimits.rfv).toEqual({ notRecurrent: { createdTotal: 10, limitTotal: 10 }, recurrent: { createdTotal: 1 } });
    });

    it('masks documents and contacts of a cluster’s customers for a user without PII access', async () => {
      const gerente = await signedIn(fixture.server, 'gerente@bompreco.com.br');
      const [period] = (await gerente.gql(`{ analyticsConfiguration { periods { id } } }`)).data!.analyticsConfiguration.periods;
      expect(period).toBeDefined();
      const ask = `query($p: ID!) { rfvClusterCustomers(periodId: $p, cluster: neverBought, first: 50) { edges { node { document } } } }`;
      const open = await gerente.gql(ask, { p: period.id });
      // G never bought in the default analysis's latest 12 months either
      expect(JSON.stringify(open.data)).toContain('044.337.110-55');
      await fixture.server.stores.pg.query(`update users set has_pii_access = false where email = 'gerente@bompreco.com.br'`);
      const masked = await (await signedIn(fixture.server, 'gerente@bompreco.com.br')).gql(ask, { p: period.id });
      await fixture.server.stores.pg.query(`update users set has_pii_access = true where email = 'gerente@bompreco.com.br'`);
      expect(JSON.stringify(masked.data)).not.toContain('044.337.110-55');
      expect(JSON.stringify(masked.data)).not.toContain(DOCS.G);
      expect(JSON.stringify(masked.data)).toContain('***.337.110-**');
    });

    it('exports a cluster as CSV, masked without the personal-data download permission', async () => {
      const gerente = await signedIn(fixture.server, 'gerente@bompreco.com.br');
      const [period] = (await gerente.gql(`{ analyticsConfiguration { periods { id } } }`)).data!.analyticsConfiguration.periods;
      const full = await (await gerente.fetch(`/api/customer-rfv/periods/${period.id}/clusters/neverBought.csv`)).text();
      expect(full.split('\r\n')[0]).toBe('Nome;CPF/CNPJ;E-mail;Telefone;R;F;V;Dias desde a última compra;Cupons;Faturamento;Última compra');
      expect(full).toContain('044.337.110-55');
      await fixture.server.stores.pg.query(`update users set has_pii_download_data_permission = false where email = 'gerente@bompreco.com.br'`);
      const masked = await (await (await signedIn(fixture.server, 'gerente@bompreco.com.br')).fetch(`/api/customer-rfv/periods/${period.id}/clusters/neverBought.csv`)).text();
      await fixture.server.stores.pg.query(`update users set has_pii_download_data_permission = true where email = 'gerente@bompreco.com.br'`);
      expect(masked).not.toContain('044.337.110-55');
      expect(masked).toContain('***.337.110-**');
    });

    it('deletes an analysis over deletedAHubReportAnalytics, and never the default one', async () => {
      const gerente = await signedIn(fixture.server, 'gerente@bompreco.com.br');
      const list = (await gerente.gql(`{ aHubAnalyticsConfigurations(type: RFV) { id default } }`)).data!.aHubAnalyticsConfigurations as { id: string; default: boolean }[];
      const fixed = list.find((a) => !a.default)!;
      const standard = list.find((a) => a.default)!;
      const events: { status: string }[] = [];
      const iterator = fixture.server.services.pubsub.subscribe('ahubDeleted', 'room-1')[Symbol.asyncIterator]();
      const received = iterator.next().then(({ value }) => events.push(value));
      const del = `mutation($id: ID!) { activeDeleteAHubReportAnalytics(id: $id, roomId: "room-1") { status } }`;
      expect((await gerente.gql(del, { id: fixed.id })).data!.activeDeleteAHubReportAnalytics.status).toBe('PROCESSING');
      await received;
      expect(events).toEqual([{ accountId: ACCOUNT, status: 'DELETED', messageError: null }]);
      expect((await gerente.gql(`query($id: ID) { analyticsConfiguration(id: $id) { id } }`, { id: fixed.id })).data!.analyticsConfiguration).toBeNull();
      const refused = await gerente.gql(del, { id: standard.id });
      expect(refused.errors?.[0].message).toBe('A análise padrão da conta não pode ser excluída.');
      await iterator.return?.();
    });

    it('gives each listed customer the id that opens their detail (node(id:))', async () => {
      const gerente = await signedIn(fixture.server, 'gerente@bompreco.com.br');
      const [period] = (await gerente.gql(`{ analyticsConfiguration { periods { id } } }`)).data!.analyticsConfiguration.periods;
      const answer = await gerente.gql(`query($p: ID!) { rfvClusterCustomers(periodId: $p, cluster: neverBought, first: 50) { edges { node { customerId document } } } }`, { p: period.id });
      const row = answer.data!.rfvClusterCustomers.edges.map((e: { node: { customerId: string; document: string } }) => e.node).find((n: { document: string }) => n.document === '044.337.110-55');
      const node = await gerente.gql(`query($id: ID!) { node(id: $id) { ... on Customer { document } } }`, { id: row.customerId });
      expect(node.data!.node).toEqual({ document: '044.337.110-55' });
    });

    it('refuses the RFV figures to a promotions-only user', async () => {
      const promo = await signedIn(fixture.server, 'promo@atacadaopromo.com.br');
      const answer = await promo.gql(`{ rfvClientsMetrics { period { id } } }`);
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });
  });
});
