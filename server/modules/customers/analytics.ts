import type { AnalyticsStore } from '../../stores';

/**
 * A consumer's loyalty figures over all their purchases (metrics contract): a loyalty ticket is one
 * with their document on or after their registration day.
 */
export interface CustomerKpis {
  revenue: number;
  tickets: number;
  items: number;
  firstPurchase: string | null;
  lastPurchase: string | null;
}

/** A consumer's loyalty tickets, newest first, with their lines. */
export interface CustomerPurchase {
  ticket_id: string;
  local_date: string;
  created_at: string;
  unit_id_erp: string;
  total: number;
  discount: number;
  items: number;
  lines: { line: number; sku: string; name: string; quantity: number; unit_price: number; discount: number; total: number }[];
}

export interface FavouriteProduct {
  sku: string;
  name: string;
  department: string;
  tickets: number;
  quantity: number;
  revenue: number;
}

export interface FavouriteDepartment {
  department: string;
  tickets: number;
  revenue: number;
  /** % of the consumer's loyalty item revenue */
  share: number;
}

/** How many favourites of each kind the detail shows. */
export const FAVOURITE_PRODUCTS = 10;
export const FAVOURITE_DEPARTMENTS = 5;

/** The consumer's loyalty tickets: their document, on or after their registration day. */
const OWN_TICKETS = `account_id = {account:UUID} AND document_no = {document:String} AND local_date >= toDate({registered:String})`;

/** Where a consumer's tickets and lines are read. */
export interface TicketSource {
  tickets: string;
  items: string;
}

/**
 * The copies of the facts with a document, ordered by (account, document) (CH 021, kept by
 * ingestion): one consumer's rows are one contiguous range. What the detail reads.
 */
export const CUSTOMER_TICKETS: TicketSource = { tickets: 'customer_tickets', items: 'customer_ticket_items' };

/**
 * The sales facts themselves (sorted by day and store; a document is found through its bloom
 * filter): the general source, which the tests compare CUSTOMER_TICKETS' answers with.
 */
export const SALES_FACTS: TicketSource = { tickets: 'tickets', items: 'ticket_items' };

interface Who {
  accountId: string;
  documentNo: string;
  /** registration day, YYYY-MM-DD */
  registered: string;
}

const params = (who: Who) => ({ account: who.accountId, document: who.documentNo, registered: who.registered });

export async function customerKpis(ch: AnalyticsStore, who: Who, source: TicketSource = CUSTOMER_TICKETS): Promise<CustomerKpis> {
  const [row] = await ch.query<{ revenue: string; tickets: string; items: string; first: string | null; last: string | null }>(
    `SELECT toString(sum(total)) AS revenue, count() AS tickets, toString(sum(items)) AS items,
            if(count() = 0, NULL, toString(min(local_date))) AS first, if(count() = 0, NULL, toString(max(local_date))) AS last
       FROM ${source.tickets} WHERE ${OWN_TICKETS}`,
    params(who),
  );
  return { revenue: Number(row.revenue), tickets: Number(row.tickets), items: Number(row.items), firstPurchase: row.first, lastPurchase: row.last };
}

/**
 * One page of the consumer's loyalty tickets, newest first, with their lines, and how many tickets
 * there are: one statement (the embedded engine runs one statement at a time, so each round trip
 * counts) — the page with the count of all the consumer's loyalty tickets beside each row, joined to
 * the page's lines gathered per ticket. Past the last page the count is read on its own.
 */
