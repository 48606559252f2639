/** What a product analytics figure covers: whole days [start, end] (America/Bahia), stores and a part of the catalogue. */
export interface ProductScope {
  accountId: string;
  /** the processing run whose aggregates are read */
  run: string;
  /** YYYY-MM-DD, both days included */
  start: string;
  end: string;
  /** stores (of the ticket) by id_erp; null = every store */
  units: readonly string[] | null;
  /** a department and, within it, a category; null = all */
  department: string | null;
  category: string | null;
}

/** Query parameters shared by the module's figures. */
export function scopeParams(scope: ProductScope) {
  return {
    account: scope.accountId,
    run: scope.run,
    start: scope.start,
    end: scope.end,
    all_units: scope.units === null ? 1 : 0,
    units: scope.units ?? [],
    department: scope.department ?? '',
    all_departments: scope.department === null ? 1 : 0,
    category: scope.category ?? '',
    all_categories: scope.category === null ? 1 : 0,
  };
}

/** Rows of the scope's processing run. */
export const RUN = `account_id = {account:UUID} AND processing_uuid = {run:UUID}`;
/** The scope's days. */
export const PERIOD = `local_date BETWEEN toDate({start:String}) AND toDate({end:String})`;
/** The scope's stores. */
export const UNITS = `({all_units:UInt8} = 1 OR unit_id_erp IN {units:Array(String)})`;
/** The scope's department and category. */
export const CATALOGUE = `({all_departments:UInt8} = 1 OR department = {department:String}) AND ({all_categories:UInt8} = 1 OR category = {category:String})`;
/** Every condition of the scope on a product aggregate. */
export const IN_SCOPE = `${RUN} AND ${PERIOD} AND ${UNITS} AND ${CATALOGUE}`;

/** The catalogue level of the scope's whole: 0 every product, 1 its department, 2 its category (CH 020's group levels). */
export const wholeLevel = (scope: Pick<ProductScope, 'department' | 'category'>) => (scope.department === null ? 0 : scope.category === null ? 1 : 2);

/** `numerator / denominator`, 0 when there is nothing to divide by. */
export const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 0 : numerator / denominator);

const DAY_MS = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * A period as CH 020's rollups read it: whole Monday–Sunday weeks (grain 1), plus the days of a week
 * that has three or fewer days inside the period, minus the outside days of a week that has four or
 * more inside (grain 0). Every sum over the period is Σ weeks + Σ plus days − Σ minus days.
 */
export function periodParts(start: string, end: string): { weeks: string[]; plus: string[]; minus: string[] } {
  const first = Date.parse(`${start}T00:00:00Z`);
  const last = Date.parse(`${end}T00:00:00Z`);
  const weeks: string[] = [];
  const plus: string[] = [];
  const minus: string[] = [];
  // Monday of the first day's week (getUTCDay: 0 = Sunday)
  for (let monday = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY_MS; monday <= last; monday += 7 * DAY_MS) {
    const days = Array.from({ length: 7 }, (_, i) => monday + i * DAY_MS);
    const inside = days.filter((t) => t >= first && t <= last);
    if (inside.length === 7) weeks.push(dayOf(monday));
    else if (inside.length >= 4) {
      weeks.push(dayOf(monday));
      minus.push(...days.filter((t) => t < first || t > last).map(dayOf));
    } else plus.push(...inside.map(dayOf));
  }
  return { weeks, plus, minus };
}

/** Parameters of `ROLLUP_PERIOD` / `ROLLUP_SIGN` for the scope's period. */
export function rollupParams(scope: ProductScope) {
  const { weeks, plus, minus } = periodParts(scope.start, scope.end);
  return { ...scopeParams(scope), weeks, days: [...plus, ...minus], minus };
}

/** The rows of CH 020's period rollups of the scope's stores: every store's own rows, or some stores' rows. */
const ROLLUP_UNITS = `(({all_units:UInt8} = 1 AND all_units = 1) OR ({all_units:UInt8} = 0 AND all_units = 0 AND unit_id_erp IN {units:Array(String)}))`;

/** The rows of CH 020's period rollups that make up the scope's period and stores (see periodParts). */
export const ROLLUP_PERIOD = `${RUN} AND ((grain = 1 AND period_start IN {weeks:Array(Date)}) OR (grain = 0 AND period_start IN {days:Array(Date)}))
  AND ${ROLLUP_UNITS}`;
/** +1 for a row added to the period, −1 for a day subtracted from its week. */
export const ROLLUP_SIGN = `if(grain = 0 AND period_start IN {minus:Array(Date)}, -1, 1)`;

/**
 * A period as CH 022's group sets read it: distinct counts do not subtract, so the Monday–Sunday weeks
 * wholly inside the period (grain 1) and each other day of it (grain 0), whose sets are merged.
 */
export function unionParts(start: string, end: string): { weeks: string[]; days: string[] } {
  const first = Date.parse(`${start}T00:00:00Z`);
  const last = Date.parse(`${end}T00:00:00Z`);
  const weeks: string[] = [];
  const days: string[] = [];
  for (let monday = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY_MS; monday <= last; monday += 7 * DAY_MS) {
    const inside = Array.from({ length: 7 }, (_, i) => monday + i * DAY_MS).filter((t) => t >= first && t <= last);
    if (inside.length === 7) weeks.push(dayOf(monday));
    else days.push(...inside.map(dayOf));
  }
  return { weeks, days };
}

/** Parameters of `SET_PERIOD` for the scope's period. */
export function setParams(scope: ProductScope) {
  const { weeks, days } = unionParts(scope.start, scope.end);
  return { ...scopeParams(scope), set_weeks: weeks, set_days: days };
}

/** The rows of CH 022's group sets that make up the scope's period (see unionParts); every store only. */
export const SET_PERIOD = `${RUN} AND ((grain = 1 AND period_start IN {set_weeks:Array(Date)}) OR (grain = 0 AND period_start IN {set_days:Array(Date)}))`;

/**
 * The rows of CH 020's period rollups of the scope's stores that cover its period without overlap or
 * subtraction (see unionParts, `setParams`): what a product sold somewhere in it, for counting distinct.
 */
export const ROLLUP_UNION = `${SET_PERIOD} AND ${ROLLUP_UNITS}`;
