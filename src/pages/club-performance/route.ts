import type { PageRoute } from '@/shared/lib/route-module';
import { clubPerformancePage } from './api/ClubPerformancePageQuery';

/** Route module of /clube/desempenho. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-club-performance" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-club-performance" */ './ui/ClubPerformancePage').then((m) => ({ Component: m.ClubPerformancePage })),
  loadQuery: clubPerformancePage.load,
};
