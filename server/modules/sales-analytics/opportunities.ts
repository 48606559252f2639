import type { AnalyticsStore, Queryable } from '../../stores';
import { localToday } from '../../shared/dates';
import { addDays } from './metrics';

/**
 * Suggested-product opportunities (home dashboard). The rule, also written in the README and in the
 * widget's "Como calculamos":
 *
 * - Window: the 90 days ending on the account's last day with processed sales (up to yesterday).
 * - Active clients: registered consumers with a loyalty coupon in the window (of the chain, of each
 *   store, of the selected stores).
 * - Products: the 200 with the most revenue in the whole chain in the window.
 * - Penetration of a product: the share of active clients who bought it (loyalty coupons), in the
 *   chain and in each store.
 * - Missing buyers of a store: max(0, chain penetration × store's active clients − store's buyers).
 * - potentialRevenue = Σ over the selected stores (every store when none is selected) of missing
 *   buyers × the product's average spend per buying client in the chain (its loyalty revenue ÷ its
 *   buyers). For one store that is (chain % − store %) × store active clients × average spend.
 * - An opportunity is a product with potentialRevenue > 0; the list keeps the 20 largest.
 *
 * The selected stores' own figures go with it: clientsPercentage (their penetration),
 * revenuePercentage (the product's share of their revenue) and basketItemsPercentage (its share of
 * their items, counted as the metrics contract counts items).
 */

export const OPPORTUNITY_WINDOW_DAYS = 90;
export const OPPORTUNITY_TOP_PRODUCTS = 200;
export const OPPORTUNITY_LIST_SIZE = 20;

export interface OpportunityProduct {
  sku: string;
  name: string;
  department: string;
}

export interface OpportunityRow {
  products: OpportunityProduct[];
  /** share of the selected stores' active clients who bought it, 0–100 */
  clientsPercentage: number;
  /** the same share in the whole chain, 0–100 */
  chainClientsPercentage: number;
  /** share of the selected stores' revenue, 0–100 */
  revenuePercentage: number;
  /** share of the selected stores' items, 0–100 */
  basketItemsPercentage: number;
  /** buyers the selected stores lack to reach the chain's penetration (Σ of the stores' gaps, rounded) */
  missingClients: number;
  /** the chain's loyalty revenue of the product per buying client in the window */
  averageSpend: number;
  potentialRevenue: number;
}

export interface OpportunitiesResult {
  accountId: string;
  unitsKey: string;
  processingUuid: string;
  windowStart: string;
  windowEnd: string;
  activeClients: number;
  chainActiveClients: number;
  opportunities: OpportunityRow[];
  computedAt: Date;
}

