import type { RecencyCriteria, RecencyWindow } from '../sales-analytics';
import type { AnalyticsStore } from '../../stores';
import { PERSON, REGISTRATION_UNITS, RUN, ratio, scopeParams, type CustomerScope } from './scope';

/** How many cohorts the triangle shows (contract: the last 12 months). */
export const COHORTS = 12;

/** One cohort: the consumers whose first loyalty ticket ever fell in `month`, and how many bought again k months later. */
export interface RetentionCohort {
  /** first day of the cohort's month */
  month: string;
  /** cohort size */
  NUM_CLIENTES: number;
  /** consumers of the cohort with a loyalty ticket in month + k, for k = 0 … the months up to the reference month */
  retained: number[];
  /** retained ÷ cohort size × 100, k = 0 … (month 0 is 100) */
  PER_RETENCAO: number[];
}

/** A point of the average curve: month k of every cohort that reached it, weighted by cohort size. */
export interface RetentionAveragePoint {
  k: number;
  PER_RETENCAO: number;
  /** the cohorts that reached month k and their consumers */
  cohorts: number;
  NUM_CLIENTES: number;
}

export interface CustomerRetention {
  referenceDate: string;
  cohorts: RetentionCohort[];
  average: RetentionAveragePoint[];
}

/** First day of the month `monthsBack` months before the month of `day`. */
export function monthStart(day: string, monthsBack = 0): string {
  const value = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  value.setUTCMonth(value.getUTCMonth() - monthsBack);
  return value.toISOString().slice(0, 10);
}

/**
 * The cohort triangle (contracts/customers.md, Retention): consumers by the month of their first
 * loyalty ticket ever, the last 12 cohorts up to the reference month (the period's end), and for each
 * month k after it the share who bought again that month. Months are whole calendar months up to the
 * reference month (its own tickets after the reference date count too: the aggregate is monthly).
 * Consumers are selected by registration store and person type; purchases count in any store.
 */
export async function customerRetention(ch: AnalyticsStore, scope: CustomerScope): Promise<CustomerRetention> {
  const reference = monthStart(scope.end);
  const from = monthStart(scope.end, COHORTS - 1);
  // the cohorts rollup (built by processing): one row per cohort, month bought in, store and person type
  const rows = await ch.query<{ cohort_month: string; k: number; consumers: string }>(
    `SELECT toString(c.cohort) AS cohort_month, toUInt32(dateDiff('month', c.cohort, c.month)) AS k, sum(c.consumers) AS consumers
       FROM agg_customer_cohorts AS c
      WHERE ${RUN} AND cohort BETWEEN toDate({from:String}) AND toDate({reference:String}) AND month <= toDate({reference:String})
        AND ${REGISTRATION_UNITS} AND ${PERSON}
      GROUP BY cohort_month, k`,
    { ...scopeParams(scope), reference, from },
  );
  const counts = new Map(rows.map((row) => [`${row.cohort_month}:${row.k}`, Number(row.consumers)]));
  const cohorts: RetentionCohort[] = [];
  for (let back = COHORTS - 1; back >= 0; back--) {
    const month = monthStart(scope.end, back);
    const size = counts.get(`${month}:0`) ?? 0;
    const retained = Array.from({ length: back + 1 }, (_, k) => counts.get(`${month}:${k}`) ?? 0);
    cohorts.push({ month, NUM_CLIENTES: size, retained, PER_RETENCAO: retained.map((count) => ratio(count, size) * 100) });
  }
  const average: RetentionAveragePoint[] = [];
  for (let k = 0; k < COHORTS; k++) {
    const reached = cohorts.filter((cohort) => cohort.retained.length > k && cohort.NUM_CLIENTES > 0);
    const size = reached.reduce((sum, cohort) => sum + cohort.NUM_CLIENTES, 0);
    const kept = reached.reduce((sum, cohort) => sum + cohort.retained[k], 0);
    average.push({ k, PER_RETENCAO: ratio(kept, size) * 100, cohorts: reached.length, NUM_CLIENTES: size });
  }
  return { referenceDate: scope.end, cohorts, average };
}

