import { canOpen } from '../../access/control';
import { toGlobalId } from '../../access/globalId';
import { defineModule } from '../types';
import { getProduct, toProductModel } from './catalogue';
import { productAnalyticsQueries } from './resolvers';

/** Product analytics (issue 9): the ranking, search and detail, tree and comparison pages. */
export default defineModule({
  name: 'product-analytics',
  resolvers: { Query: productAnalyticsQueries },
  policies: {
    Query: {
      productRanking: canOpen('produtos.ranking-produtos'),
      productSearch: canOpen('produtos.busca-produto'),
      productDetail: canOpen('produtos.detalhes-produto'),
      // module products_tree, hidden for franchise accounts: the catalogue's rules for the route
      productTree: canOpen('produtos.arvore-produtos'),
      productComparison: canOpen('produtos.comparativo-produtos'),
      // module products_tree, hidden for franchise accounts
      categoryComparison: canOpen('produtos.comparativo-categorias'),
    },
  },
  nodes: {
    // Inside the viewer's account only; the catalogue is no personal data, any user of the account reads it.
    Product: async (sku, viewer, services) => {
      const row = await getProduct(services.db, viewer.account.id, sku);
      return row ? { id: toGlobalId('Product', row.sku), ...toProductModel(row) } : null;
    },
  },
});
