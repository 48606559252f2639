// The e-mail message step of the campaign wizard (issue 11, spec §3 E-mail): simple, uploaded HTML and
// the drag-and-drop MJML builder (lazy), with the server's preview and the test send.
export { EmailMessageStep } from './ui/EmailMessageStep';
export type { CampaignMessageStepProps } from './ui/EmailMessageStep';
export { validateEmailMessage, EMAIL_TYPES, STARTER_MJML } from './model/emailMessage';
export type { EmailType } from './model/emailMessage';
export { messages } from './i18n/pt-BR';
