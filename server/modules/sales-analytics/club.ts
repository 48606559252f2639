import { formatCurrency, formatNumber, formatPercent } from '../../../src/shared/lib/number';
import { periodLabel } from '../../../src/shared/lib/periods';
import { DEFAULT_RECENCY_CRITERIA } from '../accounts';
import { isIsoDate } from '../../shared/dates';
import type { AnalyticsStore } from '../../stores';
import {
  BUCKET,
  PERIOD,
  PERSON,
  RUN,
  UNITS,
  activityClusters,
  addDays,
  lastPurchases,
  purchaseDaysReady,
  dashboardMetrics,
  sameDaysLastYear,
  scopeParams,
  type ActivityClusters,
  type DashboardMetrics,
  type Granularity,
  type MetricsScope,
  type RecencyCriteria,
} from './metrics';
import type { TableRows } from './tables';
import type { ExportTableId } from '../../../src/shared/config';

/**
 * The loyalty club pages (/clube/*): the club's dashboard, its evolution, a comparison of two periods
 * and the split per store. Every figure follows contracts/metrics.md and reads the aggregates of the
 * account's current processing run, never the facts.
 */

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 0 : numerator / denominator);

/** Consumers selected by their registration store (customer-base figures, as activityClusters does). */
const REGISTRATION_UNITS = `({all_units:UInt8} = 1 OR registration_unit IN {units:Array(String)})`;

/** First day of the month `monthsBack` months before the month of `day`. */
export function monthStart(day: string, monthsBack = 0): string {
  const value = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  value.setUTCMonth(value.getUTCMonth() - monthsBack);
  return value.toISOString().slice(0, 10);
}

/**
 * Where the dashboard's monthly charts start: the 12 months ending in the period's last month, or
 * the whole period when it is longer, so a one-month period still shows a trend.
 */
export function chartStart(scope: Pick<MetricsScope, 'start' | 'end'>): string {
  const twelve = monthStart(scope.end, 11);
  return scope.start < twelve ? monthStart(scope.start) : twelve;
}

export interface MonthCount {
  month: string;
  count: number;
}

export interface MonthRevenue {
  month: string;
  VAL_FATURAMENTO_FIDELIDADE: number;
  VAL_FATURAMENTO_NAO_FIDELIDADE: number;
}

export interface ClubDashboard {
  metrics: DashboardMetrics;
  clusters: ActivityClusters & { date: string };
  chartStart: string;
  registrations: MonthCount[];
  revenueByMonth: MonthRevenue[];
}

/** Every month from `start`'s month to `end`'s month, as first days. */
function monthsBetween(start: string, end: string): string[] {
  const months: string[] = [];
  for (let month = monthStart(start); month <= end; month = monthStart(month, -1)) months.push(month);
  return months;
}

/** The club dashboard: the KPIs, the activity groups, new registrations and loyalty revenue per month. */
export async function clubDashboard(ch: AnalyticsStore, scope: MetricsScope, criteria: RecencyCriteria): Promise<ClubDashboard> {
  const from = chartStart(scope);
  const params = { ...scopeParams(scope), from };
  // the KPI cards and the activity groups read the same customer base: compute it once
  const clustersOfScope = activityClusters(ch, scope, criteria);
  const [metrics, clusters, registrations, revenue] = await Promise.all([
    dashboardMetrics(ch, scope, criteria, clustersOfScope),
    clustersOfScope,
    ch.query<{ month: string; registered: number }>(
      `SELECT toString(toStartOfMonth(created_date)) AS month, count() AS registered
         FROM agg_consumers
        WHERE ${RUN} AND created_date BETWEEN toDate({from:String}) AND toDate({end:String}) AND ${REGISTRATION_UNITS} AND ${PERSON}
        GROUP BY month ORDER BY month`,
      params,
    ),
    ch.query<{ month: string; s_loyalty: number; s_other: number }>(
      `SELECT toString(toStartOfMonth(local_date)) AS month, toFloat64(sumIf(revenue, loyalty = 1)) AS s_loyalty,
              toFloat64(sumIf(revenue, loyalty = 0)) AS s_other
         FROM agg_sales_daily
        WHERE ${RUN} AND local_date BETWEEN toDate({from:String}) AND toDate({end:String}) AND ${UNITS} AND ${PERSON}
        GROUP BY month ORDER BY month`,
      params,
    ),
  ]);
  // every month of the chart, zero when nothing happened, so the bars line up with the calendar
  const months = monthsBetween(from, scope.end);
  const registered = new Map(registrations.map((row) => [row.month, Number(row.registered)]));
  const sales = new Map(revenue.map((row) => [row.month, row]));
  return {
    metrics,
    clusters: { date: scope.end, ...clusters },
    chartStart: from,
    registrations: months.map((month) => ({ month, count: registered.get(month) ?? 0 })),
    revenueByMonth: months.map((month) => ({
      month,
      VAL_FATURAMENTO_FIDELIDADE: Number(sales.get(month)?.s_loyalty ?? 0),
      VAL_FATURAMENTO_NAO_FIDELIDADE: Number(sales.get(month)?.s_other ?? 0),
    })),
  };
}

