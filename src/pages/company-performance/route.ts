import type { PageRoute } from '@/shared/lib/route-module';
import { companyPerformancePage } from './api/CompanyPerformancePageQuery';

/** Route module of /empresa/desempenho. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-company-performance" */ './i18n/pt-BR'),
  load: () =>
    import(/* webpackChunkName: "page-company-performance" */ './ui/CompanyPerformancePage').then((m) => ({ Component: m.CompanyPerformancePage })),
  loadQuery: companyPerformancePage.load,
};
