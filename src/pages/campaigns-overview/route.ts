import type { PageRoute } from '@/shared/lib/route-module';
import { campaignsOverviewPage } from './api/CampaignsOverviewPageQuery';

/** Route module of /campanhas/resultados-gerais. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-campaigns-overview" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-campaigns-overview" */ './ui/CampaignsOverviewPage').then((m) => ({ Component: m.CampaignsOverviewPage })),
  loadQuery: campaignsOverviewPage.load,
};
