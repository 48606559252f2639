import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { campaignListPage } from './api/CampaignListPageQuery';

/** Route module of /campanhas/sms, /campanhas/email and /campanhas/aplicativo (the channel is in the path). */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-campaign-list" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-campaign-list" */ '@/entities/campaign'),
      import(/* webpackChunkName: "page-campaign-list" */ '@/features/campaign-actions'),
      import(/* webpackChunkName: "page-campaign-list" */ '@/features/whatsapp-templates'),
    ),
  load: () => import(/* webpackChunkName: "page-campaign-list" */ './ui/CampaignListPage').then((m) => ({ Component: m.CampaignListPage })),
  loadQuery: campaignListPage.load,
};
