import { formatCurrency, formatNumber } from '../../../src/shared/lib/number';
import type { ExportTableId } from '../../../src/shared/config';
import type { AnalyticsStore, Queryable } from '../../stores';
import { findAnalysis } from './store';

/** The rows of an exported table (as sales-analytics' TableRows), formatted for people. */
type PriceRangeTableRows = (ch: AnalyticsStore, scope: { accountId: string }, params: Record<string, string>, context: { db: Queryable }) => Promise<string[][]>;

const money = (value: number | null) => (value === null ? '' : formatCurrency(value));

/** The analysis page's ranges table, from the stored result (params.id: the analysis's uuid, in the requester's account). */
export const PRICE_RANGE_TABLE_ROWS = {
  'produtos.faixas-precos.analise': async (_ch, scope, params, { db }) => {
    const analysis = params.id ? await findAnalysis(db, scope.accountId, params.id) : null;
    if (!analysis?.result) throw new Error('análise sem resultado');
    return analysis.result.priceRanges.map((range) => [
      String(range.index),
      `${range.lowerBound === null ? '' : `> ${formatNumber(range.lowerBound, 2)}`}${range.lowerBound !== null && range.upperBound !== null ? ' e ' : ''}${range.upperBound === null ? '' : `≤ ${formatNumber(range.upperBound, 2)}`}`,
      formatNumber(range.reference.unique, 0),
      formatNumber(range.unique, 0),
      money(range.percentile20),
      money(range.percentile50),
      money(range.percentile80),
      money(range.minPrice),
      money(range.maxPrice),
      formatNumber(range.upsell, 0),
      formatNumber(range.downsell, 0),
      formatNumber(range.stayed, 0),
      formatNumber(range.new, 0),
      formatNumber(range.lost, 0),
    ]);
  },
} satisfies Partial<Record<ExportTableId, PriceRangeTableRows>>;
