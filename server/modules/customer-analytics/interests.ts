import type { AnalyticsStore } from '../../stores';
import { monthStart } from './retention';
import { AGE_BAND_SQL, GENDER_SQL, REGISTRATION_UNITS, RUN, ratio, scopeParams, type CustomerScope } from './scope';

/** Below this many buying consumers in a group, a department gets no index ("amostra pequena", contract). */
export const MIN_SAMPLE = 30;

/** How the consumers are grouped: by gender, by age band, or by person type (the PJ page shows J). */
export type InterestView = 'GENDER' | 'AGE' | 'PERSON_TYPE';

const GROUP_SQL: Record<InterestView, string> = { GENDER: GENDER_SQL, AGE: AGE_BAND_SQL, PERSON_TYPE: 'person_type' };

/** A department (or, drilled down, a category) for one group. */
export interface InterestItem {
  /** the department or category name ('' = sem departamento / categoria) */
  name: string;
  VAL_FATURAMENTO_FIDELIDADE: number;
  /** the group's consumers who bought it in the period */
  NUM_CLIENTES_COMPRADORES: number;
  /** share of the group's loyalty revenue spent on it, % */
  PER_PARTICIPACAO: number;
  /** share of every loyalty consumer's revenue spent on it, % */
  PER_PARTICIPACAO_GERAL: number;
  /** group share ÷ share of all × 100; null for a small sample (fewer than 30 buying consumers) */
  IDX_AFINIDADE: number | null;
  smallSample: boolean;
}

export interface InterestGroup {
  /** F/M/U, an age band (NI = não informado), or F/J */
  key: string;
  /** the group's consumers with loyalty purchases in the period */
  NUM_CLIENTES: number;
  VAL_FATURAMENTO_FIDELIDADE: number;
  /** by index, highest first (small samples after, by share) */
  items: InterestItem[];
}

export interface CustomerInterests {
  view: InterestView;
  /** the department drilled into (its categories are the items), or null for the departments */
  department: string | null;
  /** the whole months read: from the period's first month to its last */
  monthFrom: string;
  monthTo: string;
  groups: InterestGroup[];
}

/**
 * Interests (contracts/customers.md): per group, the share of its loyalty revenue spent in each
 * department (or, with `department`, in each of its categories) and the affinity index against every
 * loyalty consumer. Read from the monthly per-consumer category aggregate, so the period is taken in
 * whole months. The reference date for ages is the period's end; stores select consumers by
 * registration store.
 */
export async function customerInterests(ch: AnalyticsStore, scope: CustomerScope, view: InterestView, department: string | null): Promise<CustomerInterests> {
  const monthFrom = monthStart(scope.start);
  const monthTo = monthStart(scope.end);
  const params = { ...scopeParams(scope), month_from: monthFrom, month_to: monthTo, department: department ?? '', drill: department === null ? 0 : 1 };
  const rows = view === 'AGE' ? await perConsumerRows(ch, view, params) : await rollupRows(ch, view, params);
  const totals = rows.filter((row) => Number(row.whole) === 1);
  // drilled down, rows of the other departments have no item: they only count in the totals
  const items = rows.filter((row) => Number(row.whole) === 0 && row.item !== null);
  const allRevenue = totals.reduce((sum, row) => sum + Number(row.revenue), 0);
  const allByItem = new Map<string, number>();
  for (const row of items) allByItem.set(row.item, (allByItem.get(row.item) ?? 0) + Number(row.revenue));
  const groups: InterestGroup[] = totals.map((total) => {
    const groupRevenue = Number(total.revenue);
    const groupItems = items
      .filter((row) => row.grp === total.grp)
      .map((row): InterestItem => {
        const revenue = Number(row.revenue);
        const buyers = Number(row.buyers);
        const share = ratio(revenue, groupRevenue) * 100;
        const overall = ratio(allByItem.get(row.item) ?? 0, allRevenue) * 100;
        const smallSample = buyers < MIN_SAMPLE;
        return {
          name: row.item,
          VAL_FATURAMENTO_FIDELIDADE: Math.round(revenue * 100) / 100,
          NUM_CLIENTES_COMPRADORES: buyers,
          PER_PARTICIPACAO: share,
          PER_PARTICIPACAO_GERAL: overall,
          IDX_AFINIDADE: smallSample || overall === 0 ? null : (share / overall) * 100,
          smallSample,
        };
      })
      .sort(
        (a, b) =>
          (b.IDX_AFINIDADE ?? -1) - (a.IDX_AFINIDADE ?? -1) || b.PER_PARTICIPACAO - a.PER_PARTICIPACAO || a.name.localeCompare(b.name),
      );
    return { key: total.grp, NUM_CLIENTES: Number(total.buyers), VAL_FATURAMENTO_FIDELIDADE: Math.round(groupRevenue * 100) / 100, items: groupItems };
  });
  const order = GROUP_ORDER[view];
  groups.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  return { view, department, monthFrom, monthTo, groups };
}

