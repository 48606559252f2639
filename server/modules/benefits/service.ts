import { array, boolean, enums, integer, nullable, object, optional, size, string, type Infer } from 'superstruct';
import type { Viewer } from '../../access/context';
import { InputError, NotFoundError } from '../../errors';
import type { OperationalStore, Queryable } from '../../stores';
import { clockTime, plainText, requiredText, validate } from '../../validation';
import { activateCampaign, bodyWithVariables, findTemplate, finishCampaign, saveDraft, TEMPLATE_STATUS_LABELS, unscheduleCampaign } from '../campaigns';
import { getSegment } from '../segmentation';
import { codeFormatProblem, codeInUse, issueUniqueCodes, normalizeCode } from './codes';
import * as store from './store';
import type { BenefitFields, BenefitRow, BenefitStatus, CouponChannel } from './store';

/** What the engine's activation needs (the campaigns module's planner dependencies). */
export type DeliveryDeps = Parameters<typeof activateCampaign>[0];
type Actor = Pick<Viewer, 'account' | 'user'>;

/** Snackbar texts of spec §4's benefit actions; a refusal reads "<text>: <reason>". */
export const BENEFIT_ERRORS = {
  save: 'Ocorreu um erro ao salvar cupom',
  activate: 'Ocorreu um erro ao ativar cupom',
  unschedule: 'Ocorreu um erro ao desativar cupom',
  delete: 'Ocorreu um erro ao deletar cupom',
  clone: 'Ocorreu um erro ao duplicar cupom',
  finish: 'Ocorreu um erro ao finalizar cupom',
} as const;
const refuse = (action: keyof typeof BENEFIT_ERRORS, reason: string) => new InputError(`${BENEFIT_ERRORS[action]}: ${reason}`);

/** The variable a delivery text must carry: the code, filled per recipient by the engine. */
export const COUPON_VARIABLE = '[cupom]';
/** How long a deleted draft can be restored ("Desfazer"). */
export const RESTORE_WINDOW_HOURS = 24;

const isoDay = () => size(string(), 10, 10);
const channelMessage = optional(
  nullable(
    object({
      active: boolean(),
      text: plainText(1000),
      subject: optional(nullable(plainText(200))),
      templateId: optional(nullable(size(string(), 1, 100))),
      variables: optional(nullable(size(array(plainText(200)), 0, 20))),
    }),
  ),
);

/** UpsertBenefit / UpsertDraftBenefit's input (pt-BR messages through server/validation.ts). */
export const benefitInput = object({
  _id: optional(nullable(size(string(), 1, 200))),
  title: requiredText(120),
  description: optional(nullable(plainText(1000))),
  codeMode: enums(['SHARED', 'UNIQUE'] as const),
  code: optional(nullable(size(string(), 0, 40))),
  discountType: enums(['PERCENTAGE', 'VALUE'] as const),
  value: size(integer(), 0, 100_000_000),
  minimumValue: optional(nullable(size(integer(), 0, 100_000_000))),
  products: optional(nullable(size(array(size(string(), 1, 60)), 0, 2000))),
  productsGroups: optional(nullable(size(array(size(string(), 1, 200)), 0, 200))),
  units: optional(nullable(size(array(size(string(), 1, 60)), 0, 2000))),
  startDate: optional(nullable(isoDay())),
  expiresAt: optional(nullable(isoDay())),
  daysToUseBenefitAfterRegistration: optional(nullable(size(integer(), 1, 3650))),
  limitUse: optional(nullable(size(integer(), 1, 1000))),
  totalLimit: optional(nullable(size(integer(), 1, 100_000_000))),
  segments: optional(nullable(size(array(size(string(), 1, 200)), 0, 20))),
  channels: optional(nullable(object({ sms: channelMessage, email: channelMessage, whatsapp: channelMessage }))),
  sendStartHour: optional(nullable(clockTime())),
  sendEndHour: optional(nullable(clockTime())),
});
export type BenefitInput = Infer<typeof benefitInput>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A São Paulo calendar day's first (or last) instant, as timestamptz text. */
const dayStart = (day: string) => `${day}T00:00:00-03:00`;
const dayEnd = (day: string) => `${day}T23:59:59.999-03:00`;

