/** The message-templates module's public API (the campaign engine's SMS texts, the demo seed). */
export { messageByType, smsTextAsSent } from './service';
export type { MessageByType } from './service';
export { seedDemoMessageTemplates } from './seed';
