import { formatCurrency, formatNumber, formatPercent } from '../../../src/shared/lib/number';
import { computeOpportunities } from './opportunities';
import { registerAnalyticsTable } from './tables';

/**
 * The home's exportable table: the suggested-product opportunities of the page's stores. The export
 * recomputes them with the same rule as "Recalcular" (from the current processing run), so the file
 * matches the list on screen once it has been recalculated.
 */
export const HOME_TABLES = {
  opportunities: registerAnalyticsTable({
    id: 'home.oportunidades',
    name: 'Oportunidades de produtos',
    routeId: 'home',
    fileBaseName: 'oportunidades-de-produtos',
    columns: [
      { header: 'SKU', width: 16 },
      { header: 'Produto', width: 40 },
      { header: 'Departamento', width: 20 },
      { header: 'Clientes (lojas)', width: 16 },
      { header: 'Clientes (rede)', width: 16 },
      { header: 'Faturamento', width: 14 },
      { header: 'Itens na cesta', width: 14 },
      { header: 'Clientes a conquistar', width: 20 },
      { header: 'Gasto médio por cliente', width: 22 },
      { header: 'Potencial', width: 16 },
    ],
    async rows(ch, scope) {
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
  }),
};