/** The stored fields of an input (shape only; activation checks completeness). */
export function benefitFields(input: BenefitInput): BenefitFields {
  for (const [field, day] of [['startDate', input.startDate], ['expiresAt', input.expiresAt]] as const) {
    if (day && (!DAY.test(day) || Number.isNaN(Date.parse(day)))) throw new InputError(`Campo "${field}" inválido: use uma data aaaa-mm-dd.`, field);
  }
  if (input.startDate && input.expiresAt && input.startDate > input.expiresAt) throw new InputError('Campo "expiresAt" inválido: a validade termina antes de começar.', 'expiresAt');
  if (input.discountType === 'PERCENTAGE' && input.value > 100) throw new InputError('Campo "value" inválido: o percentual vai de 1 a 100.', 'value');
  const code = input.codeMode === 'SHARED' && input.code?.trim() ? normalizeCode(input.code) : null;
  if (code) {
    const problem = codeFormatProblem(code);
    if (problem) throw new InputError(`Campo "code": ${problem}`, 'code');
  }
  const channels: BenefitFields['channels'] = {};
  for (const channel of ['sms', 'email', 'whatsapp'] as CouponChannel[]) {
    const message = input.channels?.[channel];
    if (!message) continue;
    channels[channel] = {
      active: message.active,
      text: message.text,
      ...(channel === 'email' ? { subject: message.subject ?? '' } : {}),
      ...(channel === 'whatsapp' ? { template_id: message.templateId ?? null, variables: (message.variables ?? []).map((v) => v.trim()) } : {}),
    };
  }
  return {
    title: input.title.trim(),
    description: input.description?.trim() ?? '',
    code_mode: input.codeMode,
    code,
    discount_type: input.discountType,
    value: input.value,
    minimum_value: input.minimumValue ?? 0,
    products: [...new Set(input.products ?? [])],
    product_groups: [...new Set(input.productsGroups ?? [])],
    units: [...new Set(input.units ?? [])],
    start_date: input.startDate ? dayStart(input.startDate) : null,
    expires_at: input.expiresAt ? dayEnd(input.expiresAt) : null,
    days_to_use_after_registration: input.daysToUseBenefitAfterRegistration ?? null,
    limit_use: input.limitUse ?? 1,
    total_limit: input.totalLimit ?? null,
    segments: [...new Set(input.segments ?? [])],
    channels,
    send_start_hour: input.sendStartHour ?? '09:00',
    send_end_hour: input.sendEndHour ?? '20:00',
  };
}

/** The status a person sees: an active coupon before its start is Agendado, after its end Encerrado. */
export function displayStatus(row: Pick<BenefitRow, 'status' | 'start_date' | 'expires_at'>, now = new Date()): BenefitStatus {
  if (row.status !== 'ACTIVE') return row.status;
  if (row.start_date && now < new Date(row.start_date)) return 'SCHEDULED';
  if (row.expires_at && now > new Date(row.expires_at)) return 'FINISHED';
  return 'ACTIVE';
}

