import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { storeProductNewPage } from './api/StoreProductNewPageQuery';

/** Route module of /produtos/novo-produto-loja. */
export const pageRoute: PageRoute = {
  texts: () => pageTexts(import(/* webpackChunkName: "page-store-product-new" */ './i18n/pt-BR'), import(/* webpackChunkName: "page-store-product-new" */ '@/features/edit-store-product')),
  load: () => import(/* webpackChunkName: "page-store-product-new" */ './ui/StoreProductNewPage').then((m) => ({ Component: m.StoreProductNewPage })),
  loadQuery: storeProductNewPage.load,
};
