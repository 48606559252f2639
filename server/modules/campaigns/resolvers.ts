import { array, enums, integer, nullable, object, optional, size, string } from 'superstruct';
import { requireViewer, viewerCanOpen } from '../../access/control';
import type { RequestContext, Viewer } from '../../access/context';
import { parseGlobalId, toGlobalId } from '../../access/globalId';
import { maskEmail, maskPhone, seesPersonalData } from '../../access/pii';
import { ForbiddenError } from '../../errors';
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';
import { isoDate } from '../../shared/filters';
import { searchTerm, validate } from '../../validation';
import { balances, channelSettings, saveChannelSettings, type ChannelSettings } from './credits';
import { CHANNELS, channelSettingsInput, purchaseInput, type Channel } from './inputs';
import { HAS_ACTIVE_DEVICE_SQL } from './push/devices';
import { providerSummary, providerToStore } from './providerConfig';
import { generateVapidKeys } from './push/config';
import * as service from './service';
import * as store from './store';
import type { CampaignRow } from './store';
import { webhookKey } from './zenvia';
import { whatsappWebhookKey } from './whatsapp/webhook';

/** The route of each channel's pages; a viewer sees the API of the channels whose pages they may open. */
export const CHANNEL_ROUTES: Record<Channel, string> = { sms: 'campanhas.sms', email: 'campanhas.email', push: 'campanhas.aplicativo', whatsapp: 'campanhas.whatsapp' };

const STATUS_LABELS: Record<store.CampaignStatus, string> = { DRAFT: 'Rascunho', SCHEDULED: 'Agendada', ACTIVE: 'Ativa', FINISHED: 'Concluída', INACTIVE: 'Inativa' };

/** A campaign id: the global id or the uuid (addresses carry the uuid). */
function campaignId(raw: unknown): string {
  const { id } = validate(object({ id: size(string(), 1, 200) }), { id: raw });
  const parsed = parseGlobalId(id);
  return parsed ? (parsed.type === 'OmniCampaign' ? parsed.id : '') : id;
}

/** The API's OmniCampaign from a row; counts and refs resolve lazily. */
export function campaignNode(row: CampaignRow) {
  return {
    row,
    id: toGlobalId('OmniCampaign', row.id),
    _id: row.id,
    title: row.title,
    description: row.description,
    initial_date: row.initial_date,
    start_time: row.start_time,
    final_date: row.final_date,
    end_time: row.end_time,
    status: row.status,
    status_label: STATUS_LABELS[row.status] ?? 'Rascunho',
    budget: { limiter: row.budget.limiter, ...row.budget.channels },
    limit_per_consumer: row.limit_per_consumer,
    schedule_settings: row.schedule_settings.map((setting) => ({ ...setting, channels: setting.channels })),
    holdout_percentage: row.holdout_percentage,
    messages_dispatches_channels: store.activeChannels(row),
    dispatches_cancelled: row.dispatches_cancelled_at !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    activated_at: row.activated_at,
    finished_at: row.finished_at,
  };
}
type CampaignNode = ReturnType<typeof campaignNode>;

const SENT = ['SENT', 'DELIVERED', 'OPENED', 'CLICKED', 'BOUNCED', 'COMPLAINED', 'READ'];

/** Counts per channel of a campaign, loaded once per node. */
const countsOf = (() => {
  const cache = new WeakMap<CampaignRow, Promise<Awaited<ReturnType<typeof store.dispatchCounts>>>>();
  return (ctx: RequestContext, row: CampaignRow) => {
    let found = cache.get(row);
    if (!found) cache.set(row, (found = store.dispatchCounts(ctx.services.db, row.id)));
    return found;
  };
})();

