import { describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { cpfCheckDigits } from '../../../src/shared/lib/document';
import { signedIn } from '../../testing/harness';
import { toGlobalId } from '../../access/globalId';
import { oneLineSale as sale, withSalesFixture } from '../../testing/salesFixture';
import { DEFAULT_RECENCY_CRITERIA } from '../accounts';
import { activityGroupOf, customerRetention, monthStart, retentionList } from './retention';
import type { CustomerScope } from './scope';
import { CUSTOMER_TABLE_ROWS } from './tables';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;
const cpf = (base: string) => base + cpfCheckDigits(base);
const P = Array.from({ length: 8 }, (_, index) => cpf(`20000000${index}`));

const consumers = P.map((document_no, index) => ({
  document_no,
  person_type: 'F',
  name: `Pessoa ${index}`,
  email: `pessoa${index}@exemplo.com.br`,
  phone: `7199999000${index}`,
  created_at: '2024-01-10T09:00:00-03:00',
  unit_id_erp: index === 6 ? '2' : '1',
}));

const at = (day: string) => `${day}T10:00:00-03:00`;
const sales = [
  sale('1a', '1', P[1], at('2025-01-15'), 10), // first ticket before the 12 cohorts
  sale('1b', '1', P[1], at('2026-03-10'), 10),
  sale('2a', '1', P[2], at('2026-01-05'), 10), // cohort 2026-01: months 0, 1, 2
  sale('2b', '1', P[2], at('2026-02-10'), 10),
  sale('2c', '1', P[2], at('2026-03-01'), 10),
  sale('3a', '1', P[3], at('2026-01-20'), 10), // cohort 2026-01: months 0 and 2
  sale('3b', '2', P[3], at('2026-03-15'), 10),
  sale('4a', '1', P[4], at('2026-02-03'), 10), // cohort 2026-02: month 0 (its April ticket is after the reference)
  sale('4b', '1', P[4], at('2026-04-02'), 10),
  sale('5a', '1', P[5], at('2025-12-01'), 10), // cohort 2025-12: months 0 and 1
  sale('5b', '1', P[5], at('2026-01-01'), 10),
  sale('6a', '2', P[6], at('2026-02-14'), 10), // registered in store 2; cohort 2026-02: months 0 and 1
  sale('6b', '2', P[6], at('2026-03-02'), 10),
  sale('7a', '1', P[7], at('2025-06-01'), 10), // cohort 2025-06: month 0 only
];

const PERIOD = { start: '2025-04-01', end: '2026-03-31' };

describe('retention: cohorts and the active and inactive lists, against figures computed by hand', () => {
  const fixture = withSalesFixture(ACCOUNT, { consumers, sales }, PERIOD);
  const scope = (extra: Partial<CustomerScope> = {}): CustomerScope => ({ accountId: ACCOUNT, run: fixture.run, ...PERIOD, units: null, personType: null, ...extra });

  it('groups consumers by the month of their first loyalty ticket and counts who bought again each later month', async () => {
    const { cohorts } = await customerRetention(fixture.server.stores.ch, scope());
    expect(cohorts.map((cohort) => cohort.month)).toEqual([
      '2025-04-01', '2025-05-01', '2025-06-01', '2025-07-01', '2025-08-01', '2025-09-01',
      '2025-10-01', '2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01',
    ]);
    const byMonth = Object.fromEntries(cohorts.map((cohort) => [cohort.month, cohort]));
    expect(byMonth['2026-01-01']).toMatchObject({ NUM_CLIENTES: 2, retained: [2, 1, 2], PER_RETENCAO: [100, 50, 100] });
    expect(byMonth['2026-02-01']).toMatchObject({ NUM_CLIENTES: 2, retained: [2, 1], PER_RETENCAO: [100, 50] });
    expect(byMonth['2025-12-01']).toMatchObject({ NUM_CLIENTES: 1, retained: [1, 1, 0, 0] });
    expect(byMonth['2025-06-01'].retained).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(byMonth['2026-03-01']).toMatchObject({ NUM_CLIENTES: 0, retained: [0], PER_RETENCAO: [0] });
    // the first ticket of P1 falls before the 12 cohorts
    expect(cohorts.reduce((sum, cohort) => sum + cohort.NUM_CLIENTES, 0)).toBe(6);
  });

  it('averages each month over the cohorts that reached it, weighted by their size', async () => {
    const { average } = await customerRetention(fixture.server.stores.ch, scope());
    expect(average[0]).toMatchObject({ k: 0, PER_RETENCAO: 100, cohorts: 4, NUM_CLIENTES: 6 });
    // month 1: 2025-06 (0 of 1), 2025-12 (1 of 1), 2026-01 (1 of 2), 2026-02 (1 of 2) → 3 of 6
    expect(average[1]).toMatchObject({ k: 1, PER_RETENCAO: 50, cohorts: 4, NUM_CLIENTES: 6 });
    // month 2: 2025-06 (0 of 1), 2025-12 (0 of 1), 2026-01 (2 of 2) → 2 of 4
    expect(average[2]).toMatchObject({ k: 2, PER_RETENCAO: 50, cohorts: 3, NUM_CLIENTES: 4 });
  });

  it('reads the cohorts rollup with the figures of the per-consumer months, for every store, person type and reference month', async () => {
    const ch = fixture.server.stores.ch;
    // the per-consumer path the rollup replaced: each consumer's first month and months bought in
    const perConsumer = async (extra: Partial<CustomerScope>) => {
      const s = scope(extra);
      const rows = await ch.query<{ cohort: string; k: number; consumers: string }>(
        `SELECT toString(first) AS cohort, toUInt32(dateDiff('month', first, month)) AS k, count() AS consumers
           FROM (SELECT document_no, min(month) AS first, groupArray(month) AS months FROM agg_consumer_months
                  WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} AND month <= toDate({reference:String})
                    AND ({all_units:UInt8} = 1 OR registration_unit IN {units:Array(String)}) AND ({person:String} = '' OR person_type = {person:String})
                  GROUP BY document_no HAVING first >= toDate({from:String}))
          ARRAY JOIN months AS month GROUP BY cohort, k`,
        {
          account: s.accountId, run: s.run, reference: monthStart(s.end), from: monthStart(s.end, 11),
          all_units: s.units === null ? 1 : 0, units: s.units ?? [], person: s.personType ?? '',
        },
      );
      const counts = new Map(rows.map((row) => [`${row.cohort}:${row.k}`, Number(row.consumers)]));
      return Array.from({ length: 12 }, (_, index) => {
        const month = monthStart(s.end, 11 - index);
        return { month, retained: Array.from({ length: 12 - index }, (__, k) => counts.get(`${month}:${k}`) ?? 0) };
      });
    };
    const cases: Partial<CustomerScope>[] = [
      {},
      { units: ['1'] },
      { units: ['2'] },
      { personType: 'J' },
      { end: '2026-02-10' },
      { end: '2026-01-31', units: ['1', '2'], personType: 'F' },
      { end: '2026-06-30' },
    ];
    let bought = 0;
    for (const extra of cases) {
      const expected = await perConsumer(extra);
      const { cohorts } = await customerRetention(ch, scope(extra));
      expect(cohorts.map(({ month, retained }) => ({ month, retained }))).toEqual(expected);
      bought += expected.reduce((sum, cohort) => sum + cohort.retained.reduce((a, b) => a + b, 0), 0);
    }
    expect(bought).toBeGreaterThan(20);
  });

  it('selects the cohorts by registration store', async () => {
    const { cohorts } = await customerRetention(fixture.server.stores.ch, scope({ units: ['2'] }));
    expect(cohorts.filter((cohort) => cohort.NUM_CLIENTES > 0)).toEqual([
      expect.objectContaining({ month: '2026-02-01', NUM_CLIENTES: 1, retained: [1, 1] }),
    ]);
  });

  it('lists the active consumers on the reference date, latest purchase first, a page at a time', async () => {
    const criteria = DEFAULT_RECENCY_CRITERIA;
    const first = await retentionList(fixture.server.stores.ch, scope(), criteria, 'ACTIVE', { offset: 0, limit: 2 });
    expect(first.totalCount).toBe(5);
    expect(first.rows.map((row) => [row.document_no, row.last_day, row.days])).toEqual([
      [P[3], '2026-03-15', 16],
      [P[1], '2026-03-10', 21],
    ]);
    const rest = await retentionList(fixture.server.stores.ch, scope(), criteria, 'ACTIVE', { offset: 2, limit: 10 });
    // P4's April purchase is after the reference date: their last is 03/02 (56 days, still active)
    expect(rest.rows.map((row) => [row.document_no, row.last_day, row.group])).toEqual([
      [P[6], '2026-03-02', 'actives'],
      [P[2], '2026-03-01', 'actives'],
      [P[4], '2026-02-03', 'actives'],
    ]);
  });

  it('lists the inactive consumers with their activity group', async () => {
    const inactive = await retentionList(fixture.server.stores.ch, scope(), DEFAULT_RECENCY_CRITERIA, 'INACTIVE', { offset: 0, limit: 10 });
    expect(inactive.rows.map((row) => [row.document_no, row.first_day, row.last_day, row.group])).toEqual([
      [P[5], '2025-12-01', '2026-01-01', 'recent_inactives'],
      [P[7], '2025-06-01', '2025-06-01', 'losses'],
    ]);
    // P0 never bought: in neither list
    expect(inactive.totalCount).toBe(2);
  });

  it('places days since the last purchase in the recency windows, the reference day included', () => {
    const criteria = DEFAULT_RECENCY_CRITERIA;
    expect([0, 59, 60, 119, 120, 179, 180].map((days) => activityGroupOf(days, criteria))).toEqual([
      'actives', 'actives', 'recent_inactives', 'recent_inactives', 'at_risk', 'at_risk', 'losses',
    ]);
  });

  describe('when the user has no PII access', () => {
    it('receives masked documents, e-mails and phones in the GraphQL answer, and unmasked with PII access', async () => {
      const query = `query($filter: SalesFilter!) { retentionCustomers(filter: $filter, status: INACTIVE, first: 5) {
        totalCount edges { node { id name document email phone activityGroup } } } }`;
      const gerente = await signedIn(fixture.server, 'gerente@bompreco.com.br');
      const open = await gerente.gql(query, { filter: PERIOD });
      expect(open.errors).toBeUndefined();
      expect(open.data?.retentionCustomers.edges[0].node).toEqual({
        // the row opens the customer: their Customer node id (the document sealed inside)
        id: toGlobalId('Customer', P[5]),
        name: 'Pessoa 5',
        document: `${P[5].slice(0, 3)}.${P[5].slice(3, 6)}.${P[5].slice(6, 9)}-${P[5].slice(9)}`,
        email: 'pessoa5@exemplo.com.br',
        phone: '+55 (71) 9 9999-0005',
        activityGroup: 'RECENT_INACTIVES',
      });
      await fixture.server.stores.pg.query(`update users set has_pii_access = false where email = 'multi@bompreco.com.br'`);
      const multi = await signedIn(fixture.server, 'multi@bompreco.com.br');
      const masked = await multi.gql(query, { filter: PERIOD });
      expect(masked.errors).toBeUndefined();
      const text = JSON.stringify(masked.data);
      for (const index of [5, 7]) {
        expect(text).not.toContain(P[index]);
        expect(text).not.toContain(`${P[index].slice(0, 3)}.${P[index].slice(3, 6)}`);
        expect(text).not.toContain(`pessoa${index}@exemplo.com.br`);
        expect(text).not.toContain(`9999-000${index}`);
      }
      expect(masked.data?.retentionCustomers.edges[0].node.document).toBe(`***.${P[5].slice(3, 6)}.${P[5].slice(6, 9)}-**`);
    });

    it('exports the list masked for a requester without PII access', async () => {
      const metricsScope = { ...scope(), loyalty: 'ALL' as const };
      const rows = CUSTOMER_TABLE_ROWS['clientes.retencao.clientes'];
      const masked = await rows(fixture.server.stores.ch, metricsScope, { status: 'INACTIVE' }, { db: fixture.server.stores.pg, personalData: false });
      expect(masked.map((row) => [row[0], row[1], row[4], row[5], row[7]])).toEqual([
        ['Pessoa 5', `***.${P[5].slice(3, 6)}.${P[5].slice(6, 9)}-**`, '01/12/2025', '01/01/2026', 'Inativos recentes'],
        ['Pessoa 7', `***.${P[7].slice(3, 6)}.${P[7].slice(6, 9)}-**`, '01/06/2025', '01/06/2025', 'Perdidos'],
      ]);
      expect(JSON.stringify(masked)).not.toContain('pessoa5@exemplo.com.br');
      const open = await rows(fixture.server.stores.ch, metricsScope, {}, { db: fixture.server.stores.pg, personalData: true });
      expect(open).toHaveLength(5);
      expect(open[0].slice(0, 3)).toEqual(['Pessoa 3', `${P[3].slice(0, 3)}.${P[3].slice(3, 6)}.${P[3].slice(6, 9)}-${P[3].slice(9)}`, 'pessoa3@exemplo.com.br']);
    });

    it('refuses the retention queries to a user without the page', async () => {
      const analista = await signedIn(fixture.server, 'analista@bompreco.com.br');
      const result = await analista.gql(`query($filter: SalesFilter!) { customerRetention(filter: $filter) { referenceDate } }`, { filter: PERIOD });
      expect(result.errors?.[0]?.message).toBeDefined();
      expect(result.data?.customerRetention ?? null).toBeNull();
    });
  });
});
