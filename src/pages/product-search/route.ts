import type { PageRoute } from '@/shared/lib/route-module';
import { productSearchPage } from './api/ProductSearchPageQuery';

/** Route module of /produtos/busca-produto. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-product-search" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-product-search" */ './ui/ProductSearchPage').then((m) => ({ Component: m.ProductSearchPage })),
  loadQuery: productSearchPage.load,
};
