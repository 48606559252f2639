import type { AnalyticsStore } from '../../stores';
import { PLACED_SKUS, placedParams, productNames, productPlaces, type PlacedSku } from './ranking';
import { PERIOD, ROLLUP_PERIOD, ROLLUP_SIGN, RUN, UNITS, ratio, rollupParams, scopeParams, type ProductScope } from './scope';

/** How many products or categories a comparison takes (issue 9: two to five). */
export const COMPARISON_MIN = 2;
export const COMPARISON_MAX = 5;
/** Periods up to this many days are drawn day by day; longer ones month by month. */
export const DAILY_SERIES_MAX_DAYS = 62;
/** How many candidates the page offers to choose from (best revenue in the period first). */
export const COMPARISON_CANDIDATES = 200;

/** Separates a category's department and name inside a key (no name holds it). */
const SEP = '\u001f';

export type ComparisonKind = 'PRODUCTS' | 'CATEGORIES';

/** A compared item: a product (its SKU) or a category (department and category). */
export type ComparedItem = { sku: string } | { department: string; category: string };

export interface ComparisonFigures {
  VAL_FATURAMENTO: number;
  NUM_ITENS: number;
  VAL_QUANTIDADE_KG: number;
  /** distinct tickets with the item */
  NUM_CUPONS: number;
  /** distinct loyalty consumers who bought the item */
  NUM_CLIENTES: number;
  /** revenue ÷ quantity (per kg for weighables): products only, 0 for a category */
  VAL_PRECO_MEDIO: number;
  /** % of the scope's revenue (every product of the stores) */
  PER_FATURAMENTO: number;
}

export interface ComparedRow {
  key: string;
  name: string;
  department: string;
  category: string;
  sku: string | null;
  current: ComparisonFigures;
  reference: ComparisonFigures;
  /** revenue per bucket of the current period, in `buckets` order */
  series: number[];
}

export interface Comparison {
  kind: ComparisonKind;
  granularity: 'DAY' | 'MONTH';
  /** YYYY-MM-DD (first day of the bucket) */
  buckets: string[];
  rows: ComparedRow[];
}

const keyExpr = (kind: ComparisonKind) => (kind === 'PRODUCTS' ? 'sku' : `concat(department, char(31), category)`);
const itemKey = (item: ComparedItem) => ('sku' in item ? item.sku : `${item.department}${SEP}${item.category}`);

interface FigureRow {
  k: string;
  revenue: number;
  items: number;
  kg: number;
  quantity: number;
}

/** The compared items' rows in CH 020's ticket rows sorted by catalogue (products by their place, categories by name). */
function itemRows(kind: ComparisonKind, keys: readonly string[], places: readonly PlacedSku[]) {
  return kind === 'PRODUCTS'
    ? { where: PLACED_SKUS, params: placedParams(places) }
    : {
        where: `department IN {pair_deps:Array(String)} AND category IN {pair_cats:Array(String)} AND ${keyExpr(kind)} IN {keys:Array(String)}`,
        params: { pair_deps: keys.map((key) => key.split(SEP)[0]), pair_cats: keys.map((key) => key.split(SEP)[1] ?? ''), keys },
      };
}

