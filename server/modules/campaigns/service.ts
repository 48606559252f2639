import type { Viewer } from '../../access/context';
import { InputError, NotFoundError } from '../../errors';
import type { Queryable } from '../../stores';
import { validate } from '../../validation';
import { freezeSegmentForCampaign, getSegment } from '../segmentation';
import { addEntry, balances, campaignReserved, channelSettings, lockAccountCredits, releaseAll } from './credits';
import { CHANNELS, campaignInput, type Channel } from './inputs';
import { audienceContext, classifyParams, countPlan, creditsPerMessage, loadAudience, type PlannerDeps } from './planner';
import { processEmailMessages } from './email/render';
import { normalizeWhatsappMessages, whatsappTemplateProblem } from './whatsapp/templates';
import { campaignSlots } from './schedule';
import * as store from './store';
import type { CampaignRow } from './store';

/**
 * The campaign engine's actions (spec §4, contracts/campaigns.md) for the viewer's account. Knows
 * nothing of GraphQL: resolvers validate ids, call these and map the rows.
 */

/** Snackbar texts of spec §8, the start of each refusal's message. */
export const ACTION_ERRORS = {
  clone: 'Ocorreu um erro ao duplicar campanha',
  delete: 'Ocorreu um erro ao deletar campanha',
  unschedule: 'Ocorreu um erro ao desativar campanha',
  cancel: 'Ocorreu um erro ao tentar cancelar campanha',
  finish: 'Ocorreu um erro ao tentar finalizar campanha',
  activate: 'Ocorreu um erro ao ativar campanha',
  save: 'Ocorreu um erro ao salvar campanha',
} as const;
/** Tooltips of spec §8 on cancelling pending dispatches. */
export const ALREADY_SENT = 'Campanha não pode ser cancelada pois a mensagem já foi enviada';
export const ALREADY_CANCELLED = 'Campanha já foi cancelada';

const refuse = (action: keyof typeof ACTION_ERRORS, reason: string) => new InputError(`${ACTION_ERRORS[action]}: ${reason}`);

/** The viewer's campaign, or the pt-BR not-found error. */
export async function requireCampaign(db: Queryable, viewer: Pick<Viewer, 'account'>, id: string, lock = false): Promise<CampaignRow> {
  const campaign = await store.findCampaign(db, viewer.account.id, id, lock);
  if (!campaign) throw new NotFoundError('Campanha não encontrada.');
  return campaign;
}

/** Refuses segments that are not the account's. */
async function checkSegments(db: Queryable, accountId: string, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    if (!(await getSegment(db, accountId, id))) throw new InputError(`Campo "segments": o segmento ${id} não existe nesta conta.`, 'segments');
  }
}

/** Refuses a message whose SMS text names an unknown variable (spec §8's text). */
function checkMessages(fields: store.StoredFields): void {
  for (const setting of fields.schedule_settings) {
    for (const channel of CHANNELS) {
      const value = setting.channels[channel];
      if (!value) continue;
      try {
        creditsPerMessage(channel, value.message);
      } catch (error) {
        throw new InputError((error as Error).message, 'schedule_settings');
      }
    }
  }
}

/** upsertDraftOmniCampaign: a new draft, or changes to a draft (other statuses are not edited). */
export async function saveDraft(db: Queryable, viewer: Pick<Viewer, 'account' | 'user'>, raw: unknown, publicUrl = ''): Promise<CampaignRow> {
  const input = validate(campaignInput, raw);
  const fields = store.storedFields(input);
  await checkSegments(db, viewer.account.id, fields.segments);
  checkMessages(fields);
  // e-mails are rendered once here (processed_html), never per recipient
  await processEmailMessages(db, viewer.account.id, fields.schedule_settings, publicUrl);
  // WhatsApp messages name their template by id; its name, header and body come from the account's record
  await normalizeWhatsappMessages(db, viewer.account.id, fields.schedule_settings);
  if (!input._id) return store.insertCampaign(db, viewer.account.id, viewer.user.id, fields);
  const existing = await requireCampaign(db, viewer, input._id);
  if (existing.status !== 'DRAFT') throw refuse('save', 'somente rascunhos podem ser editados; desative a campanha antes.');
  const updated = await store.updateDraft(db, viewer.account.id, existing.id, fields);
  if (!updated) throw refuse('save', 'somente rascunhos podem ser editados; desative a campanha antes.');
  return updated;
}

