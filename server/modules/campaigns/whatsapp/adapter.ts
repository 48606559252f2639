import type { Queryable } from '../../../stores';
import type { ChannelAdapter, OutgoingMessage, SendResult } from '../dispatch';
import { asWhatsappProvider, nationalPhone, waId } from './config';
import { postMessage, templatePayload, textPayload, type HeaderMedia } from './cloudApi';

/** A consumer's 24-hour customer-service window: open when they wrote to the account within the last 24 h. */
export const WINDOW_HOURS = 24;

/** The refusal of a free-form message outside the window (only an approved template may go). */
export const OUTSIDE_WINDOW = 'fora da janela de 24 horas de atendimento: fora dela só um modelo aprovado pode ser enviado';

/** Whether the phone's window is open at `now`. */
export async function windowOpen(db: Queryable, accountId: string, phone: string, now = Date.now()): Promise<boolean> {
  const [row] = await db.query<{ open: boolean }>(
    `select last_inbound_at > $3::timestamptz - make_interval(hours => $4) as open from whatsapp_windows where account_id = $1 and phone = $2`,
    [accountId, nationalPhone(phone), new Date(now).toISOString(), WINDOW_HOURS],
  );
  return row?.open ?? false;
}

const MEDIA_TYPES: Record<string, HeaderMedia['type']> = { IMAGE: 'image', DOCUMENT: 'document', VIDEO: 'video' };

/** A link Meta can fetch: our uploads (`/api/uploads/…`) made absolute with the server's public address. */
const absolute = (publicUrl: string, link: string) => (/^https?:\/\//.test(link) ? link : `${publicUrl.replace(/\/+$/, '')}/${link.replace(/^\/+/, '')}`);

/** The header media of a campaign message: the attachment, typed by the template's header. */
export function headerOf(content: Record<string, unknown>, publicUrl: string): HeaderMedia | null {
  const type = MEDIA_TYPES[String(content.header_type ?? '')];
  const attachment = content.attachment as { data_url?: string | null; filename?: string | null } | null | undefined;
  if (!type || !attachment?.data_url) return null;
  return { type, link: absolute(publicUrl, attachment.data_url), filename: attachment.filename ?? null };
}

/**
 * WhatsApp over Meta's Cloud API (contracts/campaigns.md): a campaign message is an approved template
 * (`POST /{phone-number-id}/messages`, `type: template`, body variables filled per consumer, a header
 * image / document / video by link); a free-form text goes only to a consumer whose 24-hour window is
 * open. 429 / 5xx / out of reach: the rest of the batch waits with backoff; other refusals fail the
 * message with Meta's code. With `external_whatsapp_provider` the account's own provider sends: the
 * message is written to the outbox marked `external_provider` (that provider reads it from there).
 */
export const whatsappAdapter = (options: { publicUrl: string }): ChannelAdapter => ({
  name: 'whatsapp',
  async send(tx, messages, settings) {
    const provider = asWhatsappProvider(settings.provider);
    if (!provider || provider.external_whatsapp_provider) return toOutbox(tx, messages, provider ? 'external_whatsapp_provider' : 'outbox');
    const results: SendResult[] = [];
    for (const [index, message] of messages.entries()) {
      const content = message.content;
      let payload: unknown;
      if (content.template_name) {
        payload = templatePayload(waId(message.contact), {
          name: String(content.template_name),
          language: String(content.language ?? 'pt_BR'),
          variables: Array.isArray(content.variables) ? content.variables.map(String) : [],
          header: headerOf(content, options.publicUrl),
        });
      } else {
        if (!(await windowOpen(tx, message.accountId, message.contact))) {
          results.push({ id: message.id, outcome: 'FAILED', reason: OUTSIDE_WINDOW });
          continue;
        }
        payload = textPayload(waId(message.contact), String(content.text ?? ''));
      }
      const answer = await postMessage(provider, payload);
      if (answer.kind === 'throttled') {
        for (const rest of messages.slice(index)) results.push({ id: rest.id, outcome: 'THROTTLED' });
        break;
      }
      if (answer.kind === 'refused') results.push({ id: message.id, outcome: 'FAILED', reason: answer.reason });
      else results.push({ id: message.id, outcome: 'SENT', providerId: `whatsapp:${answer.id}` });
    }
    return results;
  },
});

async function toOutbox(tx: Queryable, messages: readonly OutgoingMessage[], sentBy: string): Promise<SendResult[]> {
  if (messages.length === 0) return [];
  await tx.query(
    `insert into campaign_outbox (delivery_id, account_id, channel, contact, content, sent_by)
     select * from unnest($1::bigint[], $2::uuid[], $3::text[], $4::text[], $5::jsonb[], $6::text[]) on conflict (delivery_id) do nothing`,
    [
      messages.map((m) => m.id),
      messages.map((m) => m.accountId),
      messages.map((m) => m.channel),
      messages.map((m) => m.contact),
      messages.map((m) => JSON.stringify({ ...m.content, external_provider: sentBy === 'external_whatsapp_provider' })),
      messages.map(() => sentBy),
    ],
  );
  return messages.map((m) => ({ id: m.id, outcome: 'SENT' as const, providerId: `outbox:${m.id}` }));
}

/** The content of a WhatsApp campaign message for one consumer: texts and each body variable filled. */
export function whatsappContent(message: Record<string, unknown> | null, fill: (value: unknown) => unknown): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(message ?? {})) content[key] = fill(value);
  if (Array.isArray(message?.variables)) content.variables = message.variables.map((value) => String(fill(value) ?? ''));
  return content;
}
