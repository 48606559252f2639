import type { AnalyticsStore } from '../../stores';
import { AGE_BAND_SQL, GENDER_SQL } from './scope';

/** The aggregate tables this module's processing step writes (processing drops old runs' rows). */
export const CUSTOMER_AGGREGATES = [
  'agg_consumer_profiles',
  'agg_consumer_months',
  'agg_consumer_categories',
  'agg_customer_cohorts',
  'agg_consumer_purchases',
  'agg_customer_demographics',
  'agg_customer_interests',
  'agg_consumer_birth_categories',
  'agg_customer_demographic_days',
] as const;

/**
 * Builds the customer analytics aggregates of one processing run. Runs after the run's
 * agg_consumer_days (the loyalty tickets per consumer and day), which the monthly rows are rolled
 * up from; the categories read the items of loyalty tickets once here, never per request.
 */
export async function buildCustomerAggregates(ch: AnalyticsStore, accountId: string, run: string): Promise<void> {
  const params = { account: accountId, run };
  await ch.command(
    `INSERT INTO agg_consumer_profiles
     SELECT {account:UUID}, {run:UUID}, document_no, created_date, unit_id_erp, person_type, gender, birth_date, city_name, neighborhood
       FROM dim_consumers FINAL WHERE account_id = {account:UUID}`,
    params,
  );
  await ch.command(
    `INSERT INTO agg_consumer_months
     SELECT {account:UUID}, {run:UUID}, toStartOfMonth(local_date) AS month, document_no, any(registration_unit), any(person_type),
            sum(tickets), sum(revenue)
       FROM agg_consumer_days
      WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
      GROUP BY month, document_no`,
    params,
  );
  // Loyalty items (metrics contract): the ticket's document is a consumer registered on or before its day.
  await ch.command(
    `INSERT INTO agg_consumer_categories
     SELECT {account:UUID}, {run:UUID}, toStartOfMonth(i.local_date) AS month, i.document_no, cityHash64(i.document_no),
            any(c.unit_id_erp), any(c.person_type), any(c.gender), any(c.birth_date), p.department, p.category, sum(i.total)
       FROM ticket_items AS i
       INNER JOIN (SELECT document_no, created_date, unit_id_erp, person_type, gender, birth_date FROM dim_consumers FINAL WHERE account_id = {account:UUID}) AS c
          ON i.document_no = c.document_no
       LEFT JOIN (SELECT sku, department, category FROM dim_products FINAL WHERE account_id = {account:UUID}) AS p
          ON i.sku = p.sku
      WHERE i.account_id = {account:UUID} AND i.document_no != '' AND c.created_date <= i.local_date
      GROUP BY month, i.document_no, p.department, p.category`,
    params,
  );
  await buildCustomerRollups(ch, accountId, run);
}

/**
 * The rollups of the pages (CH 012), summed from the run's per-consumer aggregates above: a page
 * reads these few rows instead of the per-consumer ones. Exported for the benchmarks, which write
 * synthetic per-consumer aggregates directly.
 */
