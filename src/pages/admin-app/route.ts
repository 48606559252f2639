import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { adminAppPage } from './api/AdminAppPageQuery';

/** Route module of /configuracoes-admin/app. */
export const pageRoute: PageRoute = {
  texts: () => pageTexts(import(/* webpackChunkName: "page-admin-app" */ './i18n/pt-BR'), import(/* webpackChunkName: "page-admin-app" */ '@/features/switch-account-module')),
  load: () => import(/* webpackChunkName: "page-admin-app" */ './ui/AdminAppPage').then((m) => ({ Component: m.AdminAppPage })),
  loadQuery: adminAppPage.load,
};