async function figuresOfPeriod(ch: AnalyticsStore, scope: ProductScope, kind: ComparisonKind, keys: readonly string[], places: readonly PlacedSku[]) {
  const expr = keyExpr(kind);
  const rows = itemRows(kind, keys, places);
  const [sums, distinct, [total]] = await Promise.all([
    kind === 'PRODUCTS'
      ? ch.query<Omit<FigureRow, 'quantity'> & { quantity_sum: number; tickets: string; clients: string }>(
          `SELECT sku AS k, toFloat64(sum(revenue)) AS revenue, toFloat64(sum(items)) AS items, toFloat64(sumIf(quantity, is_weightable = 1)) AS kg,
                  toFloat64(sum(quantity)) AS quantity_sum, count() AS tickets, uniqExactIf(consumer, consumer != 0) AS clients
             FROM agg_product_catalogue_tickets WHERE ${RUN} AND ${PERIOD} AND ${UNITS} AND ${rows.where} GROUP BY k`,
          { ...scopeParams(scope), ...rows.params },
        )
      : ch.query<FigureRow & { tickets: string }>(
          `SELECT ${expr} AS k, toFloat64(sum(${ROLLUP_SIGN} * revenue)) AS revenue, toFloat64(sum(${ROLLUP_SIGN} * items)) AS items,
                  toFloat64(sum(${ROLLUP_SIGN} * kg)) AS kg, toFloat64(sum(${ROLLUP_SIGN} * quantity)) AS quantity, sum(${ROLLUP_SIGN} * tickets) AS tickets
             FROM agg_product_group_periods WHERE ${ROLLUP_PERIOD} AND level = 2 AND ${expr} IN {keys:Array(String)} GROUP BY k`,
          { ...rollupParams(scope), keys },
        ),
    kind === 'PRODUCTS'
      ? Promise.resolve([])
      : ch.query<{ k: string; clients: string }>(
          `SELECT ${expr} AS k, uniqExact(consumer) AS clients
             FROM agg_product_catalogue_tickets WHERE ${RUN} AND ${PERIOD} AND ${UNITS} AND ${rows.where} AND consumer != 0 GROUP BY k`,
          { ...scopeParams(scope), ...rows.params },
        ),
    ch.query<{ revenue: number }>(
      `SELECT toFloat64(sum(${ROLLUP_SIGN} * revenue)) AS revenue FROM agg_product_group_periods WHERE ${ROLLUP_PERIOD} AND level = 0`,
      rollupParams(scope),
    ),
  ]);
  const bySum = new Map(sums.map((row) => [row.k, 'quantity_sum' in row ? { ...row, quantity: row.quantity_sum } : row]));
  const byClients = new Map<string, string>([...sums.map((row) => [row.k, 'clients' in row ? String(row.clients) : '0'] as const), ...distinct.map((row) => [row.k, row.clients] as const)]);
  const scopeRevenue = total?.revenue ?? 0;
  return (key: string): ComparisonFigures => {
    const sum = bySum.get(key);
    const revenue = sum?.revenue ?? 0;
    return {
      VAL_FATURAMENTO: revenue,
      NUM_ITENS: sum?.items ?? 0,
      VAL_QUANTIDADE_KG: sum?.kg ?? 0,
      NUM_CUPONS: Number(sum?.tickets ?? 0),
      NUM_CLIENTES: Number(byClients.get(key) ?? 0),
      VAL_PRECO_MEDIO: kind === 'PRODUCTS' ? ratio(revenue, sum?.quantity ?? 0) : 0,
      PER_FATURAMENTO: ratio(revenue, scopeRevenue) * 100,
    };
  };
}

/** Every bucket of a period: its days, or the first days of its months. */
function bucketsOf(start: string, end: string, granularity: 'DAY' | 'MONTH'): string[] {
  const out: string[] = [];
  if (granularity === 'DAY') {
    for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  } else {
    for (let month = `${start.slice(0, 7)}-01`; month <= end; ) {
      out.push(month);
      const [year, m] = month.split('-').map(Number);
      month = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
    }
  }
  return out;
}

/**
 * Two to five products or categories side by side: each one's figures in the period and in the
 * reference period (the same stores), and its revenue per day (per month past 62 days) in the period.
 * Tickets and clients are distinct within each item (a category's ticket with two of its products counts once).
 */