/** The activity groups a consumer who bought may be in on the reference date (metrics contract). */
export type ActivityGroup = 'actives' | 'recent_inactives' | 'at_risk' | 'losses';
export type RetentionListStatus = 'ACTIVE' | 'INACTIVE';

/** A consumer of the active or inactive list, before their registration data is added. */
export interface RetentionListRow {
  document_no: string;
  first_day: string;
  last_day: string;
  /** days from the last purchase to the reference date (0 = that day) */
  days: number;
  group: ActivityGroup;
}

const inWindow = (days: number, window: RecencyWindow) =>
  (window.bought === null || days < window.bought) && (window.not_bought === null || days >= window.not_bought);

/** The activity group of a consumer whose last purchase was `days` days before the reference date. */
export function activityGroupOf(days: number, criteria: RecencyCriteria): ActivityGroup {
  for (const group of ['actives', 'recent_inactives', 'at_risk'] as const) if (inWindow(days, criteria[group])) return group;
  return 'losses';
}

/**
 * A page of the active (bought within the actives window) or inactive (bought before, not within it)
 * consumers on the reference date, registered by then, by registration store and person type; the
 * most recent purchase first. Reads each consumer's purchase days (agg_consumers), not the tickets.
 */
export async function retentionList(
  ch: AnalyticsStore,
  scope: CustomerScope,
  criteria: RecencyCriteria,
  status: RetentionListStatus,
  page: { offset: number; limit: number },
): Promise<{ rows: RetentionListRow[]; totalCount: number }> {
  const activeDays = criteria.actives.bought ?? 0;
  const rows = await ch.query<{ document_no: string; first_day: string; last_day: string; days: number; total: string }>(
    `SELECT document_no, toString(days_list[1]) AS first_day, toString(days_list[-1]) AS last_day,
            toInt32(dateDiff('day', days_list[-1], toDate({end:String}))) AS days, count() OVER () AS total
       FROM (SELECT document_no, arrayFilter(day -> day <= toDate({end:String}), purchase_days) AS days_list
               FROM agg_consumers
              WHERE ${RUN} AND last_date IS NOT NULL AND created_date <= toDate({end:String}) AND ${REGISTRATION_UNITS} AND ${PERSON})
      WHERE notEmpty(days_list) AND (dateDiff('day', days_list[-1], toDate({end:String})) < {active_days:Int32}) = {active:UInt8}
      ORDER BY days_list[-1] DESC, document_no
      LIMIT {limit:UInt32} OFFSET {offset:UInt32}`,
    { ...scopeParams(scope), active_days: activeDays, active: status === 'ACTIVE' ? 1 : 0, limit: page.limit, offset: page.offset },
  );
  const totalCount = rows.length ? Number(rows[0].total) : page.offset > 0 ? await countList(ch, scope, activeDays, status) : 0;
  return {
    rows: rows.map((row) => ({
      document_no: row.document_no,
      first_day: row.first_day,
      last_day: row.last_day,
      days: Number(row.days),
      group: activityGroupOf(Number(row.days), criteria),
    })),
    totalCount,
  };
}

/** The list's size when the page asked for is past its end. */
async function countList(ch: AnalyticsStore, scope: CustomerScope, activeDays: number, status: RetentionListStatus): Promise<number> {
  const [row] = await ch.query<{ total: string }>(
    `SELECT count() AS total
       FROM (SELECT arrayFilter(day -> day <= toDate({end:String}), purchase_days) AS days_list
               FROM agg_consumers
              WHERE ${RUN} AND last_date IS NOT NULL AND created_date <= toDate({end:String}) AND ${REGISTRATION_UNITS} AND ${PERSON})
      WHERE notEmpty(days_list) AND (dateDiff('day', days_list[-1], toDate({end:String})) < {active_days:Int32}) = {active:UInt8}`,
    { ...scopeParams(scope), active_days: activeDays, active: status === 'ACTIVE' ? 1 : 0 },
  );
  return Number(row?.total ?? 0);
}
