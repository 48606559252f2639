import type { AnalyticsStore } from '../../stores';
import { monthStart } from './retention';
import { AGE_BAND_SQL, REGISTRATION_UNITS, RUN, ratio, scopeParams, type CustomerScope } from './scope';

/** Below this many buying consumers in a group, a department gets no index ("amostra pequena", contract). */
export const MIN_SAMPLE = 30;

/** How the consumers are grouped: by gender, by age band, or by person type (the PJ page shows J). */
export type InterestView = 'GENDER' | 'AGE' | 'PERSON_TYPE';

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
  const rows = await rollupRows(ch, view, params);
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
 * The items and totals of each group from the interests rollup (processing's agg_customer_interests):
 * revenue of every row of the months, and as buyers the rows whose consumer had not bought the item
 * in an earlier month of the period (`prev` before its first month). The age bands of the rollup are
 * those at its `band_day`; the consumers whose band at the reference date is another are moved
 * exactly (ageCorrection).
 */
async function rollupRows(ch: AnalyticsStore, view: InterestView, params: InterestParams): Promise<InterestRow[]> {
  const rows = await ch.query<InterestRow>(
    `SELECT ${view === 'PERSON_TYPE' ? 'person_type' : 'grp'} AS group_key, if(level = 0, NULL, if({drill:UInt8} = 1, category, department)) AS item,
            level = 0 AS whole, toFloat64(sum(revenue)) AS revenue, sumIf(buyers, prev < toDate({month_from:String})) AS buyers, any(band_day) AS band_day
       FROM agg_customer_interests
      WHERE ${RUN} AND view = {view:String}
        AND (level = 0 OR (level = 1 AND {drill:UInt8} = 0) OR (level = 2 AND {drill:UInt8} = 1 AND department = {department:String}))
        AND month BETWEEN toDate({month_from:String}) AND toDate({month_to:String}) AND ${REGISTRATION_UNITS}
        AND ({person:String} = '' OR person_type = {person:String})
      GROUP BY group_key, whole, item`,
    { ...params, view: view === 'AGE' ? 'A' : 'G' },
  );
  const groups = rows.map((row) => ({ ...row, grp: (row as unknown as { group_key: string }).group_key }));
  if (view !== 'AGE' || groups.length === 0) return groups;
  const bandDay = String((rows[0] as unknown as { band_day: string }).band_day);
  if (bandDay === params.end) return groups;
  const merged = new Map<string, InterestRow>();
  for (const row of [...groups, ...(await ageCorrection(ch, params, bandDay))]) {
    const key = `${row.grp}\u0000${Number(row.whole)}\u0000${row.item ?? '\u0001'}`;
    const sum = merged.get(key) ?? { grp: row.grp, item: row.item, whole: Number(row.whole), revenue: 0, buyers: '0' };
    sum.revenue += Number(row.revenue);
    sum.buyers = String(Number(sum.buyers) + Number(row.buyers));
    merged.set(key, sum);
  }
  // a group left without buyers by the move is no group
  return [...merged.values()].filter((row) => Number(row.buyers) !== 0 || Math.abs(row.revenue) > 0.001);
}

/**
 * The consumers whose age band at the reference date differs from the one at the rollup's `bandDay`
 * (a birthday of a band's first age between the two days): their revenue and, counted once each,
 * buying, taken out of the old band and put in the new one. Read from the per-consumer category rows
 * sorted by birth date (CH 015): only the birth-date ranges of those birthdays (whole months around
 * them for the sort key; the exact YYYYMMDD intervals then) are read.
 */
async function ageCorrection(ch: AnalyticsStore, params: InterestParams, bandDay: string): Promise<InterestRow[]> {
  const day = (iso: string) => Number(iso.replaceAll('-', ''));
  const [low, high] = [day(params.end), day(bandDay)].sort((a, b) => a - b);
  const born = 'toYYYYMMDD(birth_date)';
  const moved = BAND_STARTS.map((age) => `(${born} > ${low - age * 10000} AND ${born} <= ${high - age * 10000})`).join(' OR ');
  const bandAt = (parameter: string) => AGE_BAND_SQL.replaceAll('{end:String}', `{${parameter}:String}`);
  const rows = await ch.query<InterestRow & { sign: number }>(
    `SELECT if(sign = 1, ${bandAt('end')}, ${bandAt('band_day')}) AS grp, sign,
            if({drill:UInt8} = 1, if(department = {department:String}, category, NULL), department) AS item,
            grouping(item) AS whole, toFloat64(sum(revenue)) AS revenue, uniqExact(consumer) AS buyers
       FROM (SELECT consumer, department, category, revenue, birth_date FROM agg_consumer_birth_categories
              WHERE ${RUN} AND (${birthRanges(low, high)}) AND (${moved}) AND ${bandAt('end')} != ${bandAt('band_day')}
                AND month BETWEEN toDate({month_from:String}) AND toDate({month_to:String}) AND ${REGISTRATION_UNITS}
                AND ({person:String} = '' OR person_type = {person:String}))
       ARRAY JOIN [1, -1] AS sign
      GROUP BY GROUPING SETS ((grp, sign, item), (grp, sign))
     SETTINGS group_by_use_nulls = 0`,
    { ...params, band_day: bandDay },
  );
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) * Number(row.sign), buyers: String(Number(row.buyers) * Number(row.sign)) }));
}

/**
 * Birth-date ranges (SQL on `birth_date`, for the sort key) holding every date whose YYYYMMDD number is
 * in (low − age, high − age] for a band's first age: from the first day of the low bound's month to
 * the last day of the high bound's month (the bounds themselves may be no date, e.g. a 29 February).
 */
function birthRanges(low: number, high: number): string {
  const monthOf = (yyyymmdd: number) => {
    const value = String(Math.floor(yyyymmdd / 100)).padStart(6, '0');
    return `${value.slice(0, 4)}-${value.slice(4, 6)}-01`;
  };
  return BAND_STARTS.map(
    (age) => `birth_date BETWEEN toDate32('${monthOf(low - age * 10000)}') AND toLastDayOfMonth(toDate32('${monthOf(high - age * 10000)}'))`,
  ).join(' OR ');
}

/** Ages whose birthday moves a consumer to another band (18-24 starts at 18, … , NI again past 110). */
const BAND_STARTS = [18, 25, 35, 45, 55, 65, 111];
