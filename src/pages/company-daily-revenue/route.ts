import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { companyDailyRevenuePage } from './api/CompanyDailyRevenuePageQuery';

/** Route module of /empresa/faturamento/diario/:mes. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-company-daily-revenue" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-company-daily-revenue" */ '@/widgets/revenue-report'),
    ),
  load: () =>
    import(/* webpackChunkName: "page-company-daily-revenue" */ './ui/CompanyDailyRevenuePage').then((m) => ({ Component: m.CompanyDailyRevenuePage })),
  loadQuery: companyDailyRevenuePage.load,
};
