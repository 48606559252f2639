import type { AnalyticsStore } from '../../stores';
import { CATALOGUE, IN_SCOPE, PERIOD, ROLLUP_PERIOD, ROLLUP_SIGN, RUN, SET_PERIOD, UNITS, ratio, rollupParams, scopeParams, setParams, wholeLevel, type ProductScope } from './scope';

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
 * Distinct loyalty consumers of the rows grouped: `arrayUniq(groupArray(…))` is exact, like
 * `uniqExact`, and measured ~40 % faster over many small groups (every product of a period: 120 →
 * 75 ms), where uniqExact builds one hash set per group.
 */
export const DISTINCT_CLIENTS = 'arrayUniq(groupArray(consumer))';

/**
 * Loyalty rows of the scope's period (CH 022, sorted by day): every product's or group's clients
 * without a catalogue filter; a department's are a few ranges of the catalogue-sorted ticket rows.
 */
export const loyaltyRows = (scope: ProductScope) =>
  scope.department === null ? `agg_product_loyalty_rows WHERE ${IN_SCOPE}` : `agg_product_catalogue_tickets WHERE ${IN_SCOPE} AND consumer != 0`;

/**
 * Rows of the scope's period of some products: CH 022's ticket rows sorted by month and product, where
 * each product's rows of a month are one range.
 */
export const LISTED_ROWS = `agg_product_sku_tickets WHERE ${RUN} AND ${PERIOD} AND ${UNITS} AND sku IN {listed:Array(String)}`;

/** Some products' distinct loyalty consumers each in the scope. */
export async function listedClients(ch: AnalyticsStore, scope: ProductScope, skus: readonly string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await ch.query<{ sku: string; clients: string }>(
    `SELECT sku, ${DISTINCT_CLIENTS} AS clients FROM ${LISTED_ROWS} AND consumer != 0 GROUP BY sku`,
    { ...scopeParams(scope), listed: skus },
  );
  return new Map(rows.map((row) => [row.sku, Number(row.clients)]));
}

/** Columns of `LISTED_ROWS` that `LISTED_FIGURES` reads. */
const LISTED_COLUMNS = 'sku, department, category, subcategory, is_weightable, consumer, ticket, quantity AS q, items AS i, revenue AS r';

/**
 * A product's sums, catalogue place and distinct clients from its ticket rows (`LISTED_COLUMNS`). The
 * sums are the per-product rollup's (CH 020 sums these same rows).
 */
const LISTED_FIGURES = `any(department) AS dep, any(category) AS cat, any(subcategory) AS subcat, max(is_weightable) AS weightable,
            count() AS tickets, countIf(consumer != 0) AS loyalty_tickets, toFloat64(sum(q)) AS quantity, toFloat64(sum(i)) AS items,
            toFloat64(sumIf(q, is_weightable = 1)) AS kg, toFloat64(sum(r)) AS revenue, arrayUniq(groupArrayIf(consumer, consumer != 0)) AS clients`;

/**
 * The listed products' sums, catalogue places and distinct clients each, and their distinct tickets
 * and clients together (a ticket or a client counted once however many of them it bought), in one
 * pass over their rows, so a ranking that found its products by clients reads no other sums.
 */
async function listedDistinct(ch: AnalyticsStore, scope: ProductScope, skus: readonly string[]) {
  if (skus.length === 0) return { clients: new Map<string, number>(), sums: new Map<string, SumsRow>(), tickets: 0, together: 0 };
  const rows = await ch.query<SumsRow & { whole: number; clients: string; distinct_tickets: string }>(
    `SELECT sku, grouping(sku) AS whole, ${LISTED_FIGURES}, if(grouping(sku) = 1, uniqExact(ticket), 0) AS distinct_tickets
       FROM (SELECT ${LISTED_COLUMNS} FROM ${LISTED_ROWS})
      GROUP BY GROUPING SETS ((sku), ())`,
    { ...scopeParams(scope), listed: skus },
  );
  const whole = rows.find((row) => Number(row.whole) === 1);
  const each = rows.filter((row) => Number(row.whole) === 0);
  return {
    clients: new Map(each.map((row) => [row.sku, Number(row.clients)])),
    sums: new Map(each.map((row) => [row.sku, row])),
    tickets: Number(whole?.distinct_tickets ?? 0),
    together: Number(whole?.clients ?? 0),
  };
}

/**
 * Of some products (a search's), those that sold in the scope with their sums, places and distinct
 * clients from their own ticket rows, best revenue first (then SKU), at most `limit`; and how many
 * sold. Their rows are one range a month each, so a few thousand products cost less than the
 * per-product rollup's whole period (1 100 products of 30 days: ~30 ms against ~50 ms with their
 * clients counted apart); past that the rollup is cheaper.
 */
