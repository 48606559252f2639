import type { PageRoute } from '@/shared/lib/route-module';
import { productGroupsPage } from './api/ProductGroupsPageQuery';

/** Route module of /produtos/gerenciamento-produtos/grupos. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-product-groups" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-product-groups" */ './ui/ProductGroupsPage').then((m) => ({ Component: m.ProductGroupsPage })),
  loadQuery: productGroupsPage.load,
};
