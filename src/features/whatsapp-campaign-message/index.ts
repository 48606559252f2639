// The WhatsApp message step (issue 12): the campaign wizard imports it for the WhatsApp channel.
export { WhatsappMessageStep } from './ui/WhatsappMessageStep';
export type { WhatsappMessageStepProps } from './ui/WhatsappMessageStep';
export { validateWhatsappMessage, whatsappMessageOf, previewBody, TARGETING_MODES } from './model/whatsappMessage';
export type { WhatsappMessage, WhatsappTemplateOption } from './model/whatsappMessage';
export { messages } from './i18n/pt-BR';