export async function customerPurchases(
  ch: AnalyticsStore,
  who: Who,
  offset: number,
  limit: number,
  source: TicketSource = CUSTOMER_TICKETS,
): Promise<{ rows: CustomerPurchase[]; total: number }> {
  const page = `SELECT ticket_id FROM ${source.tickets} WHERE ${OWN_TICKETS} ORDER BY created_at DESC, ticket_id DESC LIMIT {limit:UInt32} OFFSET {offset:UInt32}`;
  type Line = [line: number, sku: string, name: string, quantity: string, unit_price: string, discount: string, total: string];
  const tickets = await ch.query<{ ticket_id: string; day: string; instant: string; unit_id_erp: string; amount: string; off: string; quantity: string; matches: string; lines: Line[] }>(
    // aliases apart from the columns: ClickHouse would read an alias in WHERE in place of the column
    `SELECT t.ticket_id AS ticket_id, t.day AS day, t.instant AS instant, t.unit_id_erp AS unit_id_erp, t.amount AS amount, t.off AS off,
            t.quantity AS quantity, t.matches AS matches, l.lines AS lines
       FROM (SELECT ticket_id, created_at, toString(local_date) AS day, toString(created_at) AS instant, unit_id_erp,
                    toString(total) AS amount, toString(discount) AS off, toString(items) AS quantity, count() OVER () AS matches
               FROM ${source.tickets} WHERE ${OWN_TICKETS}
              ORDER BY created_at DESC, ticket_id DESC LIMIT {limit:UInt32} OFFSET {offset:UInt32}) AS t
       LEFT JOIN (SELECT i.ticket_id AS ticket_id,
                         arraySort((row) -> row.1, groupArray((i.line, i.sku, if(p.name = '', i.sku, p.name), toString(i.quantity),
                                                               toString(i.unit_price), toString(i.discount), toString(i.total)))) AS lines
                    FROM (SELECT ticket_id, line, sku, quantity, unit_price, discount, total FROM ${source.items}
                           WHERE ${OWN_TICKETS} AND ticket_id IN (${page})) AS i
                    LEFT JOIN (SELECT sku, name FROM dim_products FINAL WHERE account_id = {account:UUID}) AS p ON p.sku = i.sku
                   GROUP BY i.ticket_id) AS l ON l.ticket_id = t.ticket_id
      ORDER BY t.created_at DESC, t.ticket_id DESC`,
    { ...params(who), limit, offset },
  );
  const total =
    tickets.length > 0
      ? Number(tickets[0].matches)
      : Number((await ch.query<{ total: string }>(`SELECT count() AS total FROM ${source.tickets} WHERE ${OWN_TICKETS}`, params(who)))[0].total);
  return {
    rows: tickets.map((t) => ({
      ticket_id: t.ticket_id,
      local_date: t.day,
      created_at: t.instant,
      unit_id_erp: t.unit_id_erp,
      total: Number(t.amount),
      discount: Number(t.off),
      items: Number(t.quantity),
      lines: (t.lines ?? []).map(([line, sku, name, quantity, unitPrice, discount, total]) => ({
        line: Number(line),
        sku,
        name,
        quantity: Number(quantity),
        unit_price: Number(unitPrice),
        discount: Number(discount),
        total: Number(total),
      })),
    })),
    total,
  };
}

/** Money as whole cents (exact sums and comparisons of the store's decimals). */
const cents = (value: string) => Math.round(Number(value) * 100);
/** ClickHouse's order of strings (bytes). */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * What the consumer buys most: products by tickets (then revenue, then SKU), departments by revenue
 * (then name), the share of each in the consumer's loyalty item revenue. One statement reads the
 * consumer's lines once, summed per product with the product's tickets and its name and department
 * (a product missing from the catalogue: its SKU, no department); both rankings are made here from
 * those few rows, with the figures the per-item SQL gives (sums in exact cents).
 */
export async function customerFavourites(
  ch: AnalyticsStore,
  who: Who,
  source: TicketSource = CUSTOMER_TICKETS,
): Promise<{ products: FavouriteProduct[]; departments: FavouriteDepartment[] }> {
  const perProduct = await ch.query<{ sku: string; name: string; department: string; ticket_ids: string[]; quantity: string; revenue: string }>(
    `SELECT s.sku AS sku, if(p.name = '', s.sku, p.name) AS name, toString(p.department) AS department, s.ticket_ids AS ticket_ids,
            toString(s.quantity) AS quantity, toString(s.revenue) AS revenue
       FROM (SELECT sku, groupUniqArray(ticket_id) AS ticket_ids, sum(quantity) AS quantity, sum(total) AS revenue
               FROM ${source.items} WHERE ${OWN_TICKETS} GROUP BY sku) AS s
       LEFT JOIN (SELECT sku, name, department FROM dim_products FINAL WHERE account_id = {account:UUID}) AS p ON p.sku = s.sku`,
    params(who),
  );
  const products = perProduct
    .map((row) => ({ ...row, tickets: row.ticket_ids.length, cents: cents(row.revenue) }))
    .sort((a, b) => b.tickets - a.tickets || b.cents - a.cents || byBytes(a.sku, b.sku))
    .slice(0, FAVOURITE_PRODUCTS)
    .map((row) => ({ sku: row.sku, name: row.name, department: row.department, tickets: row.tickets, quantity: Number(row.quantity), revenue: row.cents / 100 }));
  const byDepartment = new Map<string, { tickets: Set<string>; cents: number }>();
  for (const row of perProduct) {
    const department = byDepartment.get(row.department) ?? { tickets: new Set<string>(), cents: 0 };
    for (const ticket of row.ticket_ids) department.tickets.add(ticket);
    department.cents += cents(row.revenue);
    byDepartment.set(row.department, department);
  }
  const allCents = [...byDepartment.values()].reduce((sum, row) => sum + row.cents, 0);
  const departments = [...byDepartment.entries()]
    .sort(([a, x], [b, y]) => y.cents - x.cents || byBytes(a, b))
    .slice(0, FAVOURITE_DEPARTMENTS)
    .map(([department, row]) => ({
      department,
      tickets: row.tickets.size,
      revenue: row.cents / 100,
      share: allCents === 0 ? 0 : (row.cents / 100 / (allCents / 100)) * 100,
    }));
  return { products, departments };
}

