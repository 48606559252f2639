import type { AnalyticsStore } from '../../stores';
import { IN_SCOPE, ratio, scopeParams, type ProductScope } from './scope';

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

interface SumsRow {
  sku: string;
  dep: string;
  cat: string;
  subcat: string;
  weightable: number;
  tickets: string;
  quantity: number;
  items: number;
  kg: number;
  revenue: number;
}

/** Each product's additive sums in the scope (products that sold). */
export async function productSums(ch: AnalyticsStore, scope: ProductScope, skus: readonly string[] | null = null): Promise<SumsRow[]> {
  return ch.query<SumsRow>(
    `SELECT sku, any(department) AS dep, any(category) AS cat, any(subcategory) AS subcat, max(is_weightable) AS weightable,
            sum(tickets) AS tickets, toFloat64(sum(quantity)) AS quantity, toFloat64(sum(items)) AS items, toFloat64(sum(kg)) AS kg,
            toFloat64(sum(revenue)) AS revenue
       FROM agg_product_daily
      WHERE ${IN_SCOPE} AND ({all_skus:UInt8} = 1 OR sku IN {skus:Array(String)})
      GROUP BY sku`,
    { ...scopeParams(scope), all_skus: skus === null ? 1 : 0, skus: skus ?? [] },
  );
}

/** Each product's distinct loyalty consumers in the scope. */
export async function productClients(ch: AnalyticsStore, scope: ProductScope, skus: readonly string[] | null = null): Promise<Map<string, number>> {
  const rows = await ch.query<{ sku: string; clients: string }>(
    `SELECT sku, uniqExact(consumer) AS clients FROM agg_product_tickets
      WHERE ${IN_SCOPE} AND consumer != 0 AND ({all_skus:UInt8} = 1 OR sku IN {skus:Array(String)})
      GROUP BY sku`,
    { ...scopeParams(scope), all_skus: skus === null ? 1 : 0, skus: skus ?? [] },
  );
  return new Map(rows.map((row) => [row.sku, Number(row.clients)]));
}

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
 * The ranking page: every product that sold in the scope (its sums from the daily rows, its clients
 * from the ticket rows), the 100 first in the chosen order, and the scope's totals beside the same
 * totals over those 100 — distinct tickets and clients counted once however many of the products
 * they bought, from the ticket rows.
 */
export async function productRanking(
  ch: AnalyticsStore,
  scope: ProductScope,
  metric: RankingMetric,
  order: RankingOrder,
  size: number = RANKING_SIZE,
): Promise<ProductRanking> {
  const [sums, clients] = await Promise.all([productSums(ch, scope), productClients(ch, scope)]);
  const totalRevenue = sums.reduce((sum, row) => sum + row.revenue, 0);
  const all = sums.map((row) => figuresOf(row, clients.get(row.sku) ?? 0, '', totalRevenue));
  const listed = rankProducts(all, metric, order).slice(0, size);
  const skus = listed.map((row) => row.sku);
  const [[distinct], names] = await Promise.all([
    ch.query<{ tickets: string; tickets_top: string; clients: string; clients_top: string }>(
      `SELECT uniqExact(ticket) AS tickets, uniqExactIf(ticket, sku IN {skus:Array(String)}) AS tickets_top,
              uniqExactIf(consumer, consumer != 0) AS clients, uniqExactIf(consumer, consumer != 0 AND sku IN {skus:Array(String)}) AS clients_top
         FROM agg_product_tickets WHERE ${IN_SCOPE}`,
      { ...scopeParams(scope), skus },
    ),
    productNames(ch, scope.accountId, skus),
  ]);
  const items = sums.reduce((sum, row) => sum + row.items, 0);
  const tickets = Number(distinct?.tickets ?? 0);
  return {
    metric,
    order,
    NUM_PRODUTOS_ATIVOS: sums.length,
    VAL_FATURAMENTO_TOTAL: totalRevenue,
    VAL_FATURAMENTO_TOP_100: listed.reduce((sum, row) => sum + row.VAL_FATURAMENTO, 0),
    VAL_QUANTIDADE_KG_TOTAL: sums.reduce((sum, row) => sum + row.kg, 0),
    NUM_CUPONS_TOTAL: tickets,
    NUM_CUPONS_TOP_100: Number(distinct?.tickets_top ?? 0),
    NUM_CLIENTES_TOTAL: Number(distinct?.clients ?? 0),
    NUM_CLIENTES_TOP_100: Number(distinct?.clients_top ?? 0),
    VAL_PRECO_MEDIO: ratio(totalRevenue, items),
    VAL_QUANTIDADE_MEDIA_NA_CESTA: ratio(items, tickets),
    rows: listed.map((row, index) => ({ ...row, name: names.get(row.sku) ?? row.sku, position: index + 1 })),
  };
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
