import { formatCurrency, formatNumber, formatPercent } from '../../../src/shared/lib/number';
import { formatDay } from '../../../src/shared/lib/sales-filters';
import { WEEKDAY_LONG, periodLabel } from '../../../src/shared/lib/periods';
import { isIsoDate } from '../../shared/dates';
import type { AnalyticsStore } from '../../stores';
import { revenueDecomposition } from './decomposition';
import { LOYALTY, PERSON, RUN, UNITS, revenueSeries, sameDaysLastYear, scopeParams, type Granularity, type MetricsScope } from './metrics';
import type { TableRows } from './tables';
import type { ExportTableId } from '../../../src/shared/config';

/**
 * The /empresa/desempenho figures: each store's revenue against the same days one year earlier,
 * and the coupons by weekday and local hour.
 */

export interface StorePerformance {
  unitIdErp: string;
  name: string;
  rank: number;
  VAL_FATURAMENTO: number;
  NUM_CUPONS: number;
  VAL_TICKET_MEDIO: number;
  PER_FATURAMENTO_FIDELIDADE: number;
  VAL_FATURAMENTO_DTA: number;
  PER_FATURAMENTO_DTA: number | null;
  PER_PARTICIPACAO: number;
}

export interface SalesHourCell {
  /** 1 = Monday … 7 = Sunday (ISO) */
  weekday: number;
  hour: number;
  NUM_CUPONS: number;
  VAL_FATURAMENTO: number;
}

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 0 : numerator / denominator);

/** Per store, ranked by revenue (then by id_erp, so ties keep a stable order). */
export async function storePerformance(ch: AnalyticsStore, scope: MetricsScope): Promise<StorePerformance[]> {
  const params = { ...scopeParams(scope), cmp_start: sameDaysLastYear(scope.start), cmp_end: sameDaysLastYear(scope.end) };
  const current = `local_date BETWEEN toDate({start:String}) AND toDate({end:String})`;
  const comparison = `local_date BETWEEN toDate({cmp_start:String}) AND toDate({cmp_end:String})`;
  const [rows, names] = await Promise.all([
    ch.query<{ unit: string; s_revenue: number; s_tickets: number; s_loyalty: number; s_cmp: number }>(
      `SELECT unit_id_erp AS unit,
              toFloat64(sumIf(revenue, ${current})) AS s_revenue, sumIf(tickets, ${current}) AS s_tickets,
              toFloat64(sumIf(revenue, ${current} AND loyalty = 1)) AS s_loyalty,
              toFloat64(sumIf(revenue, ${comparison})) AS s_cmp
         FROM agg_sales_daily
        WHERE ${RUN} AND (${current} OR ${comparison}) AND ${UNITS} AND ${PERSON} AND ${LOYALTY}
        GROUP BY unit`,
      params,
    ),
    ch.query<{ id_erp: string; name: string }>(`SELECT id_erp, name FROM dim_units FINAL WHERE account_id = {account:UUID}`, params),
  ]);
  const nameOf = new Map(names.map((unit) => [unit.id_erp, unit.name]));
  const total = rows.reduce((sum, row) => sum + Number(row.s_revenue), 0);
  return rows
    .map((row) => {
      const revenue = Number(row.s_revenue);
      const tickets = Number(row.s_tickets);
      const comparisonRevenue = Number(row.s_cmp);
      return {
        unitIdErp: row.unit,
        name: nameOf.get(row.unit) ?? `Loja ${row.unit}`,
        rank: 0,
        VAL_FATURAMENTO: revenue,
        NUM_CUPONS: tickets,
        VAL_TICKET_MEDIO: ratio(revenue, tickets),
        PER_FATURAMENTO_FIDELIDADE: ratio(Number(row.s_loyalty), revenue) * 100,
        VAL_FATURAMENTO_DTA: comparisonRevenue,
        PER_FATURAMENTO_DTA: comparisonRevenue === 0 ? null : (revenue / comparisonRevenue - 1) * 100,
        PER_PARTICIPACAO: ratio(revenue, total) * 100,
      };
    })
    .sort((a, b) => b.VAL_FATURAMENTO - a.VAL_FATURAMENTO || a.unitIdErp.localeCompare(b.unitIdErp, 'pt-BR', { numeric: true }))
    .map((store, index) => ({ ...store, rank: index + 1 }));
}

/**
 * Coupons and revenue per weekday × local hour. Read from the ticket facts (no aggregate keeps the
 * hour); the key (account, day, store) bounds the scan. Loyalty and person type are not applied:
 * the page does not offer them for this view.
 */
