import type { AnalyticsStore } from '../../stores';
import { monthsIn, type RfvWindow } from './periods';

/** The seven RFV clusters (contracts/metrics.md), in the order pages show them. */
export const RFV_CLUSTERS = ['champions', 'loyals', 'promising', 'atRisk', 'lowValue', 'losses', 'neverBought'] as const;
export type RfvCluster = (typeof RFV_CLUSTERS)[number];

/** A row of the migration matrix that is no cluster of period A: registered after A's reference date. */
export const NEW_IN_B = 'novo';

/** Which consumers an analysis classifies (spec §3 filters): purchases in these stores, this person type. */
export interface RfvFilters {
  units?: readonly string[] | null;
  personType?: 'F' | 'J' | null;
}

/** One analysis period to compute: its ids, window (end = reference date) and filters. */
export interface RfvComputation {
  accountId: string;
  analysisId: string;
  periodId: string;
  /** the processing run whose per-consumer aggregates are read */
  run: string;
  window: RfvWindow;
  filters: RfvFilters;
}

/** Score of a dimension (metrics contract): 1 + floor(5 × b / n), capped at 5; b = strictly worse. */
const score = (worse: string) => `toUInt8(least(5, 1 + intDiv(5 * (${worse}), n)))`;

/**
 * Computes one period's scores and clusters in chDB and stores them (rfv_scores), replacing what the
 * period had. Purchasing consumers are those with a loyalty purchase in the window (processing's
 * agg_consumer_days holds loyalty purchases only); `rank() - 1` over the dimension ordered from worst
 * to best is the number of consumers strictly worse, so ties share a score. Every registered consumer
 * (registered on or before the reference date) without a purchase in the window is neverBought.
 */
export async function computeRfvPeriod(ch: AnalyticsStore, job: RfvComputation): Promise<void> {
  const params = {
    account: job.accountId,
    analysis: job.analysisId,
    period: job.periodId,
    run: job.run,
    start: job.window.start,
    end: job.window.end,
    units: job.filters.units ?? [],
    personType: job.filters.personType ?? '',
  };
  const unitFilter = job.filters.units?.length ? 'AND unit_id_erp IN {units:Array(String)}' : '';
  const personFilter = job.filters.personType ? 'AND person_type = {personType:String}' : '';
  await ch.command(
    `DELETE FROM rfv_scores WHERE account_id = {account:UUID} AND analysis_id = {analysis:UUID} AND period_id = {period:UUID}`,
    params,
  );
  await ch.command(
    `INSERT INTO rfv_scores (account_id, analysis_id, period_id, document_no, cluster, r, f, v, recency_days, tickets, revenue,
                             last_date, created_date, opt_in_sms, opt_in_email, opt_in_whatsapp, opt_in_push)
     WITH buyers AS (
            SELECT document_no, max(local_date) AS last_date, toUInt32(sum(tickets)) AS tickets, sum(revenue) AS revenue,
                   toUInt32(dateDiff('day', max(local_date), {end:Date})) AS recency_days
              FROM agg_consumer_days
             WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
               AND local_date BETWEEN {start:Date} AND {end:Date} ${unitFilter} ${personFilter}
             GROUP BY document_no
          ),
          scored AS (
            SELECT document_no, last_date, tickets, revenue, recency_days,
                   ${score('rank() OVER (ORDER BY recency_days DESC) - 1')} AS r,
                   ${score('rank() OVER (ORDER BY tickets ASC) - 1')} AS f,
                   ${score('rank() OVER (ORDER BY revenue ASC) - 1')} AS v
              FROM (SELECT *, count() OVER () AS n FROM buyers)
          )
     SELECT {account:UUID}, {analysis:UUID}, {period:UUID}, c.document_no,
            if(s.document_no = '', 'neverBought',
               multiIf(s.r >= 4 AND s.f >= 4 AND s.v >= 4, 'champions',
                       s.r >= 3 AND s.f >= 4, 'loyals',
                       s.r >= 4 AND s.f <= 3, 'promising',
                       s.r <= 2 AND s.f >= 3, 'atRisk',
                       s.r = 1 AND s.f <= 2, 'losses',
                       'lowValue')),
            s.r, s.f, s.v,
            if(s.document_no = '', NULL, s.recency_days), s.tickets, s.revenue,
            if(s.document_no = '', NULL, s.last_date), c.created_date,
            c.opt_in_sms, c.opt_in_email, c.opt_in_whatsapp, c.opt_in_push
       FROM (SELECT document_no, created_date, opt_in_sms, opt_in_email, opt_in_whatsapp, opt_in_push
               FROM dim_consumers FINAL
              WHERE account_id = {account:UUID} AND created_date <= {end:Date} ${personFilter}) AS c
       LEFT JOIN scored AS s ON c.document_no = s.document_no`,
    params,
  );
}

