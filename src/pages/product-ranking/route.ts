import type { PageRoute } from '@/shared/lib/route-module';
import { productRankingPage } from './api/ProductRankingPageQuery';

/** Route module of /produtos/ranking-produtos. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-product-ranking" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-product-ranking" */ './ui/ProductRankingPage').then((m) => ({ Component: m.ProductRankingPage })),
  loadQuery: productRankingPage.load,
};
