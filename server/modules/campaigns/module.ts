import { canOpen, canOpenAny, PLATFORM_ADMIN, viewerCanOpen } from '../../access/control';
import { toGlobalId } from '../../access/globalId';
import { defineModule } from '../types';
import { campaignMutations, campaignNode, campaignQueries, CHANNEL_ROUTES, OmniCampaign } from './resolvers';
import { emailMutations, emailQueries } from './email/resolvers';
import { whatsappMutations, whatsappQueries } from './whatsapp/resolvers';
import { findCampaign } from './store';
import { registerCampaignRoutes } from './rest';

/** Who may use the campaign API: anyone who may open one of the SMS, e-mail or push campaign pages. */
const CAMPAIGNS = canOpenAny(Object.values(CHANNEL_ROUTES));

/**
 * The campaign engine (issue 11, contracts/campaigns.md): omni campaigns and their actions, credits
 * per channel, the cost estimate, planning into the delivery ledger and the dispatch through the
 * channels' adapters (SMS over Zenvia with its receipts webhook). The public opt-out page is served by
 * server/http/app.ts (form posts, no session).
 */
export default defineModule({
  name: 'campaigns',
  resolvers: { Query: { ...campaignQueries, ...emailQueries, ...whatsappQueries }, Mutation: { ...campaignMutations, ...emailMutations, ...whatsappMutations }, OmniCampaign },
  policies: {
    Query: {
      ...Object.fromEntries(Object.keys(campaignQueries).map((field) => [field, CAMPAIGNS])),
      previewOmniCampaignEmail: canOpen(CHANNEL_ROUTES.email),
      // WhatsApp templates and senders: who may open the WhatsApp campaigns page (module whatsapp)
      ...Object.fromEntries(Object.keys(whatsappQueries).map((field) => [field, canOpen(CHANNEL_ROUTES.whatsapp)])),
    },
    Mutation: {
      ...Object.fromEntries(Object.keys(campaignMutations).map((field) => [field, CAMPAIGNS])),
      // the e-mail content's preview and test send: who may open the e-mail campaigns page
      sendTestOmniCampaignEmail: canOpen(CHANNEL_ROUTES.email),
      ...Object.fromEntries(Object.keys(whatsappMutations).map((field) => [field, canOpen(CHANNEL_ROUTES.whatsapp)])),
      // money: a purchase and the prices are recorded by the platform's admins
      purchaseCampaignCredits: PLATFORM_ADMIN,
      updateCampaignChannelSettings: PLATFORM_ADMIN,
      generateCampaignPushVapidKeys: PLATFORM_ADMIN,
    },
  },
  nodes: {
    OmniCampaign: async (id, viewer, services) => {
      if (!Object.values(CHANNEL_ROUTES).some((route) => viewerCanOpen(viewer, route))) return null;
      const row = await findCampaign(services.db, viewer.account.id, id);
      return row ? { ...campaignNode(row), id: toGlobalId('OmniCampaign', row.id) } : null;
    },
  },
  rest: registerCampaignRoutes,
});
