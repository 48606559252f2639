import type { AnalyticsStore } from '../../stores';
import { monthStart } from './retention';
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

/** Ages whose birthday moves a consumer to another band (18-24 starts at 18, … , NI again past 110). */
const BAND_STARTS = [18, 25, 35, 45, 55, 65, 111];

/** The band of an age in whole years (SQL), as AGE_BAND_SQL. */
const bandOfAge = (age: string) =>
  `multiIf(${age} < 18 OR ${age} > 110, 'NI', ${age} < 25, '18-24', ${age} < 35, '25-34', ${age} < 45, '35-44', ${age} < 55, '45-54', ${age} < 65, '55-64', '65+')`;

/**
 * The age band at the reference date of a birth month YYYYMM (0 = no birth date): the birthday counts
 * as passed in the reference month itself, which is exact for every month but the `ambiguous` ones
 * (born in the reference month of a year where the birthday changes the band), read per consumer.
 */
const BIRTH_MONTH_BAND = `if(toUInt32OrZero(key) = 0, 'NI', ${bandOfAge(
  `(toInt64(toYear(toDate({end:String}))) - intDiv(toInt64(toUInt32OrZero(key)), 100) - if(toUInt32OrZero(key) % 100 > toMonth(toDate({end:String})), 1, 0))`,
)})`;

/** Days of the first and last months that are outside the period (SQL on `day`). */
const OUTSIDE_DAY = `(day >= toDate({month_from:String}) AND day < toDate({start:String})) OR (day > toDate({end:String}) AND day <= toDate({month_end:String}))`;
const insideDays = (values: string) => `arraySum(arrayFilter((value, day) -> day BETWEEN toDate({start:String}) AND toDate({end:String}), ${values}, days))`;

/**
 * The figures of each (kind, key, city, person type): the rollup's registered consumers and the
 * revenue and tickets of the whole months the period touches; minus the purchases of those months'
 * days outside the period (`edges`: only when such days hold purchases), read from the day rollup
 * (agg_customer_demographic_days, CH 015); then per consumer (agg_consumer_purchases): minus those
 * registered after the reference date, and the consumers of the ambiguous birth months placed in their
 * exact band with the purchases of the period's days.
 */
const demographicsSql = (edges: boolean) => `
  SELECT kind, group_key AS key, city, person_type AS person, sum(consumers) AS consumers, toFloat64(sum(revenue)) AS revenue, sum(tickets) AS tickets
    FROM (
      SELECT kind, if(kind = 'birth', ${BIRTH_MONTH_BAND}, key) AS group_key, city, person_type,
             toInt64(consumers) AS consumers, toInt64(tickets) AS tickets, revenue
        FROM agg_customer_demographics
       WHERE ${RUN} AND (month = toDate(0) OR month BETWEEN toDate({month_from:String}) AND toDate({month_to:String}))
         AND ${REGISTRATION_UNITS} AND ${PERSON}
         AND NOT (kind = 'birth' AND toUInt32OrZero(key) IN {ambiguous:Array(UInt32)})
      UNION ALL
      SELECT kv.1 AS kind, kv.2 AS group_key, if(kind = 'place', city_name, '') AS city, person_type,
             if(kv.3, toInt64(created_date <= toDate({end:String})), -toInt64(created_date > toDate({end:String}))) AS consumers,
             if(kv.3, toInt64(${insideDays('tickets')}), 0) AS tickets,
             if(kv.3, ${insideDays('revenue')}, 0) AS revenue
        FROM (SELECT *, birth_ym IN {ambiguous:Array(UInt32)} AS exact FROM agg_consumer_purchases
               WHERE ${RUN} AND ${REGISTRATION_UNITS} AND ${PERSON}
                 AND (birth_ym IN {ambiguous:Array(UInt32)} OR created_date > toDate({end:String})))
       -- kv.3: the exact figures of a consumer of an ambiguous birth month (not in the rollup's birth rows);
       -- otherwise the correction of the rollup's figures (for the other birth months, AGE_BAND_SQL gives the band the rollup gives)
       ARRAY JOIN [('gender', ${GENDER_SQL}, false), ('place', neighborhood, false), ('birth', ${AGE_BAND_SQL}, exact)] AS kv${
         edges
           ? `
      UNION ALL
      SELECT kv.1 AS kind, kv.2 AS group_key, if(kind = 'place', city, '') AS city, person_type, toInt64(0) AS consumers,
             -toInt64(tickets) AS tickets, -revenue AS revenue
        FROM (SELECT local_date AS day, * FROM agg_customer_demographic_days
               WHERE ${RUN} AND (${OUTSIDE_DAY}) AND ${REGISTRATION_UNITS} AND ${PERSON})
       -- the ambiguous birth months' consumers have exact birth figures above (only the period's days)
       ARRAY JOIN arrayConcat([('gender', gender), ('place', neighborhood)],
                              if(birth_ym IN {ambiguous:Array(UInt32)}, [], [('birth', ${BIRTH_MONTH_BAND.replaceAll('key', 'toString(birth_ym)')})])) AS kv`
           : ''
       }
    )
   GROUP BY kind, group_key, city, person`;