export interface ChannelEstimate {
  channel: Channel;
  reach: number;
  credits_per_message: number;
  credits: number;
  price_cents_per_credit: number;
  cost_cents: number;
  suppressed: number;
  capped: number;
  no_contact: number;
  no_optin: number;
  available_credits: number;
  covered: boolean;
}

export interface CampaignEstimate {
  audience: number;
  holdout: number;
  channels: ChannelEstimate[];
  cost_cents: number;
}

/**
 * Reach per channel and cost of a campaign if its slots were planned now: the audience evaluated
 * once and each schedule setting classified by the planner's own query, times its number of slots.
 */
export async function estimateCampaign(deps: PlannerDeps, campaign: CampaignRow): Promise<CampaignEstimate> {
  const slots = campaignSlots(campaign);
  const settings = await channelSettings(deps.db, campaign.account_id);
  const balance = await balances(deps.db, campaign.account_id);
  const perChannel = new Map<Channel, ChannelEstimate>();
  const channelOf = (channel: Channel) => {
    let found = perChannel.get(channel);
    if (!found) {
      found = {
        channel,
        reach: 0,
        credits_per_message: 0,
        credits: 0,
        price_cents_per_credit: settings[channel].price_cents,
        cost_cents: 0,
        suppressed: 0,
        capped: 0,
        no_contact: 0,
        no_optin: 0,
        available_credits: balance[channel].available,
        covered: true,
      };
      perChannel.set(channel, found);
    }
    return found;
  };
  for (const channel of store.activeChannels(campaign)) channelOf(channel);
  let audience = 0;
  let holdout = 0;
  const context = await audienceContext(deps, campaign.account_id);
  await deps.db.transaction(async (tx) => {
    audience = await loadAudience(deps, tx, campaign, context);
    const bySetting = new Map<string, typeof slots>();
    for (const slot of slots) bySetting.set(slot.setting.id, [...(bySetting.get(slot.setting.id) ?? []), slot]);
    for (const [, settingSlots] of bySetting) {
      const first = settingSlots[0];
      const outcomes = await countPlan(tx, await classifyParams(tx, campaign, first));
      const times = settingSlots.length;
      const holdoutByChannel = new Map<string, number>();
      for (const row of outcomes) {
        const estimate = channelOf(row.channel);
        const n = row.n * times;
        if (row.status === 'QUEUED') {
          estimate.reach += n;
          estimate.credits += row.credits * times;
        } else if (row.status === 'SUPPRESSED') estimate.suppressed += n;
        else if (row.status === 'CAPPED') estimate.capped += n;
        else if (row.status === 'NO_CONTACT') estimate.no_contact += n;
        else if (row.status === 'NO_OPTIN') estimate.no_optin += n;
        else if (row.status === 'HOLDOUT') holdoutByChannel.set(row.channel, row.n);
      }
      holdout = Math.max(holdout, ...holdoutByChannel.values(), 0);
      for (const channel of Object.keys(first.setting.channels) as Channel[]) {
        const value = first.setting.channels[channel];
        if (value?.active) channelOf(channel).credits_per_message = Math.max(channelOf(channel).credits_per_message, creditsPerMessage(channel, value.message));
      }
    }
  });
  const channels = [...perChannel.values()].sort((a, b) => CHANNELS.indexOf(a.channel) - CHANNELS.indexOf(b.channel));
  for (const estimate of channels) {
    estimate.cost_cents = estimate.credits * estimate.price_cents_per_credit;
    // a free channel needs no balance; a priced one needs its credits available
    estimate.covered = estimate.price_cents_per_credit === 0 || estimate.available_credits >= estimate.credits;
  }
  return { audience, holdout, channels, cost_cents: channels.reduce((sum, c) => sum + c.cost_cents, 0) };
}

