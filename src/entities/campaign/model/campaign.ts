/** The campaign channels the SMS, e-mail, app and WhatsApp pages work with (server CampaignChannel). */
export const CAMPAIGN_PAGE_CHANNELS = ['sms', 'email', 'push', 'whatsapp'] as const;
export type CampaignPageChannel = (typeof CAMPAIGN_PAGE_CHANNELS)[number];

/** The address segment of each channel's pages: /campanhas/sms, /campanhas/email, /campanhas/aplicativo. */
export const CHANNEL_ROUTE_KEYS: Readonly<Record<CampaignPageChannel, string>> = { sms: 'sms', email: 'email', push: 'aplicativo', whatsapp: 'whatsapp' };

/** The channel of a /campanhas/<key>/… address (the e-mail aliases redirect before this reads them); SMS when unknown. */
export function channelOfPath(pathname: string): CampaignPageChannel {
  const key = pathname.split('/')[2] ?? '';
  const found = CAMPAIGN_PAGE_CHANNELS.find((channel) => CHANNEL_ROUTE_KEYS[channel] === key);
  return found ?? 'sms';
}

/** The list page of a channel. */
export const campaignListPath = (channel: CampaignPageChannel) => `/campanhas/${CHANNEL_ROUTE_KEYS[channel]}`;
/** The wizard of a new campaign, or of a saved one (read-only unless a draft); WhatsApp's is `editar/{id}` (spec §2). */
export const campaignEditorPath = (channel: CampaignPageChannel, id?: string | null) =>
  `${campaignListPath(channel)}/${id ? `${channel === 'whatsapp' ? 'editar/' : ''}${encodeURIComponent(id)}` : 'nova'}`;
/** The results page of a campaign (the campaign-results page). */
export const campaignResultsPath = (channel: CampaignPageChannel, id: string) => `${campaignListPath(channel)}/resultados/${encodeURIComponent(id)}`;

/** Statuses of an omni campaign, in the order the filter chips show them (spec §4). */
export const CAMPAIGN_STATUSES = ['DRAFT', 'SCHEDULED', 'ACTIVE', 'FINISHED', 'INACTIVE'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Colour of each status chip (spec §4: colour-coded; the palette is ours): [text, background]. */
export const CAMPAIGN_STATUS_COLOURS: Readonly<Record<CampaignStatus, readonly [string, string]>> = {
  DRAFT: ['#475569', '#f1f5f9'],
  SCHEDULED: ['#1d4ed8', '#dbeafe'],
  ACTIVE: ['#15803d', '#dcfce7'],
  FINISHED: ['#6d28d9', '#ede9fe'],
  INACTIVE: ['#b91c1c', '#fee2e2'],
};

/** A status as the server sends it; unknown values show as Rascunho (spec §4). */
export const campaignStatusOf = (value: string): CampaignStatus => ((CAMPAIGN_STATUSES as readonly string[]).includes(value) ? (value as CampaignStatus) : 'DRAFT');

/** Tooltips of spec §8 on "Cancelar disparos" (also the server's refusal texts). */
export const DISPATCH_CANCEL_REFUSALS = {
  sent: 'Campanha não pode ser cancelada pois a mensagem já foi enviada',
  cancelled: 'Campanha já foi cancelada',
} as const;

/** What a campaign row allows (spec §4 actions), from its status and dispatches. */
export interface CampaignActionState {
  status: string;
  has_sent_messages: boolean;
  pending_dispatches: number;
  dispatches_cancelled: boolean;
}

export type CampaignAction = 'duplicate' | 'delete' | 'deactivate' | 'cancel' | 'cancelDispatches' | 'finish';

/** The actions shown on a campaign: every one may be duplicated; the rest follow the status. */
export function campaignActions(campaign: CampaignActionState): CampaignAction[] {
  const status = campaignStatusOf(campaign.status);
  const live = status === 'SCHEDULED' || status === 'ACTIVE';
  const actions: CampaignAction[] = ['duplicate'];
  if (status === 'DRAFT') actions.push('delete');
  if (live && !campaign.has_sent_messages) actions.push('deactivate');
  if (live) actions.push('cancelDispatches', 'cancel', 'finish');
  return actions;
}

/** Why "Cancelar disparos" is refused (spec §8 tooltip), or null when it is allowed. */
export function dispatchCancelRefusal(campaign: CampaignActionState): string | null {
  if (campaign.dispatches_cancelled || campaign.status === 'INACTIVE') return DISPATCH_CANCEL_REFUSALS.cancelled;
  if (campaign.has_sent_messages && campaign.pending_dispatches === 0) return DISPATCH_CANCEL_REFUSALS.sent;
  return null;
}

/** Whole reais and cents as pt-BR currency: 1234 → "R$ 12,34". */
export const formatCents = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\u00a0/g, ' ');

/** The interface of each channel's message step of the wizard (shared with the e-mail and push features). */
export interface CampaignMessageStepProps {
  /** the channel's message JSON (see ScheduleChannel in schema.graphql) */
  value: Record<string, unknown> | null;
  onChange(value: Record<string, unknown>): void;
  showErrors: boolean;
}