const GROUP_ORDER: Record<InterestView, readonly string[]> = {
  GENDER: ['F', 'M', 'U'],
  AGE: ['18-24', '25-34', '35-44', '45-54', '55-64', '65+', 'NI'],
  PERSON_TYPE: ['F', 'J'],
};

type InterestParams = ReturnType<typeof scopeParams> & { month_from: string; month_to: string; department: string; drill: number };
type InterestRow = { grp: string; item: string; whole: number; revenue: number; buyers: string };

/**
 * The items and totals of each gender or person type from the interests rollup (processing's
 * agg_customer_interests): revenue of every row of the months, and as buyers the rows whose consumer
 * had not bought the item in an earlier month of the period (`prev` before its first month).
 */
async function rollupRows(ch: AnalyticsStore, view: 'GENDER' | 'PERSON_TYPE', params: InterestParams): Promise<InterestRow[]> {
  return ch.query<InterestRow>(
    `SELECT ${view === 'GENDER' ? 'gender' : 'person_type'} AS grp, if(level = 0, NULL, if({drill:UInt8} = 1, category, department)) AS item,
            level = 0 AS whole, toFloat64(sum(revenue)) AS revenue, sumIf(buyers, prev < toDate({month_from:String})) AS buyers
       FROM agg_customer_interests
      WHERE ${RUN} AND (level = 0 OR (level = 1 AND {drill:UInt8} = 0) OR (level = 2 AND {drill:UInt8} = 1 AND department = {department:String}))
        AND month BETWEEN toDate({month_from:String}) AND toDate({month_to:String}) AND ${REGISTRATION_UNITS}
        AND ({person:String} = '' OR person_type = {person:String})
      GROUP BY grp, whole, item`,
    params,
  );
}

/**
 * The same from the per-consumer monthly category rows, for the age bands: a consumer's band depends
 * on the reference day, which a monthly rollup key cannot hold. One scan, each group's totals over
 * every department through GROUPING SETS, buyers counted by consumer hash.
 */
async function perConsumerRows(ch: AnalyticsStore, view: InterestView, params: InterestParams): Promise<InterestRow[]> {
  return ch.query<InterestRow>(
    `SELECT ${GROUP_SQL[view]} AS grp, if({drill:UInt8} = 1, if(department = {department:String}, category, NULL), department) AS item,
            grouping(item) AS whole, toFloat64(sum(revenue)) AS revenue, uniqExact(consumer) AS buyers
       FROM agg_consumer_categories
      WHERE ${RUN} AND month BETWEEN toDate({month_from:String}) AND toDate({month_to:String}) AND ${REGISTRATION_UNITS}
        AND ({person:String} = '' OR person_type = {person:String})
      GROUP BY GROUPING SETS ((grp, item), (grp))
     SETTINGS group_by_use_nulls = 0`,
    params,
  );
}

