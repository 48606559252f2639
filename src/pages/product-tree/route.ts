import type { PageRoute } from '@/shared/lib/route-module';
import { productTreePage } from './api/ProductTreePageQuery';

/** Route module of /produtos/arvore-produtos. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-product-tree" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-product-tree" */ './ui/ProductTreePage').then((m) => ({ Component: m.ProductTreePage })),
  loadQuery: productTreePage.load,
};
