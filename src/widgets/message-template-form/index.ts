// The message template form (/configuracoes/mensagens/nova and /{id}): fields, SMS editor and its save.
export { MessageTemplateForm } from './ui/MessageTemplateForm';
export type { MessageTemplateFormProps } from './ui/MessageTemplateForm';
export { messages } from './i18n/pt-BR';
