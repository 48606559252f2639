import { DEFAULT_RFV_CLUSTERS_SQL } from '../customer-rfv';
import { ACTIVITY_STATUSES, statusExpression, type ActivityStatus } from '../customer-map';
import type { RecencyCriteria } from '../sales-analytics';
import type { SegmentActivityStatus } from './criteria';
import type { SegmentCriterion, SegmentDefinition, SegmentWindow } from './definition';

/**
 * Compiles a segment definition to ONE ClickHouse query over what processing keeps ready
 * (agg_segment_consumers: one row per registered consumer; agg_consumer_days and
 * agg_consumer_day_products for windowed purchase criteria; rfv_scores for clusters) — never over
 * ticket or item rows. Every value is a bound parameter ({pN:Type}); the same SQL runs on chDB and
 * on a ClickHouse server.
 */

/** How the SQL normalises an address field: no accents, lower case, single spaces (CH migration 011). */
export const NORMALISE_SQL = (column: string) =>
  `trimBoth(replaceRegexpAll(lowerUTF8(replaceRegexpAll(normalizeUTF8NFD(${column}), '\\\\p{Mn}', '')), '\\\\s+', ' '))`;

/** The same normalisation in JavaScript, for the values of a criterion. */
export function normaliseText(value: string): string {
  return value.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** What an evaluation is relative to. */
export interface EvaluationScope {
  accountId: string;
  /** the account's current processing run */
  run: string;
  /** the evaluation day in America/Bahia (YYYY-MM-DD) */
  today: string;
  criteria: RecencyCriteria;
  /** seeds the limiter's random order (the segment's id; '' for an unsaved definition) */
  seed: string;
}

const CONTRACT_TO_MAP_STATUS: Record<SegmentActivityStatus, ActivityStatus> = {
  actives: 'actives',
  recent_inactives: 'recentInactives',
  at_risk: 'atRisk',
  losses: 'losses',
  never_bought: 'neverBought',
};

/** A criterion's condition on a row of agg_segment_consumers (never NULL, so NOT is its complement). */
type Condition = string;

class Params {
  readonly values: Record<string, unknown> = {};
  private next = 0;
  bind(value: unknown, type: string): string {
    const name = `p${this.next++}`;
    this.values[name] = value;
    return `{${name}:${type}}`;
  }
}

/** [first, last] day of a window; last_days N = the N days ending today. */
export function windowDays(window: SegmentWindow, today: string): { from: string | null; to: string | null } {
  if (window.last_days !== undefined) {
    const end = Date.parse(`${today}T00:00:00Z`);
    return { from: new Date(end - (window.last_days - 1) * 86_400_000).toISOString().slice(0, 10), to: today };
  }
  return { from: window.from ?? null, to: window.to ?? null };
}

function dayRange(column: string, window: SegmentWindow, scope: EvaluationScope, params: Params): string {
  const { from, to } = windowDays(window, scope.today);
  const parts = [from ? `${column} >= toDate(${params.bind(from, 'String')})` : '', to ? `${column} <= toDate(${params.bind(to, 'String')})` : ''].filter(Boolean);
  return parts.length ? parts.join(' AND ') : '1';
}

function numberRange(expression: string, criterion: SegmentCriterion, params: Params, type: string): string {
  const parts = [
    criterion.min !== undefined ? `${expression} >= ${params.bind(criterion.min, type)}` : '',
    criterion.max !== undefined ? `${expression} <= ${params.bind(criterion.max, type)}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' AND ') : '1';
}

const RUN = 'account_id = {account:UUID} AND processing_uuid = {run:UUID}';

/** The range of days a Date32 holds: a bound beyond it compares as "before" or "after" every birth date. */
const DATE32_FIRST_YEAR = 1900;
const DATE32_LAST_YEAR = 2299;

/**
 * The day `years` years before `today` (29 February → 28 February in a common year, as ClickHouse's
 * addYears does), or which side of the Date32 range it falls on.
 */
export function yearsBefore(today: string, years: number): string | 'before' | 'after' {
  const [year, month, day] = today.split('-').map(Number);
  const target = year - years;
  if (target < DATE32_FIRST_YEAR) return 'before';
  if (target > DATE32_LAST_YEAR) return 'after';
  const last = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${String(target).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/**
 * Age in whole years on `today` (the birthday counts from its day) within [min, max], as a range of
 * birth dates: age ≥ n ⇔ birth_date ≤ today − n years, age ≤ n ⇔ birth_date > today − (n + 1) years
 * (a birthday on 29 February counts from 1 March in a common year, and so does the bound). A
 * comparison of the stored date, not an age computed per consumer. With min or max, never true
 * without a birth date.
 */
function ageCondition(criterion: SegmentCriterion, scope: EvaluationScope, params: Params): Condition {
  // without min and max the range is no condition at all (everyone, as the per-consumer age was)
  if (criterion.min === undefined && criterion.max === undefined) return '1';
  const parts = ['birth_date IS NOT NULL'];
  if (criterion.min !== undefined) {
    const bound = yearsBefore(scope.today, criterion.min);
    if (bound === 'before') return '0';
    if (bound !== 'after') parts.push(`birth_date <= toDate32(${params.bind(bound, 'String')})`);
  }
  if (criterion.max !== undefined) {
    const bound = yearsBefore(scope.today, criterion.max + 1);
    if (bound === 'after') return '0';
    if (bound !== 'before') parts.push(`birth_date > toDate32(${params.bind(bound, 'String')})`);
  }
  return `ifNull(${parts.join(' AND ')}, 0)`;
}

/**
 * Gender as registered, anything but F and M counting as U ("não informado"), written as a plain
 * IN / NOT IN on the stored column.
 */
function genderCondition(values: readonly string[], params: Params): Condition {
  const known = ['F', 'M'];
  if (!values.includes('U')) return `gender IN ${params.bind(known.filter((value) => values.includes(value)), 'Array(String)')}`;
  const excluded = known.filter((value) => !values.includes(value));
  return excluded.length ? `gender NOT IN ${params.bind(excluded, 'Array(String)')}` : '1';
}

/**
 * Σ of one of the consumer's purchase-day arrays over a window's days (each value times "its day is
 * in the window": one pass, no filtered copy of the arrays).
 */
function windowSum(values: 'day_tickets' | 'day_revenue', window: SegmentWindow, scope: EvaluationScope, params: Params): string {
  return `arraySum((v, d) -> v * (${dayRange('d', window, scope, params)}), ${values}, days)`;
}

/**
 * Criteria answered from the consumer's own row; the others read a set (a window of consumer-days,
 * products, tags, RFV scores).
 */
const ROW_CRITERIA: ReadonlySet<string> = new Set([
  'gender',
  'age',
  'person_type',
  'city',
  'neighborhood',
  'federative_unit',
  'registration_unit',
  'registered_between',
  'birthday_month',
  'activity_status',
  'recency_days',
  'channel_opt_in',
  'frequency',
  'total_spent',
  'average_ticket',
]);

/**
 * `within` (optional) narrows the subquery of a `purchased` with a minimum quantity to the consumers
 * that meet the row criteria of the same AND group: the outer query requires them anyway, so the
 * answer is the same, and a window of consumer-days is then grouped for a fraction of the consumers.
 * A set criterion that needs no grouping is not narrowed: a second pass over the consumers and a
 * probe per window row cost more than putting every row's consumer in the set (measured on 1M).
 */
function condition(criterion: SegmentCriterion, scope: EvaluationScope, params: Params, within = ''): Condition {
  const values = criterion.values ?? [];
  const strings = () => params.bind(values.map(String), 'Array(String)');
  switch (criterion.key) {
    case 'gender':
      return genderCondition(values.map(String), params);
    case 'age':
      return ageCondition(criterion, scope, params);
    case 'person_type':
      return `person_type IN ${strings()}`;
    case 'city':
      return `city_key IN ${params.bind(values.map((value) => normaliseText(String(value))), 'Array(String)')}`;
    case 'neighborhood':
      return `neighborhood_key IN ${params.bind(values.map((value) => normaliseText(String(value))), 'Array(String)')}`;
    case 'federative_unit':
      return `uf_key IN ${params.bind(values.map((value) => normaliseText(String(value))), 'Array(String)')}`;
    case 'registration_unit':
      return `registration_unit IN ${strings()}`;
    case 'registered_between':
      return dayRange('created_date', criterion, scope, params);
    case 'birthday_month':
      return `ifNull(toMonth(birth_date) IN ${params.bind(values.map(Number), 'Array(UInt8)')}, 0)`;
    case 'activity_status': {
      const codes = values.map((value) => ACTIVITY_STATUSES.indexOf(CONTRACT_TO_MAP_STATUS[value as SegmentActivityStatus]));
      return `status IN ${params.bind(codes, 'Array(UInt8)')}`;
    }
    case 'rfv_cluster':
      // by the 64-bit key: a set of numbers is far cheaper to probe than one of strings
      return `consumer IN (SELECT consumer FROM ${DEFAULT_RFV_CLUSTERS_SQL} WHERE cluster IN ${strings()})`;
    case 'recency_days':
      return `last_date IS NOT NULL AND ifNull(${numberRange("dateDiff('day', last_date, toDate({today:String}))", criterion, params, 'Int64')}, 0)`;
    // the window's tickets and revenue from the consumer's own purchase-day arrays (no ticket = 0)
    case 'frequency':
      return numberRange(windowSum('day_tickets', criterion, scope, params), criterion, params, 'UInt64');
    case 'total_spent':
      return numberRange(windowSum('day_revenue', criterion, scope, params), criterion, params, 'Decimal(38, 2)');
    case 'average_ticket': {
      const tickets = windowSum('day_tickets', criterion, scope, params);
      return `${tickets} > 0 AND ${numberRange(`${windowSum('day_revenue', criterion, scope, params)} / ${tickets}`, criterion, params, 'Decimal(38, 2)')}`;
    }
    case 'purchased': {
      const [field, list] = criterion.department ? ['department', criterion.department] : criterion.category ? ['category', criterion.category] : ['sku', criterion.sku ?? []];
      const rows = `agg_consumer_day_products
                            WHERE ${RUN} AND ${field} IN ${params.bind(list, 'Array(String)')} AND ${dayRange('local_date', criterion, scope, params)}`;
      // ingestion refuses quantities ≤ 0, so "Σ quantity > 0" is "bought at all": no grouping needed
      if (criterion.min_quantity === undefined) return `consumer IN (SELECT consumer FROM ${rows})`;
      return `consumer IN (SELECT consumer FROM ${rows}${within} GROUP BY consumer HAVING sum(quantity) >= ${params.bind(criterion.min_quantity, 'Decimal(38, 3)')})`;
    }
    case 'purchased_in_unit':
      return `consumer IN (SELECT consumer FROM agg_consumer_days WHERE ${RUN} AND unit_id_erp IN ${strings()} AND ${dayRange('local_date', criterion, scope, params)})`;
    case 'channel_opt_in':
      return `reach_${criterion.channel} = 1`;
    case 'tags':
      return `consumer IN (SELECT consumer FROM agg_consumer_tags WHERE ${RUN} AND tag IN ${strings()})`;
  }
}

/** A compiled definition: its filter on agg_segment_consumers, or null when the size is 0 (first group empty). */
export interface CompiledSegment {
  filter: string | null;
  params: Record<string, unknown>;
  limiter: SegmentDefinition['limiter'];
}

/**
 * AND/OR per group, the top-level operator between groups, `negate` as NOT; a group without criteria
 * is ignored, and when the first group has none the segment is empty (spec §5).
 */
export function compileDefinition(definition: SegmentDefinition, scope: EvaluationScope): CompiledSegment {
  const params = new Params();
  const first = definition.groups[0];
  if (!first || first.criteria.length === 0) return { filter: null, params: params.values, limiter: definition.limiter };
  const groups = definition.groups
    .filter((group) => group.criteria.length > 0)
    .map((group) => {
      const grouped = group.criteria.some((criterion) => criterion.key === 'purchased' && criterion.min_quantity !== undefined);
      const within = group.operator === 'AND' && grouped ? narrowing(group.criteria, scope, params) : '';
      const parts = byCost(group.criteria).map((criterion) => {
        const sql = `(${condition(criterion, scope, params, ROW_CRITERIA.has(criterion.key) ? '' : within)})`;
        return criterion.negate ? `NOT ${sql}` : sql;
      });
      return `(${parts.join(` ${group.operator} `)})`;
    });
  return { filter: groups.join(` ${definition.operator} `), params: params.values, limiter: definition.limiter };
}

/** Criteria computed from the consumer's purchase-day arrays: a pass over every purchase day. */
const ARRAY_CRITERIA: ReadonlySet<string> = new Set(['frequency', 'total_spent', 'average_ticket']);

/**
 * A group's criteria, cheapest first — the row's own columns, then set lookups, then the purchase-day
 * arrays —, so ClickHouse's short-circuit AND/OR evaluates an expensive criterion only on the rows the
 * cheaper ones leave undecided. AND and OR are commutative and no criterion is NULL or fails, so the
 * answer is the same in any order.
 */
function byCost(criteria: readonly SegmentCriterion[]): SegmentCriterion[] {
  const cost = (criterion: SegmentCriterion) => (ARRAY_CRITERIA.has(criterion.key) ? 2 : ROW_CRITERIA.has(criterion.key) ? 0 : 1);
  return [...criteria].sort((a, b) => cost(a) - cost(b));
}

/** The row criteria of an AND group as a narrowing of its grouped set criteria ('' when there is nothing to narrow). */
function narrowing(criteria: readonly SegmentCriterion[], scope: EvaluationScope, params: Params): string {
  const rows = criteria.filter((criterion) => ROW_CRITERIA.has(criterion.key));
  if (rows.length === 0 || rows.length === criteria.length) return '';
  const conditions = byCost(rows).map((criterion) => {
    const sql = `(${condition(criterion, scope, params)})`;
    return criterion.negate ? `NOT ${sql}` : sql;
  });
  return ` AND consumer IN (SELECT consumer FROM ${consumersTable(scope)} WHERE ${conditions.join(' AND ')})`;
}

/**
 * Each criterion's condition on its own (groups × criteria, `negate` applied), with the parameters:
 * "why is this consumer (not) in the segment" evaluates them one by one on the consumer's row.
 */
export function criterionConditions(definition: SegmentDefinition, scope: EvaluationScope): { groups: string[][]; params: Record<string, unknown> } {
  const params = new Params();
  const groups = definition.groups.map((group) =>
    group.criteria.map((criterion) => {
      const sql = `(${condition(criterion, scope, params)})`;
      return criterion.negate ? `NOT ${sql}` : sql;
    }),
  );
  return { groups, params: params.values };
}

/** Columns the sources below expose besides the table's: the activity status of today. */
export function consumersTable(scope: EvaluationScope): string {
  return `(SELECT *, ifNull(last_date, toDate('1970-01-01')) AS last_day, last_date IS NOT NULL AS ever, ${statusExpression(scope.criteria)} AS status
             FROM agg_segment_consumers WHERE ${RUN} AND created_date <= toDate({today:String}))`;
}

/**
 * Settings of every evaluation query: the sets of `consumer IN (subquery)` are not used to search
 * agg_segment_consumers' primary key (its rows spread over every granule anyway, and preparing a
 * set of a few hundred thousand keys for the index cost more than the lookups themselves).
 */
export const EVALUATION_SETTINGS = 'SETTINGS use_index_for_in_with_subqueries = 0';

/** The parameters every source needs besides the criteria's. */
export function scopeParams(scope: EvaluationScope, compiled: CompiledSegment): Record<string, unknown> {
  return { ...compiled.params, account: scope.accountId, run: scope.run, today: scope.today, end: scope.today, seed: scope.seed };
}

/** Twelve months of loyalty revenue ending today (the revenue_desc limiter). */
const REVENUE_12M = `(SELECT consumer, sum(revenue) AS revenue FROM agg_consumer_days
                        WHERE ${RUN} AND local_date > addMonths(toDate({today:String}), -12) AND local_date <= toDate({today:String})
                        GROUP BY consumer)`;

/**
 * The segment's members as a subquery with `columns` of agg_segment_consumers (plus `status`):
 * all of them (`limited` false: the unlimited size) or the limiter's `max_clients` in its order —
 * revenue_desc (12 months of loyalty revenue), recency_asc (most recent buyers first) or random
 * (a hash of the document seeded by the segment id, so a segment keeps the same people). Ties break
 * on the document. Null when the segment is empty.
 */
export function membersSource(compiled: CompiledSegment, scope: EvaluationScope, columns: readonly string[], limited: boolean): string | null {
  if (compiled.filter === null) return null;
  const select = columns.join(', ');
  const all = `SELECT ${select} FROM ${consumersTable(scope)} WHERE ${compiled.filter}`;
  const limiter = compiled.limiter;
  if (!limited || !limiter) return `(${all})`;
  const outer = columns.map((column) => `m.${column} AS ${column}`).join(', ');
  const limit = Math.floor(limiter.max_clients);
  switch (limiter.order) {
    case 'revenue_desc':
      return `(SELECT ${outer} FROM (SELECT ${[...new Set([...columns, 'consumer', 'document_no'])].join(', ')} FROM ${consumersTable(scope)} WHERE ${compiled.filter}) AS m
                 LEFT JOIN ${REVENUE_12M} AS r ON m.consumer = r.consumer
                ORDER BY ifNull(r.revenue, 0) DESC, m.document_no LIMIT ${limit})`;
    case 'recency_asc':
      return `(SELECT ${outer} FROM (SELECT ${[...new Set([...columns, 'last_date', 'document_no'])].join(', ')} FROM ${consumersTable(scope)} WHERE ${compiled.filter}) AS m
                ORDER BY m.last_date IS NULL, m.last_date DESC, m.document_no LIMIT ${limit})`;
    case 'random':
      return `(SELECT ${outer} FROM (SELECT ${[...new Set([...columns, 'document_no'])].join(', ')} FROM ${consumersTable(scope)} WHERE ${compiled.filter}) AS m
                ORDER BY cityHash64(m.document_no, {seed:String}), m.document_no LIMIT ${limit})`;
  }
}