export async function salesByWeekdayHour(ch: AnalyticsStore, scope: MetricsScope): Promise<SalesHourCell[]> {
  const rows = await ch.query<{ weekday: number; hour: number; tickets: number; s_revenue: number }>(
    `SELECT toDayOfWeek(local_date) AS weekday, local_hour AS hour, count() AS tickets, toFloat64(sum(total)) AS s_revenue
       FROM tickets
      WHERE account_id = {account:UUID} AND local_date BETWEEN toDate({start:String}) AND toDate({end:String}) AND ${UNITS}
      GROUP BY weekday, hour ORDER BY weekday, hour`,
    scopeParams(scope),
  );
  return rows.map((row) => ({
    weekday: Number(row.weekday),
    hour: Number(row.hour),
    NUM_CUPONS: Number(row.tickets),
    VAL_FATURAMENTO: Number(row.s_revenue),
  }));
}

export async function companyPerformance(ch: AnalyticsStore, scope: MetricsScope) {
  const [stores, hours] = await Promise.all([storePerformance(ch, scope), salesByWeekdayHour(ch, scope)]);
  return { stores, hours };
}

// --- the pages' tables, exportable (server/modules/sales-analytics/tables.ts) ------------------------------------

const money = (value: number) => formatCurrency(value);
const percent = (value: number | null) => formatPercent(value);
const integer = (value: number) => formatNumber(value, 0);

const GRANULARITIES: readonly Granularity[] = ['DIARIO', 'SEMANAL', 'MENSAL', 'ANUAL'];
async function revenueRows(ch: AnalyticsStore, scope: MetricsScope, granularity: Granularity): Promise<string[][]> {
  const points = await revenueSeries(ch, scope, granularity);
  return points.map((point) => [
    periodLabel(point.period, granularity, true),
    money(point.VAL_FATURAMENTO),
    integer(point.NUM_CUPONS),
    money(point.VAL_TICKET_MEDIO),
    money(point.VAL_FATURAMENTO_FIDELIDADE),
    percent(point.PER_FATURAMENTO_FIDELIDADE),
    formatNumber(point.NUM_ITENS, 3),
  ]);
}

export const COMPANY_TABLE_ROWS = {
  'empresa.faturamento': (ch, scope, params) => {
    const granularity = GRANULARITIES.find((g) => g === params.granularity) ?? 'MENSAL';
    return revenueRows(ch, scope, granularity);
  },
  'empresa.faturamento.diario': (ch, scope) => revenueRows(ch, scope, 'DIARIO'),
  'empresa.desempenho': async (ch, scope) =>
    (await storePerformance(ch, scope)).map((store) => [
      `${store.rank}º`,
      store.name,
      money(store.VAL_FATURAMENTO),
      percent(store.PER_PARTICIPACAO),
      integer(store.NUM_CUPONS),
      money(store.VAL_TICKET_MEDIO),
      percent(store.PER_FATURAMENTO_FIDELIDADE),
      money(store.VAL_FATURAMENTO_DTA),
      percent(store.PER_FATURAMENTO_DTA),
    ]),
  'empresa.desempenho.horas': async (ch, scope) =>
    (await salesByWeekdayHour(ch, scope)).map((cell) => [
      WEEKDAY_LONG[cell.weekday - 1],
      `${String(cell.hour).padStart(2, '0')}h`,
      integer(cell.NUM_CUPONS),
      money(cell.VAL_FATURAMENTO),
    ]),
  'empresa.decomposicao': async (ch, scope, params) => {
    const reference =
      isIsoDate(params.referenceStart) && isIsoDate(params.referenceEnd) && params.referenceStart <= params.referenceEnd
        ? { start: params.referenceStart, end: params.referenceEnd }
        : { start: sameDaysLastYear(scope.start), end: sameDaysLastYear(scope.end) };
    const result = await revenueDecomposition(ch, { ...scope, loyalty: 'ALL' }, reference);
    return [
      [`Faturamento de referência (${formatDay(result.referenceStart)} a ${formatDay(result.referenceEnd)})`, money(result.VAL_FATURAMENTO_REFERENCIA)],
      ['Efeito clientes (fidelidade)', money(result.loyalty.VAL_EFEITO_CLIENTES)],
      ['Efeito frequência de compra (fidelidade)', money(result.loyalty.VAL_EFEITO_FREQUENCIA)],
      ['Efeito ticket médio (fidelidade)', money(result.loyalty.VAL_EFEITO_TICKET_MEDIO)],
      ['Efeito cupons (não fidelidade)', money(result.nonLoyalty.VAL_EFEITO_CUPONS_NAO_FIDELIDADE)],
      ['Efeito ticket médio (não fidelidade)', money(result.nonLoyalty.VAL_EFEITO_TICKET_NAO_FIDELIDADE)],
      [`Faturamento atual (${formatDay(scope.start)} a ${formatDay(scope.end)})`, money(result.VAL_FATURAMENTO)],
      ['Variação', money(result.VAL_VARIACAO_FATURAMENTO)],
    ];
  },
} satisfies Partial<Record<ExportTableId, TableRows>>;
