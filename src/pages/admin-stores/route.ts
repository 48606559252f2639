import type { PageRoute } from '@/shared/lib/route-module';
import { adminStoresPage } from './api/AdminStoresPageQuery';

/** Route module of /configuracoes-admin/lojas. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-admin-stores" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-admin-stores" */ './ui/AdminStoresPage').then((m) => ({ Component: m.AdminStoresPage })),
  loadQuery: adminStoresPage.load,
};
