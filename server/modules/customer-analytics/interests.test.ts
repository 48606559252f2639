import { describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { cpfCheckDigits } from '../../../src/shared/lib/document';
import { withSalesFixture } from '../../testing/salesFixture';
import { customerInterests } from './interests';
import { AGE_BAND_SQL, GENDER_SQL, REGISTRATION_UNITS, RUN, scopeParams, type CustomerScope } from './scope';
import { monthStart } from './retention';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;
const cpf = (base: string) => base + cpfCheckDigits(base);

const products = [
  { sku: 'FRU', name: 'Banana', department: 'Hortifruti', category: 'Frutas' },
  { sku: 'VER', name: 'Alface', department: 'Hortifruti', category: 'Verduras' },
  { sku: 'REF', name: 'Refrigerante', department: 'Bebidas', category: 'Refrigerantes' },
  { sku: 'CER', name: 'Cerveja', department: 'Bebidas', category: 'Cervejas' },
];

// 31 women and 31 men (enough for an index), one consumer with no gender (a small sample)
const women = Array.from({ length: 31 }, (_, index) => cpf(`3000000${String(index).padStart(2, '0')}`));
const men = Array.from({ length: 31 }, (_, index) => cpf(`3100000${String(index).padStart(2, '0')}`));
const unknown = cpf('320000000');
const elsewhere = cpf('330000000'); // registered in store 2, buys outside March only
// born on a band's first age, buying outside March only: 18 on 2026-03-15, 25 on 2026-04-05, 65 on 2026-02-20
const teen = cpf('340000000');
const young = cpf('350000000');
const senior = cpf('360000000');

const consumers = [
  ...women.map((document_no) => ({ document_no, person_type: 'F', name: 'Mulher', gender: 'F', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1' })),
  ...men.map((document_no) => ({ document_no, person_type: 'F', name: 'Homem', gender: 'M', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1' })),
  { document_no: unknown, person_type: 'F', name: 'Sem gênero', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1' },
  { document_no: elsewhere, person_type: 'F', name: 'Outra loja', gender: 'F', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '2' },
  { document_no: teen, person_type: 'F', name: 'Jovem', gender: 'F', birth_date: '2008-03-15', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1' },
  { document_no: young, person_type: 'F', name: 'Moço', gender: 'M', birth_date: '2001-04-05', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '2' },
  { document_no: senior, person_type: 'F', name: 'Senhora', gender: 'F', birth_date: '1961-02-20', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1' },
];

const line = (sku: string, total: number) => ({ sku, quantity: 1, unit_price: total, total });
const ticket = (id: string, doc: string, day: string, items: ReturnType<typeof line>[]) => ({
  ticket_id: id,
  unit_id_erp: '1',
  operator_id: '1',
  operator_name: 'Op',
  document_no: doc,
  created_at: `${day}T10:00:00-03:00`,
  total: items.reduce((sum, item) => sum + item.total, 0),
  items,
});

const sales = [
  // each woman: fruit 30 + soda 10; each man: lettuce 10 + beer 30; the unknown: beer 20
  ...women.map((doc, index) => ticket(`W${index}`, doc, '2026-03-05', [line('FRU', 30), line('REF', 10)])),
  ...men.map((doc, index) => ticket(`M${index}`, doc, '2026-03-06', [line('VER', 10), line('CER', 30)])),
  ticket('U0', unknown, '2026-03-07', [line('CER', 20)]),
  // February is outside the period
  ticket('OLD', women[0], '2026-02-20', [line('CER', 500)]),
  // outside March, for periods of several months: the same items bought again in later months
  ticket('J1', women[1], '2026-01-08', [line('FRU', 5)]),
  ticket('J2', women[1], '2026-02-08', [line('FRU', 7), line('VER', 1)]),
  ticket('J3', women[1], '2026-04-08', [line('FRU', 9)]),
  ticket('J4', men[2], '2026-01-09', [line('CER', 4)]),
  ticket('J5', men[2], '2026-04-09', [line('VER', 6), line('CER', 2)]),
  ticket('J6', elsewhere, '2026-01-10', [line('REF', 8)]),
  ticket('J7', elsewhere, '2026-02-10', [line('REF', 8), line('CER', 1)]),
  ticket('J8', elsewhere, '2026-04-10', [line('CER', 3)]),
  ticket('K1', teen, '2026-02-10', [line('FRU', 4)]),
  ticket('K2', teen, '2026-04-02', [line('FRU', 6), line('REF', 2)]),
  ticket('K3', young, '2026-01-20', [line('CER', 5)]),
  ticket('K4', young, '2026-04-03', [line('CER', 5)]),
  ticket('K5', senior, '2026-01-05', [line('VER', 3)]),
  ticket('K6', senior, '2026-02-25', [line('VER', 3)]),
];

const MARCH = { start: '2026-03-01', end: '2026-03-31' };

describe('interests: department and category affinity per group, against figures computed by hand', () => {
  const fixture = withSalesFixture(ACCOUNT, { products, consumers, sales }, MARCH);
  const scope = (extra: Partial<CustomerScope> = {}): CustomerScope => ({ accountId: ACCOUNT, run: fixture.run, ...MARCH, units: null, personType: null, ...extra });

  it('gives each gender its department shares and the affinity index against every loyalty consumer', async () => {
    const { groups } = await customerInterests(fixture.server.stores.ch, scope(), 'GENDER', null);
    expect(groups.map((group) => [group.key, group.NUM_CLIENTES, group.VAL_FATURAMENTO_FIDELIDADE])).toEqual([
      ['F', 31, 1240],
      ['M', 31, 1240],
      ['U', 1, 20],
    ]);
    const [female] = groups;
    // all: Hortifruti 930 + 310 = 1240 of 2500 (49.6 %); Bebidas 310 + 930 + 20 = 1260 (50.4 %)
    expect(female.items.map((item) => item.name)).toEqual(['Hortifruti', 'Bebidas']);
    expect(female.items[0]).toMatchObject({ VAL_FATURAMENTO_FIDELIDADE: 930, NUM_CLIENTES_COMPRADORES: 31, smallSample: false });
    expect(female.items[0].PER_PARTICIPACAO).toBeCloseTo(75, 9);
    expect(female.items[0].PER_PARTICIPACAO_GERAL).toBeCloseTo(49.6, 9);
    expect(female.items[0].IDX_AFINIDADE).toBeCloseTo((75 / 49.6) * 100, 9);
    expect(female.items[1].IDX_AFINIDADE).toBeCloseTo((25 / 50.4) * 100, 9);
  });

  it('gives no index to a group with fewer than 30 buying consumers ("amostra pequena")', async () => {
    const { groups } = await customerInterests(fixture.server.stores.ch, scope(), 'GENDER', null);
    const notInformed = groups.find((group) => group.key === 'U');
    expect(notInformed?.items).toEqual([
      expect.objectContaining({ name: 'Bebidas', NUM_CLIENTES_COMPRADORES: 1, PER_PARTICIPACAO: 100, IDX_AFINIDADE: null, smallSample: true }),
    ]);
  });

  it('drills a department down to its categories, shares still of the group\'s whole loyalty revenue', async () => {
    const { groups, department } = await customerInterests(fixture.server.stores.ch, scope(), 'GENDER', 'Hortifruti');
    expect(department).toBe('Hortifruti');
    const female = groups.find((group) => group.key === 'F');
    // Frutas: 930 of the women's 1240 (75 %); of all 2500: 37.2 %
    expect(female?.items).toEqual([expect.objectContaining({ name: 'Frutas', VAL_FATURAMENTO_FIDELIDADE: 930 })]);
    expect(female?.items[0].IDX_AFINIDADE).toBeCloseTo((75 / 37.2) * 100, 9);
    const male = groups.find((group) => group.key === 'M');
    expect(male?.items[0]).toMatchObject({ name: 'Verduras', VAL_FATURAMENTO_FIDELIDADE: 310 });
  });

  it('groups by person type and by age band as well', async () => {
    const byPerson = await customerInterests(fixture.server.stores.ch, scope(), 'PERSON_TYPE', null);
    expect(byPerson.groups.map((group) => [group.key, group.NUM_CLIENTES])).toEqual([['F', 63]]);
    // every index of the only group is 100
    expect(byPerson.groups[0].items.map((item) => Math.round(item.IDX_AFINIDADE ?? 0))).toEqual([100, 100]);
    const byAge = await customerInterests(fixture.server.stores.ch, scope(), 'AGE', null);
    expect(byAge.groups.map((group) => group.key)).toEqual(['NI']);
  });

  it('reads the interests rollup with the buyers and revenue of the per-consumer rows, over several months, stores and drill-downs', async () => {
    const ch = fixture.server.stores.ch;
    // the per-consumer path the rollup replaced: distinct consumers of the monthly category rows
    const perConsumer = async (s: CustomerScope, view: 'GENDER' | 'PERSON_TYPE' | 'AGE', department: string | null) => {
      const rows = await ch.query<{ grp: string; item: string | null; whole: number; revenue: number; buyers: string }>(
        `SELECT ${{ GENDER: GENDER_SQL, AGE: AGE_BAND_SQL, PERSON_TYPE: 'person_type' }[view]} AS grp,
                if({drill:UInt8} = 1, if(department = {department:String}, category, NULL), department) AS item,
                grouping(item) AS whole, toFloat64(sum(revenue)) AS revenue, uniqExact(consumer) AS buyers
           FROM agg_consumer_categories
          WHERE ${RUN} AND month BETWEEN toDate({month_from:String}) AND toDate({month_to:String}) AND ${REGISTRATION_UNITS}
            AND ({person:String} = '' OR person_type = {person:String})
          GROUP BY GROUPING SETS ((grp, item), (grp))
         SETTINGS group_by_use_nulls = 0`,
        { ...scopeParams(s), month_from: monthStart(s.start), month_to: monthStart(s.end), department: department ?? '', drill: department === null ? 0 : 1 },
      );
      const groups = rows.filter((row) => Number(row.whole) === 1).map((total) => ({
        key: total.grp,
        consumers: Number(total.buyers),
        revenue: Math.round(Number(total.revenue) * 100) / 100,
        items: rows
          .filter((row) => Number(row.whole) === 0 && row.item !== null && row.grp === total.grp)
          .map((row) => [row.item, Math.round(Number(row.revenue) * 100) / 100, Number(row.buyers)])
          .sort(),
      }));
      return groups.sort((a, b) => a.key.localeCompare(b.key));
    };
    const periods: Partial<CustomerScope>[] = [
      { start: '2026-01-01', end: '2026-04-30' },
      { start: '2026-01-15', end: '2026-02-10' },
      { start: '2026-02-01', end: '2026-03-31' },
      { start: '2026-03-01', end: '2026-04-30' },
      { start: '2026-04-01', end: '2026-04-30' },
      { start: '2026-01-01', end: '2026-04-30', units: ['2'] },
      { start: '2026-01-01', end: '2026-02-28', units: ['1'], personType: 'F' },
      { start: '2026-01-01', end: '2026-04-30', personType: 'J' },
      // reference dates around the birthdays (the rollup's ages are at the last purchase day, 2026-04-10)
      { start: '2026-01-01', end: '2026-03-10' },
      { start: '2026-01-01', end: '2026-02-10' },
      { start: '2026-02-01', end: '2026-04-04', units: ['2'] },
      { start: '2026-01-01', end: '2026-04-04' },
      { start: '2026-01-01', end: '2026-04-10' },
      { start: '2025-12-01', end: '2026-01-31' },
    ];
    let buyers = 0;
    for (const extra of periods) {
      for (const view of ['GENDER', 'PERSON_TYPE', 'AGE'] as const) {
        for (const department of [null, 'Hortifruti', 'Bebidas']) {
          const s = scope(extra);
          const expected = await perConsumer(s, view, department);
          const { groups } = await customerInterests(ch, s, view, department);
          const got = groups
            .map((group) => ({
              key: group.key,
              consumers: group.NUM_CLIENTES,
              revenue: group.VAL_FATURAMENTO_FIDELIDADE,
              items: group.items.map((item) => [item.name, item.VAL_FATURAMENTO_FIDELIDADE, item.NUM_CLIENTES_COMPRADORES]).sort(),
            }))
            .sort((a, b) => a.key.localeCompare(b.key));
          expect({ extra, view, department, groups: got }).toEqual({ extra, view, department, groups: expected });
          buyers += expected.reduce((sum, group) => sum + group.consumers, 0);
        }
      }
    }
    expect(buyers).toBeGreaterThan(100);
  });
});

