import type { AnalyticsStore } from '../../stores';

/** The aggregate tables this module's processing step writes (processing drops old runs' rows). */
export const PRODUCT_AGGREGATES = [
  'agg_product_tickets',
  'agg_product_daily',
  'agg_product_catalogue_tickets',
  'agg_product_periods',
  'agg_product_group_periods',
  'agg_product_consumer_days',
  'agg_product_places',
  'agg_product_loyalty_rows',
  'agg_product_sku_tickets',
  'agg_product_consumer_ids',
  'agg_product_sku_ids',
  'agg_product_group_sets',
] as const;

/**
 * Builds the product analytics aggregates of one processing run (CH migration 013). The ticket rows
 * are written one month at a time: each month joins its item lines with its tickets' hours, and a
 * month of tickets fits in memory where two years of a large chain would not.
 */
export async function buildProductAggregates(ch: AnalyticsStore, accountId: string, run: string): Promise<void> {
  const params = { account: accountId, run };
  const [range] = await ch.query<{ first: string; last: string; n: string }>(
    `SELECT toString(min(local_date)) AS first, toString(max(local_date)) AS last, count() AS n FROM tickets WHERE account_id = {account:UUID}`,
    params,
  );
  if (!range || Number(range.n) === 0) return;
  for (let month = range.first.slice(0, 7) + '-01'; month <= range.last; month = nextMonth(month)) {
    // Loyalty (metrics contract): the ticket's document is a consumer registered on or before its day.
    await ch.command(
      `INSERT INTO agg_product_tickets
       SELECT {account:UUID}, {run:UUID}, i.local_date, i.unit_id_erp, i.sku, any(p.department), any(p.category), any(p.subcategory),
              any(t.local_hour), cityHash64(i.ticket_id) AS ticket,
              if(any(c.document_no) != '' AND any(c.created_date) <= i.local_date, cityHash64(i.document_no), 0),
              max(i.is_weightable), sum(i.quantity), sum(if(i.is_weightable = 1, 1, i.quantity)), sum(i.total)
         FROM ticket_items AS i
         INNER JOIN (SELECT ticket_id, local_hour FROM tickets
                      WHERE account_id = {account:UUID} AND local_date >= toDate({month:String}) AND local_date < addMonths(toDate({month:String}), 1)) AS t
            ON i.ticket_id = t.ticket_id
         LEFT JOIN (SELECT document_no, created_date FROM dim_consumers FINAL WHERE account_id = {account:UUID}) AS c
            ON i.document_no = c.document_no
         LEFT JOIN (SELECT sku, department, category, subcategory FROM dim_products FINAL WHERE account_id = {account:UUID}) AS p
            ON i.sku = p.sku
        WHERE i.account_id = {account:UUID} AND i.local_date >= toDate({month:String}) AND i.local_date < addMonths(toDate({month:String}), 1)
        GROUP BY i.local_date, i.unit_id_erp, i.sku, ticket, i.document_no`,
      { ...params, month },
    );
  }
  await buildProductRollups(ch, accountId, run, range.first, range.last);
}

/**
 * Everything the pages read besides the ticket rows, built from a run's agg_product_tickets (CH 013,
 * 020): the day × store rollup, the ticket rows sorted by catalogue (with the departments of each
 * ticket's other products), per-product and per-group sums per day and per week (each store and
 * every store), each day's loyalty consumers; and (CH 022) the loyalty rows alone, every row by product
 * and each group's consumers and products as bitmaps per day and week. `first`/`last`: the
 * run's days (month by month).
 */
