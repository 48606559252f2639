import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { companyRevenuePage } from './api/CompanyRevenuePageQuery';

/** Route module of /empresa/faturamento. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-company-revenue" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-company-revenue" */ '@/widgets/revenue-report'),
    ),
  load: () => import(/* webpackChunkName: "page-company-revenue" */ './ui/CompanyRevenuePage').then((m) => ({ Component: m.CompanyRevenuePage })),
  loadQuery: companyRevenuePage.load,
};
