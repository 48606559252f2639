import type { AnalyticsStore } from '../../stores';
import { PLACED_SKUS, figuresOf, placedParams, productPlaces, type ProductFigures, type SumsRow } from './ranking';
import { PERIOD, RUN, UNITS, ratio, scopeParams, type ProductScope } from './scope';

/** A product's sales in one store. */
export interface ProductStoreSales {
  unitId: string;
  unitName: string;
  VAL_FATURAMENTO: number;
  NUM_ITENS: number;
  VAL_QUANTIDADE_KG: number;
  NUM_CUPONS: number;
  NUM_CLIENTES: number;
  /** % of the product's revenue */
  PER_FATURAMENTO: number;
}

/** A department bought in the same tickets as the product. */
export interface BoughtWith {
  department: string;
  /** tickets with the product that also hold an item of the department */
  NUM_CUPONS: number;
  /** those tickets ÷ the product's tickets × 100 */
  PER_CUPONS: number;
}

/** The week whose quantity sold was the highest, and the product's average price that week. */
export interface MagicPricePoint {
  /** Monday of the week (YYYY-MM-DD) */
  weekStart: string;
  /** revenue ÷ quantity of that week */
  VAL_PRECO: number;
  /** items that week (kg for a weighable product) */
  quantity: number;
}

export interface ProductSales {
  figures: ProductFigures | null;
  /** tickets with the product ÷ every ticket of the stores in the period × 100 */
  PER_CESTAS: number;
  /** every ticket of the stores in the period */
  NUM_CUPONS_LOJAS: number;
  /** tickets with the product per hour of the day (0–23), every hour listed */
  hours: { hour: number; NUM_CUPONS: number }[];
  /** tickets with the product per ISO weekday (1 = Monday) × hour: the heat map's cells that sold */
  weekdayHours: { weekday: number; hour: number; NUM_CUPONS: number }[];
  /** revenue, quantity and tickets per day that sold */
  days: { day: string; VAL_FATURAMENTO: number; quantity: number; NUM_CUPONS: number }[];
  magicPrice: MagicPricePoint | null;
  stores: ProductStoreSales[];
  boughtWith: BoughtWith[];
}

/** How many departments "bought with" lists. */
export const BOUGHT_WITH_SIZE = 10;

/**
 * One product's sales in a scope (its department/category filter is ignored): figures, share of
 * baskets, hours, weekdays × hours, days, the magic price point, stores and the departments bought
 * with it. Each part is one statement over the product's own ticket rows (CH 020, sorted by catalogue
 * place and product); they run together.
 */
