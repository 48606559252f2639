import crypto from 'node:crypto';
import { array, enums, nullable, object, optional, size, string } from 'superstruct';
import { InputError, NotFoundError } from '../../../errors';
import type { Queryable } from '../../../stores';
import { validate } from '../../../validation';
import { channelSettings } from '../credits';
import type { CampaignRow, StoredFields } from '../store';
import { asWhatsappProvider } from './config';
import { submitTemplate, templateSubmission } from './cloudApi';

/** Template statuses (Meta's review): Rascunho, Em análise, Aprovado, Reprovado. */
export const TEMPLATE_STATUSES = ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];
export const TEMPLATE_STATUS_LABELS: Readonly<Record<TemplateStatus, string>> = { DRAFT: 'Rascunho', PENDING: 'Em análise', APPROVED: 'Aprovado', REJECTED: 'Reprovado' };

export interface TemplateRow {
  id: string;
  account_id: string;
  name: string;
  language: string;
  category: 'MARKETING' | 'UTILITY';
  header_type: 'NONE' | 'TEXT' | 'IMAGE' | 'DOCUMENT' | 'VIDEO';
  header_text: string | null;
  body: string;
  variables: string[];
  footer: string | null;
  buttons: { text: string; payload: string }[];
  status: TemplateStatus;
  reason: string | null;
  provider_template_id: string | null;
  submitted_at: Date | null;
  decided_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const templateInput = object({
  _id: optional(nullable(size(string(), 1, 100))),
  name: size(string(), 1, 512),
  language: optional(nullable(enums(['pt_BR'] as const))),
  category: enums(['MARKETING', 'UTILITY'] as const),
  header_type: optional(nullable(enums(['NONE', 'TEXT', 'IMAGE', 'DOCUMENT', 'VIDEO'] as const))),
  header_text: optional(nullable(size(string(), 0, 60))),
  body: size(string(), 1, 1024),
  variables: optional(nullable(array(size(string(), 0, 200)))),
  footer: optional(nullable(size(string(), 0, 60))),
  buttons: optional(nullable(size(array(object({ text: size(string(), 1, 25), payload: optional(nullable(size(string(), 0, 200))) })), 0, 3))),
});

/** The {{n}} numbers a body uses, in order of first use. */
export const bodyVariables = (body: string) => [...new Set([...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])))];

/** Validates a template (pt-BR errors, field named): Meta's naming and variable rules. */
export function checkTemplate(raw: unknown) {
  const input = validate(templateInput, raw);
  const name = input.name.trim();
  if (!/^[a-z0-9_]+$/.test(name)) throw new InputError('Campo "name": nome inválido — use só letras minúsculas sem acento, números e "_" (ex.: ofertas_da_semana).', 'name');
  const numbers = bodyVariables(input.body);
  const sorted = [...numbers].sort((a, b) => a - b);
  if (sorted.some((n, i) => n !== i + 1)) throw new InputError('Campo "body": variáveis inválidas — numere-as em sequência a partir de {{1}}.', 'body');
  const variables = input.variables ?? [];
  if (variables.length !== numbers.length) throw new InputError(`Campo "variables": valor inválido — o texto usa ${numbers.length} variável(is) e ${variables.length} foram informadas.`, 'variables');
  if (variables.some((v) => !v.trim())) throw new InputError('Campo "variables": valor inválido — preencha cada variável (ex.: [primeiro nome]).', 'variables');
  const headerType = input.header_type ?? 'NONE';
  if (headerType === 'TEXT' && !input.header_text?.trim()) throw new InputError('Campo "header_text": cabeçalho inválido — informe o texto do cabeçalho.', 'header_text');
  const buttons = (input.buttons ?? []).map((button, index) => ({ text: button.text.trim(), payload: button.payload?.trim() || `${name}:${index + 1}` }));
  return {
    id: input._id ?? null,
    name,
    language: input.language ?? 'pt_BR',
    category: input.category,
    header_type: headerType,
    header_text: headerType === 'TEXT' ? input.header_text!.trim() : null,
    body: input.body,
    variables: variables.map((v) => v.trim()),
    footer: input.footer?.trim() || null,
    buttons,
  };
}

