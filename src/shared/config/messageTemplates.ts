/**
 * The message templates' catalogue (/configuracoes/mensagens, spec §2 and §5), read by the screens and
 * the server alike: the channels, the message types (the spec names none: ours, README "Message
 * templates"), the variables a template may carry and the size limits of each field.
 */

/** The channels a standard text is written for. */
export const MESSAGE_TEMPLATE_CHANNELS = ['SMS', 'EMAIL', 'WHATSAPP', 'PUSH'] as const;
export type MessageTemplateChannel = (typeof MESSAGE_TEMPLATE_CHANNELS)[number];

/** pt-BR name of each channel. */
export const CHANNEL_LABELS: Readonly<Record<MessageTemplateChannel, string>> = {
  SMS: 'SMS',
  EMAIL: 'E-mail',
  WHATSAPP: 'WhatsApp',
  PUSH: 'Push do aplicativo',
};

/** The message types: what the text is for, and the channels it may be written for. */
export const MESSAGE_TEMPLATE_TYPES = ['SIGNUP_CONFIRMATION', 'WELCOME', 'PASSWORD_RECOVERY', 'BIRTHDAY', 'OPT_OUT_SUFFIX', 'OPT_OUT_CONFIRMATION'] as const;
export type MessageTemplateType = (typeof MESSAGE_TEMPLATE_TYPES)[number];

/** pt-BR name of each type. */
export const MESSAGE_TYPE_LABELS: Readonly<Record<MessageTemplateType, string>> = {
  SIGNUP_CONFIRMATION: 'Confirmação de cadastro',
  WELCOME: 'Boas-vindas',
  PASSWORD_RECOVERY: 'Recuperação de senha',
  BIRTHDAY: 'Aniversário',
  OPT_OUT_SUFFIX: 'Sufixo de descadastro (opt-out)',
  OPT_OUT_CONFIRMATION: 'Confirmação de descadastro',
};

/** The campaigns' SMS opt-out suffix is an SMS text (getMessageByType appends it to SMS texts). */
export const OPT_OUT_SUFFIX_CHANNELS: readonly MessageTemplateChannel[] = ['SMS'];

/** Variables of a standard text (spec §5 placeholders); [link de optout] only in e-mail. */
export const TEMPLATE_VARIABLES = ['primeiro nome', 'ultimo nome', 'data hoje', 'dia aniversario', 'mes', 'link de optout'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/** pt-BR description of each variable, for the picker. */
export const TEMPLATE_VARIABLE_LABELS: Readonly<Record<TemplateVariable, string>> = {
  'primeiro nome': 'Primeiro nome',
  'ultimo nome': 'Último nome',
  'data hoje': 'Data de hoje',
  'dia aniversario': 'Dia do aniversário',
  mes: 'Mês',
  'link de optout': 'Link de descadastro',
};

/** The variables a channel's text may carry. */
export function variablesOf(channel: MessageTemplateChannel): readonly TemplateVariable[] {
  return channel === 'EMAIL' ? TEMPLATE_VARIABLES : TEMPLATE_VARIABLES.filter((name) => name !== 'link de optout');
}

/** Longest template name. */
export const TEMPLATE_NAME_MAX = 80;
/** Longest e-mail subject or push title. */
export const TEMPLATE_SUBJECT_MAX = 120;
/** Longest text per channel, in the emoji text area's count (an emoji counts 2): an SMS up to about 3 parts. */
export const TEMPLATE_TEXT_MAX: Readonly<Record<MessageTemplateChannel, number>> = {
  SMS: 480,
  WHATSAPP: 1000,
  PUSH: 240,
  EMAIL: 5000,
};

/** Whether the channel has a subject (e-mail) or title (push). */
export const hasSubject = (channel: MessageTemplateChannel) => channel === 'EMAIL' || channel === 'PUSH';

const PLACEHOLDER = /\[([^[\]]+)\]/g;

/** The placeholders of a text that the channel does not offer (empty when every one is known). */
export function unknownVariables(text: string, channel: MessageTemplateChannel): string[] {
  const allowed = new Set<string>(variablesOf(channel));
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]))].filter((name) => !allowed.has(name));
}

/** Values shown for each variable in previews (a made-up customer). */
export const SAMPLE_VARIABLE_VALUES: Readonly<Record<TemplateVariable, string>> = {
  'primeiro nome': 'Maria',
  'ultimo nome': 'Santos',
  'data hoje': '24/11/2026',
  'dia aniversario': '15',
  mes: 'novembro',
  'link de optout': 'https://clube.example/sair',
};

/** A text with its placeholders replaced by values (a placeholder without a value becomes ''). */
export function interpolateTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => values[name] ?? '').replace(/ {2,}/g, ' ');
}