async function checkReferences(db: Queryable, accountId: string, fields: BenefitFields, exceptId: string | null): Promise<void> {
  for (const id of fields.segments) {
    if (!(await getSegment(db, accountId, id))) throw new InputError(`Campo "segments": o segmento ${id} não existe nesta conta.`, 'segments');
  }
  if (fields.product_groups.length) {
    if (fields.product_groups.some((id) => !store.isUuid(id))) throw new InputError('Campo "productsGroups": grupo de produtos inválido.', 'productsGroups');
    const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from product_groups where account_id = $1 and id = any($2::uuid[])`, [accountId, fields.product_groups]);
    if (n !== fields.product_groups.length) throw new InputError('Campo "productsGroups": um grupo de produtos não existe nesta conta.', 'productsGroups');
  }
  if (fields.products.length) {
    const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from products where account_id = $1 and sku = any($2::text[])`, [accountId, fields.products]);
    if (n !== fields.products.length) throw new InputError('Campo "products": um produto não existe no catálogo desta conta.', 'products');
  }
  if (fields.units.length) {
    const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from units where account_id = $1 and id_erp = any($2::text[])`, [accountId, fields.units]);
    if (n !== fields.units.length) throw new InputError('Campo "units": uma loja não existe nesta conta.', 'units');
  }
  if (fields.code && (await codeInUse(db, accountId, fields.code, exceptId))) throw new InputError('Campo "code" inválido: este código já está em uso em outro cupom.', 'code');
}

/** Turns the live-code unique index's race into the same refusal as the check before it. */
async function uniquely<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (String((error as { constraint?: string }).constraint ?? (error as Error).message).includes('benefits_live_code')) {
      throw new InputError('Campo "code" inválido: este código já está em uso em outro cupom.', 'code');
    }
    throw error;
  }
}

export async function requireBenefit(db: Queryable, accountId: string, id: string, lock = false): Promise<BenefitRow> {
  const row = await store.findBenefit(db, accountId, id, { lock });
  if (!row || row.type !== 'DISCOUNT_COUPON') throw new NotFoundError('Cupom não encontrado.');
  return row;
}

/** UpsertDraftBenefit: a new draft, or changes to a draft. */
export async function saveDraftBenefit(db: Queryable, viewer: Actor, raw: unknown): Promise<BenefitRow> {
  const input = validate(benefitInput, raw);
  const fields = benefitFields(input);
  const id = input._id ?? null;
  if (id) {
    const existing = await requireBenefit(db, viewer.account.id, id);
    if (existing.status !== 'DRAFT') throw refuse('save', 'somente rascunhos podem ser editados; desative o cupom antes.');
  }
  await checkReferences(db, viewer.account.id, fields, id);
  await whatsappTemplateText(db, viewer.account.id, fields);
  const row = await uniquely(() => (id ? store.updateDraftBenefit(db, viewer.account.id, id, fields) : store.insertBenefit(db, viewer.account.id, viewer.user.id, fields)));
  if (!row) throw refuse('save', 'somente rascunhos podem ser editados; desative o cupom antes.');
  return row;
}

/**
 * A WhatsApp message names its template by id: the stored text is the template's body with the
 * variables (what the list, the summary and the estimate show); an unknown template is refused.
 */
async function whatsappTemplateText(db: Queryable, accountId: string, fields: BenefitFields): Promise<void> {
  const message = fields.channels.whatsapp;
  if (!message?.template_id) return;
  const template = store.isUuid(message.template_id) ? await findTemplate(db, accountId, message.template_id) : null;
  if (!template) throw new InputError('Campo "channels.whatsapp.templateId" inválido: o modelo de WhatsApp não existe nesta conta.', 'channels');
  message.variables = template.variables.map((_, index) => message.variables?.[index] ?? '');
  message.text = bodyWithVariables(template.body, message.variables);
}

/**
 * Why a coupon's WhatsApp message cannot go out (pt-BR), or null: outside the 24-hour window Meta
 * delivers only approved templates, so the code travels in a variable of an APPROVED template, every
 * variable bound and one of them [cupom]; media headers are not offered (a coupon has no file).
 */
export async function whatsappCouponProblem(db: Queryable, row: BenefitRow): Promise<string | null> {
  const message = row.channels.whatsapp;
  if (!message?.active) return null;
  const template = message.template_id && store.isUuid(message.template_id) ? await findTemplate(db, row.account_id, message.template_id) : null;
  if (!template) return 'escolha um modelo de WhatsApp aprovado: fora da janela de 24 horas o WhatsApp só entrega modelos aprovados.';
  if (template.status !== 'APPROVED') {
    return `o modelo de WhatsApp "${template.name}" está ${TEMPLATE_STATUS_LABELS[template.status].toLowerCase()}: somente modelos aprovados podem entregar cupons.`;
  }
  if (['IMAGE', 'DOCUMENT', 'VIDEO'].includes(template.header_type)) return `o modelo "${template.name}" tem cabeçalho de mídia: escolha um modelo sem arquivo para o cupom.`;
  const variables = message.variables ?? [];
  if (template.variables.length === 0) return `o modelo "${template.name}" não tem variáveis: o código do cupom precisa de uma variável ({{1}}…).`;
  if (variables.length < template.variables.length || variables.some((v) => !v.trim())) return `preencha todas as variáveis do modelo "${template.name}".`;
  if (!variables.some((v) => v.includes(COUPON_VARIABLE))) return `uma variável do modelo "${template.name}" deve ser ${COUPON_VARIABLE}.`;
  return null;
}

/** What keeps a draft from being activated (pt-BR), or null. */
export function activationProblem(row: BenefitRow, now = new Date()): string | null {
  if (row.code_mode === 'SHARED' && !row.code) return 'informe o código do cupom ou gere um.';
  if (row.value <= 0) return 'informe o valor do desconto.';
  if (!row.start_date || !row.expires_at) return 'informe o início e o fim da validade.';
  if (new Date(row.expires_at) < now) return 'a validade já terminou.';
  const active = (Object.entries(row.channels) as [CouponChannel, { active: boolean; text: string; subject?: string }][]).filter(([, m]) => m?.active);
  if (row.code_mode === 'UNIQUE' && active.length === 0) return 'cupons únicos são entregues por mensagem: ative ao menos um canal.';
  if (active.length && row.segments.length === 0) return 'escolha ao menos um segmento para receber o cupom.';
  for (const [channel, message] of active) {
    // WhatsApp carries the code in a template variable (whatsappCouponProblem)
    if (channel !== 'whatsapp' && !message.text.includes(COUPON_VARIABLE)) return `a mensagem de ${CHANNEL_LABELS[channel]} deve conter ${COUPON_VARIABLE}.`;
    if (channel === 'email' && !message.subject?.trim()) return 'informe o assunto do e-mail.';
  }
  return null;
}

const CHANNEL_LABELS: Record<CouponChannel, string> = { sms: 'SMS', email: 'E-mail', whatsapp: 'WhatsApp' };
const saoPauloDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);

/** The engine's campaign input for a coupon's delivery: one daily window from the start day to the end. */
function deliveryCampaign(row: BenefitRow, now: Date) {
  const start = new Date(Math.max(new Date(row.start_date!).getTime(), now.getTime()));
  const first = saoPauloDay(start);
  const channel = (name: CouponChannel, priority: number) => {
    const message = row.channels[name];
    if (!message?.active) return null;
    if (name === 'email') {
      const subject = message.subject ?? row.title;
      return { active: true, priority, message: { subject, email_configuration_type: 'SIMPLE', simple_configuration: { subject, text: message.text, footer: { text: 'Para não receber mais, [link de optout]' } } } };
    }
    if (name === 'whatsapp') {
      // the engine copies the template's name, body and buttons into the message on save
      return { active: true, priority, message: { type: 'TEMPLATE', template_id: message.template_id, variables: message.variables ?? [], targeting_mode: 'LOYALTY' } };
    }
    return { active: true, priority, message: { text: message.text } };
  };
  return {
    title: `Cupom: ${row.title}`.slice(0, 120),
    description: `Entrega do cupom de desconto "${row.title}".`,
    initial_date: first,
    start_time: '00:00',
    final_date: first,
    end_time: '23:59',
    units: row.units,
    segments: row.segments,
    // every person of the audience gets the code: no control group
    holdout_percentage: 0,
    schedule_settings: [
      {
        id: 'cupom',
        active: true,
        initial_hour: row.send_start_hour,
        final_hour: row.send_end_hour,
        selector_channels_type: 'PRIORITY' as const,
        send_date: first,
        channels: { sms: channel('sms', 1), whatsapp: channel('whatsapp', 2), email: channel('email', 3) },
      },
    ],
  };
}

/** Activates a draft: checks it, creates and activates the engine's delivery campaign, then the coupon. */
export async function activateBenefit(deps: DeliveryDeps & { db: OperationalStore }, viewer: Actor, id: string, now = new Date()): Promise<BenefitRow> {
  const row = await requireBenefit(deps.db, viewer.account.id, id);
  if (row.status !== 'DRAFT') throw refuse('activate', 'somente rascunhos podem ser ativados.');
  const problem = activationProblem(row, now) ?? (await whatsappCouponProblem(deps.db, row));
  if (problem) throw refuse('activate', problem);
  let campaignId: string | null = null;
  if (Object.values(row.channels).some((m) => m?.active)) {
    // the delivery is the engine's omni campaign; its refusals (balance, variables) read as the coupon's
    const draft = await saveDraft(deps.db, viewer, deliveryCampaign(row, now));
    await deps.db.query(`update benefits set omni_campaign_id = $3 where account_id = $1 and id = $2`, [viewer.account.id, row.id, draft.id]);
    try {
      await activateCampaign(deps, viewer, draft.id);
    } catch (error) {
      await deps.db.query(`update benefits set omni_campaign_id = null where id = $1`, [row.id]);
      await deps.db.query(`delete from omni_campaigns where account_id = $1 and id = $2 and status = 'DRAFT'`, [viewer.account.id, draft.id]);
      throw refuse('activate', (error as Error).message.replace(/^Ocorreu um erro ao ativar campanha: /, ''));
    }
    campaignId = draft.id;
  }
  const moved = await store.moveBenefit(deps.db, viewer.account.id, row.id, ['DRAFT'], 'ACTIVE', 'activated_at = now()');
  if (!moved) throw refuse('activate', 'somente rascunhos podem ser ativados.');
  return campaignId ? { ...moved, omni_campaign_id: campaignId } : moved;
}

/** UpsertBenefit: saves (new or draft) and activates. */
export async function saveAndActivateBenefit(deps: DeliveryDeps & { db: OperationalStore }, viewer: Actor, raw: unknown): Promise<BenefitRow> {
  const draft = await saveDraftBenefit(deps.db, viewer, raw);
  return activateBenefit(deps, viewer, draft.id);
}

/** UnscheduleBenefit: an active coupon nobody used and whose messages were not sent goes back to draft. */
export async function unscheduleBenefit(db: OperationalStore, viewer: Actor, id: string): Promise<BenefitRow> {
  const row = await requireBenefit(db, viewer.account.id, id);
  if (row.status !== 'ACTIVE') throw refuse('unschedule', 'somente cupons ativos podem ser desativados.');
  const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from benefit_uses where benefit_id = $1`, [row.id]);
  if (n > 0) throw refuse('unschedule', 'o cupom já foi utilizado; finalize-o.');
  if (row.omni_campaign_id) {
    try {
      await unscheduleCampaign(db, viewer, row.omni_campaign_id);
    } catch (error) {
      throw refuse('unschedule', (error as Error).message.replace(/^Ocorreu um erro ao desativar campanha: /, ''));
    }
    await db.query(`delete from benefit_coupons where benefit_id = $1`, [row.id]);
    await db.query(`delete from omni_campaigns where account_id = $1 and id = $2 and status = 'DRAFT'`, [viewer.account.id, row.omni_campaign_id]);
  }
  const moved = await store.moveBenefit(db, viewer.account.id, row.id, ['ACTIVE'], 'DRAFT', 'activated_at = null, omni_campaign_id = null');
  if (!moved) throw refuse('unschedule', 'somente cupons ativos podem ser desativados.');
  return moved;
}

