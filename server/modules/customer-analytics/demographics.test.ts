import { describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { makeCnpj } from '../../seed/cnpj';
import { cpfCheckDigits } from '../../../src/shared/lib/document';
import { oneLineSale as sale, withSalesFixture } from '../../testing/salesFixture';
import { customerDemographics } from './demographics';
import { AGE_BAND_SQL, GENDER_SQL, PERSON, REGISTRATION_UNITS, RUN, scopeParams } from './scope';
import type { CustomerScope } from './scope';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;
const cpf = (base: string) => base + cpfCheckDigits(base);

const ANA = cpf('100000001'); // female, 35 at the reference date (36 the day after), Barra, Salvador, store 1
const BRUNO = cpf('100000002'); // male, exactly 25 on the reference date, Pituba, Salvador, store 2
const CAIO = cpf('100000003'); // gender and birth date not informed, Centro, Camaçari, store 1
const FIRMA = makeCnpj('12345678', 1); // company, Barra, Salvador, store 1
const DORA = cpf('100000004'); // registers after the reference date: outside the population
const ELSA = cpf('100000005'); // born in 1950 (before 1970, the start of ClickHouse's Date): 76, in the 65+ band

const consumer = (document_no: string, person_type: 'F' | 'J', extra: Record<string, unknown>) => ({
  document_no,
  person_type,
  name: document_no,
  created_at: '2024-01-10T09:00:00-03:00',
  unit_id_erp: '1',
  ...extra,
});

const consumers = [
  consumer(ANA, 'F', { gender: 'F', birth_date: '1990-04-01', address: { city_name: 'Salvador', neighborhood: 'Barra' } }),
  consumer(BRUNO, 'F', { gender: 'M', birth_date: '2001-03-31', unit_id_erp: '2', address: { city_name: 'Salvador', neighborhood: 'Pituba' } }),
  consumer(CAIO, 'F', { address: { city_name: 'Camaçari', neighborhood: 'Centro' } }),
  consumer(FIRMA, 'J', { address: { city_name: 'Salvador', neighborhood: 'Barra' } }),
  consumer(ELSA, 'F', { gender: 'F', birth_date: '1950-02-10', address: { city_name: 'Feira de Santana', neighborhood: 'Tomba' } }),
  consumer(DORA, 'F', { gender: 'F', birth_date: '1980-01-01', created_at: '2026-04-05T09:00:00-03:00' }),
];

const sales = [
  sale('A0', '1', ANA, '2026-02-10T10:00:00-03:00', 40), // before the period
  sale('A1', '1', ANA, '2026-03-02T10:00:00-03:00', 100),
  sale('A2', '2', ANA, '2026-03-20T10:00:00-03:00', 50),
  sale('B1', '2', BRUNO, '2026-03-05T10:00:00-03:00', 30),
  sale('F1', '1', FIRMA, '2026-03-06T10:00:00-03:00', 200),
  sale('D1', '1', DORA, '2026-04-06T10:00:00-03:00', 70), // after the period
];

const MARCH = { start: '2026-03-01', end: '2026-03-31' };

describe('demographic profile, against figures computed by hand', () => {
  const fixture = withSalesFixture(ACCOUNT, { consumers, sales }, MARCH);
  const scope = (extra: Partial<CustomerScope> = {}): CustomerScope => ({
    accountId: ACCOUNT,
    run: fixture.run,
    ...MARCH,
    units: null,
    personType: null,
    ...extra,
  });

  it('counts the consumers registered by the reference date with their loyalty revenue and tickets of the period', async () => {
    const profile = await customerDemographics(fixture.server.stores.ch, scope());
    // Ana 150 (2 tickets), Bruno 30 (1), Firma 200 (1), Caio and Elsa nothing; Dora registered later
    expect(profile).toMatchObject({ NUM_CLIENTES: 5, VAL_FATURAMENTO_FIDELIDADE: 380, NUM_CUPONS_FIDELIDADE: 4, VAL_TICKET_MEDIO: 95 });
    expect(profile.genders.map((g) => [g.key, g.NUM_CLIENTES, g.VAL_FATURAMENTO_FIDELIDADE, g.NUM_CUPONS_FIDELIDADE])).toEqual([
      ['F', 2, 150, 2],
      ['M', 1, 30, 1],
      ['U', 2, 200, 1],
    ]);
    expect(profile.genders[0].PER_CLIENTES).toBeCloseTo(40, 9);
    expect(profile.genders[0].PER_FATURAMENTO).toBeCloseTo((150 / 380) * 100, 9);
    expect(profile.genders[0].VAL_TICKET_MEDIO).toBe(75);
    expect(profile.genders[2].VAL_TICKET_MEDIO).toBe(200);
    expect(profile.genders[1].VAL_TICKET_MEDIO).toBe(30);
  });

  it('puts each consumer in the age band of their whole years at the reference date', async () => {
    const profile = await customerDemographics(fixture.server.stores.ch, scope());
    expect(Object.fromEntries(profile.ageBands.map((band) => [band.key, band.NUM_CLIENTES]))).toEqual({
      '18-24': 0,
      '25-34': 1,
      '35-44': 1,
      '45-54': 0,
      '55-64': 0,
      '65+': 1,
      NI: 2,
    });
  });

  it('splits by person type, city and neighbourhood (within its city)', async () => {
    const profile = await customerDemographics(fixture.server.stores.ch, scope());
    expect(profile.personTypes.map((p) => [p.key, p.NUM_CLIENTES, p.VAL_FATURAMENTO_FIDELIDADE])).toEqual([
      ['F', 4, 180],
      ['J', 1, 200],
    ]);
    expect(profile.cities.map((c) => [c.key, c.NUM_CLIENTES, c.VAL_FATURAMENTO_FIDELIDADE, c.NUM_CUPONS_FIDELIDADE])).toEqual([
      ['Salvador', 3, 380, 4],
      ['Camaçari', 1, 0, 0],
      ['Feira de Santana', 1, 0, 0],
    ]);
    expect(profile.neighborhoods.map((n) => [n.key, n.NUM_CLIENTES, n.VAL_FATURAMENTO_FIDELIDADE])).toEqual([
      ['Barra|Salvador', 2, 350],
      // a tie in consumers: the larger revenue first
      ['Pituba|Salvador', 1, 30],
      ['Centro|Camaçari', 1, 0],
      ['Tomba|Feira de Santana', 1, 0],
    ]);
  });

  it('selects consumers by registration store and person type, counting their purchases in every store', async () => {
    const store2 = await customerDemographics(fixture.server.stores.ch, scope({ units: ['2'] }));
    // only Bruno registered in store 2; Ana's purchase in store 2 does not make her part of it
    expect(store2).toMatchObject({ NUM_CLIENTES: 1, VAL_FATURAMENTO_FIDELIDADE: 30 });
    const companies = await customerDemographics(fixture.server.stores.ch, scope({ personType: 'J' }));
    expect(companies).toMatchObject({ NUM_CLIENTES: 1, VAL_FATURAMENTO_FIDELIDADE: 200 });
    expect(companies.genders.find((g) => g.key === 'U')?.NUM_CLIENTES).toBe(1);
  });

  it('reads the demographic rollup with the figures of the per-consumer path, for periods cut inside months, reference dates on birthdays and filters', async () => {
    const ch = fixture.server.stores.ch;
    // the per-consumer path the rollup replaced: every registered consumer with their purchases of the period
    const perConsumer = async (s: CustomerScope) => {
      const rows = await ch.query<Record<string, string> & { consumers: string; revenue: number; tickets: string }>(
        `SELECT ${GENDER_SQL} AS gender, ${AGE_BAND_SQL} AS age, person_type AS person, city_name AS city, concat(neighborhood, '|', city_name) AS neighborhood,
                count() AS consumers, toFloat64(sum(r.revenue)) AS revenue, sum(r.tickets) AS tickets
           FROM (SELECT document_no, gender, birth_date, person_type, city_name, neighborhood FROM agg_consumer_profiles
                  WHERE ${RUN} AND created_date <= toDate({end:String}) AND ${REGISTRATION_UNITS} AND ${PERSON}) AS p
           LEFT JOIN (SELECT document_no, sum(revenue) AS revenue, sum(tickets) AS tickets FROM agg_consumer_days
                       WHERE ${RUN} AND local_date BETWEEN toDate({start:String}) AND toDate({end:String}) GROUP BY document_no) AS r
             ON p.document_no = r.document_no
          GROUP BY gender, age, person, city, neighborhood`,
        scopeParams(s),
      );
      const groups: Record<string, [string, number, number, number][]> = {};
      for (const [dimension, column] of [['genders', 'gender'], ['ageBands', 'age'], ['personTypes', 'person'], ['cities', 'city'], ['neighborhoods', 'neighborhood']]) {
        const sums = new Map<string, [number, number, number]>();
        for (const row of rows) {
          const sum = sums.get(row[column]) ?? [0, 0, 0];
          sums.set(row[column], [sum[0] + Number(row.consumers), sum[1] + Number(row.revenue), sum[2] + Number(row.tickets)]);
        }
        groups[dimension] = [...sums.entries()].map(([key, [consumers, revenue, tickets]]): [string, number, number, number] => [key, consumers, Math.round(revenue * 100) / 100, tickets]).sort();
      }
      return groups;
    };
    const cases: Partial<CustomerScope>[] = [
      {},
      { end: '2026-03-30' }, // the day before Bruno turns 25: 18-24
      { start: '2026-03-03', end: '2026-03-15' }, // both ends inside the month
      { start: '2026-02-15', end: '2026-03-20' },
      { start: '2026-02-01', end: '2026-04-30' }, // Dora registered and bought in April
      { start: '2026-03-10', end: '2026-04-05' }, // Dora's registration day
      { start: '2026-03-10', end: '2026-04-01', units: ['1'] }, // Ana turns 36
      { units: ['2'] },
      { personType: 'J' },
      { start: '2026-03-05', end: '2026-03-06', units: ['1', '2'], personType: 'F' },
      { start: '2025-01-01', end: '2025-12-31' }, // before everyone's purchases
    ];
    let counted = 0;
    for (const extra of cases) {
      const s = scope(extra);
      const expected = await perConsumer(s);
      const profile = await customerDemographics(ch, s);
      for (const dimension of ['genders', 'ageBands', 'personTypes', 'cities', 'neighborhoods'] as const) {
        const got = profile[dimension]
          .filter((group) => group.NUM_CLIENTES > 0)
          .map((group): [string, number, number, number] => [group.key, group.NUM_CLIENTES, group.VAL_FATURAMENTO_FIDELIDADE, group.NUM_CUPONS_FIDELIDADE])
          .sort();
        expect({ extra, dimension, groups: got }).toEqual({ extra, dimension, groups: expected[dimension] });
      }
      counted += profile.NUM_CLIENTES;
    }
    expect(counted).toBeGreaterThan(30);
  });
});

