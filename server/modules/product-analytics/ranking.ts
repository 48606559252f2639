import type { AnalyticsStore } from '../../stores';
import { CATALOGUE, IN_SCOPE, PERIOD, ROLLUP_PERIOD, ROLLUP_SIGN, RUN, UNITS, ratio, rollupParams, scopeParams, type ProductScope } from './scope';

/** What a ranking orders products by (spec §3 Product metrics). */
export type RankingMetric = 'QUANTITY' | 'REVENUE' | 'TICKETS' | 'CLIENTS';
/** Best sellers first (descending) or least sold first (ascending), spec §9. */
export type RankingOrder = 'TOP' | 'LEAST';

/** How many products a ranking lists (spec §9: top lists of 100 products). */
export const RANKING_SIZE = 100;

/** A product's figures in a scope. */
export interface ProductFigures {
  sku: string;
  name: string;
  department: string;
  category: string;
  subcategory: string;
  isWeightable: boolean;
  /** items as the metrics contract counts them: units sold, 1 per weighable line */
  NUM_ITENS: number;
  /** kg sold (weighable products; 0 otherwise) */
  VAL_QUANTIDADE_KG: number;
  VAL_FATURAMENTO: number;
  /** tickets with the product */
  NUM_CUPONS: number;
  /** distinct loyalty consumers who bought it */
  NUM_CLIENTES: number;
  /** revenue ÷ quantity: R$ per unit, or per kg for a weighable product */
  VAL_PRECO_MEDIO: number;
  /** items ÷ tickets with the product */
  VAL_QUANTIDADE_MEDIA_NA_CESTA: number;
  /** % of the scope's revenue */
  PER_FATURAMENTO: number;
}

export interface RankingRow extends ProductFigures {
  position: number;
}

/** The product-metric fields of spec §3 for a scope, and its top (or least) 100 products. */
export interface ProductRanking {
  metric: RankingMetric;
  order: RankingOrder;
  NUM_PRODUTOS_ATIVOS: number;
  VAL_FATURAMENTO_TOTAL: number;
  VAL_FATURAMENTO_TOP_100: number;
  VAL_QUANTIDADE_KG_TOTAL: number;
  NUM_CUPONS_TOTAL: number;
  NUM_CUPONS_TOP_100: number;
  NUM_CLIENTES_TOTAL: number;
  NUM_CLIENTES_TOP_100: number;
  VAL_PRECO_MEDIO: number;
  VAL_QUANTIDADE_MEDIA_NA_CESTA: number;
  rows: RankingRow[];
}

export interface SumsRow {
  sku: string;
  dep: string;
  cat: string;
  subcat: string;
  weightable: number;
  tickets: string;
  /** tickets with a loyalty consumer: the product's clients are at most this many */
  loyalty_tickets: string;
  quantity: number;
  items: number;
  kg: number;
  revenue: number;
}

/** The scope's products, or only the SKUs asked for (`all_skus`, `skus`). */
const ASKED_SKUS = `({all_skus:UInt8} = 1 OR sku IN {skus:Array(String)})`;

/**
 * Each product's additive sums in the scope for the products `where` selects (CH 020's per-product
 * rollup), with its catalogue place when `place` (a ranking reads the place of its listed rows only).
 */
export const productSumsSql = (where: string, place: boolean) => `SELECT sku,
            ${place ? 'any(department) AS dep, any(category) AS cat, any(subcategory) AS subcat, max(is_weightable) AS weightable,' : ''}
            sum(${ROLLUP_SIGN} * tickets) AS tickets, sum(${ROLLUP_SIGN} * loyalty_tickets) AS loyalty_tickets,
            toFloat64(sum(${ROLLUP_SIGN} * quantity)) AS quantity, toFloat64(sum(${ROLLUP_SIGN} * items)) AS items,
            toFloat64(sum(${ROLLUP_SIGN} * kg)) AS kg, toFloat64(sum(${ROLLUP_SIGN} * revenue)) AS revenue
       FROM agg_product_periods
      WHERE ${ROLLUP_PERIOD} AND ${CATALOGUE} AND ${where}
      GROUP BY sku HAVING tickets > 0`;