const formatCents = (cents: number) => `R$ ${(cents / 100).toFixed(2).replace('.', ',')}`;
const CHANNEL_LABELS: Record<Channel, string> = { sms: 'SMS', email: 'e-mail', push: 'push', whatsapp: 'WhatsApp' };

/** Why a campaign cannot be activated as it is, or null. */
function activationProblem(campaign: CampaignRow): string | null {
  if (campaign.segments.length === 0) return 'escolha ao menos um segmento.';
  if (!campaign.initial_date || !campaign.final_date) return 'informe as datas inicial e final.';
  if (store.activeChannels(campaign).length === 0) return 'ative ao menos um canal com mensagem.';
  for (const setting of campaign.schedule_settings) {
    for (const channel of CHANNELS) {
      const value = setting.channels[channel];
      if (value?.active && !value.message) return `escreva a mensagem do canal ${CHANNEL_LABELS[channel]}.`;
    }
  }
  if (campaignSlots(campaign).length === 0) return 'a programação de envio não tem nenhum dia entre as datas da campanha.';
  return null;
}

/**
 * Activates a draft (spec §4): at least one segment, an active channel with its message, and an
 * available balance covering the estimated cost of every priced channel (and within the budget
 * limiter). The cost is reserved in the same transaction that schedules the campaign.
 */
export async function activateCampaign(deps: PlannerDeps, viewer: Pick<Viewer, 'account' | 'user'>, id: string): Promise<CampaignRow> {
  const campaign = await requireCampaign(deps.db, viewer, id);
  if (campaign.status !== 'DRAFT') throw refuse('activate', 'somente rascunhos podem ser ativados.');
  const problem = activationProblem(campaign) ?? (await whatsappTemplateProblem(deps.db, campaign));
  if (problem) throw refuse('activate', problem);
  const estimate = await estimateCampaign(deps, campaign);
  for (const channel of estimate.channels) {
    const budget = campaign.budget.channels[channel.channel];
    if (budget !== null && budget !== undefined && channel.cost_cents > budget) {
      throw refuse('activate', `o custo estimado de ${CHANNEL_LABELS[channel.channel]} (${formatCents(channel.cost_cents)}) passa do orçamento (${formatCents(budget)}).`);
    }
  }
  const activated = await deps.db.transaction(async (tx) => {
    await lockAccountCredits(tx, viewer.account.id);
    const balance = await balances(tx, viewer.account.id);
    for (const channel of estimate.channels) {
      if (channel.price_cents_per_credit > 0 && balance[channel.channel].available < channel.credits) {
        throw refuse(
          'activate',
          `saldo insuficiente de ${CHANNEL_LABELS[channel.channel]}: a campanha custa ${channel.credits} crédito(s) (${formatCents(channel.cost_cents)}) e há ${balance[channel.channel].available} disponível(is).`,
        );
      }
    }
    const moved = await store.moveStatus(tx, viewer.account.id, campaign.id, ['DRAFT'], 'SCHEDULED');
    if (!moved) throw refuse('activate', 'somente rascunhos podem ser ativados.');
    for (const channel of estimate.channels) {
      if (channel.price_cents_per_credit > 0 && channel.credits > 0) {
        await addEntry(tx, {
          accountId: viewer.account.id,
          channel: channel.channel,
          kind: 'RESERVATION',
          credits: channel.credits,
          priceCents: channel.price_cents_per_credit,
          campaignId: campaign.id,
          note: 'reserva na ativação',
          userId: viewer.user.id,
        });
      }
    }
    return moved;
  });
  // segmentation's "usado por" and visualizar: the segments as the campaign used them (best effort:
  // an account not processed yet freezes them at its first run)
  for (const segmentId of activated.segments) {
    await freezeSegmentForCampaign(deps, activated.account_id, activated.id, activated.title, segmentId).catch(() => undefined);
  }
  return activated;
}

/** upsertOmniCampaign: saves (new or draft) and activates. */
export async function saveAndActivate(deps: PlannerDeps, viewer: Pick<Viewer, 'account' | 'user'>, raw: unknown, publicUrl = ''): Promise<CampaignRow> {
  const draft = await saveDraft(deps.db, viewer, raw, publicUrl);
  return activateCampaign(deps, viewer, draft.id);
}

