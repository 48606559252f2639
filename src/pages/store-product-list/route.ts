import type { PageRoute } from '@/shared/lib/route-module';
import { storeProductListPage } from './api/StoreProductListPageQuery';

/** Route module of /produtos/gerenciamento-produtos/produtos-loja. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-store-product-list" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-store-product-list" */ './ui/StoreProductListPage').then((m) => ({ Component: m.StoreProductListPage })),
  loadQuery: storeProductListPage.load,
};
