import type { PageRoute } from '@/shared/lib/route-module';
import { adminHotsitePage } from './api/AdminHotsitePageQuery';

/** Route module of /configuracoes-admin/hotsite. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-admin-hotsite" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-admin-hotsite" */ './ui/AdminHotsitePage').then((m) => ({ Component: m.AdminHotsitePage })),
  loadQuery: adminHotsitePage.load,
};
