// Omni campaigns (issue 11): channels and their addresses, statuses and their chips, the actions a campaign allows.
export {
  CAMPAIGN_PAGE_CHANNELS,
  CHANNEL_ROUTE_KEYS,
  channelOfPath,
  campaignListPath,
  campaignEditorPath,
  campaignResultsPath,
  CAMPAIGN_STATUSES,
  CAMPAIGN_STATUS_COLOURS,
  campaignStatusOf,
  DISPATCH_CANCEL_REFUSALS,
  campaignActions,
  dispatchCancelRefusal,
  formatCents,
} from './model/campaign';
export type { CampaignPageChannel, CampaignStatus, CampaignActionState, CampaignAction, CampaignMessageStepProps } from './model/campaign';
export { CampaignStatusChip } from './ui/CampaignStatusChip';
export { messages } from './i18n/pt-BR';
