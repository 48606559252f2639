// The e-mail message step of the campaign wizard (minimal stand-in; the full feature replaces it).
export { EmailMessageStep } from './ui/EmailMessageStep';
export { validateEmailMessage } from './model/validate';
export { messages } from './i18n/pt-BR';
