import type { PageRoute } from '@/shared/lib/route-module';

/** Route module of /maintenance. */
export const pageRoute: PageRoute = {
  load: () => import(/* webpackChunkName: "page-maintenance" */ './ui/MaintenancePage').then((m) => ({ Component: m.MaintenancePage })),
};
