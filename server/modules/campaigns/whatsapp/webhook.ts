import crypto from 'node:crypto';
import type { Queryable } from '../../../stores';
import { nationalPhone } from './config';
import type { WhatsappInboundMessage } from './inbound';

/** The webhook key of an account: its id and an HMAC (Meta's app is configured with this URL). */
export function whatsappWebhookKey(secret: string, accountId: string): string {
  const mac = crypto.createHmac('sha256', secret).update(`whatsapp-webhook:${accountId}`).digest('base64url').slice(0, 24);
  return `${accountId}.${mac}`;
}

export function accountOfWhatsappWebhookKey(secret: string, key: string): string | null {
  const [accountId] = key.split('.');
  if (!accountId || !/^[0-9a-f-]{36}$/i.test(accountId)) return null;
  const expected = whatsappWebhookKey(secret, accountId);
  return expected.length === key.length && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(key)) ? accountId : null;
}

/** `X-Hub-Signature-256` of a raw body: "sha256=" + HMAC-SHA256 with the app secret. */
export const hubSignature = (appSecret: string, raw: Buffer | string) => `sha256=${crypto.createHmac('sha256', appSecret).update(raw).digest('hex')}`;

/** Whether the header signs the raw body (constant-time compare). */
export function signatureValid(appSecret: string, raw: Buffer, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(hubSignature(appSecret, raw));
  const given = Buffer.from(header.trim());
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

interface StatusEvent {
  id?: string;
  status?: string;
  timestamp?: string;
  errors?: { code?: number; title?: string; message?: string; error_data?: { details?: string } }[];
}
interface InboundEvent {
  from?: string;
  id?: string;
  timestamp?: string;
  type?: string;
  text?: { body?: string };
  button?: { payload?: string; text?: string };
  interactive?: { type?: string; button_reply?: { id?: string; title?: string }; list_reply?: { id?: string; title?: string } };
}
interface TemplateEvent {
  event?: string;
  message_template_id?: string | number;
  message_template_name?: string;
  reason?: string | null;
}

export interface WebhookOutcome {
  statuses: number;
  /** statuses of messages we do not know (yet: Meta can be faster than our commit; the sender retries) */
  unknown: number;
  inbound: WhatsappInboundMessage[];
  templates: number;
  ignored: number;
}

const instant = (timestamp: string | undefined) => (timestamp && /^\d+$/.test(timestamp) ? new Date(Number(timestamp) * 1000) : new Date());

/** Meta's status → our ledger state, and which states it may follow (states only move forward). */
const STATUS_MOVES: Record<string, { to: string; from: string[] }> = {
  delivered: { to: 'DELIVERED', from: ['SENT'] },
  read: { to: 'READ', from: ['SENT', 'DELIVERED'] },
  failed: { to: 'FAILED', from: ['SENT', 'DELIVERED'] },
};

/**
 * Applies one webhook post of Meta's (`object: whatsapp_business_account`): message statuses move the
 * campaign ledger and the conversation messages forward (SENT → DELIVERED → READ, FAILED with Meta's
 * error), inbound messages are recorded once and open the consumer's 24-hour window, template
 * decisions set the template's status. Returns the inbound messages new to us (for the flows).
 */
export async function applyWhatsappWebhook(db: Queryable, accountId: string, body: unknown): Promise<WebhookOutcome> {
  const outcome: WebhookOutcome = { statuses: 0, unknown: 0, inbound: [], templates: 0, ignored: 0 };
  const entries = ((body as { entry?: unknown[] } | null)?.entry ?? []) as { changes?: { field?: string; value?: Record<string, unknown> }[] }[];
  for (const entry of entries) {
    for (const change of entry.changes ?? []) {
      const value = change.value ?? {};
      if (change.field === 'message_template_status_update') {
        outcome.templates += await applyTemplateDecision(db, accountId, value as TemplateEvent);
        continue;
      }
      if (change.field !== 'messages') {
        outcome.ignored += 1;
        continue;
      }
      for (const status of (value.statuses ?? []) as StatusEvent[]) {
        const result = await applyStatus(db, accountId, status);
        if (result === 'applied') outcome.statuses += 1;
        else if (result === 'unknown') outcome.unknown += 1;
        else outcome.ignored += 1;
      }
      for (const message of (value.messages ?? []) as InboundEvent[]) {
        const inbound = await recordInbound(db, accountId, message, value.contacts as { wa_id?: string; profile?: { name?: string } }[] | undefined);
        if (inbound) outcome.inbound.push(inbound);
        else outcome.ignored += 1;
      }
    }
  }
  return outcome;
}

async function applyStatus(db: Queryable, accountId: string, status: StatusEvent): Promise<'applied' | 'unknown' | 'ignored'> {
  if (!status.id) return 'ignored';
  const [known] = await db.query<{ n: number }>(
    `select (select count(*) from campaign_deliveries where account_id = $1 and provider_id = $2)::int + (select count(*) from whatsapp_messages where account_id = $1 and provider_id = $3)::int as n`,
    [accountId, `whatsapp:${status.id}`, status.id],
  );
  if (!known?.n) return 'unknown';
  const move = STATUS_MOVES[status.status ?? ''];
  if (!move) return 'ignored';
  const at = instant(status.timestamp).toISOString();
  const error = status.errors?.[0];
  const reason = move.to === 'FAILED' ? `WhatsApp${error?.code ? ` ${error.code}` : ''}: ${error?.error_data?.details ?? error?.message ?? error?.title ?? 'falha na entrega'}` : null;
  const ledger = await db.query(
    `update campaign_deliveries set status = $3, updated_at = now(),
            delivered_at = case when $3 in ('DELIVERED', 'READ') then coalesce(delivered_at, $4::timestamptz) else delivered_at end,
            read_at = case when $3 = 'READ' then coalesce(read_at, $4::timestamptz) else read_at end,
            reason = coalesce($5, reason)
      where account_id = $1 and provider_id = $2 and status = any($6::text[]) returning id`,
    [accountId, `whatsapp:${status.id}`, move.to, at, reason, move.from],
  );
  const conversation = await db.query(
    `update whatsapp_messages set status = $3, reason = coalesce($4, reason), updated_at = now()
      where account_id = $1 and provider_id = $2 and direction = 'OUT' and status = any($5::text[]) returning id`,
    [accountId, status.id, move.to, reason, move.from],
  );
  return ledger.length + conversation.length > 0 ? 'applied' : 'ignored';
}

async function recordInbound(db: Queryable, accountId: string, message: InboundEvent, contacts: { wa_id?: string; profile?: { name?: string } }[] | undefined): Promise<WhatsappInboundMessage | null> {
  if (!message.from || !message.id) return null;
  const phone = nationalPhone(message.from);
  const at = instant(message.timestamp);
  const buttonPayload = message.button?.payload ?? message.interactive?.button_reply?.id ?? message.interactive?.list_reply?.id ?? null;
  const text = message.text?.body ?? message.button?.text ?? message.interactive?.button_reply?.title ?? message.interactive?.list_reply?.title ?? null;
  const kind = message.type === 'text' ? 'text' : message.type === 'button' ? 'button' : 'interactive';
  const inserted = await db.query(
    `insert into whatsapp_messages (account_id, direction, phone, provider_id, kind, text, button_payload, content, status, created_at)
     values ($1, 'IN', $2, $3, $4, $5, $6, $7, 'RECEIVED', $8) on conflict (account_id, provider_id) where provider_id is not null do nothing returning id`,
    [accountId, phone, message.id, kind, text, buttonPayload, JSON.stringify(message), at.toISOString()],
  );
  // a retry of Meta's: already recorded and handed over
  if (inserted.length === 0) return null;
  await db.query(
    `insert into whatsapp_windows (account_id, phone, last_inbound_at) values ($1, $2, $3)
     on conflict (account_id, phone) do update set last_inbound_at = greatest(whatsapp_windows.last_inbound_at, excluded.last_inbound_at)`,
    [accountId, phone, at.toISOString()],
  );
  // someone without a loyalty registration who writes to the number becomes a non-loyalty contact
  const name = contacts?.find((contact) => contact.wa_id === message.from)?.profile?.name ?? null;
  await db.query(
    `insert into whatsapp_contacts (account_id, phone, name, source)
     select $1, $2, $3, 'inbound'
      where not exists (select 1 from consumers c where c.account_id = $1 and right(regexp_replace(coalesce(c.phone, ''), '\\D', '', 'g'), 11) = $2)
     on conflict (account_id, phone) do nothing`,
    [accountId, phone, name],
  );
  return { accountId, phone, text, buttonPayload, messageId: message.id, at };
}

async function applyTemplateDecision(db: Queryable, accountId: string, event: TemplateEvent): Promise<number> {
  const status = event.event === 'APPROVED' ? 'APPROVED' : event.event === 'REJECTED' ? 'REJECTED' : null;
  if (!status || event.message_template_id === undefined) return 0;
  const rows = await db.query(
    `update whatsapp_templates set status = $3, reason = $4, decided_at = now(), updated_at = now()
      where account_id = $1 and provider_template_id = $2 and status in ('PENDING', 'APPROVED', 'REJECTED') returning id`,
    [accountId, String(event.message_template_id), status, status === 'REJECTED' ? (event.reason && event.reason !== 'NONE' ? event.reason : 'reprovado pela Meta') : null],
  );
  return rows.length;
}
