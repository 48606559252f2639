import crypto from 'node:crypto';
import type { OutgoingMessage } from '../dispatch';

/** What one device gets: the notification and the data the app or service worker reads. */
export interface PushPayload {
  title: string;
  body: string;
  image?: string | null;
  data: Record<string, unknown>;
}

/** What a provider said of one device. */
export type DeviceOutcome =
  | { outcome: 'sent'; providerId: string }
  | { outcome: 'dead'; reason: string }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'throttled' };

/**
 * The open token of a message: its ledger id and an HMAC. It travels in the push's data; the app (or
 * the service worker) posts it back to `/api/webhooks/push-events` when the person opens the push.
 * Only who received the message holds it, so the webhook needs no other credential.
 */
export function openToken(secret: string, deliveryId: number): string {
  const mac = crypto.createHmac('sha256', secret).update(`push-open:${deliveryId}`).digest('base64url').slice(0, 32);
  return `${deliveryId}.${mac}`;
}

export function deliveryOfOpenToken(secret: string, token: string): number | null {
  const [id] = token.split('.');
  if (!/^\d{1,18}$/.test(id ?? '')) return null;
  const expected = openToken(secret, Number(id));
  return expected.length === token.length && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(token)) ? Number(id) : null;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The push of a ledger message (its content is the campaign's push message with the variables filled). */
export function payloadOf(message: OutgoingMessage, secret: string): PushPayload {
  const content = message.content;
  const action = (content.action ?? {}) as { type?: string; link?: string; reference_id?: string };
  return {
    title: str(content.title),
    body: str(content.text),
    image: str(content.image_url) || null,
    data: {
      campaign_id: message.campaignId,
      inner_message_title: str(content.inner_message_title),
      inner_message_text: str(content.inner_message_text),
      action_type: action.type ?? '',
      action_link: action.link ?? '',
      action_reference_id: action.reference_id ?? '',
      open_token: openToken(secret, message.id),
    },
  };
}