/** The scope of the best-customers ranking: the period (its end is the reference date), stores, person type. */
export interface BestCustomersScope {
  accountId: string;
  run: string;
  start: string;
  end: string;
  units: readonly string[] | null;
  personType: 'F' | 'J' | null;
}

/** How many customers the ranking holds (contract: top 100). */
export const BEST_CUSTOMERS_LIMIT = 100;

export interface BestCustomerFigures {
  document_no: string;
  revenue: number;
  tickets: number;
  items: number;
  last_purchase: string;
  created_date: string;
  favourite_unit: string;
}

/**
 * The best customers (contract "Best customers"): registered consumers ranked by loyalty revenue in
 * the period, ties broken by more tickets, then the earlier registration (then the document, so the
 * order is total); favourite store = most tickets (then more revenue, then the store id). The
 * default period over every store is read from processing's stored totals (CH 018: the default period's leaders); any other scope
 * from the per-consumer-day aggregates, items per basket then from the top consumers' own tickets.
 */
export async function bestCustomers(ch: AnalyticsStore, scope: BestCustomersScope): Promise<BestCustomerFigures[]> {
  const p = {
    account: scope.accountId,
    run: scope.run,
    start: scope.start,
    end: scope.end,
    all_units: scope.units === null ? 1 : 0,
    units: [...(scope.units ?? [])],
    person: scope.personType ?? '',
    limit: BEST_CUSTOMERS_LIMIT,
  };
  const stored = scope.units === null ? await storedLeaders(ch, p) : null;
  if (stored) return rank(stored.leaders, stored.created).map((row) => figures(row, Number(row.items ?? 0)));
  const days = `account_id = {account:UUID} AND processing_uuid = {run:UUID} AND local_date BETWEEN toDate({start:String}) AND toDate({end:String})
                AND ({all_units:UInt8} = 1 OR unit_id_erp IN {units:Array(String)}) AND ({person:String} = '' OR person_type = {person:String})`;
  // the leaders by revenue and tickets, with every consumer tied with the last one: their favourite
  // store and registration day (the next tie-break) are then read for these few only
  const leaders = await ch.query<{ document_no: string; revenue: string; tickets: string; last_purchase: string }>(
    `SELECT document_no, toString(total_revenue) AS revenue, total_tickets AS tickets, toString(last_day) AS last_purchase
       FROM (SELECT document_no, sum(revenue) AS total_revenue, sum(tickets) AS total_tickets, max(local_date) AS last_day
               FROM agg_consumer_days WHERE ${days}
              GROUP BY document_no
              ORDER BY total_revenue DESC, total_tickets DESC
              LIMIT {limit:UInt32} WITH TIES)`,
    p,
  );
  const documents = leaders.map((row) => row.document_no);
  const [registered, favourites] = leaders.length
    ? await Promise.all([
        registrationDays(ch, p, documents),
        ch.query<{ document_no: string; favourite_unit: string }>(
          `SELECT document_no, argMax(unit_id_erp, (unit_tickets, unit_revenue, unit_id_erp)) AS favourite_unit
             FROM (SELECT document_no, unit_id_erp, sum(tickets) AS unit_tickets, sum(revenue) AS unit_revenue
                     FROM agg_consumer_days WHERE ${days} AND document_no IN {documents:Array(String)} GROUP BY document_no, unit_id_erp)
            GROUP BY document_no`,
          { ...p, documents },
        ),
      ])
    : [new Map<string, string>(), []];
  const favouriteOf = new Map(favourites.map((row) => [row.document_no, row.favourite_unit]));
  const ranked = rank(leaders.map((row) => ({ ...row, favourite_unit: favouriteOf.get(row.document_no) ?? '', items: null })), registered);
  if (ranked.length === 0) return [];
  // their loyalty tickets' items: on or after each one's registration day, read above (no join),
  // from the copies ordered by document (CH 021)
  const registeredLeaders = ranked.filter((row) => registered.has(row.document_no));
  const items = await ch.query<{ document_no: string; items: string }>(
    `SELECT document_no, toString(sum(items)) AS items
       FROM ${CUSTOMER_TICKETS.tickets}
      WHERE account_id = {account:UUID} AND document_no IN {documents:Array(String)}
        AND local_date BETWEEN toDate({start:String}) AND toDate({end:String})
        AND local_date >= toDate(transform(document_no, {documents:Array(String)}, {created:Array(String)}, '2149-06-06'))
        AND ({all_units:UInt8} = 1 OR unit_id_erp IN {units:Array(String)})
      GROUP BY document_no`,
    { ...p, documents: registeredLeaders.map((row) => row.document_no), created: registeredLeaders.map((row) => row.created_date) },
  );
  const itemsOf = new Map(items.map((row) => [row.document_no, Number(row.items)]));
  return ranked.map((row) => figures(row, itemsOf.get(row.document_no) ?? 0));
}

