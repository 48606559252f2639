import type { PageRoute } from '@/shared/lib/route-module';
import { productCataloguePage } from './api/ProductCataloguePageQuery';

/** Route module of /produtos/gerenciamento-produtos. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-product-catalogue" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-product-catalogue" */ './ui/ProductCataloguePage').then((m) => ({ Component: m.ProductCataloguePage })),
  loadQuery: productCataloguePage.load,
};