export interface ClubPerformancePoint {
  /** first day of the bucket */
  period: string;
  VAL_FATURAMENTO_FIDELIDADE: number;
  NUM_CUPONS_FIDELIDADE: number;
  NUM_CLIENTES_IDENTIFICADOS: number;
  VAL_TICKET_MEDIO_FIDELIDADE: number;
  VAL_TICKET_MEDIO_NAO_FIDELIDADE: number;
  PER_FATURAMENTO_FIDELIDADE: number;
}

/**
 * Distinct loyalty clients per period bucket. Every store: each consumer's purchase days turned
 * into the buckets they bought in (one row per consumer, ~20 ms against ~150 ms for the distinct
 * count over 12 months of consumer-days on `large`); with a store filter, the consumer-days.
 */
async function clubClients(ch: AnalyticsStore, scope: MetricsScope, bucket: string): Promise<{ period: string; clients: number }[]> {
  const params = scopeParams(scope);
  if (scope.units === null && (await purchaseDaysReady(ch, scope))) {
    // the bucket expression reads `local_date`, the lambda's parameter here
    return ch.query<{ period: string; clients: number }>(
      `SELECT toString(bucket) AS period, count() AS clients
         FROM (SELECT arrayJoin(arrayDistinct(arrayMap(local_date -> ${bucket},
                 arrayFilter(day -> day >= toDate({start:String}) AND day <= toDate({end:String}), purchase_days)))) AS bucket
                 FROM agg_consumers WHERE ${RUN} AND last_date IS NOT NULL AND ${PERSON})
        GROUP BY bucket`,
      params,
    );
  }
  return ch.query<{ period: string; clients: number }>(
    `SELECT toString(${bucket}) AS period, uniqExact(consumer) AS clients
       FROM agg_consumer_days
      WHERE ${RUN} AND ${PERIOD} AND ${UNITS} AND ${PERSON}
      GROUP BY period`,
    params,
  );
}

/**
 * The club over time, per day, week, month or year of the period: loyalty revenue and coupons,
 * distinct identified club clients, the two average tickets and the loyalty share of revenue.
 */
export async function clubPerformance(ch: AnalyticsStore, scope: MetricsScope, granularity: Granularity): Promise<ClubPerformancePoint[]> {
  const params = scopeParams(scope);
  const bucket = BUCKET[granularity];
  const [sales, clients] = await Promise.all([
    ch.query<{ period: string; s_revenue: number; s_loyalty_revenue: number; s_loyalty_tickets: number; s_other_revenue: number; s_other_tickets: number }>(
      `SELECT toString(${bucket}) AS period, toFloat64(sum(revenue)) AS s_revenue,
              toFloat64(sumIf(revenue, loyalty = 1)) AS s_loyalty_revenue, sumIf(tickets, loyalty = 1) AS s_loyalty_tickets,
              toFloat64(sumIf(revenue, loyalty = 0)) AS s_other_revenue, sumIf(tickets, loyalty = 0) AS s_other_tickets
         FROM agg_sales_daily
        WHERE ${RUN} AND ${PERIOD} AND ${UNITS} AND ${PERSON}
        GROUP BY period ORDER BY period`,
      params,
    ),
    clubClients(ch, scope, bucket),
  ]);
  const clientsOf = new Map(clients.map((row) => [row.period, Number(row.clients)]));
  return sales.map((row) => {
    const loyaltyRevenue = Number(row.s_loyalty_revenue);
    const loyaltyTickets = Number(row.s_loyalty_tickets);
    return {
      period: row.period,
      VAL_FATURAMENTO_FIDELIDADE: loyaltyRevenue,
      NUM_CUPONS_FIDELIDADE: loyaltyTickets,
      NUM_CLIENTES_IDENTIFICADOS: clientsOf.get(row.period) ?? 0,
      VAL_TICKET_MEDIO_FIDELIDADE: ratio(loyaltyRevenue, loyaltyTickets),
      VAL_TICKET_MEDIO_NAO_FIDELIDADE: ratio(Number(row.s_other_revenue), Number(row.s_other_tickets)),
      PER_FATURAMENTO_FIDELIDADE: ratio(loyaltyRevenue, Number(row.s_revenue)) * 100,
    };
  });
}