/** FinishActiveBenefit: no more uses at the till; the delivery campaign is finished too. */
export async function finishBenefit(db: OperationalStore, viewer: Actor, id: string): Promise<BenefitRow> {
  const row = await requireBenefit(db, viewer.account.id, id);
  if (row.status !== 'ACTIVE') throw refuse('finish', 'somente cupons ativos podem ser finalizados.');
  if (row.omni_campaign_id) await finishCampaign(db, viewer, row.omni_campaign_id).catch(() => undefined);
  const moved = await store.moveBenefit(db, viewer.account.id, row.id, ['ACTIVE'], 'FINISHED', 'finished_at = now()');
  if (!moved) throw refuse('finish', 'somente cupons ativos podem ser finalizados.');
  return moved;
}

/** CloneBenefit: a draft copy "Cópia de …" (a shared code is not copied: codes are unique). */
export async function cloneBenefit(db: Queryable, viewer: Actor, id: string): Promise<BenefitRow> {
  const row = await requireBenefit(db, viewer.account.id, id);
  const day = (at: Date | null) => (at ? saoPauloDay(new Date(at)) : null);
  return store.insertBenefit(db, viewer.account.id, viewer.user.id, {
    title: `Cópia de ${row.title}`.slice(0, 120),
    description: row.description,
    code_mode: row.code_mode,
    code: null,
    discount_type: row.discount_type,
    value: row.value,
    minimum_value: row.minimum_value,
    products: row.products,
    product_groups: row.product_groups,
    units: row.units,
    start_date: row.start_date ? dayStart(day(row.start_date)!) : null,
    expires_at: row.expires_at ? dayEnd(day(row.expires_at)!) : null,
    days_to_use_after_registration: row.days_to_use_after_registration,
    limit_use: row.limit_use,
    total_limit: row.total_limit,
    segments: row.segments,
    channels: row.channels,
    send_start_hour: row.send_start_hour,
    send_end_hour: row.send_end_hour,
  });
}

