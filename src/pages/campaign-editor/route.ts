import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { campaignEditorPage } from './api/CampaignEditorPageQuery';

/** Route module of /campanhas/<sms|email|aplicativo>/nova and /campanhas/<…>/:id (the channel is in the path). */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-campaign-editor" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-campaign-editor" */ '@/entities/campaign'),
      import(/* webpackChunkName: "page-campaign-editor" */ '@/entities/sms-message'),
      import(/* webpackChunkName: "page-campaign-editor" */ '@/features/campaign-actions'),
      import(/* webpackChunkName: "page-campaign-editor" */ '@/features/email-campaign-message'),
      import(/* webpackChunkName: "page-campaign-editor" */ '@/features/push-campaign-message'),
      import(/* webpackChunkName: "page-campaign-editor" */ '@/features/whatsapp-campaign-message'),
    ),
  load: () => import(/* webpackChunkName: "page-campaign-editor" */ './ui/CampaignEditorPage').then((m) => ({ Component: m.CampaignEditorPage })),
  loadQuery: campaignEditorPage.load,
};
