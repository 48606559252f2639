/** The campaign engine's public API (the server starts the engine; seed and bench use the rest). */
export { CampaignEngine, outboxAdapter, type ChannelAdapter, type OutgoingMessage, type SendResult } from './dispatch';
export { balances, channelSettings, addEntry } from './credits';
export { campaignSlots, saoPauloInstant } from './schedule';
export { activateCampaign, saveDraft, estimateCampaign, unscheduleCampaign, finishCampaign } from './service';
export { addRecipientVariables, onSlotPlanned } from './hooks';
export { DEMO_CAMPAIGN_IDS, DEMO_WHATSAPP_TEMPLATE_IDS, replayDemoCampaigns, saoPauloToday, seedDemoCampaigns, seedDemoWhatsapp } from './seed';
export { answerOptOut, OPT_OUT_PATH, optOutLink, signOptOut, suppress } from './optout';
export { findCampaign } from './store';
export { zenviaAdapter, webhookKey } from './zenvia';
export { whatsappAdapter } from './whatsapp/adapter';
export type { WhatsappInboundHandler, WhatsappInboundMessage } from './whatsapp/inbound';
export { WhatsappMessenger, WhatsappWindowClosedError, sendWhatsappTemplate, sendWhatsappText, type WhatsappSendResult } from './whatsapp/send';
export { whatsappWebhookKey } from './whatsapp/webhook';
export { pushAdapter } from './push/adapter';
export { registerDevice } from './push/devices';
export { campaignQueue, stopCampaignQueue, DISPATCH_QUEUE } from './queue';
export { emailWebhookKey } from './emailEvents';
export { smtpCampaignAdapter, campaignMessageId } from './smtpAdapter';
