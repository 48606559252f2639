// The push message step of the campaign wizard (minimal stand-in; the full feature replaces it).
export { PushMessageStep } from './ui/PushMessageStep';
export { validatePushMessage } from './model/validate';
export { messages } from './i18n/pt-BR';
