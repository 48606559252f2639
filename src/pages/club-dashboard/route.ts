import type { PageRoute } from '@/shared/lib/route-module';
import { clubDashboardPage } from './api/ClubDashboardPageQuery';

/** Route module of /clube/dashboard. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-club-dashboard" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-club-dashboard" */ './ui/ClubDashboardPage').then((m) => ({ Component: m.ClubDashboardPage })),
  loadQuery: clubDashboardPage.load,
};
