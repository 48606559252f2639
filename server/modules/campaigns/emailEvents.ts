import crypto from 'node:crypto';
import type { Queryable } from '../../stores';
import { suppress } from './optout';

/**
 * E-mail events (bounces, complaints, deliveries, opens, clicks) posted by the e-mail provider — or
 * the local simulator (emailEventSimulator.ts) — to `POST /api/webhooks/email-events`.
 *
 * Authentication: `Authorization: Bearer <key>`, the account's webhook key (its id and an HMAC of it
 * under the server secret, as Zenvia's webhook; kept out of the URL so it does not land in access
 * logs). The key names the account: an event can only touch that account's ledger.
 *
 * Body: one event or `{ events: [...] }`, each `{ messageId, type, bounceType?, reason?, url?, eventId? }`
 * where messageId is the message's idempotency key (campaign:document:channel:slot, sent as the
 * message's id/header) or the provider id the ledger recorded; type is
 * `delivered | open | click | bounce | complaint` and bounceType `hard | soft`.
 *
 * States (contracts/campaigns.md): SENT → DELIVERED → OPENED → CLICKED move forward only; a bounce
 * (hard or soft) ends a SENT/DELIVERED message as BOUNCED; a complaint ends any sent message as
 * COMPLAINED. A hard bounce suppresses the address and a complaint the consumer (and the address) for
 * e-mail at once, so the next campaign leaves them out. Each event is recorded once
 * (campaign_delivery_events): a provider's retry changes nothing.
 */

export type EmailEventType = 'delivered' | 'open' | 'click' | 'bounce' | 'complaint';

export interface EmailEvent {
  messageId: string;
  type: EmailEventType;
  bounceType?: 'hard' | 'soft';
  reason?: string;
  url?: string;
  /** the provider's own id of the event (deduplication); default type + messageId */
  eventId?: string;
}

export function emailWebhookKey(secret: string, accountId: string): string {
  const mac = crypto.createHmac('sha256', secret).update(`email-events-webhook:${accountId}`).digest('base64url').slice(0, 32);
  return `${accountId}.${mac}`;
}

export function accountOfEmailWebhookKey(secret: string, key: string | null | undefined): string | null {
  if (!key) return null;
  const [accountId] = key.split('.');
  if (!accountId || !/^[0-9a-f-]{36}$/i.test(accountId)) return null;
  const expected = emailWebhookKey(secret, accountId);
  return expected.length === key.length && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(key)) ? accountId : null;
}

const TYPES: readonly EmailEventType[] = ['delivered', 'open', 'click', 'bounce', 'complaint'];