const RANK_SUMS = productSumsSql(ASKED_SKUS, false);
const PRODUCT_SUMS = productSumsSql(ASKED_SKUS, true);

/**
 * Each product's additive sums in the scope (products that sold), from the weeks and days of CH 020's
 * per-product rollup that make up the period.
 */
export async function productSums(ch: AnalyticsStore, scope: ProductScope, skus: readonly string[] | null = null): Promise<SumsRow[]> {
  return ch.query<SumsRow>(
    PRODUCT_SUMS,
    { ...rollupParams(scope), all_skus: skus === null ? 1 : 0, skus: skus ?? [] },
  );
}

/**
 * Rows of the scope's period (CH 013's ticket rows, sorted by day) of some products: a period is a few
 * million rows at most, and reading its SKU column to keep a hundred products is cheaper than the
 * scattered ranges of those products in the catalogue-sorted copy.
 */
const LISTED = `${RUN} AND ${PERIOD} AND ${UNITS} AND sku IN {listed:Array(String)}`;

/** Some products' distinct loyalty consumers each in the scope. */
async function listedClients(ch: AnalyticsStore, scope: ProductScope, skus: readonly string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await ch.query<{ sku: string; clients: string }>(
    `SELECT sku, uniqExact(consumer) AS clients FROM agg_product_tickets WHERE ${LISTED} AND consumer != 0 GROUP BY sku`,
    { ...scopeParams(scope), listed: skus },
  );
  return new Map(rows.map((row) => [row.sku, Number(row.clients)]));
}

/**
 * The listed products' distinct clients each, and their distinct tickets and clients together (a
 * ticket or a client counted once however many of them it bought), in one pass over their rows.
 */
async function listedDistinct(ch: AnalyticsStore, scope: ProductScope, skus: readonly string[]) {
  if (skus.length === 0) return { clients: new Map<string, number>(), places: new Map<string, ListedRow>(), tickets: 0, together: 0 };
  const rows = await ch.query<ListedRow & { whole: number; clients: string; tickets: string }>(
    `SELECT sku, grouping(sku) AS whole, any(department) AS dep, any(category) AS cat, any(subcategory) AS subcat, max(is_weightable) AS weightable,
            uniqExactIf(consumer, consumer != 0) AS clients, if(grouping(sku) = 1, uniqExact(ticket), 0) AS tickets
       FROM agg_product_tickets WHERE ${LISTED} GROUP BY GROUPING SETS ((sku), ())`,
    { ...scopeParams(scope), listed: skus },
  );
  const whole = rows.find((row) => Number(row.whole) === 1);
  const each = rows.filter((row) => Number(row.whole) === 0);
  return {
    clients: new Map(each.map((row) => [row.sku, Number(row.clients)])),
    places: new Map(each.map((row) => [row.sku, row])),
    tickets: Number(whole?.tickets ?? 0),
    together: Number(whole?.clients ?? 0),
  };
}

/** A listed product's catalogue place and whether it is weighable. */
type ListedRow = Pick<SumsRow, 'sku' | 'dep' | 'cat' | 'subcat' | 'weightable'>;

/** A product of the run: its SKU and the catalogue place CH 020's ticket rows are sorted by. */
export interface PlacedSku {
  sku: string;
  dep: string;
  cat: string;
}

/** Where some products' ticket rows are (CH 020 agg_product_places); products the run never sold are left out. */
export async function productPlaces(ch: AnalyticsStore, scope: Pick<ProductScope, 'accountId' | 'run'>, skus: readonly string[]): Promise<PlacedSku[]> {
  if (skus.length === 0) return [];
  return ch.query<PlacedSku>(
    `SELECT sku, department AS dep, category AS cat FROM agg_product_places WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} AND sku IN {skus:Array(String)}`,
    { account: scope.accountId, run: scope.run, skus },
  );
}