export interface ClubComparison {
  current: DashboardMetrics;
  reference: DashboardMetrics;
  referenceStart: string;
  referenceEnd: string;
}

/** The club KPIs of the period and of a reference period, with the same filters. */
export async function clubComparison(
  ch: AnalyticsStore,
  scope: MetricsScope,
  reference: { start: string; end: string },
  criteria: RecencyCriteria,
): Promise<ClubComparison> {
  const [current, before] = await Promise.all([
    dashboardMetrics(ch, scope, criteria),
    dashboardMetrics(ch, { ...scope, start: reference.start, end: reference.end }, criteria),
  ]);
  return { current, reference: before, referenceStart: reference.start, referenceEnd: reference.end };
}

export interface ClubStoreRow {
  ID_UNIDADE: string;
  NOM_NOME: string;
  NUM_CLIENTES_CADASTRADOS: number;
  NUM_CLIENTES_ATIVOS: number;
  VAL_FATURAMENTO: number;
  NUM_CUPONS: number;
  PER_FATURAMENTO_FIDELIDADE: number;
  VAL_TICKET_MEDIO_FIDELIDADE: number;
  VAL_TICKET_MEDIO_NAO_FIDELIDADE: number;
  PER_CUPONS_FIDELIDADE: number;
}

/** The stores' names from the mirrored dimension (latest version of each). */
export async function unitNames(ch: AnalyticsStore, accountId: string): Promise<Map<string, string>> {
  const rows = await ch.query<{ unit: string; unit_name: string }>(
    `SELECT id_erp AS unit, argMax(name, updated_at) AS unit_name FROM dim_units WHERE account_id = {account:UUID} GROUP BY unit`,
    { account: accountId },
  );
  return new Map(rows.map((row) => [row.unit, row.unit_name]));
}

/** A store's name, or "Loja <id>" when the store is not registered (yet) in the account. */
export const nameOf = (names: Map<string, string>, unit: string) => names.get(unit) || `Loja ${unit}`;

/** Stores ordered the way people number them: numeric ids by value, then the others. */
export const byUnitId = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { numeric: true });

/**
 * The club per store. Sales figures count the store where the coupon was issued; registered and
 * active clients count the store where the consumer registered (as the dashboard's store filter does),
 * so a store's row matches the dashboard filtered by that store.
 */
