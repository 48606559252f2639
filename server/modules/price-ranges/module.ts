import { canOpen } from '../../access/control';
import { toGlobalId } from '../../access/globalId';
import { defineModule } from '../types';
import { analysisNode, priceRangesMutations, priceRangesQueries, priceRangesSubscriptions } from './resolvers';
import { findAnalysis } from './store';
import { viewerCanOpen } from '../../access/control';

/** The route every price-range field is opened with (permission produtos/faixas-precos). */
const PAGE = 'produtos.faixas-precos';

/** Price-range analyses (issue 9, /produtos/faixas-precos): kept analyses computed as jobs, their ranges, moves and histogram. */
export default defineModule({
  name: 'price-ranges',
  resolvers: { Query: priceRangesQueries, Mutation: priceRangesMutations, Subscription: priceRangesSubscriptions },
  policies: {
    Query: {
      priceRangesAnalyticsList: canOpen(PAGE),
      priceRangesAnalytic: canOpen(PAGE),
      priceRangesProductsWithoutSales: canOpen(PAGE),
      priceRangesHistogram: canOpen(PAGE),
      priceRangesAnalytics: canOpen(PAGE),
    },
    Mutation: {
      upsertPriceRangesAnalytics: canOpen(PAGE),
      deletePriceRangesAnalytics: canOpen(PAGE),
    },
    Subscription: { priceRangesAnalyticsStatus: canOpen(PAGE) },
  },
  nodes: {
    // inside the viewer's account, and only for a viewer who may open the page
    PriceRangesAnalysis: async (id, viewer, services) => {
      if (!viewerCanOpen(viewer, PAGE)) return null;
      const row = await findAnalysis(services.db, viewer.account.id, id);
      return row ? { ...analysisNode(row), id: toGlobalId('PriceRangesAnalysis', row.id) } : null;
    },
  },
});