/**
 * Rows of `agg_product_catalogue_tickets` of some products: their departments and categories narrow
 * the read to a few ranges of the sort key (a product has one place in a run, so the SKU decides).
 */
export const PLACED_SKUS = `department IN {placed_deps:Array(String)} AND category IN {placed_cats:Array(String)} AND sku IN {placed_skus:Array(String)}`;
export const placedParams = (skus: readonly PlacedSku[]) => ({
  placed_deps: [...new Set(skus.map((row) => row.dep))],
  placed_cats: [...new Set(skus.map((row) => row.cat))],
  placed_skus: skus.map((row) => row.sku),
});

/** Catalogue names of some products (the mirror of the operational store). */
export async function productNames(ch: AnalyticsStore, accountId: string, skus: readonly string[]): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const rows = await ch.query<{ sku: string; name: string }>(
    `SELECT sku, argMax(name, updated_at) AS name FROM dim_products WHERE account_id = {account:UUID} AND sku IN {skus:Array(String)} GROUP BY sku`,
    { account: accountId, skus },
  );
  return new Map(rows.map((row) => [row.sku, row.name]));
}

/** A product's figures from its sums, clients and the scope's revenue. */
export function figuresOf(row: SumsRow, clients: number, name: string, totalRevenue: number): ProductFigures {
  const tickets = Number(row.tickets);
  return {
    sku: row.sku,
    name,
    department: row.dep,
    category: row.cat,
    subcategory: row.subcat,
    isWeightable: Number(row.weightable) === 1,
    NUM_ITENS: row.items,
    VAL_QUANTIDADE_KG: row.kg,
    VAL_FATURAMENTO: row.revenue,
    NUM_CUPONS: tickets,
    NUM_CLIENTES: clients,
    VAL_PRECO_MEDIO: ratio(row.revenue, row.quantity),
    VAL_QUANTIDADE_MEDIA_NA_CESTA: ratio(row.items, tickets),
    PER_FATURAMENTO: ratio(row.revenue, totalRevenue) * 100,
  };
}

const METRIC_VALUE: Record<RankingMetric, (row: ProductFigures) => number> = {
  QUANTITY: (row) => row.NUM_ITENS,
  REVENUE: (row) => row.VAL_FATURAMENTO,
  TICKETS: (row) => row.NUM_CUPONS,
  CLIENTS: (row) => row.NUM_CLIENTES,
};

/**
 * Orders products by the metric, descending for the top list and ascending for the least sold
 * (spec §9); ties by SKU, ascending in both, so the list is the same on every run.
 */