export async function buildCustomerRollups(ch: AnalyticsStore, accountId: string, run: string): Promise<void> {
  const params = { account: accountId, run };
  // the retention cohorts (CH 012): each consumer once per month they bought in, keyed by their
  // first month ever; registration store and person type are the consumer's (constant per consumer)
  await ch.command(
    `INSERT INTO agg_customer_cohorts
     SELECT {account:UUID}, {run:UUID}, first, month, registration_unit, person_type, count()
       FROM (SELECT document_no, registration_unit, person_type, min(month) AS first, groupArray(month) AS months
               FROM agg_consumer_months
              WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
              GROUP BY document_no, registration_unit, person_type)
      ARRAY JOIN months AS month
      GROUP BY first, month, registration_unit, person_type`,
    params,
  );
  // each consumer's dimensions and loyalty purchase days (CH 012), days ascending
  await ch.command(
    `INSERT INTO agg_consumer_purchases
     SELECT {account:UUID}, {run:UUID}, ifNull(toYYYYMM(p.birth_date), 0), p.document_no, p.created_date, p.registration_unit, p.person_type,
            p.gender, p.birth_date, p.city_name, p.neighborhood, g.latitude, g.longitude,
            arrayMap(x -> x.1, d.sorted), arrayMap(x -> x.2, d.sorted), arrayMap(x -> x.3, d.sorted)
       FROM (SELECT * FROM agg_consumer_profiles WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}) AS p
       LEFT JOIN (SELECT document_no, arraySort(groupArray((local_date, day_tickets, day_revenue))) AS sorted
                    FROM (SELECT document_no, local_date, toUInt32(sum(tickets)) AS day_tickets, sum(revenue) AS day_revenue FROM agg_consumer_days
                           WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} GROUP BY document_no, local_date)
                   GROUP BY document_no) AS d
         ON p.document_no = d.document_no
       LEFT JOIN (SELECT document_no, latitude, longitude FROM dim_consumers FINAL WHERE account_id = {account:UUID}) AS g
         ON p.document_no = g.document_no`,
    params,
  );
  // the demographic rollup (CH 012): registered consumers (month 1970-01-01) and each month's loyalty
  // tickets and revenue, per registration store, person type and gender / birth month / neighbourhood
  const kinds = `[('gender', ${GENDER_SQL}), ('birth', toString(birth_ym)), ('place', neighborhood)]`;
  await ch.command(
    `INSERT INTO agg_customer_demographics
     SELECT {account:UUID}, {run:UUID}, toDate(0), kv.1 AS kind, registration_unit, person_type, kv.2 AS key, if(kind = 'place', city_name, '') AS city,
            count(), 0, 0
       FROM agg_consumer_purchases ARRAY JOIN ${kinds} AS kv
      WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
      GROUP BY kind, registration_unit, person_type, key, city`,
    params,
  );
  await ch.command(
    `INSERT INTO agg_customer_demographics
     SELECT {account:UUID}, {run:UUID}, toStartOfMonth(day) AS month, kv.1 AS kind, registration_unit, person_type, kv.2 AS key,
            if(kind = 'place', city_name, '') AS city, 0, sum(day_tickets), sum(day_revenue)
       FROM agg_consumer_purchases ARRAY JOIN days AS day, tickets AS day_tickets, revenue AS day_revenue ARRAY JOIN ${kinds} AS kv
      WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
      GROUP BY month, kind, registration_unit, person_type, key, city`,
    params,
  );
  // the category rows of the consumers with a birth date, sorted by it (CH 015): the interests' age
  // correction reads the birth dates a birthday moves between two days
  await ch.command(
    `INSERT INTO agg_consumer_birth_categories
     SELECT {account:UUID}, {run:UUID}, assumeNotNull(birth_date), consumer, month, registration_unit, person_type, department, category, revenue
       FROM agg_consumer_categories
      WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} AND birth_date IS NOT NULL`,
    params,
  );
  // each day's loyalty tickets and revenue per registration store, person type, gender group, birth
  // month and place (CH 015): the demographics' days outside a period inside its first and last months
  await ch.command(
    `INSERT INTO agg_customer_demographic_days
     SELECT {account:UUID}, {run:UUID}, day, registration_unit, person_type, ${GENDER_SQL} AS gender_group, birth_ym, city_name, neighborhood,
            sum(day_tickets), sum(day_revenue)
       FROM agg_consumer_purchases ARRAY JOIN days AS day, tickets AS day_tickets, revenue AS day_revenue
      WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
      GROUP BY day, registration_unit, person_type, gender_group, birth_ym, city_name, neighborhood`,
    params,
  );
  // the interests rollup (CH 012), per view and level: each consumer's months of buying the item, each
  // with the one before; the age bands at the run's last purchase day
  const [last] = await ch.query<{ day: string }>(
    `SELECT toString(max(local_date)) AS day FROM agg_consumer_days WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}`,
    params,
  );
  const bandDay = last?.day && last.day > '1970-01-01' ? last.day : '1970-01-01';
  const items: Record<number, string> = { 0: `'' AS dept, '' AS cat`, 1: `department AS dept, '' AS cat`, 2: 'department AS dept, category AS cat' };
  const band = AGE_BAND_SQL;
  for (const level of [0, 1, 2]) {
    // revenue: a plain sum per month and group (buyers 0)
    await ch.command(
      `INSERT INTO agg_customer_interests
       SELECT {account:UUID}, {run:UUID}, kv.1, ${level}, dept, month, toDate(0), registration_unit, person_type, kv.2, cat, toDate({end:String}), 0, sum(revenue)
         FROM (SELECT month, ${items[level]}, registration_unit, person_type, ${GENDER_SQL} AS gender_group, ${band} AS band_group, revenue
                 FROM agg_consumer_categories WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID})
        ARRAY JOIN [('G', gender_group), ('A', band_group)] AS kv
        GROUP BY kv.1, dept, month, registration_unit, person_type, kv.2, cat`,
      { ...params, end: bandDay },
    );
    // buyers: each consumer's months of buying the item, each with the one before (revenue 0)
    await ch.command(
      `INSERT INTO agg_customer_interests
       SELECT {account:UUID}, {run:UUID}, kv.1, ${level}, dept, month, if(i = 1, toDate(0), months[i - 1]) AS prev,
              unit, person, kv.2, cat, toDate({end:String}), count(), 0
         FROM (SELECT consumer, ${items[level]}, any(registration_unit) AS unit, any(person_type) AS person,
                      any(${GENDER_SQL}) AS gender_group, any(birth_date) AS birth_day, arraySort(groupUniqArray(month)) AS months
                 FROM agg_consumer_categories
                WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
                GROUP BY consumer, dept, cat)
        ARRAY JOIN months AS month, arrayEnumerate(months) AS i
        ARRAY JOIN [('G', gender_group), ('A', ${band.replaceAll('birth_date', 'birth_day')})] AS kv
        GROUP BY kv.1, dept, month, prev, unit, person, kv.2, cat`,
      { ...params, end: bandDay },
    );
  }
}
