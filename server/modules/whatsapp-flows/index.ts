/** The whatsapp-flows module's public API: the runtime the webhook hands inbound messages to, the sender interface, the demo seed. */
export { WhatsappFlowRuntime, normalizeWhatsappPhone } from './runtime';
export { outboxWhatsappSender } from './sender';
export type { WhatsappSender, WhatsappInboundMessage, WhatsappInboundHandler, WhatsappOption } from './sender';
export { seedDemoWhatsappFlows } from './seed';
export { saveDraft as saveWhatsappFlowDraft, publish as publishWhatsappFlow } from './service';
export { DEMO_OFFERS_FLOW } from './seed';