export async function comparison(
  ch: AnalyticsStore,
  scope: ProductScope,
  reference: { start: string; end: string },
  kind: ComparisonKind,
  items: readonly ComparedItem[],
): Promise<Comparison> {
  const own: ProductScope = { ...scope, department: null, category: null };
  const keys = [...new Set(items.map(itemKey))];
  const days = (Date.parse(scope.end) - Date.parse(scope.start)) / 86_400_000 + 1;
  const granularity = days <= DAILY_SERIES_MAX_DAYS ? 'DAY' : 'MONTH';
  const bucket = granularity === 'DAY' ? 'local_date' : 'toStartOfMonth(local_date)';
  const expr = keyExpr(kind);
  const places = kind === 'PRODUCTS' ? await productPlaces(ch, own, keys) : [];
  const rows = itemRows(kind, keys, places);
  const [current, previous, seriesRows, names] = await Promise.all([
    figuresOfPeriod(ch, own, kind, keys, places),
    figuresOfPeriod(ch, { ...own, ...reference }, kind, keys, places),
    kind === 'PRODUCTS'
      ? ch.query<{ k: string; b: string; revenue: number }>(
          `SELECT sku AS k, toString(${bucket}) AS b, toFloat64(sum(revenue)) AS revenue
             FROM agg_product_catalogue_tickets WHERE ${RUN} AND ${PERIOD} AND ${UNITS} AND ${rows.where} GROUP BY k, b`,
          { ...scopeParams(own), ...rows.params },
        )
      : ch.query<{ k: string; b: string; revenue: number }>(
          `SELECT ${expr} AS k, toString(${bucket.replace('local_date', 'period_start')}) AS b, toFloat64(sum(revenue)) AS revenue
             FROM agg_product_group_periods
            WHERE ${RUN} AND grain = 0 AND period_start BETWEEN toDate({start:String}) AND toDate({end:String}) AND level = 2
              AND (({all_units:UInt8} = 1 AND all_units = 1) OR ({all_units:UInt8} = 0 AND all_units = 0 AND unit_id_erp IN {units:Array(String)}))
              AND ${expr} IN {keys:Array(String)} GROUP BY k, b`,
          { ...scopeParams(own), keys },
        ),
    kind === 'PRODUCTS' ? productCatalogue(ch, scope.accountId, keys) : Promise.resolve(new Map<string, { name: string; department: string; category: string }>()),
  ]);
  const buckets = bucketsOf(scope.start, scope.end, granularity);
  const series = new Map<string, Map<string, number>>();
  for (const row of seriesRows) series.set(row.k, (series.get(row.k) ?? new Map()).set(row.b, row.revenue));
  return {
    kind,
    granularity,
    buckets,
    rows: keys.map((key) => {
      const [department, category] = kind === 'CATEGORIES' ? key.split(SEP) : [names.get(key)?.department ?? '', names.get(key)?.category ?? ''];
      return {
        key,
        name: kind === 'PRODUCTS' ? names.get(key)?.name ?? key : category,
        department,
        category,
        sku: kind === 'PRODUCTS' ? key : null,
        current: current(key),
        reference: previous(key),
        series: buckets.map((b) => series.get(key)?.get(b) ?? 0),
      };
    }),
  };
}

async function productCatalogue(ch: AnalyticsStore, accountId: string, skus: readonly string[]) {
  const rows = await ch.query<{ sku: string; name: string; dep: string; cat: string }>(
    `SELECT sku, argMax(name, updated_at) AS name, argMax(department, updated_at) AS dep, argMax(category, updated_at) AS cat
       FROM dim_products WHERE account_id = {account:UUID} AND sku IN {skus:Array(String)} GROUP BY sku`,
    { account: accountId, skus },
  );
  return new Map(rows.map((row) => [row.sku, { name: row.name, department: row.dep, category: row.cat }]));
}

/** What the page offers to compare: the products or categories that sold in the period, best revenue first. */
export async function comparisonCandidates(ch: AnalyticsStore, scope: ProductScope, kind: ComparisonKind) {
  const own: ProductScope = { ...scope, department: null, category: null };
  const rows = await ch.query<{ k: string; dep: string; cat: string; revenue: number }>(
    kind === 'PRODUCTS'
      ? `SELECT sku AS k, any(department) AS dep, any(category) AS cat, toFloat64(sum(${ROLLUP_SIGN} * revenue)) AS revenue
           FROM agg_product_periods WHERE ${ROLLUP_PERIOD} GROUP BY k HAVING sum(${ROLLUP_SIGN} * tickets) > 0 ORDER BY revenue DESC, k ASC LIMIT ${COMPARISON_CANDIDATES}`
      : `SELECT ${keyExpr(kind)} AS k, any(department) AS dep, any(category) AS cat, toFloat64(sum(${ROLLUP_SIGN} * revenue)) AS revenue
           FROM agg_product_group_periods WHERE ${ROLLUP_PERIOD} AND level = 2 GROUP BY k HAVING sum(${ROLLUP_SIGN} * tickets) > 0
          ORDER BY revenue DESC, k ASC LIMIT ${COMPARISON_CANDIDATES}`,
    rollupParams(own),
  );
  const names = kind === 'PRODUCTS' ? await productNames(ch, scope.accountId, rows.map((row) => row.k)) : new Map<string, string>();
  return rows.map((row) => ({
    key: row.k,
    sku: kind === 'PRODUCTS' ? row.k : null,
    name: kind === 'PRODUCTS' ? names.get(row.k) ?? row.k : row.cat,
    department: row.dep,
    category: row.cat,
    VAL_FATURAMENTO: row.revenue,
  }));
}