/** The events of a webhook body (invalid ones left out with their reason). */
export function parseEmailEvents(body: unknown): { events: EmailEvent[]; invalid: number } {
  const list = Array.isArray((body as { events?: unknown })?.events) ? ((body as { events: unknown[] }).events) : [body];
  const events: EmailEvent[] = [];
  let invalid = 0;
  for (const item of list) {
    const event = item as Partial<EmailEvent> | null;
    if (!event || typeof event.messageId !== 'string' || !event.messageId || !TYPES.includes(event.type as EmailEventType)) {
      invalid += 1;
      continue;
    }
    if (event.type === 'bounce' && event.bounceType !== 'hard' && event.bounceType !== 'soft') {
      invalid += 1;
      continue;
    }
    events.push({
      messageId: event.messageId,
      type: event.type as EmailEventType,
      bounceType: event.bounceType,
      reason: typeof event.reason === 'string' ? event.reason.slice(0, 500) : undefined,
      url: typeof event.url === 'string' ? event.url.slice(0, 2000) : undefined,
      eventId: typeof event.eventId === 'string' ? event.eventId.slice(0, 200) : undefined,
    });
  }
  return { events, invalid };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The e-mail ledger row a message id names in the account (idempotency key or provider id). */
async function findDelivery(db: Queryable, accountId: string, messageId: string) {
  const parts = messageId.split(':');
  if (parts.length >= 4 && UUID.test(parts[0]) && parts[2] === 'email') {
    const [campaignId, documentNo, , ...slot] = parts;
    const [row] = await db.query<{ id: number; status: string; document_no: string; contact: string | null }>(
      `select id::int as id, status, document_no, contact from campaign_deliveries
        where account_id = $1 and campaign_id = $2 and document_no = $3 and channel = 'email' and slot = $4`,
      [accountId, campaignId, documentNo, slot.join(':')],
    );
    if (row) return row;
  }
  const [row] = await db.query<{ id: number; status: string; document_no: string; contact: string | null }>(
    `select id::int as id, status, document_no, contact from campaign_deliveries where account_id = $1 and provider_id = $2 and channel = 'email' limit 1`,
    [accountId, messageId],
  );
  return row ?? null;
}

/** Statuses a message moves from, per event (forward only). */
const FROM: Record<EmailEventType, string[]> = {
  delivered: ['SENT'],
  open: ['SENT', 'DELIVERED'],
  click: ['SENT', 'DELIVERED', 'OPENED'],
  bounce: ['SENT', 'DELIVERED'],
  complaint: ['SENT', 'DELIVERED', 'OPENED', 'CLICKED'],
};
const TO: Record<EmailEventType, string> = { delivered: 'DELIVERED', open: 'OPENED', click: 'CLICKED', bounce: 'BOUNCED', complaint: 'COMPLAINED' };

export type EmailEventOutcome = 'applied' | 'duplicate' | 'unknown' | 'ignored';

/** Applies one event to the account's ledger (in the caller's transaction when `db` is one). */
export async function applyEmailEvent(db: Queryable, accountId: string, event: EmailEvent, now = Date.now()): Promise<EmailEventOutcome> {
  const delivery = await findDelivery(db, accountId, event.messageId);
  if (!delivery) return 'unknown';
  const at = new Date(now).toISOString();
  const recorded = await db.query(
    `insert into campaign_delivery_events (account_id, delivery_id, event_key, type, detail, occurred_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (delivery_id, event_key) do nothing returning 1`,
    [
      accountId,
      delivery.id,
      event.eventId ?? `${event.type}${event.type === 'bounce' ? `:${event.bounceType}` : ''}`,
      event.type,
      JSON.stringify({ bounceType: event.bounceType ?? null, reason: event.reason ?? null, url: event.url ?? null }),
      at,
    ],
  );
  if (recorded.length === 0) return 'duplicate';
  const reason =
    event.type === 'bounce' ? `bounce ${event.bounceType === 'hard' ? 'permanente' : 'temporário'}${event.reason ? `: ${event.reason}` : ''}` : event.type === 'complaint' ? 'marcada como spam pelo destinatário' : null;
  const moved = await db.query(
    `update campaign_deliveries set status = $3, updated_at = now(),
            reason = coalesce($4, reason),
            delivered_at = case when $3 in ('DELIVERED', 'OPENED', 'CLICKED') then coalesce(delivered_at, $5::timestamptz) else delivered_at end,
            opened_at = case when $3 in ('OPENED', 'CLICKED') then coalesce(opened_at, $5::timestamptz) else opened_at end,
            clicked_at = case when $3 = 'CLICKED' then coalesce(clicked_at, $5::timestamptz) else clicked_at end
      where id = $1 and status = any($2::text[]) returning 1`,
    [delivery.id, FROM[event.type], TO[event.type], reason, at],
  );
  // an open after a click, a delivery after an open: recorded, the state stays where it is
  if (event.type === 'bounce' && event.bounceType === 'hard' && delivery.contact) {
    await suppress(db, accountId, [delivery.contact], 'e-mail inexistente (bounce permanente)', 'email');
  }
  if (event.type === 'complaint') {
    await suppress(db, accountId, [delivery.document_no, ...(delivery.contact ? [delivery.contact] : [])], 'reclamação de spam', 'email');
  }
  return moved.length > 0 || event.type === 'complaint' || event.type === 'bounce' ? 'applied' : 'ignored';
}