export function rankProducts<T extends ProductFigures>(rows: readonly T[], metric: RankingMetric, order: RankingOrder): T[] {
  const value = METRIC_VALUE[metric];
  const sign = order === 'TOP' ? -1 : 1;
  return [...rows].sort((a, b) => sign * (value(a) - value(b)) || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
}

/**
 * The ranking page: every product that sold in the scope (its sums from CH 020's per-product rollup),
 * the 100 first in the chosen order, and the scope's totals beside the same totals over those 100 —
 * distinct tickets and clients counted once however many of the products they bought. Clients are
 * counted exactly for the listed products only (from their own ticket rows); a ranking by clients
 * finds its 100 with `rankByClients`.
 */
export async function productRanking(
  ch: AnalyticsStore,
  scope: ProductScope,
  metric: RankingMetric,
  order: RankingOrder,
  size: number = RANKING_SIZE,
): Promise<ProductRanking> {
  const limit = Math.max(1, Math.floor(size));
  const [ranked, totals] = await Promise.all([
    metric === 'CLIENTS' ? rankByClients(ch, scope, order, limit) : rankedSums(ch, scope, `${ORDER_BY[metric]} ${order === 'TOP' ? 'DESC' : 'ASC'}, sku ASC`, limit),
    scopeDistinct(ch, scope),
  ]);
  const skus = ranked.rows.map((row) => row.sku);
  const [listed, names] = await Promise.all([listedDistinct(ch, scope, skus), productNames(ch, scope.accountId, skus)]);
  const rows = ranked.rows.map((row, index) => {
    const place = listed.places.get(row.sku) ?? { dep: '', cat: '', subcat: '', weightable: 0 };
    const sums: SumsRow = { ...row, dep: place.dep, cat: place.cat, subcat: place.subcat, weightable: place.weightable };
    return { ...figuresOf(sums, row.clients ?? listed.clients.get(row.sku) ?? 0, names.get(row.sku) ?? row.sku, ranked.revenue), position: index + 1 };
  });
  return {
    metric,
    order,
    NUM_PRODUTOS_ATIVOS: ranked.products,
    VAL_FATURAMENTO_TOTAL: ranked.revenue,
    VAL_FATURAMENTO_TOP_100: rows.reduce((sum, row) => sum + row.VAL_FATURAMENTO, 0),
    VAL_QUANTIDADE_KG_TOTAL: ranked.kg,
    NUM_CUPONS_TOTAL: totals.tickets,
    NUM_CUPONS_TOP_100: listed.tickets,
    NUM_CLIENTES_TOTAL: totals.clients,
    NUM_CLIENTES_TOP_100: listed.together,
    VAL_PRECO_MEDIO: ratio(ranked.revenue, ranked.items),
    VAL_QUANTIDADE_MEDIA_NA_CESTA: ratio(ranked.items, totals.tickets),
    rows,
  };
}

const ORDER_BY: Record<Exclude<RankingMetric, 'CLIENTS'>, string> = { QUANTITY: 'items', REVENUE: 'revenue', TICKETS: 'tickets' };

/** A product's sums (no catalogue place), with its clients when the statement counted them. */
type RankedRow = Omit<SumsRow, 'dep' | 'cat' | 'subcat' | 'weightable'> & { clients?: number };

/** The first rows of a ranking and the scope's totals over every product that sold. */
interface RankedSums {
  rows: RankedRow[];
  products: number;
  revenue: number;
  items: number;
  kg: number;
  /** products that sold to no loyalty consumer */
  noLoyalty: number;
}

/**
 * The first `limit` products of the scope in an order of their sums, and the scope's totals over every
 * product, in one statement: the window functions run before LIMIT, so every row carries the totals,
 * and only the listed rows leave the store. `source` replaces the per-product sums (rankByClients
 * joins them with each product's clients).
 */
async function rankedSums(ch: AnalyticsStore, scope: ProductScope, orderBy: string, limit: number, source = RANK_SUMS): Promise<RankedSums> {
  const rows = await ch.query<RankedRow & { n_products: string; total_revenue: number; total_items: number; total_kg: number; no_loyalty: string }>(
    `SELECT *, count() OVER () AS n_products, sum(revenue) OVER () AS total_revenue, sum(items) OVER () AS total_items, sum(kg) OVER () AS total_kg,
            countIf(loyalty_tickets = 0) OVER () AS no_loyalty
       FROM (${source})
      ORDER BY ${orderBy} LIMIT ${limit}`,
    { ...rollupParams(scope), all_skus: 1, skus: [] },
  );
  const [first] = rows;
  return {
    rows: rows.map((row) => (row.clients === undefined ? row : { ...row, clients: Number(row.clients) })),
    products: Number(first?.n_products ?? 0),
    revenue: first?.total_revenue ?? 0,
    items: first?.total_items ?? 0,
    kg: first?.total_kg ?? 0,
    noLoyalty: Number(first?.no_loyalty ?? 0),
  };
}

/**
 * The scope's distinct tickets (CH 020's group rollup: the level of its catalogue filter) and distinct
 * loyalty clients (each day's consumers, or the filtered department's or category's ticket rows).
 */
export async function scopeDistinct(ch: AnalyticsStore, scope: ProductScope): Promise<{ tickets: number; clients: number }> {
  const level = scope.department === null ? 0 : scope.category === null ? 1 : 2;
  const [[tickets], [clients]] = await Promise.all([
    ch.query<{ n: string }>(
      `SELECT sum(${ROLLUP_SIGN} * tickets) AS n FROM agg_product_group_periods
        WHERE ${ROLLUP_PERIOD} AND level = {level:UInt8} AND department = {department:String} AND category = {category:String} AND subcategory = ''`,
      { ...rollupParams(scope), level },
    ),
    level === 0
      ? ch.query<{ n: string }>(`SELECT uniqExact(consumer) AS n FROM agg_product_consumer_days WHERE ${RUN} AND ${PERIOD} AND ${UNITS}`, scopeParams(scope))
      : ch.query<{ n: string }>(`SELECT uniqExact(consumer) AS n FROM agg_product_catalogue_tickets WHERE ${IN_SCOPE} AND consumer != 0`, scopeParams(scope)),
  ]);
  return { tickets: Number(tickets?.n ?? 0), clients: Number(clients?.n ?? 0) };
}

/**
 * The first `limit` products by distinct clients, exactly (rankProducts' order: clients, then SKU).
 * Top: a product's loyalty tickets bound its clients from above, so the best sellers by loyalty
 * tickets are counted (more and more of them) until every product left out has fewer loyalty tickets
 * than the last listed one has clients. Least: when enough products sold to no loyalty consumer they
 * are the list (0 clients, by SKU); otherwise one statement counts every product's clients and ranks
 * them in the store.
 */
async function rankByClients(ch: AnalyticsStore, scope: ProductScope, order: RankingOrder, limit: number): Promise<RankedSums> {
  if (order === 'LEAST') {
    const first = await rankedSums(ch, scope, 'loyalty_tickets ASC, sku ASC', limit);
    if (first.noLoyalty >= limit) return { ...first, rows: first.rows.map((row) => ({ ...row, clients: 0 })) };
    // a department's rows are a few ranges of the rows sorted by catalogue
    const table = scope.department === null ? 'agg_product_tickets' : 'agg_product_catalogue_tickets';
    return rankedSums(
      ch,
      scope,
      'clients ASC, sku ASC',
      limit,
      `SELECT s.*, c.clients AS clients FROM (${RANK_SUMS}) AS s
         LEFT JOIN (SELECT sku, toUInt64(uniqExact(consumer)) AS clients FROM ${table} WHERE ${IN_SCOPE} AND consumer != 0 GROUP BY sku) AS c ON s.sku = c.sku`,
    );
  }
  for (let count = limit * 2; ; count *= 4) {
    // one more than the candidates: the best product left out, whose loyalty tickets bound the rest
    const byBound = await rankedSums(ch, scope, 'loyalty_tickets DESC, sku ASC', count + 1);
    const candidates = byBound.rows.slice(0, count);
    const clients = await listedClients(ch, scope, candidates.map((row) => row.sku));
    const counted = candidates.map((row) => ({ ...row, clients: clients.get(row.sku) ?? 0 }));
    // rankProducts' order: clients descending, then SKU
    const ranked = counted.sort((a, b) => b.clients - a.clients || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0)).slice(0, limit);
    const next = byBound.rows[count];
    if (!next || (ranked.length === limit && Number(next.loyalty_tickets) < ranked[limit - 1].clients)) return { ...byBound, rows: ranked };
  }
}

/** The catalogue's departments and their categories (the filter's choices). */
export async function catalogueChoices(ch: AnalyticsStore, accountId: string): Promise<{ name: string; categories: string[] }[]> {
  const rows = await ch.query<{ department: string; categories: string[] }>(
    `SELECT department, arraySort(groupUniqArray(category)) AS categories
       FROM (SELECT department, category FROM dim_products FINAL WHERE account_id = {account:UUID})
      GROUP BY department ORDER BY department`,
    { account: accountId },
  );
  return rows.map((row) => ({ name: row.department, categories: row.categories }));
}
