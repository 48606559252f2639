import { formatCurrency, formatNumber, formatPercent } from '../../../src/shared/lib/number';
import { formatDay } from '../../../src/shared/lib/sales-filters';
import type { AnalyticsStore } from '../../stores';
import { byUnitId, nameOf, unitNames } from './club';
import { PERIOD, RUN, UNITS, scopeParams, type MetricsScope } from './metrics';
import type { TableRows } from './tables';
import type { ExportTableId } from '../../../src/shared/config';

/**
 * Operational performance (/clube/performance-operacional): how often each cashier identifies the
 * buyer on the coupon (a CPF/CNPJ on it), from agg_operator_daily. Operator names are employees'
 * personal data: only callers allowed to see them (has_pii_employees_access) may call this module.
 */

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 0 : numerator / denominator);

/** The operator figures (spec field names), for one store or summed over stores. */
export interface OperatorFigures {
  COD_ID_PROFISSIONAL: string;
  NOME_PROFISSIONAL: string;
  /** first day the operator was seen (in that store), up to the period's end */
  DATA_INCLUSAO: string;
  NUM_CUPONS_TOTAL: number;
  NUM_CUPONS_IDENTIFICADOS: number;
  PER_CUPONS_IDENTIFICADOS: number;
  VAL_FATURAMENTO_TOTAL: number;
  VAL_FATURAMENTO_IDENTIFICADO: number;
  PER_FATURAMENTO_IDENTIFICADO: number;
}

export interface OperatorRow extends OperatorFigures {
  ID_UNIDADE: string;
  NOM_NOME: string;
}

export interface OperatorDay {
  day: string;
  NUM_CUPONS_TOTAL: number;
  NUM_CUPONS_IDENTIFICADOS: number;
  PER_CUPONS_IDENTIFICADOS: number;
}

export interface OperatorDetails extends OperatorFigures {
  days: OperatorDay[];
  stores: OperatorRow[];
}

interface RawRow {
  operator: string;
  unit: string;
  operator_label: string;
  first_day: string;
  s_tickets: number;
  s_identified_tickets: number;
  s_revenue: number;
  s_identified_revenue: number;
}

function figures(operator: string, name: string, firstDay: string, tickets: number, identified: number, revenue: number, identifiedRevenue: number): OperatorFigures {
  return {
    COD_ID_PROFISSIONAL: operator,
    NOME_PROFISSIONAL: name,
    DATA_INCLUSAO: firstDay,
    NUM_CUPONS_TOTAL: tickets,
    NUM_CUPONS_IDENTIFICADOS: identified,
    PER_CUPONS_IDENTIFICADOS: ratio(identified, tickets) * 100,
    VAL_FATURAMENTO_TOTAL: revenue,
    VAL_FATURAMENTO_IDENTIFICADO: identifiedRevenue,
    PER_FATURAMENTO_IDENTIFICADO: ratio(identifiedRevenue, revenue) * 100,
  };
}

/**
 * Per operator and store: the period's sums, and the first day seen up to the period's end (read
 * without the period's start so DATA_INCLUSAO is the operator's real first day, not the period's).
 */
async function operatorStoreRows(ch: AnalyticsStore, scope: MetricsScope, operator: string | null): Promise<RawRow[]> {
  const inPeriod = `local_date >= toDate({start:String})`;
  return ch.query<RawRow>(
    `SELECT operator_id AS operator, unit_id_erp AS unit, argMax(operator_name, local_date) AS operator_label,
            toString(min(local_date)) AS first_day,
            sumIf(tickets, ${inPeriod}) AS s_tickets, sumIf(tickets, ${inPeriod} AND identified = 1) AS s_identified_tickets,
            toFloat64(sumIf(revenue, ${inPeriod})) AS s_revenue, toFloat64(sumIf(revenue, ${inPeriod} AND identified = 1)) AS s_identified_revenue
       FROM agg_operator_daily
      WHERE ${RUN} AND local_date <= toDate({end:String}) AND ${UNITS}
        AND ({operator:String} = '' OR operator_id = {operator:String})
      GROUP BY operator, unit
      ${operator === null ? 'HAVING s_tickets > 0' : ''}`,
    { ...scopeParams(scope), operator: operator ?? '' },
  );
}

