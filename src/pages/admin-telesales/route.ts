import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { adminTelesalesPage } from './api/AdminTelesalesPageQuery';

/** Route module of /configuracoes-admin/televendas. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(import(/* webpackChunkName: "page-admin-telesales" */ './i18n/pt-BR'), import(/* webpackChunkName: "page-admin-telesales" */ '@/features/switch-account-module')),
  load: () => import(/* webpackChunkName: "page-admin-telesales" */ './ui/AdminTelesalesPage').then((m) => ({ Component: m.AdminTelesalesPage })),
  loadQuery: adminTelesalesPage.load,
};
