import type { AnalyticsStore } from '../../stores';
import { AGE_BANDS, AGE_BAND_SQL, GENDER_SQL, PERSON, REGISTRATION_UNITS, RUN, ratio, scopeParams, type CustomerScope } from './scope';

/** How many cities and neighbourhoods are shown by name; the rest are summed as "Outros" (contract). */
export const TOP_PLACES = 20;
/** Key of the "Outros" row of the city and neighbourhood rankings. */
export const OTHERS_KEY = '__outros';

/** One group of the demographic profile (contracts/customers.md). */
export interface DemographicGroup {
  /** F/M/U, an age band (NI = não informado), F/J, a city, or `neighbourhood|city` ('' parts = não informado) */
  key: string;
  NUM_CLIENTES: number;
  /** % of the population */
  PER_CLIENTES: number;
  VAL_FATURAMENTO_FIDELIDADE: number;
  /** % of the population's loyalty revenue in the period */
  PER_FATURAMENTO: number;
  NUM_CUPONS_FIDELIDADE: number;
  VAL_TICKET_MEDIO: number;
}

export interface CustomerDemographics {
  referenceDate: string;
  NUM_CLIENTES: number;
  VAL_FATURAMENTO_FIDELIDADE: number;
  NUM_CUPONS_FIDELIDADE: number;
  VAL_TICKET_MEDIO: number;
  genders: DemographicGroup[];
  ageBands: DemographicGroup[];
  personTypes: DemographicGroup[];
  cities: DemographicGroup[];
  neighborhoods: DemographicGroup[];
}

interface Sums {
  consumers: number;
  revenue: number;
  tickets: number;
}

type Dimension = 'gender' | 'age' | 'person' | 'city' | 'neighborhood';

/**
 * The demographic profile: the population is the consumers registered on or before the reference date
 * (the period's end) in the chosen registration stores and person type; each is counted once in each
 * dimension with their loyalty revenue and tickets of the period (any store). One pass over the
 * per-consumer profiles.
 */
export async function customerDemographics(ch: AnalyticsStore, scope: CustomerScope): Promise<CustomerDemographics> {
  // grouped first by every combination of the five dimensions (a few thousand rows at most), then
  // summed per dimension here: cheaper than exploding each consumer into five rows in SQL
  const rows = await ch.query<{ gender: string; age: string; person: string; city: string; neighborhood: string; consumers: string; revenue: number; tickets: string }>(
    `SELECT ${GENDER_SQL} AS gender, ${AGE_BAND_SQL} AS age, person_type AS person, city_name AS city, concat(neighborhood, '|', city_name) AS neighborhood,
            count() AS consumers, toFloat64(sum(r.revenue)) AS revenue, sum(r.tickets) AS tickets
       FROM (SELECT document_no, gender, birth_date, person_type, city_name, neighborhood FROM agg_consumer_profiles
              WHERE ${RUN} AND created_date <= toDate({end:String}) AND ${REGISTRATION_UNITS} AND ${PERSON}) AS p
       LEFT JOIN (SELECT document_no, sum(revenue) AS revenue, sum(tickets) AS tickets FROM agg_consumer_days
                   WHERE ${RUN} AND local_date BETWEEN toDate({start:String}) AND toDate({end:String})
                   GROUP BY document_no) AS r
         ON p.document_no = r.document_no
      GROUP BY gender, age, person, city, neighborhood`,
    scopeParams(scope),
  );
  const byDimension = new Map<Dimension, Map<string, Sums>>();
  for (const row of rows) {
    for (const dim of ['gender', 'age', 'person', 'city', 'neighborhood'] as const) {
      const groups = byDimension.get(dim) ?? new Map<string, Sums>();
      const sums = groups.get(row[dim]) ?? { consumers: 0, revenue: 0, tickets: 0 };
      sums.consumers += Number(row.consumers);
      sums.revenue += Number(row.revenue);
      sums.tickets += Number(row.tickets);
      groups.set(row[dim], sums);
      byDimension.set(dim, groups);
    }
  }
  // every consumer is in exactly one gender group: its sums are the population's
  const total = [...(byDimension.get('gender')?.values() ?? [])].reduce(
    (sum, group) => ({ consumers: sum.consumers + group.consumers, revenue: sum.revenue + group.revenue, tickets: sum.tickets + group.tickets }),
    { consumers: 0, revenue: 0, tickets: 0 },
  );
  const figure = (key: string, sums: Sums): DemographicGroup => ({
    key,
    NUM_CLIENTES: sums.consumers,
    PER_CLIENTES: ratio(sums.consumers, total.consumers) * 100,
    VAL_FATURAMENTO_FIDELIDADE: round2(sums.revenue),
    PER_FATURAMENTO: ratio(sums.revenue, total.revenue) * 100,
    NUM_CUPONS_FIDELIDADE: sums.tickets,
    VAL_TICKET_MEDIO: ratio(sums.revenue, sums.tickets),
  });
  const fixed = (dimension: Dimension, keys: readonly string[]) =>
    keys.map((key) => figure(key, byDimension.get(dimension)?.get(key) ?? { consumers: 0, revenue: 0, tickets: 0 }));
  const ranked = (dimension: Dimension) => {
    const groups = [...(byDimension.get(dimension) ?? new Map<string, Sums>()).entries()].sort(
      ([keyA, a], [keyB, b]) => b.consumers - a.consumers || b.revenue - a.revenue || keyA.localeCompare(keyB),
    );
    const top = groups.slice(0, TOP_PLACES).map(([key, sums]) => figure(key, sums));
    const rest = groups.slice(TOP_PLACES);
    if (rest.length === 0) return top;
    const others = rest.reduce(
      (sum, [, group]) => ({ consumers: sum.consumers + group.consumers, revenue: sum.revenue + group.revenue, tickets: sum.tickets + group.tickets }),
      { consumers: 0, revenue: 0, tickets: 0 },
    );
    return [...top, figure(OTHERS_KEY, others)];
  };
  return {
    referenceDate: scope.end,
    NUM_CLIENTES: total.consumers,
    VAL_FATURAMENTO_FIDELIDADE: round2(total.revenue),
    NUM_CUPONS_FIDELIDADE: total.tickets,
    VAL_TICKET_MEDIO: ratio(total.revenue, total.tickets),
    genders: fixed('gender', ['F', 'M', 'U']),
    ageBands: fixed('age', AGE_BANDS),
    personTypes: fixed('person', ['F', 'J']),
    cities: ranked('city'),
    neighborhoods: ranked('neighborhood'),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