export const OmniCampaign = {
  async units(node: CampaignNode, _args: unknown, ctx: RequestContext) {
    if (node.row.units.length === 0) return [];
    const rows = await ctx.services.db.query<{ id_erp: string; name: string }>('select id_erp, name from units where account_id = $1 and id_erp = any($2::text[])', [
      node.row.account_id,
      node.row.units,
    ]);
    const names = new Map(rows.map((row) => [row.id_erp, row.name]));
    return node.row.units.map((id_erp) => ({ id_erp, name: names.get(id_erp) ?? null }));
  },
  async segments(node: CampaignNode, _args: unknown, ctx: RequestContext) {
    if (node.row.segments.length === 0) return [];
    const rows = await ctx.services.db.query<{ id: string; name: string; clients_qty: number | null }>(
      'select id::text, name, clients_qty from segments where account_id = $1 and id::text = any($2::text[])',
      [node.row.account_id, node.row.segments],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return node.row.segments.map((id) => ({ _id: id, name: byId.get(id)?.name ?? null, clients_qty: byId.get(id)?.clients_qty ?? null }));
  },
  async messages_dispatches_quantity(node: CampaignNode, _args: unknown, ctx: RequestContext) {
    return (await countsOf(ctx, node.row)).filter((r) => SENT.includes(r.status)).reduce((sum, r) => sum + r.n, 0);
  },
  async has_sent_messages(node: CampaignNode, _args: unknown, ctx: RequestContext) {
    return (await countsOf(ctx, node.row)).some((r) => SENT.includes(r.status) || r.status === 'FAILED');
  },
  async pending_dispatches(node: CampaignNode, _args: unknown, ctx: RequestContext) {
    return (await countsOf(ctx, node.row)).filter((r) => r.status === 'QUEUED').reduce((sum, r) => sum + r.n, 0);
  },
  async dispatches(node: CampaignNode, _args: unknown, ctx: RequestContext) {
    const counts = await countsOf(ctx, node.row);
    const channels = [...new Set([...node.messages_dispatches_channels, ...counts.map((r) => r.channel)])];
    return channels.map((channel) => {
      const of = (status: string) => counts.filter((r) => r.channel === channel && r.status === status).reduce((sum, r) => sum + r.n, 0);
      return {
        channel,
        queued: of('QUEUED'),
        // every message that went out, whatever happened after
        sent: SENT.reduce((sum, status) => sum + of(status), 0),
        delivered: of('DELIVERED') + of('OPENED') + of('CLICKED') + of('READ'),
        failed: of('FAILED'),
        // WhatsApp's READ counts as opened (contracts/campaigns.md: opened_roi)
        opened: of('OPENED') + of('CLICKED') + of('READ'),
        read: of('READ'),
        clicked: of('CLICKED'),
        bounced: of('BOUNCED'),
        complained: of('COMPLAINED'),
        suppressed: of('SUPPRESSED'),
        capped: of('CAPPED'),
        no_contact: of('NO_CONTACT'),
        no_optin: of('NO_OPTIN'),
        holdout: of('HOLDOUT'),
        cancelled: of('CANCELLED'),
        credits_spent: counts.filter((r) => r.channel === channel).reduce((sum, r) => sum + r.credits, 0),
      };
    });
  },
};

/** The services planning needs. */
const deps = (ctx: RequestContext) => ({ db: ctx.services.db, ch: ctx.services.ch, processing: ctx.services.processing });

/** Channels the viewer may work with (the channel pages they may open). */
function viewerChannels(viewer: Viewer): Channel[] {
  return (Object.entries(CHANNEL_ROUTES) as [Channel, string][]).filter(([, route]) => viewerCanOpen(viewer, route)).map(([channel]) => channel);
}

const listArgs = object({
  page: optional(nullable(size(integer(), 1, 100_000))),
  pageSize: optional(nullable(size(integer(), 1, 200))),
  sort: optional(nullable(enums(Object.keys(store.CAMPAIGN_SORTS) as store.CampaignSort[]))),
  sortDirection: optional(nullable(enums(['ASC', 'DESC'] as const))),
  search: searchTerm(),
  status: optional(nullable(size(array(enums(['DRAFT', 'SCHEDULED', 'ACTIVE', 'FINISHED', 'INACTIVE'] as const)), 0, 5))),
  units: optional(nullable(size(array(size(string(), 1, 60)), 0, 500))),
  channels: optional(nullable(size(array(enums(CHANNELS)), 0, 4))),
  initialDate: optional(nullable(isoDate())),
  finalDate: optional(nullable(isoDate())),
});

const payload = (row: CampaignRow, message: string) => ({ _id: row.id, message, campaign: campaignNode(row) });

const historyArgs = object({
  page: optional(nullable(size(integer(), 1, 100_000))),
  pageSize: optional(nullable(size(integer(), 1, 200))),
  channels: optional(nullable(size(array(enums(CHANNELS)), 0, 4))),
  status: optional(nullable(size(array(string()), 0, 15))),
  sortDirection: optional(nullable(enums(['ASC', 'DESC'] as const))),
});

/** A channel's settings as the API shows them: the provider's public parts only (secrets stay on the server). */
const settingsNode = (settings: ChannelSettings) => ({
  channel: settings.channel,
  price_cents: settings.price_cents,
  rate_per_second: settings.rate_per_second,
  configured: settings.provider !== null,
  provider_summary: providerSummary(settings.channel, settings.provider),
});

export const campaignQueries: Pick<
  QueryResolvers,
  'omniCampaigns' | 'omniCampaign' | 'omniCampaignEstimate' | 'dispatchesBalanceByChannel' | 'getNumberOfContacts' | 'messagesHistory' | 'campaignCreditEntries' | 'campaignChannelSettings'
> = {
  async omniCampaigns(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const input = validate(listArgs, { ...args });
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? 20;
    const { rows, records } = await store.listCampaigns(ctx.services.db, viewer.account.id, {
      page,
      pageSize,
      sort: input.sort ?? 'CREATED_AT',
      direction: input.sortDirection ?? 'DESC',
      search: input.search?.trim() || null,
      status: input.status ?? [],
      units: input.units ?? [],
      channels: input.channels ?? [],
      from: input.initialDate ?? null,
      to: input.finalDate ?? null,
    });
    return { omni_campaigns: rows.map(campaignNode), records, page } as never;
  },
  async omniCampaign(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const row = await store.findCampaign(ctx.services.db, viewer.account.id, campaignId(args._id));
    return (row ? campaignNode(row) : null) as never;
  },
  async omniCampaignEstimate(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const campaign = await store.findCampaign(ctx.services.db, viewer.account.id, campaignId(args._id));
    return campaign ? service.estimateCampaign(deps(ctx), campaign) : null;
  },
  async dispatchesBalanceByChannel(_parent, _args, ctx) {
    const viewer = requireViewer(ctx);
    const [balance, settings] = await Promise.all([balances(ctx.services.db, viewer.account.id), channelSettings(ctx.services.db, viewer.account.id)]);
    const of = (channel: Channel) => ({ ...balance[channel], price_cents: settings[channel].price_cents, available_cents: balance[channel].available * settings[channel].price_cents });
    return { sms: of('sms'), email: of('email'), push: of('push'), whatsapp: of('whatsapp') };
  },
  async getNumberOfContacts(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { channel } = validate(object({ channel: enums(CHANNELS) }), { channel: args.channel });
    const contact =
      channel === 'email'
        ? `lower(btrim(c.email)) ~ '^[^[:space:]@]+@[^[:space:]@.]+(\\.[^[:space:]@.]+)*\\.[^[:space:]@.]{2,}$'`
        : channel === 'push'
          ? HAS_ACTIVE_DEVICE_SQL('c.document_no')
          : `regexp_replace(coalesce(c.phone, ''), '\\D', '', 'g') ~ '^(55)?[1-9][1-9]9[0-9]{8}$'`;
    const [row] = await ctx.services.db.query<{ n: number }>(
      `select count(*)::int as n from consumers c where c.account_id = $1 and coalesce((c.opt_in ->> $2)::boolean, false) and ${contact}
         and not exists (select 1 from campaign_suppressions s where s.account_id = c.account_id and s.value = c.document_no and s.channel in ('all', $2))`,
      [viewer.account.id, channel],
    );
    // every consumer of the base is a loyalty member (they signed up); WhatsApp adds the contacts
    // without a loyalty registration (whatsapp_contacts: wrote to the number, or imported)
    if (channel !== 'whatsapp') return { total: row.n, loyalty: row.n, non_loyalty: 0 };
    const [other] = await ctx.services.db.query<{ n: number }>(
      `select count(*)::int as n from whatsapp_contacts w where w.account_id = $1 and w.opt_in
          and not exists (select 1 from campaign_suppressions s where s.account_id = w.account_id and s.value = w.phone and s.channel in ('all', 'whatsapp'))`,
      [viewer.account.id],
    );
    return { total: row.n + other.n, loyalty: row.n, non_loyalty: other.n };
  },
  async messagesHistory(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const campaign = await store.findCampaign(ctx.services.db, viewer.account.id, campaignId(args._id));
    if (!campaign) return null;
    const input = validate(historyArgs, { page: args.page, pageSize: args.pageSize, channels: args.channels, status: args.status, sortDirection: args.sortDirection });
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? 50;
    const where = ['d.campaign_id = $1'];
    const params: unknown[] = [campaign.id];
    if (input.channels?.length) where.push(`d.channel = any($${params.push(input.channels)}::text[])`);
    if (input.status?.length) where.push(`d.status = any($${params.push(input.status)}::text[])`);
    const filter = where.join(' and ');
    const [{ n }] = await ctx.services.db.query<{ n: number }>(`select count(*)::int as n from campaign_deliveries d where ${filter}`, params);
    const rows = await ctx.services.db.query<{
      document_no: string;
      channel: Channel;
      contact: string | null;
      content: Record<string, unknown> | null;
      date: Date;
      price_cents: number;
      status: string;
      reason: string | null;
    }>(
      `select d.document_no, d.channel, d.contact, o.content, coalesce(d.sent_at, d.created_at) as date, d.price_cents, d.status, d.reason
         from campaign_deliveries d left join campaign_outbox o on o.delivery_id = d.id
        where ${filter} order by d.id ${input.sortDirection === 'ASC' ? 'asc' : 'desc'} limit ${pageSize} offset ${(page - 1) * pageSize}`,
      params,
    );
    const pii = seesPersonalData(viewer);
    return {
      records: n,
      page,
      messages: rows.map((row) => ({
        client_id: pii ? row.document_no : `***${row.document_no.slice(-2)}`,
        channel: row.channel,
        contact: row.contact === null ? null : pii ? row.contact : row.channel === 'email' ? maskEmail(row.contact) : row.channel === 'push' ? null : maskPhone(row.contact),
        content: row.content ? String((row.channel === 'email' ? row.content.subject : null) ?? row.content.text ?? row.content.subject ?? row.content.title ?? '') : null,
        date: row.date,
        price: row.price_cents / 100,
        status: row.status,
        reason: row.reason,
      })),
    } as never;
  },
  async campaignCreditEntries(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const input = validate(object({ channel: optional(nullable(enums(CHANNELS))), page: optional(nullable(size(integer(), 1, 100_000))), pageSize: optional(nullable(size(integer(), 1, 200))) }), {
      ...args,
    });
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? 50;
    return ctx.services.db.query(
      `select id::text, channel, kind, credits, amount_cents::int, campaign_id, note, created_at from campaign_credit_entries
        where account_id = $1 and ($2::text is null or channel = $2) order by id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
      [viewer.account.id, input.channel ?? null],
    ) as never;
  },
  async campaignChannelSettings(_parent, _args, ctx) {
    const viewer = requireViewer(ctx);
    const settings = await channelSettings(ctx.services.db, viewer.account.id);
    // the receipts webhook is a capability (its key authenticates the provider): platform admins only
    const smsWebhook = viewer.user.mf ? `${ctx.config.publicUrl.replace(/\/+$/, '')}/api/campaigns/webhooks/zenvia/${webhookKey(ctx.services.campaigns.secret, viewer.account.id)}` : null;
    const whatsappWebhook = viewer.user.mf ? `${ctx.config.publicUrl.replace(/\/+$/, '')}/api/webhooks/whatsapp/${whatsappWebhookKey(ctx.services.campaigns.secret, viewer.account.id)}` : null;
    return CHANNELS.map((channel) => ({ ...settingsNode(settings[channel]), webhook_url: channel === 'sms' ? smsWebhook : channel === 'whatsapp' ? whatsappWebhook : null }));
  },
};

/** Refuses an action on a campaign whose channels the viewer may not open (an SMS-only user and an e-mail campaign). */
async function guardChannels(ctx: RequestContext, id: string): Promise<Viewer> {
  const viewer = requireViewer(ctx);
  const row = await store.findCampaign(ctx.services.db, viewer.account.id, id);
  if (row) {
    const allowed = viewerChannels(viewer);
    const channels = store.activeChannels(row);
    if (channels.length > 0 && !channels.some((channel) => allowed.includes(channel))) {
      throw new ForbiddenError();
    }
  }
  return viewer;
}

export const campaignMutations: Pick<
  MutationResolvers,
  | 'upsertDraftOmniCampaign'
  | 'upsertOmniCampaign'
  | 'activateOmniCampaign'
  | 'cloneOmniCampaign'
  | 'deleteOmniCampaign'
  | 'unscheduleOmniCampaign'
  | 'cancelOmniCampaign'
  | 'cancelOmniCampaignDispatches'
  | 'finishOmniCampaign'
  | 'purchaseCampaignCredits'
  | 'updateCampaignChannelSettings'
  | 'generateCampaignPushVapidKeys'
> = {
  async upsertDraftOmniCampaign(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const data = { ...(args.data as object), _id: args.data?._id ? campaignId(args.data._id) : null };
    if (data._id) await guardChannels(ctx, data._id);
    return payload(await service.saveDraft(ctx.services.db, viewer, data, ctx.config.publicUrl), 'Rascunho salvo.') as never;
  },
  async upsertOmniCampaign(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const data = { ...(args.data as object), _id: args.data?._id ? campaignId(args.data._id) : null };
    if (data._id) await guardChannels(ctx, data._id);
    return payload(await service.saveAndActivate(deps(ctx), viewer, data, ctx.config.publicUrl), 'Campanha ativada.') as never;
  },
  async activateOmniCampaign(_parent, args, ctx) {
    const id = campaignId(args._id);
    const viewer = await guardChannels(ctx, id);
    return payload(await service.activateCampaign(deps(ctx), viewer, id), 'Campanha ativada.') as never;
  },
  async cloneOmniCampaign(_parent, args, ctx) {
    const id = campaignId(args._id);
    const viewer = await guardChannels(ctx, id);
    return payload(await service.cloneCampaign(ctx.services.db, viewer, id), 'Campanha duplicada.') as never;
  },
  async deleteOmniCampaign(_parent, args, ctx) {
    const id = campaignId(args._id);
    const viewer = await guardChannels(ctx, id);
    await service.deleteCampaign(ctx.services.db, viewer, id);
    return { _id: id, message: 'Campanha excluída.', campaign: null };
  },
  async unscheduleOmniCampaign(_parent, args, ctx) {
    const id = campaignId(args._id);
    const viewer = await guardChannels(ctx, id);
    return payload(await service.unscheduleCampaign(ctx.services.db, viewer, id), 'Campanha desativada.') as never;
  },
  async cancelOmniCampaign(_parent, args, ctx) {
    const id = campaignId(args._id);
    const viewer = await guardChannels(ctx, id);
    return payload(await service.cancelCampaign(ctx.services.db, viewer, id), 'Campanha cancelada.') as never;
  },
  async cancelOmniCampaignDispatches(_parent, args, ctx) {
    const id = campaignId(args._id);
    const viewer = await guardChannels(ctx, id);
    return payload(await service.cancelPendingDispatches(ctx.services.db, viewer, id), 'Envios pendentes cancelados.') as never;
  },
  async finishOmniCampaign(_parent, args, ctx) {
    const id = campaignId(args._id);
    const viewer = await guardChannels(ctx, id);
    return payload(await service.finishCampaign(ctx.services.db, viewer, id), 'Campanha finalizada.') as never;
  },
  async purchaseCampaignCredits(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const input = validate(purchaseInput, { channel: args.channel, credits: args.credits, note: args.note });
    const entry = await service.purchaseCredits(ctx.services.db, viewer, input.channel, input.credits, input.note);
    const [balance, settings] = await Promise.all([balances(ctx.services.db, viewer.account.id), channelSettings(ctx.services.db, viewer.account.id)]);
    const channel = balance[input.channel];
    const price = settings[input.channel].price_cents;
    return { entry, balance: { ...channel, price_cents: price, available_cents: channel.available * price } } as never;
  },
  async updateCampaignChannelSettings(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const input = validate(channelSettingsInput, { ...(args.input as object) });
    const stored = (await channelSettings(ctx.services.db, viewer.account.id))[input.channel].provider;
    const saved = await saveChannelSettings(ctx.services.db, viewer.account.id, input.channel, {
      price_cents: input.price_cents,
      rate_per_second: input.rate_per_second,
      provider: input.provider === undefined ? undefined : providerToStore(input.channel, input.provider, stored),
    });
    return settingsNode(saved) as never;
  },
  async generateCampaignPushVapidKeys(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { subject } = validate(object({ subject: size(string(), 8, 300) }), { subject: args.subject });
    const stored = (await channelSettings(ctx.services.db, viewer.account.id)).push.provider;
    const keys = generateVapidKeys();
    // the private key stays on the server: the browser sees the public key (the site subscribes with it)
    const provider = providerToStore('push', { webpush: { public_key: keys.publicKey, private_key: keys.privateKey, subject } }, stored);
    return settingsNode(await saveChannelSettings(ctx.services.db, viewer.account.id, 'push', { provider })) as never;
  },

};