/** DeleteBenefit: only drafts; restorable for RESTORE_WINDOW_HOURS (the page's "Desfazer"). */
export async function deleteBenefit(db: Queryable, viewer: Actor, id: string): Promise<string> {
  const row = await requireBenefit(db, viewer.account.id, id);
  if (row.status !== 'DRAFT') throw refuse('delete', 'somente rascunhos podem ser excluídos; finalize o cupom.');
  await db.query(`update benefits set deleted_at = now() where account_id = $1 and id = $2 and deleted_at is null`, [viewer.account.id, row.id]);
  await db.query(`delete from benefits where account_id = $1 and deleted_at < now() - make_interval(hours => $2)`, [viewer.account.id, RESTORE_WINDOW_HOURS]);
  return row.id;
}

/** RestoreBenefit: undoes a deletion (a code taken meanwhile is dropped from the draft). */
export async function restoreBenefit(db: Queryable, viewer: Actor, id: string): Promise<BenefitRow> {
  const deleted = await store.findBenefit(db, viewer.account.id, id, { deleted: true });
  if (!deleted || Date.now() - new Date(deleted.deleted_at!).getTime() > RESTORE_WINDOW_HOURS * 3_600_000) {
    throw new NotFoundError('Cupom não encontrado ou já não pode ser restaurado.');
  }
  const keepCode = deleted.code && !(await codeInUse(db, viewer.account.id, deleted.code, deleted.id));
  await db.query(`update benefits set deleted_at = null, code = $3 where account_id = $1 and id = $2`, [viewer.account.id, id, keepCode ? deleted.code : null]);
  return (await store.findBenefit(db, viewer.account.id, id))!;
}

