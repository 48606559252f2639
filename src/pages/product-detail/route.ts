import type { PageRoute } from '@/shared/lib/route-module';
import { productDetailPage } from './api/ProductDetailPageQuery';

/** Route module of /produtos/detalhes-produto/:id. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-product-detail" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-product-detail" */ './ui/ProductDetailPage').then((m) => ({ Component: m.ProductDetailPage })),
  loadQuery: productDetailPage.load,
};
