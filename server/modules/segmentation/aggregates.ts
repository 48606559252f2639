import type { AnalyticsStore, Queryable } from '../../stores';
import { NORMALISE_SQL } from './compile';

/** The aggregate tables segmentation's processing step writes (processing drops old runs' rows). */
export const SEGMENT_AGGREGATES = ['agg_segment_consumers', 'agg_consumer_day_products', 'agg_consumer_tags'] as const;

/** Tags are copied into the analytics store in chunks of this many rows. */
const TAG_CHUNK = 50_000;

/**
 * Builds segmentation's per-consumer data of one processing run (CH migration 011), after the run's
 * agg_consumer_days and agg_consumers: one row per registered consumer with every attribute a
 * criterion reads, the loyalty quantities per consumer, day and product (read from the items once
 * here, never per evaluation), and the consumers' tags from the operational store.
 */
export async function buildSegmentAggregates(db: Queryable, ch: AnalyticsStore, accountId: string, run: string): Promise<void> {
  const params = { account: accountId, run };
  await ch.command(
    `INSERT INTO agg_segment_consumers
     SELECT {account:UUID}, {run:UUID}, c.document_no, cityHash64(c.document_no), c.person_type, c.gender, c.birth_date, c.created_date, c.unit_id_erp,
            ${NORMALISE_SQL('c.city_name')}, ${NORMALISE_SQL('c.neighborhood')}, ${NORMALISE_SQL('c.federative_unit')},
            c.opt_in_sms AND c.mobile_valid, c.opt_in_email AND c.email_valid, c.opt_in_whatsapp AND c.mobile_valid, c.opt_in_push,
            a.first_date, a.last_date, c.latitude, c.longitude,
            arrayMap(x -> x.1, d.purchases), arrayMap(x -> x.2, d.purchases), arrayMap(x -> x.3, d.purchases)
       FROM (SELECT * FROM dim_consumers FINAL WHERE account_id = {account:UUID}) AS c
       LEFT JOIN (SELECT document_no, first_date, last_date FROM agg_consumers WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}) AS a
         ON c.document_no = a.document_no
       LEFT JOIN (SELECT document_no, arraySort(groupArray((local_date, tickets, revenue))) AS purchases
                    FROM (SELECT document_no, local_date, toUInt32(sum(tickets)) AS tickets, sum(revenue) AS revenue
                            FROM agg_consumer_days WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
                           GROUP BY document_no, local_date)
                   GROUP BY document_no) AS d
         ON c.document_no = d.document_no`,
    params,
  );
  // Loyalty items (metrics contract): the ticket's document is a consumer registered on or before its day.
  await ch.command(
    `INSERT INTO agg_consumer_day_products
     SELECT {account:UUID}, {run:UUID}, ifNull(p.department, ''), ifNull(p.category, ''), i.sku, i.local_date, cityHash64(i.document_no), sum(i.quantity), sum(i.total)
       FROM ticket_items AS i
       INNER JOIN (SELECT document_no, created_date FROM dim_consumers FINAL WHERE account_id = {account:UUID}) AS c ON i.document_no = c.document_no
       LEFT JOIN (SELECT sku, department, category FROM dim_products FINAL WHERE account_id = {account:UUID}) AS p ON i.sku = p.sku
      WHERE i.account_id = {account:UUID} AND i.document_no != '' AND c.created_date <= i.local_date
      GROUP BY p.department, p.category, i.sku, i.local_date, i.document_no`,
    params,
  );
  for (let offset = 0; ; offset += TAG_CHUNK) {
    const rows = await db.query<{ document_no: string; tag: string }>(
      'select document_no, tag from consumer_tags where account_id = $1 order by document_no, tag limit $2 offset $3',
      [accountId, TAG_CHUNK, offset],
    );
    if (rows.length === 0) break;
    await ch.command(
      `INSERT INTO agg_consumer_tags SELECT {account:UUID}, {run:UUID}, tag, cityHash64(document_no)
         FROM (SELECT arrayJoin(arrayZip({docs:Array(String)}, {tags:Array(String)})) AS pair, pair.1 AS document_no, pair.2 AS tag)`,
      { ...params, docs: rows.map((row) => row.document_no), tags: rows.map((row) => row.tag) },
    );
    if (rows.length < TAG_CHUNK) break;
  }
}
