import type { PageRoute } from '@/shared/lib/route-module';
import { campaignResultsPage } from './api/CampaignResultsPageQuery';

/** Route module of /campanhas/sms|email|aplicativo/resultados/:id. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-campaign-results" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-campaign-results" */ './ui/CampaignResultsPage').then((m) => ({ Component: m.CampaignResultsPage })),
  loadQuery: campaignResultsPage.load,
};
