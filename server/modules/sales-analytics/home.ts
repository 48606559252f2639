import { formatCurrency, formatNumber, formatPercent } from '../../../src/shared/lib/number';
import { computeOpportunities } from './opportunities';
import type { ExportTableId } from '../../../src/shared/config';
import type { TableRows } from './tables';

/**
 * The home's exportable table: the suggested-product opportunities of the page's stores. The export
 * recomputes them with the same rule as "Recalcular" (from the current processing run), so the file
 * matches the list on screen once it has been recalculated.
 */
export const HOME_TABLE_ROWS = {
  'home.oportunidades': async (ch, scope) => {
    const result = await computeOpportunities(ch, { accountId: scope.accountId, run: scope.run, units: scope.units });
    return result.opportunities.map((row) => {
      const product = row.products[0];
      return [
        product?.sku ?? '',
        product?.name ?? '',
        product?.department ?? '',
        formatPercent(row.clientsPercentage),
        formatPercent(row.chainClientsPercentage),
        formatPercent(row.revenuePercentage),
        formatPercent(row.basketItemsPercentage),
        formatNumber(row.missingClients, 0),
        formatCurrency(row.averageSpend),
        formatCurrency(row.potentialRevenue),
      ];
    });
  },
} satisfies Partial<Record<ExportTableId, TableRows>>;