export async function clubStores(ch: AnalyticsStore, scope: MetricsScope, criteria: RecencyCriteria): Promise<ClubStoreRow[]> {
  const params = scopeParams(scope);
  const { bought, not_bought: notBought } = criteria.actives;
  const window = (days: number | null | undefined, alias: string) =>
    typeof days === 'number' && days > 0 ? `countIf(last_day >= toDate({end:String}) - ${days - 1}) AS ${alias}` : `0 AS ${alias}`;
  const widest = Math.max(bought ?? 0, notBought ?? 0, 1);
  const source = await lastPurchases(ch, scope);
  const [sales, registered, actives, names] = await Promise.all([
    ch.query<{ unit: string; s_revenue: number; s_tickets: number; s_loyalty_revenue: number; s_loyalty_tickets: number; s_other_revenue: number; s_other_tickets: number }>(
      `SELECT unit_id_erp AS unit, toFloat64(sum(revenue)) AS s_revenue, sum(tickets) AS s_tickets,
              toFloat64(sumIf(revenue, loyalty = 1)) AS s_loyalty_revenue, sumIf(tickets, loyalty = 1) AS s_loyalty_tickets,
              toFloat64(sumIf(revenue, loyalty = 0)) AS s_other_revenue, sumIf(tickets, loyalty = 0) AS s_other_tickets
         FROM agg_sales_daily
        WHERE ${RUN} AND ${PERIOD} AND ${UNITS} AND ${PERSON}
        GROUP BY unit`,
      params,
    ),
    ch.query<{ unit: string; registered: number }>(
      `SELECT registration_unit AS unit, countIf(created_date <= toDate({end:String})) AS registered
         FROM agg_consumers WHERE ${RUN} AND ${REGISTRATION_UNITS} AND ${PERSON}
        GROUP BY unit`,
      params,
    ),
    bought === null && notBought === null
      ? Promise.resolve([] as { unit: string; w_bought: number; w_not_bought: number }[])
      : ch.query<{ unit: string; w_bought: number; w_not_bought: number }>(
          `SELECT registration_unit AS unit, ${window(bought, 'w_bought')}, ${window(notBought, 'w_not_bought')}
             FROM ${source}
            WHERE ${REGISTRATION_UNITS} AND ${PERSON}
            GROUP BY unit`,
          { ...params, from: addDays(scope.end, -(widest - 1)) },
        ),
    unitNames(ch, scope.accountId),
  ]);
  const salesOf = new Map(sales.map((row) => [row.unit, row]));
  const registeredOf = new Map(registered.map((row) => [row.unit, Number(row.registered)]));
  const activesOf = new Map(actives.map((row) => [row.unit, Math.max(0, Number(row.w_bought) - Number(row.w_not_bought))]));
  // every store of the account (a store without sales still shows, with zeros), within the filter
  const units = new Set([...names.keys(), ...salesOf.keys(), ...registeredOf.keys()].filter((unit) => unit !== ''));
  return [...units]
    .filter((unit) => scope.units === null || scope.units.includes(unit))
    .sort(byUnitId)
    .map((unit) => {
      const row = salesOf.get(unit);
      const revenue = Number(row?.s_revenue ?? 0);
      const tickets = Number(row?.s_tickets ?? 0);
      const loyaltyRevenue = Number(row?.s_loyalty_revenue ?? 0);
      const loyaltyTickets = Number(row?.s_loyalty_tickets ?? 0);
      return {
        ID_UNIDADE: unit,
        NOM_NOME: nameOf(names, unit),
        NUM_CLIENTES_CADASTRADOS: registeredOf.get(unit) ?? 0,
        NUM_CLIENTES_ATIVOS: activesOf.get(unit) ?? 0,
        VAL_FATURAMENTO: revenue,
        NUM_CUPONS: tickets,
        PER_FATURAMENTO_FIDELIDADE: ratio(loyaltyRevenue, revenue) * 100,
        VAL_TICKET_MEDIO_FIDELIDADE: ratio(loyaltyRevenue, loyaltyTickets),
        VAL_TICKET_MEDIO_NAO_FIDELIDADE: ratio(Number(row?.s_other_revenue ?? 0), Number(row?.s_other_tickets ?? 0)),
        PER_CUPONS_FIDELIDADE: ratio(loyaltyTickets, tickets) * 100,
      };
    });
}

// --- the pages' tables, exportable (server/modules/sales-analytics/tables.ts) ------------------------------------

const money = (value: number) => formatCurrency(value);
const percent = (value: number | null) => formatPercent(value);
const integer = (value: number) => formatNumber(value, 0);
const GRANULARITIES: readonly Granularity[] = ['DIARIO', 'SEMANAL', 'MENSAL', 'ANUAL'];

