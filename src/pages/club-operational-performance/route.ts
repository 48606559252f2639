import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { operationalPerformancePage } from './api/OperationalPerformancePageQuery';

/** Route module of /clube/performance-operacional. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-club-operational-performance" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-club-operational-performance" */ '@/widgets/operator-figures'),
    ),
  load: () =>
    import(/* webpackChunkName: "page-club-operational-performance" */ './ui/OperationalPerformancePage').then((m) => ({ Component: m.OperationalPerformancePage })),
  loadQuery: operationalPerformancePage.load,
};
