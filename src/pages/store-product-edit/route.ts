import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { storeProductEditPage } from './api/StoreProductEditPageQuery';

/** Route module of /produtos/alterar-produto-loja/:id. */
export const pageRoute: PageRoute = {
  texts: () => pageTexts(import(/* webpackChunkName: "page-store-product-edit" */ './i18n/pt-BR'), import(/* webpackChunkName: "page-store-product-edit" */ '@/features/edit-store-product')),
  load: () => import(/* webpackChunkName: "page-store-product-edit" */ './ui/StoreProductEditPage').then((m) => ({ Component: m.StoreProductEditPage })),
  loadQuery: storeProductEditPage.load,
};