/** The comparison table's lines: the club KPIs, how each is written. */
export const COMPARISON_FIELDS: { field: keyof DashboardMetrics; label: string; format: 'money' | 'integer' | 'decimal' | 'percent' }[] = [
  { field: 'NUM_CLIENTES_CADASTRADOS', label: 'Clientes cadastrados', format: 'integer' },
  { field: 'NUM_CLIENTES_ATIVOS', label: 'Clientes ativos', format: 'integer' },
  { field: 'NUM_CLIENTES_PERDIDOS', label: 'Clientes perdidos', format: 'integer' },
  { field: 'PER_FATURAMENTO_FIDELIDADE', label: 'Faturamento do clube (%)', format: 'percent' },
  { field: 'PER_TICKET_MEDIO_FIDELIDADE', label: 'Ticket do clube vs. demais (%)', format: 'percent' },
  { field: 'VAL_GASTO_MEDIO_POR_CLIENTE', label: 'Gasto médio por cliente', format: 'money' },
  { field: 'VAL_MEDIA_COMPRAS_POR_CLIENTE', label: 'Compras por cliente', format: 'decimal' },
  { field: 'VAL_FATURAMENTO', label: 'Faturamento', format: 'money' },
  { field: 'NUM_CUPONS', label: 'Cupons', format: 'integer' },
  { field: 'VAL_TICKET_MEDIO', label: 'Ticket médio', format: 'money' },
];

/** Absolute and relative change from the reference to the current value (relative empty when the reference is 0). */
export function change(current: number | null, reference: number | null): { absolute: number | null; relative: number | null } {
  if (current === null || reference === null) return { absolute: null, relative: null };
  return { absolute: current - reference, relative: reference === 0 ? null : (current / reference - 1) * 100 };
}

function formatted(format: (typeof COMPARISON_FIELDS)[number]['format'], value: number | null): string {
  if (format === 'money') return formatCurrency(value);
  if (format === 'percent') return formatPercent(value);
  return formatNumber(value, format === 'integer' ? 0 : 2);
}

/**
 * AnalyticsTable.rows receives no account, so exports use the contract's default recency criteria;
 * an account with its own criteria sees the same figures on screen only while they are the defaults.
 */
const EXPORT_CRITERIA: RecencyCriteria = DEFAULT_RECENCY_CRITERIA;

const referenceOf = (scope: MetricsScope, params: Record<string, string>) =>
  isIsoDate(params.referenceStart ?? '') && isIsoDate(params.referenceEnd ?? '') && params.referenceStart <= params.referenceEnd
    ? { start: params.referenceStart, end: params.referenceEnd }
    : { start: sameDaysLastYear(scope.start), end: sameDaysLastYear(scope.end) };

export const CLUB_TABLE_ROWS = {
  'clube.desempenho': async (ch, scope, params) => {
    const granularity = GRANULARITIES.find((g) => g === params.granularity) ?? 'MENSAL';
    return (await clubPerformance(ch, scope, granularity)).map((point) => [
      periodLabel(point.period, granularity, true),
      money(point.VAL_FATURAMENTO_FIDELIDADE),
      integer(point.NUM_CUPONS_FIDELIDADE),
      integer(point.NUM_CLIENTES_IDENTIFICADOS),
      money(point.VAL_TICKET_MEDIO_FIDELIDADE),
      money(point.VAL_TICKET_MEDIO_NAO_FIDELIDADE),
      percent(point.PER_FATURAMENTO_FIDELIDADE),
    ]);
  },
  'clube.comparativo': async (ch, scope, params) => {
    const result = await clubComparison(ch, scope, referenceOf(scope, params), EXPORT_CRITERIA);
    return COMPARISON_FIELDS.map(({ field, label, format }) => {
      const now = result.current[field] as number | null;
      const before = result.reference[field] as number | null;
      const delta = change(now, before);
      return [label, formatted(format, now), formatted(format, before), formatted(format, delta.absolute), percent(delta.relative)];
    });
  },
  'clube.lojas': async (ch, scope) =>
    (await clubStores(ch, scope, EXPORT_CRITERIA)).map((row) => [
      row.NOM_NOME,
      integer(row.NUM_CLIENTES_CADASTRADOS),
      integer(row.NUM_CLIENTES_ATIVOS),
      money(row.VAL_FATURAMENTO),
      percent(row.PER_FATURAMENTO_FIDELIDADE),
      money(row.VAL_TICKET_MEDIO_FIDELIDADE),
      money(row.VAL_TICKET_MEDIO_NAO_FIDELIDADE),
      percent(row.PER_CUPONS_FIDELIDADE),
    ]),
} satisfies Partial<Record<ExportTableId, TableRows>>;
