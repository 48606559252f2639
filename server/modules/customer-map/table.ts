import { formatCurrency, formatNumber, formatPercent } from '../../../src/shared/lib/number';
import type { ExportTableId } from '../../../src/shared/config';
import type { AnalyticsStore } from '../../stores';
import type { MetricsScope } from '../sales-analytics';
import { DEFAULT_RECENCY_CRITERIA } from '../accounts';
import { ACTIVITY_STATUSES, UNNAMED, neighborhoodFigures, type ActivityStatus } from './service';

/**
 * The exported neighbourhood table of /clientes/mapa: the page's rows for the same filters (param
 * `statuses`: the status filter, comma-separated). Like the other exports, rows are computed with the
 * contract's default recency criteria (the job carries no account).
 */
export const CUSTOMER_MAP_TABLE_ROWS = {
  'clientes.mapa': async (ch: AnalyticsStore, scope: MetricsScope, params: Record<string, string>) => {
    const statuses = (params.statuses ?? '').split(',').filter((status): status is ActivityStatus => (ACTIVITY_STATUSES as readonly string[]).includes(status));
    const rows = await neighborhoodFigures(
      ch,
      { accountId: scope.accountId, run: scope.run, start: scope.start, end: scope.end, units: scope.units, statuses: statuses.length ? statuses : null },
      DEFAULT_RECENCY_CRITERIA,
    );
    return rows.map((row) => [
      row.city || UNNAMED,
      row.neighborhood || UNNAMED,
      formatNumber(row.consumers),
      formatNumber(row.actives),
      formatPercent(row.activeShare),
      formatCurrency(row.loyaltyRevenue),
    ]);
  },
} satisfies Partial<Record<ExportTableId, (ch: AnalyticsStore, scope: MetricsScope, params: Record<string, string>) => Promise<string[][]>>>;