/** The stored key of a store selection: id_erp sorted and joined; '' = every store. */
export function unitsKeyOf(units: readonly string[] | null | undefined): string {
  return [...new Set(units ?? [])].sort().join(',');
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

/** Item lines of the window with their loyalty flag (a loyalty coupon of that consumer, day and store). */
const LINES = `
  SELECT unit_id_erp, document_no, sku, toFloat64(total) AS line_total,
         toFloat64(if(is_weightable = 1, 1, quantity)) AS line_items,
         (local_date, unit_id_erp, document_no) IN (
           SELECT local_date, unit_id_erp, document_no FROM agg_consumer_days
            WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
              AND local_date BETWEEN toDate({start:String}) AND toDate({end:String})
         ) AS loyal
    FROM ticket_items
   WHERE account_id = {account:UUID} AND local_date BETWEEN toDate({start:String}) AND toDate({end:String})`;

/** Computes the opportunities of a selection from the current run's data (does not store them). */
export async function computeOpportunities(
  ch: AnalyticsStore,
  input: { accountId: string; run: string; units: readonly string[] | null; today?: string },
): Promise<Omit<OpportunitiesResult, 'computedAt'>> {
  const unitsKey = unitsKeyOf(input.units);
  const selected = unitsKey ? unitsKey.split(',') : [];
  const yesterday = addDays(input.today ?? localToday(), -1);
  const base = { account: input.accountId, run: input.run };
  const [last] = await ch.query<{ last_day: string | null }>(
    `SELECT if(count() = 0, NULL, toString(max(local_date))) AS last_day FROM agg_sales_daily
      WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} AND local_date <= toDate({yesterday:String})`,
    { ...base, yesterday },
  );
  const windowEnd = last?.last_day ?? yesterday;
  const windowStart = addDays(windowEnd, -(OPPORTUNITY_WINDOW_DAYS - 1));
  const empty = { accountId: input.accountId, unitsKey, processingUuid: input.run, windowStart, windowEnd };
  if (!last?.last_day) return { ...empty, activeClients: 0, chainActiveClients: 0, opportunities: [] };

  const params = { ...base, start: windowStart, end: windowEnd, all_units: selected.length ? 0 : 1, units: selected };
  const inSelection = `({all_units:UInt8} = 1 OR unit_id_erp IN {units:Array(String)})`;
  const actives = ch.query<{ unit_id_erp: string; clients: number }>(
    `SELECT unit_id_erp, uniqExact(consumer) AS clients FROM agg_consumer_days
      WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
        AND local_date BETWEEN toDate({start:String}) AND toDate({end:String})
      GROUP BY unit_id_erp`,
    params,
  );
  const totals = ch.query<{ chain: number; selection: number }>(
    `SELECT uniqExact(consumer) AS chain, uniqExactIf(consumer, ${inSelection}) AS selection FROM agg_consumer_days
      WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
        AND local_date BETWEEN toDate({start:String}) AND toDate({end:String})`,
    params,
  );
  // one pass over the window's item lines gives each product's chain and selection figures, and the
  // selection's totals (summed over every product, before the ranking keeps the top ones)
  const top = ch.query<{
    sku: string;
    revenue: number;
    buyers: number;
    loyal_revenue: number;
    selection_revenue: number;
    selection_items: number;
    selection_buyers: number;
    all_selection_revenue: number;
    all_selection_items: number;
  }>(
    `SELECT sku, revenue, buyers, loyal_revenue, selection_revenue, selection_items, selection_buyers,
            sum(selection_revenue) OVER () AS all_selection_revenue, sum(selection_items) OVER () AS all_selection_items
       FROM (SELECT sku, sum(line_total) AS revenue, uniqExactIf(document_no, loyal) AS buyers, sumIf(line_total, loyal) AS loyal_revenue,
                    sumIf(line_total, ${inSelection}) AS selection_revenue, sumIf(line_items, ${inSelection}) AS selection_items,
                    uniqExactIf(document_no, loyal AND ${inSelection}) AS selection_buyers
               FROM (${LINES}) GROUP BY sku)
      ORDER BY revenue DESC, sku LIMIT ${OPPORTUNITY_TOP_PRODUCTS}`,
    params,
  );
  const [activeRows, [count], topRows] = await Promise.all([actives, totals, top]);
  const skus = topRows.map((row) => row.sku);
  if (skus.length === 0) return { ...empty, activeClients: Number(count.selection), chainActiveClients: Number(count.chain), opportunities: [] };

  // the second pass: each selected store's buyers of the top products
  const [perStore, names] = await Promise.all([
    ch.query<{ unit_id_erp: string; sku: string; buyers: number }>(
      `SELECT unit_id_erp, sku, uniqExactIf(document_no, loyal) AS buyers FROM (${LINES})
        WHERE sku IN {skus:Array(String)} AND ${inSelection} GROUP BY unit_id_erp, sku`,
      { ...params, skus },
    ),
    ch.query<{ sku: string; name: string; department: string }>(
      `SELECT sku, argMax(name, updated_at) AS name, argMax(department, updated_at) AS department FROM dim_products
        WHERE account_id = {account:UUID} AND sku IN {skus:Array(String)} GROUP BY sku`,
      { ...params, skus },
    ),
  ]);

  const chainActive = Number(count.chain);
  const selectionActive = Number(count.selection);
  const storeActive = new Map(activeRows.map((row) => [row.unit_id_erp, Number(row.clients)]));
  const stores = selected.length ? selected : [...storeActive.keys()];
  const buyersAt = new Map(perStore.map((row) => [`${row.unit_id_erp}\u0000${row.sku}`, Number(row.buyers)]));
  const nameOf = new Map(names.map((row) => [row.sku, row]));
  const revenueTotal = Number(topRows[0].all_selection_revenue);
  const itemsTotal = Number(topRows[0].all_selection_items);

  const rows: OpportunityRow[] = [];
  for (const product of topRows) {
    const chainBuyers = Number(product.buyers);
    const chainShare = ratio(chainBuyers, chainActive);
    const averageSpend = ratio(Number(product.loyal_revenue), chainBuyers);
    let missingExact = 0;
    for (const store of stores) {
      const active = storeActive.get(store) ?? 0;
      const gap = Math.max(0, chainShare * active - (buyersAt.get(`${store}\u0000${product.sku}`) ?? 0));
      missingExact += gap;
    }
    const potentialRevenue = missingExact * averageSpend;
    if (!(potentialRevenue > 0)) continue;
    const info = nameOf.get(product.sku);
    rows.push({
      products: [{ sku: product.sku, name: info?.name || product.sku, department: info?.department ?? '' }],
      clientsPercentage: ratio(Number(product.selection_buyers), selectionActive) * 100,
      chainClientsPercentage: chainShare * 100,
      revenuePercentage: ratio(Number(product.selection_revenue), revenueTotal) * 100,
      basketItemsPercentage: ratio(Number(product.selection_items), itemsTotal) * 100,
      missingClients: Math.round(missingExact),
      averageSpend,
      potentialRevenue,
    });
  }
  rows.sort((a, b) => b.potentialRevenue - a.potentialRevenue || a.products[0].sku.localeCompare(b.products[0].sku));
  return { ...empty, activeClients: selectionActive, chainActiveClients: chainActive, opportunities: rows.slice(0, OPPORTUNITY_LIST_SIZE) };
}

interface StoredRow {
  account_id: string;
  units_key: string;
  processing_uuid: string;
  window_start: string;
  window_end: string;
  active_clients: number;
  chain_active_clients: number;
  opportunities: OpportunityRow[] | string;
  computed_at: Date;
}

const COLUMNS = `account_id, units_key, processing_uuid::text as processing_uuid, to_char(window_start, 'YYYY-MM-DD') as window_start,
  to_char(window_end, 'YYYY-MM-DD') as window_end, active_clients, chain_active_clients, opportunities, computed_at`;

function fromRow(row: StoredRow): OpportunitiesResult {
  return {
    accountId: row.account_id,
    unitsKey: row.units_key,
    processingUuid: row.processing_uuid,
    windowStart: row.window_start,
    windowEnd: row.window_end,
    activeClients: Number(row.active_clients),
    chainActiveClients: Number(row.chain_active_clients),
    opportunities: typeof row.opportunities === 'string' ? (JSON.parse(row.opportunities) as OpportunityRow[]) : row.opportunities,
    computedAt: new Date(row.computed_at),
  };
}

/** The stored list of a selection, or null when it was never computed. */
export async function storedOpportunities(db: Queryable, accountId: string, units: readonly string[] | null | undefined): Promise<OpportunitiesResult | null> {
  const [row] = await db.query<StoredRow>(`select ${COLUMNS} from suggested_opportunities where account_id = $1 and units_key = $2`, [
    accountId,
    unitsKeyOf(units),
  ]);
  return row ? fromRow(row) : null;
}

/** Computes a selection's opportunities and stores them (replacing the previous list). */
export async function refreshOpportunities(
  db: Queryable,
  ch: AnalyticsStore,
  input: { accountId: string; run: string; units: readonly string[] | null; userId: string | null; today?: string },
): Promise<OpportunitiesResult> {
  const result = await computeOpportunities(ch, input);
  const [row] = await db.query<StoredRow>(
    `insert into suggested_opportunities
       (account_id, units_key, processing_uuid, window_start, window_end, active_clients, chain_active_clients, opportunities, computed_by, computed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
     on conflict (account_id, units_key) do update set processing_uuid = excluded.processing_uuid, window_start = excluded.window_start,
       window_end = excluded.window_end, active_clients = excluded.active_clients, chain_active_clients = excluded.chain_active_clients,
       opportunities = excluded.opportunities, computed_by = excluded.computed_by, computed_at = excluded.computed_at
     returning ${COLUMNS}`,
    [
      result.accountId,
      result.unitsKey,
      result.processingUuid,
      result.windowStart,
      result.windowEnd,
      result.activeClients,
      result.chainActiveClients,
      JSON.stringify(result.opportunities),
      input.userId,
    ],
  );
  return fromRow(row);
}
