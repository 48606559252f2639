import type { WhatsappProvider } from './config';

/** Header media of a template message, by link (image, document or video). */
export interface HeaderMedia {
  type: 'image' | 'document' | 'video';
  link: string;
  filename?: string | null;
}

/** A quick-reply button of a free-form interactive message (at most 3, title ≤ 20 characters). */
export interface ReplyButton {
  id: string;
  title: string;
}

/** What the Cloud API said of one message. */
export type CloudAnswer =
  | { kind: 'accepted'; id: string }
  /** 4xx other than 429: refused for good (Meta's error code and message) */
  | { kind: 'refused'; status: number; code: number | null; reason: string }
  /** 429, 5xx or out of reach: try later */
  | { kind: 'throttled'; reason: string };

/** Meta's error code of a free-form message outside the 24-hour customer-service window. */
export const OUTSIDE_WINDOW_CODE = 131047;

/** The body of a template message (`type: template`) with body variables and an optional header media. */
export function templatePayload(to: string, template: { name: string; language: string; variables: readonly string[]; header?: HeaderMedia | null }) {
  const components: Record<string, unknown>[] = [];
  if (template.header) {
    const media: Record<string, unknown> = { link: template.header.link };
    if (template.header.type === 'document' && template.header.filename) media.filename = template.header.filename;
    components.push({ type: 'header', parameters: [{ type: template.header.type, [template.header.type]: media }] });
  }
  if (template.variables.length > 0) components.push({ type: 'body', parameters: template.variables.map((text) => ({ type: 'text', text })) });
  return { messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'template', template: { name: template.name, language: { code: template.language }, components } };
}

/** A free-form text (only inside the 24-hour window), with reply buttons as an interactive message. */
export function textPayload(to: string, text: string, buttons?: readonly ReplyButton[] | null) {
  if (buttons && buttons.length > 0) {
    return {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'interactive',
      interactive: { type: 'button', body: { text }, action: { buttons: buttons.slice(0, 3).map((b) => ({ type: 'reply', reply: { id: b.id, title: b.title.slice(0, 20) } })) } },
    };
  }
  return { messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { preview_url: false, body: text } };
}

/** POST /{phone-number-id}/messages with the account's bearer token. */
export async function postMessage(provider: WhatsappProvider, payload: unknown): Promise<CloudAnswer> {
  let response: Response;
  try {
    response = await fetch(`${provider.base_url}/${provider.phone_number_id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${provider.token}` },
      body: JSON.stringify(payload),
    });
  } catch (error) {
    return { kind: 'throttled', reason: `API do WhatsApp fora do ar (${(error as Error).message})` };
  }
  const body = (await response.json().catch(() => ({}))) as { messages?: { id?: string }[]; error?: { code?: number; message?: string; error_data?: { details?: string } } };
  if (response.status === 429 || response.status >= 500) return { kind: 'throttled', reason: `WhatsApp ${response.status}: ${body.error?.message ?? 'indisponível'}` };
  const id = body.messages?.[0]?.id;
  if (response.ok && id) return { kind: 'accepted', id };
  const code = body.error?.code ?? null;
  const detail = body.error?.error_data?.details ?? body.error?.message ?? 'recusada';
  return { kind: 'refused', status: response.status, code, reason: `WhatsApp ${response.status}${code ? ` (${code})` : ''}: ${detail}` };
}

/** A template as Meta's POST /{waba-id}/message_templates takes it. */
export function templateSubmission(template: {
  name: string;
  language: string;
  category: string;
  header_type: string;
  header_text: string | null;
  body: string;
  variables: readonly string[];
  footer: string | null;
  buttons: readonly { text: string }[];
}) {
  const components: Record<string, unknown>[] = [];
  if (template.header_type === 'TEXT' && template.header_text) components.push({ type: 'HEADER', format: 'TEXT', text: template.header_text });
  else if (template.header_type !== 'NONE') components.push({ type: 'HEADER', format: template.header_type });
  const body: Record<string, unknown> = { type: 'BODY', text: template.body };
  // Meta asks for an example of each body variable
  if (template.variables.length) body.example = { body_text: [template.variables.map((v, i) => v.replace(/[[\]]/g, '') || `exemplo ${i + 1}`)] };
  components.push(body);
  if (template.footer) components.push({ type: 'FOOTER', text: template.footer });
  if (template.buttons.length) components.push({ type: 'BUTTONS', buttons: template.buttons.map((b) => ({ type: 'QUICK_REPLY', text: b.text })) });
  return { name: template.name, language: template.language, category: template.category, components };
}

/** Submits a template for Meta's review: its id and first status (PENDING, sometimes APPROVED at once). */
export async function submitTemplate(provider: WhatsappProvider, submission: ReturnType<typeof templateSubmission>): Promise<{ ok: true; id: string; status: string } | { ok: false; reason: string }> {
  let response: Response;
  try {
    response = await fetch(`${provider.base_url}/${provider.business_account_id}/message_templates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${provider.token}` },
      body: JSON.stringify(submission),
    });
  } catch (error) {
    return { ok: false, reason: `API do WhatsApp fora do ar (${(error as Error).message})` };
  }
  const body = (await response.json().catch(() => ({}))) as { id?: string; status?: string; error?: { message?: string; error_user_msg?: string } };
  if (!response.ok || !body.id) return { ok: false, reason: `WhatsApp ${response.status}: ${body.error?.error_user_msg ?? body.error?.message ?? 'modelo recusado'}` };
  return { ok: true, id: body.id, status: body.status ?? 'PENDING' };
}
