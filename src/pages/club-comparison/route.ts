import type { PageRoute } from '@/shared/lib/route-module';
import { clubComparisonPage } from './api/ClubComparisonPageQuery';

/** Route module of /clube/comparativo. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-club-comparison" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-club-comparison" */ './ui/ClubComparisonPage').then((m) => ({ Component: m.ClubComparisonPage })),
  loadQuery: clubComparisonPage.load,
};