export async function buildProductRollups(ch: AnalyticsStore, accountId: string, run: string, first: string, last: string): Promise<void> {
  const params = { account: accountId, run };
  const OWN = `account_id = {account:UUID} AND processing_uuid = {run:UUID}`;
  await ch.command(
    `INSERT INTO agg_product_daily
     SELECT {account:UUID}, {run:UUID}, local_date, unit_id_erp, sku, any(department), any(category), any(subcategory), max(is_weightable),
            count(), sum(quantity), sum(items), sumIf(quantity, is_weightable = 1), sum(revenue)
       FROM agg_product_tickets WHERE ${OWN}
      GROUP BY local_date, unit_id_erp, sku`,
    params,
  );
  await ch.command(
    `INSERT INTO agg_product_places
     SELECT {account:UUID}, {run:UUID}, sku, any(department), any(category) FROM agg_product_daily WHERE ${OWN} GROUP BY sku`,
    params,
  );
  // dense numbers of the run's loyalty consumers and products, for the group sets' bitmaps (CH 022)
  await ch.command(
    `INSERT INTO agg_product_consumer_ids
     SELECT {account:UUID}, {run:UUID}, consumer, toUInt32(row_number() OVER (ORDER BY consumer))
       FROM (SELECT DISTINCT consumer FROM agg_product_tickets WHERE ${OWN} AND consumer != 0)`,
    params,
  );
  await ch.command(
    `INSERT INTO agg_product_sku_ids
     SELECT {account:UUID}, {run:UUID}, sku, toUInt32(row_number() OVER (ORDER BY sku)) FROM agg_product_places WHERE ${OWN}`,
    params,
  );
  // from the month before the first day: the first day's week may start there
  for (let month = previousMonth(first.slice(0, 7) + '-01'); month <= last; month = nextMonth(month)) {
    const monthParams = { ...params, month };
    const MONTH = `${OWN} AND local_date >= toDate({month:String}) AND local_date < addMonths(toDate({month:String}), 1)`;
    // a ticket's other departments: its lines' departments but the row's own product
    await ch.command(
      `INSERT INTO agg_product_catalogue_tickets
       SELECT account_id, processing_uuid, local_date, unit_id_erp, sku, department, category, subcategory, local_hour, ticket, consumer,
              is_weightable, quantity, items, revenue, arrayDistinct(arrayFilter((d, s) -> s != sku, deps, skus))
         FROM (SELECT *, groupArray(department) OVER w AS deps, groupArray(sku) OVER w AS skus
                 FROM agg_product_tickets WHERE ${MONTH} WINDOW w AS (PARTITION BY ticket))`,
      monthParams,
    );
    await ch.command(
      `INSERT INTO agg_product_sku_tickets
       SELECT account_id, processing_uuid, local_date, unit_id_erp, sku, department, category, subcategory, ticket, consumer, is_weightable, quantity, items, revenue
         FROM agg_product_tickets WHERE ${MONTH}`,
      monthParams,
    );
    await ch.command(
      `INSERT INTO agg_product_loyalty_rows
       SELECT account_id, processing_uuid, local_date, unit_id_erp, sku, department, category, subcategory, consumer
         FROM agg_product_tickets WHERE ${MONTH} AND consumer != 0`,
      monthParams,
    );
    await ch.command(
      `INSERT INTO agg_product_consumer_days
       SELECT DISTINCT account_id, processing_uuid, local_date, unit_id_erp, consumer FROM agg_product_tickets WHERE ${MONTH} AND consumer != 0`,
      monthParams,
    );
    // sums per day (grain 0) and week (grain 1), per store and for every store (all_units 1)
    for (const [grain, bucket] of [[0, 'local_date'], [1, 'toMonday(local_date)']] as const) {
      // a week that starts in the previous month is written with that month (its Monday's)
      const WEEKS = grain === 0 ? MONTH : `${OWN} AND toMonday(local_date) >= toDate({month:String}) AND toMonday(local_date) < addMonths(toDate({month:String}), 1)`;
      await ch.command(
        `INSERT INTO agg_product_periods
         SELECT {account:UUID}, {run:UUID}, ${grain}, grouping(unit_id_erp) != 0, if(grouping(unit_id_erp) != 0, '', unit_id_erp), any(department), any(category), any(subcategory),
                ${bucket} AS p, sku, max(is_weightable), count(), countIf(consumer != 0), sum(quantity), sum(items), sumIf(quantity, is_weightable = 1), sum(revenue)
           FROM agg_product_tickets WHERE ${WEEKS}
          GROUP BY GROUPING SETS ((p, sku, unit_id_erp), (p, sku))`,
        monthParams,
      );
      await ch.command(
        `INSERT INTO agg_product_group_periods
         SELECT {account:UUID}, {run:UUID}, ${grain}, grouping(unit_id_erp) != 0, if(grouping(unit_id_erp) != 0, '', unit_id_erp),
                (grouping(department) = 0) + (grouping(category) = 0) + (grouping(subcategory) = 0),
                if(grouping(department) = 0, department, ''), if(grouping(category) = 0, category, ''), if(grouping(subcategory) = 0, subcategory, ''),
                ${bucket} AS p, uniqExact(ticket), sum(quantity), sum(items), sumIf(quantity, is_weightable = 1), sum(revenue)
           FROM agg_product_tickets WHERE ${WEEKS}
          GROUP BY GROUPING SETS ((p, unit_id_erp), (p, unit_id_erp, department), (p, unit_id_erp, department, category), (p, unit_id_erp, department, category, subcategory),
                                  (p), (p, department), (p, department, category), (p, department, category, subcategory))`,
        monthParams,
      );
      // each day's group sets; the weeks' are merged from them once every month has its days (below)
      if (grain === 0) await ch.command(
        `INSERT INTO agg_product_group_sets
         SELECT {account:UUID}, {run:UUID}, 0, local_date AS p,
                (grouping(department) = 0) + (grouping(category) = 0) + (grouping(subcategory) = 0),
                if(grouping(department) = 0, department, ''), if(grouping(category) = 0, category, ''), if(grouping(subcategory) = 0, subcategory, ''),
                groupBitmapStateIf(c.id, r.consumer != 0), groupBitmapState(s.id), groupBitmapStateIf(s.id, r.consumer != 0)
           FROM (SELECT local_date, sku, department, category, subcategory, consumer FROM agg_product_tickets WHERE ${MONTH}) AS r
           LEFT JOIN (SELECT consumer, id FROM agg_product_consumer_ids WHERE ${OWN}) AS c ON r.consumer = c.consumer
           INNER JOIN (SELECT sku, id FROM agg_product_sku_ids WHERE ${OWN}) AS s ON r.sku = s.sku
          GROUP BY GROUPING SETS ((p), (p, department), (p, department, category), (p, department, category, subcategory))`,
        monthParams,
      );
    }
  }
  await ch.command(
    `INSERT INTO agg_product_group_sets
     SELECT {account:UUID}, {run:UUID}, 1, toMonday(period_start) AS p, level, department, category, subcategory,
            groupBitmapMergeState(consumers), groupBitmapMergeState(products), groupBitmapMergeState(loyalty_products)
       FROM agg_product_group_sets WHERE ${OWN} AND grain = 0
      GROUP BY p, level, department, category, subcategory`,
    params,
  );
}

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 1 ? `${year - 1}-12-01` : `${year}-${String(m - 1).padStart(2, '0')}-01`;
}