/** Removes every score of an analysis (it was deleted). */
export async function dropRfvScores(ch: AnalyticsStore, accountId: string, analysisId: string): Promise<void> {
  const params = { account: accountId, analysis: analysisId };
  await ch.command(`DELETE FROM rfv_current_periods WHERE account_id = {account:UUID} AND analysis_id = {analysis:UUID}`, params);
  await ch.command(`DELETE FROM rfv_scores WHERE account_id = {account:UUID} AND analysis_id = {analysis:UUID}`, params);
}

/** Records an analysis's latest computed period (rfvClusterOf reads the default analysis's). */
export async function markCurrentPeriod(ch: AnalyticsStore, accountId: string, analysisId: string, periodId: string, isDefault: boolean): Promise<void> {
  await ch.insert('rfv_current_periods', [
    { account_id: accountId, analysis_id: analysisId, period_id: periodId, is_default: isDefault ? 1 : 0, updated_at: Date.now() },
  ]);
}

/** A computed period, as the queries below read it. */
export interface RfvPeriodRef {
  accountId: string;
  analysisId: string;
  periodId: string;
}

const PERIOD = 'account_id = {account:UUID} AND analysis_id = {analysis:UUID} AND period_id = {period:UUID}';
const periodParams = (p: RfvPeriodRef) => ({ account: p.accountId, analysis: p.analysisId, period: p.periodId });

/** A cluster's figures (spec §3, metrics contract) and its reach per channel (opted-in consumers). */
export interface RfvClusterMetrics {
  cluster: RfvCluster;
  clients: number;
  tickets: number;
  /** mean days from the last purchase to the reference date (null for neverBought) */
  recency: number | null;
  revenue: number;
  /** mean tickets per client */
  frequency: number;
  averageTicket: number;
  percentageRevenue: number;
  percentageTickets: number;
  monthlyAverageRevenuePerClient: number;
  channels: { sms: number; email: number; app: number; whatsapp: number };
}

/** The seven clusters of a computed period, every one present (zeros when empty). */
export async function rfvClusterMetrics(ch: AnalyticsStore, period: RfvPeriodRef, window: RfvWindow): Promise<RfvClusterMetrics[]> {
  const rows = await ch.query<{
    cluster: string; clients: string; tickets: string; recency: number | null; revenue: number;
    sms: string; email: string; app: string; whatsapp: string;
  }>(
    `SELECT cluster, count() AS clients, sum(tickets) AS tickets, avgOrNull(recency_days) AS recency, toFloat64(sum(revenue)) AS revenue,
            sum(opt_in_sms) AS sms, sum(opt_in_email) AS email, sum(opt_in_push) AS app, sum(opt_in_whatsapp) AS whatsapp
       FROM rfv_scores WHERE ${PERIOD} GROUP BY cluster`,
    periodParams(period),
  );
  const byCluster = new Map(rows.map((row) => [row.cluster, row]));
  const totalRevenue = rows.reduce((sum, row) => sum + Number(row.revenue), 0);
  const totalTickets = rows.reduce((sum, row) => sum + Number(row.tickets), 0);
  const months = monthsIn(window);
  return RFV_CLUSTERS.map((cluster) => {
    const row = byCluster.get(cluster);
    const clients = Number(row?.clients ?? 0);
    const tickets = Number(row?.tickets ?? 0);
    const revenue = Number(row?.revenue ?? 0);
    return {
      cluster,
      clients,
      tickets,
      recency: row?.recency == null ? null : Number(row.recency),
      revenue,
      frequency: clients ? tickets / clients : 0,
      averageTicket: tickets ? revenue / tickets : 0,
      percentageRevenue: totalRevenue ? (revenue / totalRevenue) * 100 : 0,
      percentageTickets: totalTickets ? (tickets / totalTickets) * 100 : 0,
      monthlyAverageRevenuePerClient: clients && months ? revenue / clients / months : 0,
      channels: {
        sms: Number(row?.sms ?? 0),
        email: Number(row?.email ?? 0),
        app: Number(row?.app ?? 0),
        whatsapp: Number(row?.whatsapp ?? 0),
      },
    };
  });
}

/** One cell of the migration matrix: consumers in cluster `from` in period A and `to` in period B. */
export interface RfvMigrationCell {
  from: RfvCluster | typeof NEW_IN_B;
  to: RfvCluster;
  clients: number;
}

/**
 * The period-migration matrix (contracts/customers.md): every consumer of period B by their cluster
 * in A and in B; a consumer A did not classify (registered after A's reference date) is "novo".
 * Only non-empty cells are returned.
 */
