import { SAMPLE_VARIABLE_VALUES } from '@/shared/config/messageTemplates';

/** Who a WhatsApp campaign targets (spec §3 targeting_mode): loyalty members only, or also non-loyalty contacts. */
export const TARGETING_MODES = ['LOYALTY', 'ALL'] as const;
export type TargetingMode = (typeof TARGETING_MODES)[number];

/** Template headers that carry a media file (sent by link). */
export const MEDIA_HEADERS = ['IMAGE', 'DOCUMENT', 'VIDEO'] as const;

/** An approved template the step offers (the page's query). */
export interface WhatsappTemplateOption {
  readonly _id: string;
  readonly name: string;
  readonly header_type: string;
  readonly header_text?: string | null;
  readonly body: string;
  readonly variables: readonly string[];
  readonly footer?: string | null;
  readonly buttons: readonly { readonly text: string }[];
}

export interface WhatsappAttachment {
  filename: string | null;
  mimetype: string | null;
  thumbnail_url: string | null;
  data_url: string | null;
}

/** The WhatsApp message JSON of a schedule setting (spec §3 WhatsApp fields plus the template's id and variables). */
export interface WhatsappMessage {
  type: 'TEMPLATE';
  template_id: string | null;
  header_type: string;
  variables: string[];
  attachment: WhatsappAttachment | null;
  senders: { name: string; number: string }[];
  targeting_mode: TargetingMode;
}

/** The message of a saved value (defaults where fields are missing). */
export function whatsappMessageOf(value: Record<string, unknown> | null | undefined): WhatsappMessage {
  const v = value ?? {};
  return {
    type: 'TEMPLATE',
    template_id: typeof v.template_id === 'string' ? v.template_id : null,
    header_type: typeof v.header_type === 'string' ? v.header_type : 'NONE',
    variables: Array.isArray(v.variables) ? v.variables.map((item) => String(item ?? '')) : [],
    attachment: (v.attachment as WhatsappAttachment | null | undefined) ?? null,
    senders: Array.isArray(v.senders) ? (v.senders as { name: string; number: string }[]) : [],
    targeting_mode: v.targeting_mode === 'ALL' ? 'ALL' : 'LOYALTY',
  };
}

export type WhatsappMessageErrors = Partial<Record<'template' | 'variables' | 'attachment', 'whatsappMessage.error.template' | 'whatsappMessage.error.variables' | 'whatsappMessage.error.attachment'>>;

/** The step's validation: a template chosen, every variable filled, the media of a media header. */
export function validateWhatsappMessage(value: Record<string, unknown> | null | undefined): WhatsappMessageErrors {
  const message = whatsappMessageOf(value);
  const errors: WhatsappMessageErrors = {};
  if (!message.template_id) errors.template = 'whatsappMessage.error.template';
  if (message.variables.some((item) => !item.trim())) errors.variables = 'whatsappMessage.error.variables';
  if ((MEDIA_HEADERS as readonly string[]).includes(message.header_type) && !message.attachment?.data_url) errors.attachment = 'whatsappMessage.error.attachment';
  return errors;
}

/** The body as a consumer reads it: {{n}} → the variable, our placeholders → sample values (Maria…). */
export function previewBody(body: string, variables: readonly string[]): string {
  const filled = body.replace(/\{\{(\d+)\}\}/g, (match, n: string) => variables[Number(n) - 1] || match);
  return filled.replace(/\[([^[\]]+)\]/g, (match, name: string) => (SAMPLE_VARIABLE_VALUES as Record<string, string>)[name] ?? match);
}
