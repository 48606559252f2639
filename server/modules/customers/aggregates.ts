import type { AnalyticsStore } from '../../stores';
import { BEST_CUSTOMERS_LIMIT, CUSTOMER_TICKETS } from './analytics';

/** The aggregate tables this module's processing step writes (processing drops old runs' rows). */
export const BEST_CUSTOMER_AGGREGATES = ['agg_best_customers_top'] as const;

/** How many months the best customers' default period covers (the page's `lastMonths`). */
export const BEST_CUSTOMERS_DEFAULT_MONTHS = 12;

/**
 * The stored period of the best customers (CH 018): the 12 months that end at the run's last loyalty
 * purchase day, from the first day of the month 11 months back — the page's default period when the
 * chain's sales are current (they end yesterday).
 */
export function bestCustomersWindow(lastDay: string): { start: string; end: string } {
  const start = new Date(`${lastDay.slice(0, 7)}-01T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - (BEST_CUSTOMERS_DEFAULT_MONTHS - 1));
  return { start: start.toISOString().slice(0, 10), end: lastDay };
}

/**
 * The leaders of the stored period, every store (CH 018), per view: everyone (''), natural ('F') and
 * legal ('J') persons — the top 100 with ties by revenue then tickets (rank() ≤ 100 keeps whoever ties
 * with the 100th). Revenue and tickets are agg_consumer_days' sums (the general query's figures);
 * items those of the same tickets (on or after the registration day), read for the few leaders.
 * Runs after the run's agg_consumer_days and agg_consumers.
 */
export async function buildBestCustomerAggregates(ch: AnalyticsStore, accountId: string, run: string): Promise<void> {
  const params = { account: accountId, run };
  const [last] = await ch.query<{ day: string; n: string }>(
    `SELECT toString(max(local_date)) AS day, count() AS n FROM agg_consumer_days WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}`,
    params,
  );
  if (!last || Number(last.n) === 0) return;
  const window = bestCustomersWindow(last.day);
  const period = { ...params, start: window.start, end: window.end, limit: BEST_CUSTOMERS_LIMIT };
  const leaders = await ch.query<{ view: string; document_no: string; revenue: string; tickets: string; last_day: string; favourite_unit: string }>(
    `SELECT view, document_no, toString(revenue) AS revenue, tickets, toString(last_day) AS last_day, favourite_unit
       FROM (SELECT view, document_no, revenue, tickets, last_day, favourite_unit,
                    rank() OVER (PARTITION BY view ORDER BY revenue DESC, tickets DESC) AS position
               FROM (SELECT document_no, any(person_type) AS person_type, sum(unit_revenue) AS revenue, sum(unit_tickets) AS tickets,
                            max(unit_last) AS last_day, argMax(unit_id_erp, (unit_tickets, unit_revenue, unit_id_erp)) AS favourite_unit
                       FROM (SELECT document_no, unit_id_erp, any(person_type) AS person_type, sum(tickets) AS unit_tickets, sum(revenue) AS unit_revenue,
                                    max(local_date) AS unit_last
                               FROM agg_consumer_days
                              WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
                                AND local_date BETWEEN toDate({start:String}) AND toDate({end:String})
                              GROUP BY document_no, unit_id_erp)
                      GROUP BY document_no)
              ARRAY JOIN ['', person_type] AS view)
      WHERE position <= {limit:UInt32}`,
    period,
  );
  if (leaders.length === 0) return;
  const documents = [...new Set(leaders.map((row) => row.document_no))];
  const items = await ch.query<{ document_no: string; items: string }>(
    `SELECT t.document_no AS document_no, toString(sum(t.items)) AS items
       FROM ${CUSTOMER_TICKETS.tickets} AS t
       INNER JOIN (SELECT document_no, created_date FROM agg_consumers
                    WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} AND document_no IN {documents:Array(String)}) AS c
          ON t.document_no = c.document_no
      WHERE t.account_id = {account:UUID} AND t.document_no IN {documents:Array(String)}
        AND t.local_date BETWEEN toDate({start:String}) AND toDate({end:String}) AND t.local_date >= c.created_date
      GROUP BY t.document_no`,
    { ...period, documents },
  );
  const itemsOf = new Map(items.map((row) => [row.document_no, row.items]));
  await ch.insert(
    'agg_best_customers_top',
    leaders.map((row) => ({
      account_id: accountId,
      processing_uuid: run,
      window_start: window.start,
      window_end: window.end,
      view: row.view,
      document_no: row.document_no,
      revenue: row.revenue,
      tickets: Number(row.tickets),
      items: itemsOf.get(row.document_no) ?? '0',
      last_day: row.last_day,
      favourite_unit: row.favourite_unit,
    })),
  );
}