export async function listedBest(ch: AnalyticsStore, scope: ProductScope, skus: readonly string[], limit: number) {
  if (skus.length === 0) return { rows: [], matched: 0 };
  const rows = await ch.query<SumsRow & { clients: string; matched: string }>(
    `SELECT sku, ${LISTED_FIGURES}, count() OVER () AS matched
       FROM (SELECT ${LISTED_COLUMNS} FROM ${LISTED_ROWS} AND ${CATALOGUE})
      GROUP BY sku ORDER BY revenue DESC, sku ASC LIMIT ${limit}`,
    { ...scopeParams(scope), listed: skus },
  );
  return { rows, matched: Number(rows[0]?.matched ?? 0) };
}

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
  const totals = await scopeTotals(ch, scope);
  const ranked = metric === 'CLIENTS' ? await rankByClients(ch, scope, order, limit, totals) : await rankedSums(ch, scope, ORDER_BY[metric], order === 'TOP' ? 'DESC' : 'ASC', limit);
  const skus = ranked.rows.map((row) => row.sku);
  const [listed, names] = await Promise.all([listedDistinct(ch, scope, skus), productNames(ch, scope.accountId, skus)]);
  const rows = ranked.rows.map((row, index) => {
    const sums = listed.sums.get(row.sku) ?? { ...EMPTY_SUMS, sku: row.sku };
    return { ...figuresOf(sums, row.clients ?? listed.clients.get(row.sku) ?? 0, names.get(row.sku) ?? row.sku, totals.revenue), position: index + 1 };
  });
  return {
    metric,
    order,
    NUM_PRODUTOS_ATIVOS: ranked.products,
    VAL_FATURAMENTO_TOTAL: totals.revenue,
    VAL_FATURAMENTO_TOP_100: rows.reduce((sum, row) => sum + row.VAL_FATURAMENTO, 0),
    VAL_QUANTIDADE_KG_TOTAL: totals.kg,
    NUM_CUPONS_TOTAL: totals.tickets,
    NUM_CUPONS_TOP_100: listed.tickets,
    NUM_CLIENTES_TOTAL: totals.clients,
    NUM_CLIENTES_TOP_100: listed.together,
    VAL_PRECO_MEDIO: ratio(totals.revenue, totals.items),
    VAL_QUANTIDADE_MEDIA_NA_CESTA: ratio(totals.items, totals.tickets),
    rows,
  };
}

const ORDER_BY: Record<Exclude<RankingMetric, 'CLIENTS'>, RankedBy> = { QUANTITY: 'items', REVENUE: 'revenue', TICKETS: 'tickets' };

/** A listed product of a ranking (its figures come from `listedDistinct`), with its clients when the ranking counted them. */
type RankedRow = Pick<SumsRow, 'sku'> & Partial<Pick<SumsRow, 'loyalty_tickets'>> & { clients?: number };

const EMPTY_SUMS: SumsRow = { sku: '', dep: '', cat: '', subcat: '', weightable: 0, tickets: '0', loyalty_tickets: '0', quantity: 0, items: 0, kg: 0, revenue: 0 };

/** The sum a ranking orders its products by. */
type RankedBy = 'revenue' | 'items' | 'tickets' | 'loyalty_tickets';

/** The first rows of a ranking, and counts over every product that sold. */
interface RankedSums {
  rows: RankedRow[];
  products: number;
  /** products that sold to no loyalty consumer */
  noLoyalty: number;
}

/**
 * The first `limit` products of the scope by one of their sums (then SKU, ascending), with how many
 * products sold and how many of them to no loyalty consumer, in one statement: the window functions
 * run before LIMIT, so every row carries the counts, and only the listed rows leave the store. Only
 * the sums it orders by are added up (CH 020's per-product rollup); the listed products' figures come
 * from `listedDistinct`.
 */
async function rankedSums(ch: AnalyticsStore, scope: ProductScope, by: RankedBy, direction: 'ASC' | 'DESC', limit: number): Promise<RankedSums> {
  const value = by === 'revenue' || by === 'items' ? `, toFloat64(sum(${ROLLUP_SIGN} * ${by})) AS ${by}` : '';
  const rows = await ch.query<RankedRow & { n_products: string; no_loyalty: string }>(
    `SELECT *, count() OVER () AS n_products, countIf(loyalty_tickets = 0) OVER () AS no_loyalty
       FROM (SELECT sku, sum(${ROLLUP_SIGN} * tickets) AS tickets, sum(${ROLLUP_SIGN} * loyalty_tickets) AS loyalty_tickets${value}
               FROM agg_product_periods WHERE ${ROLLUP_PERIOD} AND ${CATALOGUE} GROUP BY sku HAVING tickets > 0)
      ORDER BY ${by} ${direction}, sku ASC LIMIT ${limit}`,
    rollupParams(scope),
  );
  const [first] = rows;
  return { rows, products: Number(first?.n_products ?? 0), noLoyalty: Number(first?.no_loyalty ?? 0) };
}

/** The scope's figures over every product: distinct tickets and clients, revenue, items and kg. */
export interface ScopeTotals {
  tickets: number;
  clients: number;
  revenue: number;
  items: number;
  kg: number;
  /** products that sold, and those a loyalty consumer bought (every store only: CH 022's group sets; null for some stores) */
  products: number | null;
  loyaltyProducts: number | null;
}