// ---------------------------------------------------------------------------------------------
// the engine's hooks: codes issued at planning, [cupom] filled at sending

/** Issues the unique codes of a coupon's delivery when the engine plans a slot of it. */
export async function issueCodesOnPlanning(tx: Queryable, slot: { accountId: string; campaignId: string; slot: string }): Promise<void> {
  const [benefit] = await tx.query<{ id: string; code_mode: string }>(`select id, code_mode from benefits where omni_campaign_id = $1`, [slot.campaignId]);
  if (benefit?.code_mode === 'UNIQUE') await issueUniqueCodes(tx, slot.accountId, benefit.id, { campaignId: slot.campaignId, slot: slot.slot });
}

/** [cupom] for each recipient of a coupon's delivery: their own code, or the shared one. */
export async function couponVariables(tx: Queryable, rows: readonly { campaign_id: string; document_no: string }[]): Promise<Map<string, Record<string, string>>> {
  const campaigns = [...new Set(rows.map((row) => row.campaign_id))];
  const found = await tx.query<{ campaign_id: string; document_no: string | null; code: string }>(
    `select b.omni_campaign_id::text as campaign_id, null as document_no, b.code from benefits b
      where b.omni_campaign_id = any($1::uuid[]) and b.code_mode = 'SHARED' and b.code is not null
     union all
     select b.omni_campaign_id::text, c.document_no, c.code from benefits b join benefit_coupons c on c.benefit_id = b.id
      where b.omni_campaign_id = any($1::uuid[]) and b.code_mode = 'UNIQUE' and c.document_no = any($2::text[])`,
    [campaigns, rows.map((row) => row.document_no)],
  );
  const shared = new Map(found.filter((f) => f.document_no === null).map((f) => [f.campaign_id, f.code]));
  const unique = new Map(found.filter((f) => f.document_no !== null).map((f) => [`${f.campaign_id}:${f.document_no}`, f.code]));
  const answer = new Map<string, Record<string, string>>();
  for (const row of rows) {
    const key = `${row.campaign_id}:${row.document_no}`;
    const code = unique.get(key) ?? shared.get(row.campaign_id);
    if (code) answer.set(key, { cupom: code });
  }
  return answer;
}
