import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { productEditPage } from './api/ProductEditPageQuery';

/** Route module of /produtos/alterar/:id. */
export const pageRoute: PageRoute = {
  texts: () => pageTexts(import(/* webpackChunkName: "page-product-edit" */ './i18n/pt-BR'), import(/* webpackChunkName: "page-product-edit" */ '@/features/edit-product')),
  load: () => import(/* webpackChunkName: "page-product-edit" */ './ui/ProductEditPage').then((m) => ({ Component: m.ProductEditPage })),
  loadQuery: productEditPage.load,
};
