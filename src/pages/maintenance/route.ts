import type { PageRoute } from '@/shared/lib/route-module';

/** Route module of /maintenance. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-maintenance" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-maintenance" */ './ui/MaintenancePage').then((m) => ({ Component: m.MaintenancePage })),
};