/** A copy of any campaign as a new draft ("Cópia de …"). */
export async function cloneCampaign(db: Queryable, viewer: Pick<Viewer, 'account' | 'user'>, id: string): Promise<CampaignRow> {
  const source = await store.findCampaign(db, viewer.account.id, id);
  if (!source) throw refuse('clone', 'campanha não encontrada.');
  const title = `Cópia de ${source.title}`.slice(0, 120);
  return store.insertCampaign(db, viewer.account.id, viewer.user.id, {
    title,
    description: source.description,
    initial_date: source.initial_date,
    start_time: source.start_time,
    final_date: source.final_date,
    end_time: source.end_time,
    units: source.units,
    segments: source.segments,
    budget: source.budget as store.StoredFields['budget'],
    limit_per_consumer: source.limit_per_consumer as store.StoredFields['limit_per_consumer'],
    schedule_settings: source.schedule_settings,
    holdout_percentage: source.holdout_percentage,
  });
}

export async function deleteCampaign(db: Queryable, viewer: Pick<Viewer, 'account'>, id: string): Promise<void> {
  const campaign = await store.findCampaign(db, viewer.account.id, id);
  if (!campaign) throw refuse('delete', 'campanha não encontrada.');
  if (campaign.status !== 'DRAFT' || !(await store.deleteDraft(db, viewer.account.id, id))) throw refuse('delete', 'somente rascunhos podem ser excluídos.');
}