function toRow(row: RawRow, names: Map<string, string>): OperatorRow {
  return {
    ...figures(
      row.operator,
      row.operator_label,
      row.first_day,
      Number(row.s_tickets),
      Number(row.s_identified_tickets),
      Number(row.s_revenue),
      Number(row.s_identified_revenue),
    ),
    ID_UNIDADE: row.unit,
    NOM_NOME: nameOf(names, row.unit),
  };
}

/** Every operator with coupons in the period, one row per operator and store, best identification first. */
export async function operatorPerformance(ch: AnalyticsStore, scope: MetricsScope): Promise<OperatorRow[]> {
  const [rows, names] = await Promise.all([operatorStoreRows(ch, scope, null), unitNames(ch, scope.accountId)]);
  return rows
    .map((row) => toRow(row, names))
    .sort(
      (a, b) =>
        b.PER_CUPONS_IDENTIFICADOS - a.PER_CUPONS_IDENTIFICADOS ||
        b.NUM_CUPONS_TOTAL - a.NUM_CUPONS_TOTAL ||
        a.NOME_PROFISSIONAL.localeCompare(b.NOME_PROFISSIONAL, 'pt-BR') ||
        byUnitId(a.ID_UNIDADE, b.ID_UNIDADE),
    );
}

/**
 * One operator: the period's figures over the selected stores, the identified share day by day and
 * the split per store. Null when the operator never appears in those stores up to the period's end.
 */
export async function operatorDetails(ch: AnalyticsStore, scope: MetricsScope, operator: string): Promise<OperatorDetails | null> {
  const [rows, names, days] = await Promise.all([
    operatorStoreRows(ch, scope, operator),
    unitNames(ch, scope.accountId),
    ch.query<{ day: string; s_tickets: number; s_identified: number }>(
      `SELECT toString(local_date) AS day, sum(tickets) AS s_tickets, sumIf(tickets, identified = 1) AS s_identified
         FROM agg_operator_daily
        WHERE ${RUN} AND ${PERIOD} AND ${UNITS} AND operator_id = {operator:String}
        GROUP BY day ORDER BY day`,
      { ...scopeParams(scope), operator },
    ),
  ]);
  if (rows.length === 0) return null;
  const stores = rows.map((row) => toRow(row, names)).sort((a, b) => byUnitId(a.ID_UNIDADE, b.ID_UNIDADE));
  const total = (pick: (row: OperatorRow) => number) => stores.reduce((sum, row) => sum + pick(row), 0);
  return {
    ...figures(
      operator,
      stores[0].NOME_PROFISSIONAL,
      stores.map((row) => row.DATA_INCLUSAO).sort()[0],
      total((row) => row.NUM_CUPONS_TOTAL),
      total((row) => row.NUM_CUPONS_IDENTIFICADOS),
      total((row) => row.VAL_FATURAMENTO_TOTAL),
      total((row) => row.VAL_FATURAMENTO_IDENTIFICADO),
    ),
    days: days.map((row) => {
      const tickets = Number(row.s_tickets);
      const identified = Number(row.s_identified);
      return { day: row.day, NUM_CUPONS_TOTAL: tickets, NUM_CUPONS_IDENTIFICADOS: identified, PER_CUPONS_IDENTIFICADOS: ratio(identified, tickets) * 100 };
    }),
    stores,
  };
}

// --- the pages' tables, exportable (server/modules/sales-analytics/tables.ts); both routes need employee-PII access

const operatorLine = (row: OperatorRow) => [
  row.NOME_PROFISSIONAL,
  row.COD_ID_PROFISSIONAL,
  row.NOM_NOME,
  formatDay(row.DATA_INCLUSAO),
  formatNumber(row.NUM_CUPONS_TOTAL, 0),
  formatNumber(row.NUM_CUPONS_IDENTIFICADOS, 0),
  formatPercent(row.PER_CUPONS_IDENTIFICADOS),
  formatCurrency(row.VAL_FATURAMENTO_TOTAL),
  formatCurrency(row.VAL_FATURAMENTO_IDENTIFICADO),
  formatPercent(row.PER_FATURAMENTO_IDENTIFICADO),
];

export const OPERATOR_TABLE_ROWS = {
  'clube.performance-operacional': async (ch, scope) => (await operatorPerformance(ch, scope)).map(operatorLine),
  'clube.performance-operacional.detalhes-operador': async (ch, scope, params) => {
    const details = params.operatorId ? await operatorDetails(ch, scope, params.operatorId) : null;
    return details ? details.stores.map(operatorLine) : [];
  },
} satisfies Partial<Record<ExportTableId, TableRows>>;
