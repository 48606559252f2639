// The actions of one omni campaign (spec §4) with their confirmations and snackbars: the list rows and the detail page.
export { CampaignActions } from './ui/CampaignActions';
export type { CampaignActionsProps } from './ui/CampaignActions';
export { messages } from './i18n/pt-BR';