/** The parameters of demographicsSql. */
function demographicsParams(scope: CustomerScope) {
  const monthTo = monthStart(scope.end);
  const end = new Date(`${monthTo}T00:00:00Z`);
  end.setUTCMonth(end.getUTCMonth() + 1);
  end.setUTCDate(0);
  const year = Number(scope.end.slice(0, 4));
  const month = Number(scope.end.slice(5, 7));
  return {
    ...scopeParams(scope),
    month_from: monthStart(scope.start),
    month_to: monthTo,
    month_end: end.toISOString().slice(0, 10),
    ambiguous: BAND_STARTS.map((age) => (year - age) * 100 + month),
  };
}

/**
 * The demographic profile: the population is the consumers registered on or before the reference date
 * (the period's end) in the chosen registration stores and person type; each is counted once in each
 * dimension with their loyalty revenue and tickets of the period (any store). Read from the
 * demographic rollup (processing's agg_customer_demographics) and exactly corrected from a few
 * per-consumer rows: see DEMOGRAPHICS_SQL.
 */
export async function customerDemographics(ch: AnalyticsStore, scope: CustomerScope): Promise<CustomerDemographics> {
  const params = demographicsParams(scope);
  // the days of the edge months outside the period: usually none hold purchases (a period from the
  // 1st up to the last day with sales), and then no consumer's days need reading
  const [edge] = await ch.query<{ purchases: string }>(
    `SELECT count() AS purchases FROM agg_consumer_days
      WHERE ${RUN} AND ((local_date >= toDate({month_from:String}) AND local_date < toDate({start:String}))
                        OR (local_date > toDate({end:String}) AND local_date <= toDate({month_end:String})))`,
    params,
  );
  const rows = await ch.query<{ kind: string; key: string; city: string; person: string; consumers: string; revenue: number; tickets: string }>(
    demographicsSql(Number(edge?.purchases ?? 0) > 0),
    params,
  );
  const byDimension = new Map<Dimension, Map<string, Sums>>();
  const add = (dim: Dimension, key: string, row: (typeof rows)[number]) => {
    const groups = byDimension.get(dim) ?? new Map<string, Sums>();
    const sums = groups.get(key) ?? { consumers: 0, revenue: 0, tickets: 0 };
    sums.consumers += Number(row.consumers);
    sums.revenue += Number(row.revenue);
    sums.tickets += Number(row.tickets);
    groups.set(key, sums);
    byDimension.set(dim, groups);
  };
  for (const row of rows) {
    if (row.kind === 'gender') {
      add('gender', row.key, row);
      add('person', row.person, row);
    } else if (row.kind === 'birth') add('age', row.key, row);
    else {
      add('city', row.city, row);
      add('neighborhood', `${row.key}|${row.city}`, row);
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
    // a place whose consumers were all registered after the reference date nets to none: not a group
    const groups = [...(byDimension.get(dimension) ?? new Map<string, Sums>()).entries()].filter(([, sums]) => sums.consumers > 0).sort(
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
