import { boolean, enums, nullable, object, optional, size, string } from 'superstruct';
import {
  CHANNEL_LABELS,
  hasSubject,
  interpolateTemplate,
  MESSAGE_TEMPLATE_CHANNELS,
  MESSAGE_TEMPLATE_TYPES,
  MESSAGE_TYPE_LABELS,
  OPT_OUT_SUFFIX_CHANNELS,
  TEMPLATE_NAME_MAX,
  TEMPLATE_SUBJECT_MAX,
  TEMPLATE_TEXT_MAX,
  unknownVariables,
  type MessageTemplateChannel,
  type MessageTemplateType,
} from '../../../src/shared/config/messageTemplates';
import { toGsm7 } from '../../../src/shared/lib/gsm';
import { countSms, type SmsCount } from '../../../src/shared/lib/sms';
import { InputError } from '../../errors';
import { localToday } from '../../shared/dates';
import type { Queryable } from '../../stores';
import { plainText, requiredText, validate } from '../../validation';
import { activeTemplateOf, templateNamed, type MessageTemplateRow, type TemplateFields } from './store';

/** upsertMessageTemplate's input; pt-BR messages through server/validation.ts. */
export const templateInput = object({
  id: optional(nullable(size(string(), 1, 200))),
  name: requiredText(TEMPLATE_NAME_MAX),
  channel: enums(MESSAGE_TEMPLATE_CHANNELS),
  message_type: enums(MESSAGE_TEMPLATE_TYPES),
  subject: optional(nullable(plainText(TEMPLATE_SUBJECT_MAX))),
  text: requiredText(Math.max(...Object.values(TEMPLATE_TEXT_MAX))),
  active: boolean(),
  send_without_accents: optional(nullable(boolean())),
});

/**
 * The template's fields from an input, with the rules of the screen checked again: the text's size per
 * channel, only the channel's variables, a subject where the channel has one, the opt-out suffix on SMS.
 */
export function templateFields(input: unknown): { id: string | null; fields: TemplateFields } {
  const value = validate(templateInput, input);
  const channel = value.channel as MessageTemplateChannel;
  const text = value.text.trim();
  if (text.length > TEMPLATE_TEXT_MAX[channel]) {
    throw new InputError(`O texto de ${CHANNEL_LABELS[channel]} pode ter no máximo ${TEMPLATE_TEXT_MAX[channel]} caracteres.`, 'text');
  }
  const unknown = unknownVariables(text, channel);
  // spec §5's refusal text for an unknown variable
  if (unknown.length) throw new InputError(`Variável "${unknown[0]}" não existe no state`, 'text');
  const subject = hasSubject(channel) ? (value.subject ?? '').trim() : '';
  if (hasSubject(channel) && !subject) throw new InputError(channel === 'EMAIL' ? 'Informe o assunto do e-mail.' : 'Informe o título do push.', 'subject');
  if (value.message_type === 'OPT_OUT_SUFFIX' && !OPT_OUT_SUFFIX_CHANNELS.includes(channel)) {
    throw new InputError('O sufixo de descadastro existe só para SMS.', 'message_type');
  }
  return {
    id: value.id ?? null,
    fields: {
      name: value.name.trim(),
      channel,
      message_type: value.message_type as MessageTemplateType,
      subject,
      text,
      active: value.active,
      send_without_accents: channel === 'SMS' && Boolean(value.send_without_accents),
    },
  };
}

/** Refuses a name already in use, or a second active text of the same type and channel, in pt-BR. */
export async function checkConflicts(db: Queryable, accountId: string, fields: TemplateFields, exceptId: string | null): Promise<void> {
  const named = await templateNamed(db, accountId, fields.name, exceptId);
  if (named) throw new InputError(`Já existe uma mensagem com o nome “${named.name}”. Escolha outro nome.`, 'name');
  if (!fields.active) return;
  const active = await activeTemplateOf(db, accountId, fields.message_type, fields.channel, exceptId);
  if (active) {
    throw new InputError(
      `Já existe uma mensagem ativa de ${MESSAGE_TYPE_LABELS[fields.message_type]} para ${CHANNEL_LABELS[fields.channel]}: “${active.name}”. Desative-a antes ou salve esta como inativa.`,
      'active',
    );
  }
}

/** The SMS text as it is sent: without accents when the template says so. */
export const smsTextAsSent = (text: string, withoutAccents: boolean) => (withoutAccents ? toGsm7(text) : text);

/** Credits per message of an SMS template as sent (variables at their maximum sizes); null for other channels. */
export function templateSmsCount(row: Pick<MessageTemplateRow, 'channel' | 'text' | 'send_without_accents'>): SmsCount | null {
  if (row.channel !== 'SMS') return null;
  try {
    return countSms(smsTextAsSent(row.text, row.send_without_accents));
  } catch {
    return null;
  }
}

/** getMessageByType's answer. */
export interface MessageByType {
  interpolated_text: string;
  active: boolean;
  subject: string;
}

/**
 * The account's active text of a type on a channel (spec §7 getMessageByType), its variables replaced
 * ([data hoje] is today, dd/MM/yyyy, when not given; a variable without value becomes empty). On SMS
 * the active opt-out suffix is appended (unless asked not to, or the type is the suffix itself) and the
 * accents are removed when the template is sent without them. Null when no active text exists.
 */
export async function messageByType(
  db: Queryable,
  accountId: string,
  type: MessageTemplateType,
  channel: MessageTemplateChannel,
  values: Readonly<Record<string, string>> = {},
  { withOptOutSuffix = true }: { withOptOutSuffix?: boolean } = {},
): Promise<MessageByType | null> {
  const template = await activeTemplateOf(db, accountId, type, channel);
  if (!template) return null;
  const today = localToday();
  const withToday = { 'data hoje': `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`, ...values };
  let text = interpolateTemplate(template.text, withToday).trim();
  if (channel === 'SMS' && type !== 'OPT_OUT_SUFFIX' && withOptOutSuffix) {
    const suffix = await activeTemplateOf(db, accountId, 'OPT_OUT_SUFFIX', 'SMS');
    if (suffix) text = `${text} ${interpolateTemplate(suffix.text, withToday).trim()}`;
  }
  if (channel === 'SMS') text = smsTextAsSent(text, template.send_without_accents);
  return { interpolated_text: text, active: template.active, subject: interpolateTemplate(template.subject, withToday).trim() };
}