export async function rfvMigrations(ch: AnalyticsStore, a: RfvPeriodRef, b: RfvPeriodRef): Promise<RfvMigrationCell[]> {
  const rows = await ch.query<{ from: string; to: string; clients: string }>(
    `SELECT if(a.document_no = '', '${NEW_IN_B}', a.cluster) AS from, b.cluster AS to, count() AS clients
       FROM (SELECT document_no, cluster FROM rfv_scores
              WHERE account_id = {account:UUID} AND analysis_id = {bAnalysis:UUID} AND period_id = {bPeriod:UUID}) AS b
       LEFT JOIN (SELECT document_no, cluster FROM rfv_scores
                   WHERE account_id = {account:UUID} AND analysis_id = {aAnalysis:UUID} AND period_id = {aPeriod:UUID}) AS a
         ON a.document_no = b.document_no
      GROUP BY from, to`,
    { account: b.accountId, aAnalysis: a.analysisId, aPeriod: a.periodId, bAnalysis: b.analysisId, bPeriod: b.periodId },
  );
  return rows.map((row) => ({ from: row.from as RfvMigrationCell['from'], to: row.to as RfvCluster, clients: Number(row.clients) }));
}

/** A consumer of a cluster, as its list shows them. */
export interface RfvConsumerRow {
  documentNo: string;
  r: number;
  f: number;
  v: number;
  recencyDays: number | null;
  tickets: number;
  revenue: number;
  lastPurchase: string | null;
}

/** A page of a cluster's consumers, most revenue first (then by document, so pages are stable). */
export async function rfvClusterConsumers(
  ch: AnalyticsStore,
  period: RfvPeriodRef,
  cluster: RfvCluster,
  page: { offset: number; limit: number },
): Promise<{ rows: RfvConsumerRow[]; totalCount: number }> {
  const params = { ...periodParams(period), cluster, offset: page.offset, limit: page.limit };
  const [rows, [count]] = await Promise.all([
    ch.query<{ document_no: string; r: number; f: number; v: number; recency_days: number | null; tickets: number; revenue: number; last_date: string | null }>(
      `SELECT document_no, r, f, v, recency_days, tickets, toFloat64(revenue) AS revenue, toString(last_date) AS last_date
         FROM rfv_scores WHERE ${PERIOD} AND cluster = {cluster:String}
        ORDER BY revenue DESC, document_no LIMIT {limit:UInt32} OFFSET {offset:UInt32}`,
      params,
    ),
    ch.query<{ total: string }>(`SELECT count() AS total FROM rfv_scores WHERE ${PERIOD} AND cluster = {cluster:String}`, params),
  ]);
  return {
    totalCount: Number(count?.total ?? 0),
    rows: rows.map((row) => ({
      documentNo: row.document_no,
      r: Number(row.r),
      f: Number(row.f),
      v: Number(row.v),
      recencyDays: row.recency_days == null ? null : Number(row.recency_days),
      tickets: Number(row.tickets),
      revenue: Number(row.revenue),
      lastPurchase: row.last_date,
    })),
  };
}

/**
 * Each consumer's RFV cluster in the account's default analysis, latest period (best customers,
 * customer detail). Consumers not classified there (registered after its reference date) are absent.
 */
/**
 * The clusters of the account's default analysis, latest period, as a set-based source (columns
 * document_no, consumer — its cityHash64 key —, cluster; parameter {account:UUID}): segmentation
 * filters and groups by it in SQL.
 */
export const DEFAULT_RFV_CLUSTERS_SQL = `(SELECT document_no, consumer, cluster FROM rfv_scores
      WHERE account_id = {account:UUID}
        AND (analysis_id, period_id) IN (SELECT analysis_id, argMax(period_id, updated_at) FROM rfv_current_periods
                                          WHERE account_id = {account:UUID} AND is_default = 1 GROUP BY analysis_id))`;

export async function rfvClusterOf(ch: AnalyticsStore, accountId: string, documentNos: readonly string[]): Promise<Map<string, RfvCluster>> {
  if (documentNos.length === 0) return new Map();
  const rows = await ch.query<{ document_no: string; cluster: string }>(
    `SELECT document_no, cluster FROM rfv_scores
      WHERE account_id = {account:UUID} AND document_no IN {docs:Array(String)}
        AND (analysis_id, period_id) IN (SELECT analysis_id, argMax(period_id, updated_at) FROM rfv_current_periods
                                          WHERE account_id = {account:UUID} AND is_default = 1 GROUP BY analysis_id)`,
    { account: accountId, docs: [...documentNos] },
  );
  return new Map(rows.map((row) => [row.document_no, row.cluster as RfvCluster]));
}
