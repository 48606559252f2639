import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { productNewPage } from './api/ProductNewPageQuery';

/** Route module of /produtos/novo. */
export const pageRoute: PageRoute = {
  texts: () => pageTexts(import(/* webpackChunkName: "page-product-new" */ './i18n/pt-BR'), import(/* webpackChunkName: "page-product-new" */ '@/features/edit-product')),
  load: () => import(/* webpackChunkName: "page-product-new" */ './ui/ProductNewPage').then((m) => ({ Component: m.ProductNewPage })),
  loadQuery: productNewPage.load,
};