type RankingParams = { account: string; run: string; start: string; end: string; person: string; limit: number };

interface Leader {
  document_no: string;
  revenue: string;
  tickets: string;
  last_purchase: string;
  favourite_unit: string;
  /** stored with the period's totals (CH 018), else read for the ranked few */
  items: string | null;
}

/**
 * The leaders from the stored totals of the default period (CH 018), when the scope is that period:
 * the same start and an end on or after the stored one (the stored period ends at the run's last
 * loyalty purchase, so nothing lies beyond it), every store. Null otherwise.
 */
async function storedLeaders(ch: AnalyticsStore, p: RankingParams): Promise<{ leaders: Leader[]; created: Map<string, string> } | null> {
  const [window] = await ch.query<{ start: string; end: string }>(
    `SELECT toString(window_start) AS start, toString(window_end) AS end FROM agg_best_customers_top
      WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} LIMIT 1`,
    p,
  );
  if (!window || window.start !== p.start || p.end < window.end) return null;
  const leaders = await ch.query<Leader>(
    `SELECT document_no, toString(revenue) AS revenue, tickets, toString(last_day) AS last_purchase, favourite_unit, toString(items) AS items
       FROM agg_best_customers_top
      WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} AND view = {person:String}`,
    p,
  );
  return { leaders, created: leaders.length ? await registrationDays(ch, p, leaders.map((row) => row.document_no)) : new Map() };
}

/** The registration day of each of these consumers (the ranking's third tie-break). */
async function registrationDays(ch: AnalyticsStore, p: RankingParams, documents: string[]): Promise<Map<string, string>> {
  const rows = await ch.query<{ document_no: string; created_date: string }>(
    `SELECT document_no, toString(created_date) AS created_date FROM agg_consumers
      WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} AND document_no IN {documents:Array(String)}`,
    { ...p, documents },
  );
  return new Map(rows.map((row) => [row.document_no, row.created_date]));
}

/** Revenue (exact cents), tickets, then the earlier registration (1970-01-01 when unknown, as a join gives), then the document; the top 100. */
function rank(leaders: Leader[], created: Map<string, string>) {
  return leaders
    .map((row) => ({ ...row, created_date: created.get(row.document_no) ?? '1970-01-01' }))
    .sort(
      (a, b) =>
        Math.round(Number(b.revenue) * 100) - Math.round(Number(a.revenue) * 100) ||
        Number(b.tickets) - Number(a.tickets) ||
        (a.created_date < b.created_date ? -1 : a.created_date > b.created_date ? 1 : 0) ||
        (a.document_no < b.document_no ? -1 : a.document_no > b.document_no ? 1 : 0),
    )
    .slice(0, BEST_CUSTOMERS_LIMIT);
}

function figures(row: ReturnType<typeof rank>[number], items: number): BestCustomerFigures {
  return {
    document_no: row.document_no,
    revenue: Number(row.revenue),
    tickets: Number(row.tickets),
    items,
    last_purchase: row.last_purchase,
    created_date: row.created_date,
    favourite_unit: row.favourite_unit,
  };
}