async function sentCount(db: Queryable, campaignId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from campaign_deliveries where campaign_id = $1 and status in ('SENT','DELIVERED','FAILED','OPENED','CLICKED','BOUNCED','COMPLAINED')`,
    [campaignId],
  );
  return row.n;
}

async function cancelQueued(db: Queryable, campaignId: string): Promise<number> {
  const rows = await db.query(`update campaign_deliveries set status = 'CANCELLED', credits = 0, price_cents = 0, updated_at = now() where campaign_id = $1 and status = 'QUEUED' returning 1`, [
    campaignId,
  ]);
  return rows.length;
}

/**
 * Deactivates (spec §4 "unschedule", back to draft): a scheduled campaign, or an active one that has
 * sent nothing yet (its planned messages are dropped). Its reservation is released.
 */
export async function unscheduleCampaign(db: Queryable & { transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> }, viewer: Pick<Viewer, 'account'>, id: string): Promise<CampaignRow> {
  return db.transaction(async (tx) => {
    const campaign = await store.findCampaign(tx, viewer.account.id, id, true);
    if (!campaign) throw refuse('unschedule', 'campanha não encontrada.');
    if (campaign.status !== 'SCHEDULED' && campaign.status !== 'ACTIVE') throw refuse('unschedule', 'somente campanhas agendadas ou ativas podem voltar a rascunho.');
    if ((await sentCount(tx, campaign.id)) > 0) throw refuse('unschedule', 'a campanha já enviou mensagens; cancele-a ou finalize-a.');
    await tx.query('delete from campaign_deliveries where campaign_id = $1', [campaign.id]);
    await tx.query('delete from campaign_slots where campaign_id = $1', [campaign.id]);
    await releaseAll(tx, viewer.account.id, campaign.id, 'campanha desativada');
    await tx.query('update omni_campaigns set dispatches_cancelled_at = null where id = $1', [campaign.id]);
    return (await store.moveStatus(tx, viewer.account.id, campaign.id, ['SCHEDULED', 'ACTIVE'], 'DRAFT'))!;
  });
}

type TransactionalDb = Queryable & { transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> };

/** Cancels a scheduled or active campaign (Inativa): pending messages cancelled, the reservation released. */
export async function cancelCampaign(db: TransactionalDb, viewer: Pick<Viewer, 'account'>, id: string): Promise<CampaignRow> {
  return db.transaction(async (tx) => {
    const campaign = await store.findCampaign(tx, viewer.account.id, id, true);
    if (!campaign) throw refuse('cancel', 'campanha não encontrada.');
    if (campaign.status === 'INACTIVE') throw refuse('cancel', 'a campanha já foi cancelada.');
    if (campaign.status !== 'SCHEDULED' && campaign.status !== 'ACTIVE') throw refuse('cancel', 'somente campanhas agendadas ou ativas podem ser canceladas.');
    await cancelQueued(tx, campaign.id);
    await releaseAll(tx, viewer.account.id, campaign.id, 'campanha cancelada');
    return (await store.moveStatus(tx, viewer.account.id, campaign.id, ['SCHEDULED', 'ACTIVE'], 'INACTIVE'))!;
  });
}

/**
 * Cancels the pending dispatches (irreversible, spec §4): queued messages become CANCELLED, slots not
 * planned yet never will be, the reservation is released; the campaign stays as it is and keeps
 * measuring. Refused with the spec's tooltips when already cancelled or when nothing is left to send.
 */
export async function cancelPendingDispatches(db: TransactionalDb, viewer: Pick<Viewer, 'account'>, id: string, now = Date.now()): Promise<CampaignRow> {
  return db.transaction(async (tx) => {
    const campaign = await store.findCampaign(tx, viewer.account.id, id, true);
    if (!campaign) throw new InputError(`${ACTION_ERRORS.cancel}: campanha não encontrada.`);
    if (campaign.dispatches_cancelled_at || campaign.status === 'INACTIVE') throw new InputError(ALREADY_CANCELLED);
    if (campaign.status !== 'SCHEDULED' && campaign.status !== 'ACTIVE') throw new InputError(ALREADY_SENT);
    const planned = new Set((await tx.query<{ slot: string }>('select slot from campaign_slots where campaign_id = $1', [campaign.id])).map((row) => row.slot));
    const unplanned = campaignSlots(campaign).filter((slot) => !planned.has(slot.key) && slot.windowEnd > now).length;
    const cancelled = await cancelQueued(tx, campaign.id);
    if (cancelled === 0 && unplanned === 0) throw new InputError(ALREADY_SENT);
    await releaseAll(tx, viewer.account.id, campaign.id, 'envios pendentes cancelados');
    const [row] = await tx.query<{ id: string }>('update omni_campaigns set dispatches_cancelled_at = now(), updated_at = now() where id = $1 returning id', [campaign.id]);
    return (await store.findCampaign(tx, viewer.account.id, row.id))!;
  });
}

/** Finishes an active (or scheduled) campaign: Concluída; what was still queued is cancelled and released. */
export async function finishCampaign(db: TransactionalDb, viewer: Pick<Viewer, 'account'>, id: string): Promise<CampaignRow> {
  return db.transaction(async (tx) => {
    const campaign = await store.findCampaign(tx, viewer.account.id, id, true);
    if (!campaign) throw refuse('finish', 'campanha não encontrada.');
    if (campaign.status !== 'ACTIVE' && campaign.status !== 'SCHEDULED') throw refuse('finish', 'somente campanhas ativas ou agendadas podem ser finalizadas.');
    await cancelQueued(tx, campaign.id);
    await releaseAll(tx, viewer.account.id, campaign.id, 'campanha finalizada');
    return (await store.moveStatus(tx, viewer.account.id, campaign.id, ['ACTIVE', 'SCHEDULED'], 'FINISHED'))!;
  });
}

/** A purchase of credits recorded by a platform admin for the session's account. */
export async function purchaseCredits(db: TransactionalDb, viewer: Pick<Viewer, 'account' | 'user'>, channel: Channel, credits: number, note: string | null | undefined) {
  return db.transaction(async (tx) => {
    await lockAccountCredits(tx, viewer.account.id);
    const price = (await channelSettings(tx, viewer.account.id))[channel].price_cents;
    const entry = await addEntry(tx, { accountId: viewer.account.id, channel, kind: 'PURCHASE', credits, priceCents: price, note: note?.trim() ?? '', userId: viewer.user.id });
    return entry!;
  });
}

export { campaignReserved };
