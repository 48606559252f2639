// The app push message step (issue 11): the campaign wizard imports it for the push channel.
export { PushMessageStep } from './ui/PushMessageStep';
export type { CampaignMessageStepProps } from './ui/PushMessageStep';
export { validatePushMessage, pushMessageOf, PUSH_IMAGE_SIZE } from './model/validatePushMessage';
export type { PushMessage } from './model/validatePushMessage';
export { messages } from './i18n/pt-BR';
