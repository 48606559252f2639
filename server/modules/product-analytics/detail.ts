import type { AnalyticsStore } from '../../stores';
import { figuresOf, productClients, productSums, type ProductFigures } from './ranking';
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
 * with it. Each part is one statement over the product's rows; they run together.
 */
export async function productSales(ch: AnalyticsStore, scope: ProductScope, sku: string): Promise<ProductSales> {
  const own: ProductScope = { ...scope, department: null, category: null };
  const params = { ...scopeParams(own), sku };
  const PRODUCT = `${RUN} AND ${PERIOD} AND ${UNITS} AND sku = {sku:String}`;
  const [[sums], clients, [baskets], hourRows, dayRows, weekRows, storeRows, storeClients, withRows] = await Promise.all([
    productSums(ch, own, [sku]),
    productClients(ch, own, [sku]),
    ch.query<{ tickets: string }>(`SELECT sum(tickets) AS tickets FROM agg_sales_daily WHERE ${RUN} AND ${PERIOD} AND ${UNITS}`, params),
    ch.query<{ weekday: number; hour: number; tickets: string }>(
      `SELECT toDayOfWeek(local_date) AS weekday, local_hour AS hour, count() AS tickets FROM agg_product_tickets WHERE ${PRODUCT} GROUP BY weekday, hour`,
      params,
    ),
    ch.query<{ day: string; revenue: number; qty: number; tickets: string }>(
      `SELECT toString(local_date) AS day, toFloat64(sum(revenue)) AS revenue, toFloat64(sum(if(is_weightable = 1, kg, items))) AS qty, sum(tickets) AS tickets
         FROM agg_product_daily WHERE ${PRODUCT} GROUP BY local_date ORDER BY local_date`,
      params,
    ),
    ch.query<{ week: string; revenue: number; qty: number; price_quantity: number }>(
      `SELECT toString(toMonday(local_date)) AS week, toFloat64(sum(revenue)) AS revenue, toFloat64(sum(if(is_weightable = 1, kg, items))) AS qty,
              toFloat64(sum(quantity)) AS price_quantity
         FROM agg_product_daily WHERE ${PRODUCT} GROUP BY week ORDER BY qty DESC, week ASC LIMIT 1`,
      params,
    ),
    ch.query<{ unit: string; name: string; revenue: number; items: number; kg: number; tickets: string }>(
      `SELECT d.unit_id_erp AS unit, any(u.name) AS name, toFloat64(sum(d.revenue)) AS revenue, toFloat64(sum(d.items)) AS items, toFloat64(sum(d.kg)) AS kg,
              sum(d.tickets) AS tickets
         FROM (SELECT unit_id_erp, revenue, items, kg, tickets FROM agg_product_daily WHERE ${PRODUCT}) AS d
         LEFT JOIN (SELECT id_erp, name FROM dim_units FINAL WHERE account_id = {account:UUID}) AS u ON d.unit_id_erp = u.id_erp
        GROUP BY d.unit_id_erp ORDER BY revenue DESC, unit ASC`,
      params,
    ),
    ch.query<{ unit: string; clients: string }>(
      `SELECT unit_id_erp AS unit, uniqExact(consumer) AS clients FROM agg_product_tickets WHERE ${PRODUCT} AND consumer != 0 GROUP BY unit_id_erp`,
      params,
    ),
    ch.query<{ dep: string; tickets: string }>(
      `SELECT department AS dep, uniqExact(ticket) AS tickets FROM agg_product_tickets
        WHERE ${RUN} AND ${PERIOD} AND ${UNITS} AND sku != {sku:String}
          AND ticket IN (SELECT ticket FROM agg_product_tickets WHERE ${PRODUCT})
        GROUP BY dep ORDER BY tickets DESC, dep ASC LIMIT ${BOUGHT_WITH_SIZE}`,
      params,
    ),
  ]);
  const figures = sums ? figuresOf(sums, clients.get(sku) ?? 0, '', sums.revenue) : null;
  const productTickets = figures?.NUM_CUPONS ?? 0;
  const allTickets = Number(baskets?.tickets ?? 0);
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
