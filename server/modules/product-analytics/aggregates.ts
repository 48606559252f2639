import type { AnalyticsStore } from '../../stores';

/** The aggregate tables this module's processing step writes (processing drops old runs' rows). */
export const PRODUCT_AGGREGATES = ['agg_product_tickets', 'agg_product_daily'] as const;

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
  await ch.command(
    `INSERT INTO agg_product_daily
     SELECT {account:UUID}, {run:UUID}, local_date, unit_id_erp, sku, any(department), any(category), any(subcategory), max(is_weightable),
            count(), sum(quantity), sum(items), sumIf(quantity, is_weightable = 1), sum(revenue)
       FROM agg_product_tickets
      WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
      GROUP BY local_date, unit_id_erp, sku`,
    params,
  );
}

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}
