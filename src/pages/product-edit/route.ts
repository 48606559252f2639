import type { PageRoute } from '@/shared/lib/route-module';
import { productEditPage } from './api/ProductEditPageQuery';

/** Route module of /produtos/novo and /produtos/alterar/:id. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-product-edit" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-product-edit" */ './ui/ProductEditPage').then((m) => ({ Component: m.ProductEditPage })),
  loadQuery: productEditPage.load,
};
