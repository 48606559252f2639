// The WhatsApp templates tab (issue 12): the /campanhas/whatsapp list page mounts it on ?aba=modelos.
export { WhatsappTemplatesPanel } from './ui/WhatsappTemplatesPanel';
export type { WhatsappTemplatesPanelProps } from './ui/WhatsappTemplatesPanel';
export type { TemplateRow } from './model/templateForm';
export { messages } from './i18n/pt-BR';
