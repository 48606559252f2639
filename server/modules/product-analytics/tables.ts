import { formatCurrency, formatNumber, formatPercent } from '../../../src/shared/lib/number';
import type { ExportTableId } from '../../../src/shared/config';
import type { AnalyticsStore } from '../../stores';
import type { MetricsScope } from '../sales-analytics';
import { productRanking, type RankingMetric, type RankingOrder } from './ranking';
import type { ProductScope } from './scope';

/** The rows of an exported table (as sales-analytics' TableRows), formatted for people. */
type ProductTableRows = (ch: AnalyticsStore, scope: MetricsScope, params: Record<string, string>) => Promise<string[][]>;

const METRICS: readonly RankingMetric[] = ['QUANTITY', 'REVENUE', 'TICKETS', 'CLIENTS'];

/** The page's scope from the export's filter and params (department, category). */
export function productScopeOf(scope: MetricsScope, params: Record<string, string>): ProductScope {
  const department = params.department ? params.department : null;
  return {
    accountId: scope.accountId,
    run: scope.run,
    start: scope.start,
    end: scope.end,
    units: scope.units,
    department,
    category: department !== null && params.category ? params.category : null,
  };
}

/** The product analytics tables people can export, computed by the functions that feed the pages. */
export const PRODUCT_TABLE_ROWS = {
  'produtos.ranking-produtos': async (ch, scope, params) => {
    const metric = METRICS.includes(params.metric as RankingMetric) ? (params.metric as RankingMetric) : 'REVENUE';
    const order: RankingOrder = params.order === 'LEAST' ? 'LEAST' : 'TOP';
    const ranking = await productRanking(ch, productScopeOf(scope, params), metric, order);
    return ranking.rows.map((row) => [
      String(row.position),
      row.sku,
      row.name,
      row.department,
      row.category,
      formatNumber(row.NUM_ITENS, 0),
      row.isWeightable ? formatNumber(row.VAL_QUANTIDADE_KG, 3) : '',
      formatCurrency(row.VAL_FATURAMENTO),
      formatPercent(row.PER_FATURAMENTO),
      formatNumber(row.NUM_CUPONS, 0),
      formatNumber(row.NUM_CLIENTES, 0),
      formatCurrency(row.VAL_PRECO_MEDIO),
      formatNumber(row.VAL_QUANTIDADE_MEDIA_NA_CESTA, 2),
    ]);
  },
} satisfies Partial<Record<ExportTableId, ProductTableRows>>;