const COLUMNS = `id, account_id, name, language, category, header_type, header_text, body, variables, footer, buttons, status, reason, provider_template_id, submitted_at, decided_at, created_at, updated_at`;

export async function listTemplates(db: Queryable, accountId: string, statuses?: readonly string[] | null): Promise<TemplateRow[]> {
  return db.query<TemplateRow>(
    `select ${COLUMNS} from whatsapp_templates where account_id = $1 and ($2::text[] is null or status = any($2::text[])) order by updated_at desc, name`,
    [accountId, statuses && statuses.length ? [...statuses] : null],
  );
}

export async function findTemplate(db: Queryable, accountId: string, id: string): Promise<TemplateRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<TemplateRow>(`select ${COLUMNS} from whatsapp_templates where account_id = $1 and id = $2`, [accountId, id]);
  return row ?? null;
}

const requireTemplate = async (db: Queryable, accountId: string, id: string) => {
  const row = await findTemplate(db, accountId, id);
  if (!row) throw new NotFoundError('Modelo não encontrado.');
  return row;
};

/** Creates a template, or edits a draft or a rejected one (which goes back to draft). */
export async function saveTemplate(db: Queryable, accountId: string, raw: unknown): Promise<TemplateRow> {
  const t = checkTemplate(raw);
  const clash = await db.query<{ id: string }>(`select id from whatsapp_templates where account_id = $1 and name = $2 and language = $3 and id <> coalesce($4::uuid, '00000000-0000-0000-0000-000000000000')`, [
    accountId,
    t.name,
    t.language,
    t.id && /^[0-9a-f-]{36}$/i.test(t.id) ? t.id : null,
  ]);
  if (clash.length) throw new InputError(`Campo "name": já existe um modelo "${t.name}" em ${t.language}.`, 'name');
  const values = [t.name, t.language, t.category, t.header_type, t.header_text, t.body, JSON.stringify(t.variables), t.footer, JSON.stringify(t.buttons)];
  if (!t.id) {
    const [row] = await db.query<TemplateRow>(
      `insert into whatsapp_templates (id, account_id, name, language, category, header_type, header_text, body, variables, footer, buttons)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning ${COLUMNS}`,
      [crypto.randomUUID(), accountId, ...values],
    );
    return row;
  }
  const existing = await requireTemplate(db, accountId, t.id);
  if (existing.status === 'PENDING' || existing.status === 'APPROVED') {
    throw new InputError(`Modelo inválido para edição: um modelo ${TEMPLATE_STATUS_LABELS[existing.status].toLowerCase()} não pode ser alterado; crie outro.`);
  }
  const [row] = await db.query<TemplateRow>(
    `update whatsapp_templates set name = $3, language = $4, category = $5, header_type = $6, header_text = $7, body = $8, variables = $9, footer = $10, buttons = $11,
            status = 'DRAFT', reason = null, provider_template_id = null, updated_at = now()
      where account_id = $1 and id = $2 returning ${COLUMNS}`,
    [accountId, existing.id, ...values],
  );
  return row;
}

/** Submits a draft (or a rejected template, again) to Meta's review through the account's Cloud API. */
export async function submitTemplateForReview(db: Queryable, accountId: string, id: string): Promise<TemplateRow> {
  const template = await requireTemplate(db, accountId, id);
  if (template.status !== 'DRAFT' && template.status !== 'REJECTED') throw new InputError(`Este modelo já foi enviado para aprovação (${TEMPLATE_STATUS_LABELS[template.status]}).`);
  const provider = asWhatsappProvider((await channelSettings(db, accountId)).whatsapp.provider);
  if (!provider) throw new InputError('O WhatsApp desta conta não está configurado: configure a API do WhatsApp em Configurações › Integrações › Canais de envio para enviar modelos para aprovação.');
  if (provider.external_whatsapp_provider) throw new InputError('Esta conta envia o WhatsApp pelo seu próprio provedor: os modelos são aprovados nele.');
  const answer = await submitTemplate(provider, templateSubmission(template));
  if (!answer.ok) throw new InputError(`Modelo não enviado para aprovação: ${answer.reason}`);
  const status = answer.status === 'APPROVED' ? 'APPROVED' : answer.status === 'REJECTED' ? 'REJECTED' : 'PENDING';
  // a decision the webhook brought before this answer stays (the webhook is faster than our commit)
  const [row] = await db.query<TemplateRow>(
    `update whatsapp_templates set status = $3, provider_template_id = $4, submitted_at = now(), reason = null, updated_at = now(),
            decided_at = case when $3 = 'PENDING' then null else now() end
      where account_id = $1 and id = $2 returning ${COLUMNS}`,
    [accountId, id, status, answer.id],
  );
  return row;
}