export async function productSales(ch: AnalyticsStore, scope: ProductScope, sku: string): Promise<ProductSales> {
  const own: ProductScope = { ...scope, department: null, category: null };
  const [place] = await productPlaces(ch, own, [sku]);
  const params = { ...scopeParams(own), ...placedParams(place ? [place] : []) };
  const PRODUCT = `${RUN} AND ${PERIOD} AND ${UNITS} AND ${PLACED_SKUS}`;
  const FROM = `FROM agg_product_catalogue_tickets WHERE ${PRODUCT}`;
  const QTY = 'if(is_weightable = 1, quantity, items)';
  if (!place) return noSales(await storeTickets(ch, own));
  const [allTickets, unitRows, hourRows, dayRows, weekRows, withRows] = await Promise.all([
    storeTickets(ch, own),
    ch.query<Omit<SumsRow, 'quantity' | 'sku'> & { unit: string; quantity_sum: number; whole: number; clients: string }>(
      `SELECT grouping(unit_id_erp) != 0 AS whole, unit_id_erp AS unit, any(department) AS dep, any(category) AS cat, any(subcategory) AS subcat,
              max(is_weightable) AS weightable, count() AS tickets, countIf(consumer != 0) AS loyalty_tickets, uniqExactIf(consumer, consumer != 0) AS clients,
              toFloat64(sum(quantity)) AS quantity_sum, toFloat64(sum(items)) AS items, toFloat64(sumIf(quantity, is_weightable = 1)) AS kg, toFloat64(sum(revenue)) AS revenue
         ${FROM} GROUP BY GROUPING SETS ((), (unit_id_erp))`,
      params,
    ),
    ch.query<{ weekday: number; hour: number; tickets: string }>(
      `SELECT toDayOfWeek(local_date) AS weekday, local_hour AS hour, count() AS tickets ${FROM} GROUP BY weekday, hour`,
      params,
    ),
    ch.query<{ day: string; revenue: number; qty: number; tickets: string }>(
      `SELECT toString(local_date) AS day, toFloat64(sum(revenue)) AS revenue, toFloat64(sum(${QTY})) AS qty, count() AS tickets ${FROM} GROUP BY local_date ORDER BY local_date`,
      params,
    ),
    ch.query<{ week: string; revenue: number; qty: number; price_quantity: number }>(
      `SELECT toString(toMonday(local_date)) AS week, toFloat64(sum(revenue)) AS revenue, toFloat64(sum(${QTY})) AS qty, toFloat64(sum(quantity)) AS price_quantity
         ${FROM} GROUP BY week ORDER BY qty DESC, week ASC LIMIT 1`,
      params,
    ),
    ch.query<{ dep: string; tickets: string }>(
      `SELECT dep, count() AS tickets FROM agg_product_catalogue_tickets ARRAY JOIN other_departments AS dep WHERE ${PRODUCT} GROUP BY dep ORDER BY tickets DESC, dep ASC LIMIT ${BOUGHT_WITH_SIZE}`,
      params,
    ),
  ]);
  const whole = unitRows.find((row) => Number(row.whole) === 1 && Number(row.tickets) > 0);
  const names = await unitNames(
    ch,
    scope.accountId,
    unitRows.filter((row) => Number(row.whole) === 0).map((row) => row.unit),
  );
  const storeRows = unitRows
    .filter((row) => Number(row.whole) === 0)
    .map((row) => ({ unit: row.unit, name: names.get(row.unit) ?? '', revenue: row.revenue, items: row.items, kg: row.kg, tickets: row.tickets, clients: row.clients }))
    .sort((a, b) => b.revenue - a.revenue || (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : 0));
  const sums = whole && { ...whole, quantity: whole.quantity_sum, sku };
  const clients = new Map(sums ? [[sku, Number(whole.clients)]] : []);
  const storeClients = storeRows.map((row) => ({ unit: row.unit, clients: row.clients }));
  const figures = sums ? figuresOf(sums, clients.get(sku) ?? 0, '', sums.revenue) : null;
  const productTickets = figures?.NUM_CUPONS ?? 0;
  const byHour = new Map<number, number>();
  for (const row of hourRows) byHour.set(Number(row.hour), (byHour.get(Number(row.hour)) ?? 0) + Number(row.tickets));
  const clientsByUnit = new Map(storeClients.map((row) => [row.unit, Number(row.clients)]));
  const [week] = weekRows;
  return {
    figures,
    PER_CESTAS: ratio(productTickets, allTickets) * 100,
    NUM_CUPONS_LOJAS: allTickets,
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, NUM_CUPONS: byHour.get(hour) ?? 0 })),
    weekdayHours: hourRows
      .map((row) => ({ weekday: Number(row.weekday), hour: Number(row.hour), NUM_CUPONS: Number(row.tickets) }))
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
    days: dayRows.map((row) => ({ day: row.day, VAL_FATURAMENTO: row.revenue, quantity: row.qty, NUM_CUPONS: Number(row.tickets) })),
    magicPrice: week ? { weekStart: week.week, VAL_PRECO: ratio(week.revenue, week.price_quantity), quantity: week.qty } : null,
    stores: storeRows.map((row) => ({
      unitId: row.unit,
      unitName: row.name || row.unit,
      VAL_FATURAMENTO: row.revenue,
      NUM_ITENS: row.items,
      VAL_QUANTIDADE_KG: row.kg,
      NUM_CUPONS: Number(row.tickets),
      NUM_CLIENTES: clientsByUnit.get(row.unit) ?? 0,
      PER_FATURAMENTO: ratio(row.revenue, figures?.VAL_FATURAMENTO ?? 0) * 100,
    })),
    boughtWith: withRows.map((row) => ({ department: row.dep, NUM_CUPONS: Number(row.tickets), PER_CUPONS: ratio(Number(row.tickets), productTickets) * 100 })),
  };
}

/** Every ticket of the scope's stores in its period. */
async function storeTickets(ch: AnalyticsStore, scope: ProductScope): Promise<number> {
  const [row] = await ch.query<{ tickets: string }>(`SELECT sum(tickets) AS tickets FROM agg_sales_daily WHERE ${RUN} AND ${PERIOD} AND ${UNITS}`, scopeParams(scope));
  return Number(row?.tickets ?? 0);
}

/** Stores' names (the mirror of the operational store), joined after the product's rows are summed. */
async function unitNames(ch: AnalyticsStore, accountId: string, units: readonly string[]): Promise<Map<string, string>> {
  if (units.length === 0) return new Map();
  const rows = await ch.query<{ id_erp: string; name: string }>(
    `SELECT id_erp, any(name) AS name FROM dim_units FINAL WHERE account_id = {account:UUID} AND id_erp IN {units:Array(String)} GROUP BY id_erp`,
    { account: accountId, units },
  );
  return new Map(rows.map((row) => [row.id_erp, row.name]));
}

/** A product the run never sold. */
function noSales(allTickets: number): ProductSales {
  return {
    figures: null,
    PER_CESTAS: 0,
    NUM_CUPONS_LOJAS: allTickets,
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, NUM_CUPONS: 0 })),
    weekdayHours: [],
    days: [],
    magicPrice: null,
    stores: [],
    boughtWith: [],
  };
}