/**
 * The scope's distinct tickets and additive sums (CH 020's group rollup: the level of its catalogue
 * filter); its distinct loyalty clients and products from CH 022's group sets for every store, or,
 * for some stores, clients from each day's consumers or the filtered department's or category's
 * ticket rows.
 */
export async function scopeTotals(ch: AnalyticsStore, scope: ProductScope): Promise<ScopeTotals> {
  const level = wholeLevel(scope);
  const GROUP = `level = {level:UInt8} AND department = {department:String} AND category = {category:String} AND subcategory = ''`;
  const [[sums], [distinct]] = await Promise.all([
    ch.query<{ tickets: string; revenue: number; items: number; kg: number }>(
      `SELECT sum(${ROLLUP_SIGN} * tickets) AS tickets, toFloat64(sum(${ROLLUP_SIGN} * revenue)) AS revenue, toFloat64(sum(${ROLLUP_SIGN} * items)) AS items,
              toFloat64(sum(${ROLLUP_SIGN} * kg)) AS kg
         FROM agg_product_group_periods WHERE ${ROLLUP_PERIOD} AND ${GROUP}`,
      { ...rollupParams(scope), level },
    ),
    scope.units === null
      ? ch.query<{ clients: string; products: string | null; loyalty_products: string | null }>(
          `SELECT groupBitmapMerge(consumers) AS clients, groupBitmapMerge(products) AS products, groupBitmapMerge(loyalty_products) AS loyalty_products
             FROM agg_product_group_sets WHERE ${SET_PERIOD} AND ${GROUP}`,
          { ...setParams(scope), level },
        )
      : ch.query<{ clients: string; products: null; loyalty_products: null }>(
          level === 0
            ? `SELECT uniqExact(consumer) AS clients, NULL AS products, NULL AS loyalty_products FROM agg_product_consumer_days WHERE ${RUN} AND ${PERIOD} AND ${UNITS}`
            : `SELECT uniqExact(consumer) AS clients, NULL AS products, NULL AS loyalty_products FROM agg_product_catalogue_tickets WHERE ${IN_SCOPE} AND consumer != 0`,
          scopeParams(scope),
        ),
  ]);
  const count = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value));
  return {
    tickets: Number(sums?.tickets ?? 0),
    clients: Number(distinct?.clients ?? 0),
    revenue: sums?.revenue ?? 0,
    items: sums?.items ?? 0,
    kg: sums?.kg ?? 0,
    products: scope.units === null ? (count(distinct?.products) ?? 0) : null,
    loyaltyProducts: scope.units === null ? (count(distinct?.loyalty_products) ?? 0) : null,
  };
}

/**
 * The first `limit` products by distinct clients, exactly (rankProducts' order: clients, then SKU).
 * Top: a product's loyalty tickets bound its clients from above, so the best sellers by loyalty
 * tickets are counted (more and more of them) until every product left out has fewer loyalty tickets
 * than the last listed one has clients. Least: the products that sold to no loyalty consumer come
 * first (0 clients, by SKU); when they are fewer than `limit`, one statement counts every other
 * product's clients from CH 022's loyalty rows and keeps the fewest.
 */
async function rankByClients(ch: AnalyticsStore, scope: ProductScope, order: RankingOrder, limit: number, totals: ScopeTotals): Promise<RankedSums> {
  if (order === 'LEAST') {
    // products no loyalty consumer bought lead the list (0 clients, by SKU); the group sets say how
    // many there are, so when there are none the sums are not read to find them
    const noLoyalty = totals.products === null || totals.loyaltyProducts === null ? null : totals.products - totals.loyaltyProducts;
    const first = noLoyalty === 0 ? { rows: [], products: totals.products!, noLoyalty: 0 } : await rankedSums(ch, scope, 'loyalty_tickets', 'ASC', limit);
    if (first.noLoyalty >= limit) return { ...first, rows: first.rows.map((row) => ({ ...row, clients: 0 })) };
    // then every other product's clients, counted and ordered in the store
    const counted = await ch.query<{ sku: string; clients: string }>(
      `SELECT sku, ${DISTINCT_CLIENTS} AS clients FROM ${loyaltyRows(scope)} GROUP BY sku ORDER BY clients ASC, sku ASC LIMIT ${limit - first.noLoyalty}`,
      scopeParams(scope),
    );
    return {
      ...first,
      rows: [...first.rows.slice(0, first.noLoyalty).map((row) => ({ ...row, clients: 0 })), ...counted.map((row) => ({ sku: row.sku, clients: Number(row.clients) }))],
    };
  }
  for (let count = limit * 2; ; count *= 4) {
    // one more than the candidates: the best product left out, whose loyalty tickets bound the rest
    const byBound = await rankedSums(ch, scope, 'loyalty_tickets', 'DESC', count + 1);
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