/** Deletes a template no scheduled or active campaign uses. */
export async function deleteTemplate(db: Queryable, accountId: string, id: string): Promise<void> {
  const template = await requireTemplate(db, accountId, id);
  const [used] = await db.query<{ title: string }>(
    `select title from omni_campaigns where account_id = $1 and status in ('SCHEDULED', 'ACTIVE') and schedule_settings::text like '%' || $2 || '%' limit 1`,
    [accountId, template.id],
  );
  if (used) throw new InputError(`O modelo "${template.name}" é usado pela campanha "${used.title}", que ainda envia; finalize-a antes de excluir.`);
  await db.query(`delete from whatsapp_templates where account_id = $1 and id = $2`, [accountId, id]);
}

/** The body with each {{n}} replaced by its variable (our placeholders stay for the dispatch to fill). */
export const bodyWithVariables = (body: string, variables: readonly string[]) => body.replace(/\{\{(\d+)\}\}/g, (match, n: string) => variables[Number(n) - 1] ?? match);

/**
 * On save: each WhatsApp message takes its template's name, language, header type and body from the
 * account's record (the browser names a template by id, never a Meta name of its own); the text is
 * the body with the variables, for the preview and the estimate.
 */
export async function normalizeWhatsappMessages(db: Queryable, accountId: string, settings: StoredFields['schedule_settings']): Promise<void> {
  for (const setting of settings) {
    const channel = setting.channels.whatsapp;
    if (!channel?.message) continue;
    const message = channel.message as Record<string, unknown>;
    const template = typeof message.template_id === 'string' ? await findTemplate(db, accountId, message.template_id) : null;
    if (!template) continue;
    const variables = Array.isArray(message.variables) ? message.variables.map((v) => String(v ?? '')) : template.variables;
    Object.assign(message, {
      type: 'TEMPLATE',
      template_name: template.name,
      language: template.language,
      header_type: template.header_type,
      variables: variables.slice(0, template.variables.length),
      text: bodyWithVariables(template.body, variables),
      buttons: template.buttons,
    });
  }
}

/** Why an active WhatsApp message of the campaign may not be sent (no approved template), or null. */
export async function whatsappTemplateProblem(db: Queryable, campaign: CampaignRow): Promise<string | null> {
  for (const setting of campaign.schedule_settings) {
    const channel = setting.channels.whatsapp;
    if (!channel?.active) continue;
    const message = (channel.message ?? {}) as Record<string, unknown>;
    const template = typeof message.template_id === 'string' ? await findTemplate(db, campaign.account_id, message.template_id) : null;
    if (!template) return 'escolha um modelo de WhatsApp aprovado para a mensagem.';
    if (template.status !== 'APPROVED') {
      return `o modelo de WhatsApp "${template.name}" está ${TEMPLATE_STATUS_LABELS[template.status].toLowerCase()}: somente modelos aprovados podem ser usados em campanhas.`;
    }
    const variables = Array.isArray(message.variables) ? message.variables : [];
    if (variables.length < template.variables.length || variables.some((v) => !String(v ?? '').trim())) return `preencha todas as variáveis do modelo "${template.name}".`;
    if (['IMAGE', 'DOCUMENT', 'VIDEO'].includes(template.header_type) && !(message.attachment as { data_url?: string } | null)?.data_url) {
      return `o modelo "${template.name}" tem cabeçalho de mídia: anexe o arquivo.`;
    }
  }
  return null;
}
