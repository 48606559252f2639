import crypto from 'node:crypto';
import type { Queryable } from '../../stores';
import { ProviderUnavailableError, type ChannelAdapter, type SendResult } from './dispatch';
import { suppress } from './optout';

/**
 * SMS over Zenvia's API v2 (a provider common in Brazil): `POST {url}/v2/channels/sms/messages` with
 * the account's `X-API-TOKEN`, body `{ from, to, contents: [{ type: 'text', text }] }`, answer `{ id }`.
 * 429 and 5xx (and a provider out of reach) are throttling: the batch is retried with backoff; any
 * other 4xx fails that message with the provider's reason. Receipts (MESSAGE_STATUS) and replies
 * (MESSAGE, e.g. "SAIR"/"STOP") come back to `POST /api/campaigns/webhooks/zenvia/:key`.
 */
export const zenviaAdapter: ChannelAdapter = {
  name: 'zenvia',
  async send(_tx, messages, settings) {
    const provider = settings.provider as { url: string; token: string; from?: string | null };
    const results: SendResult[] = [];
    for (const [index, message] of messages.entries()) {
      let response: Response | null = null;
      try {
        response = await fetch(`${provider.url.replace(/\/+$/, '')}/v2/channels/sms/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-token': provider.token },
          body: JSON.stringify({ from: provider.from ?? 'clube', to: `55${message.contact}`, externalId: message.key, contents: [{ type: 'text', text: String(message.content.text ?? '') }] }),
        });
      } catch {
        response = null;
      }
      // out of reach, 429 or 5xx: this message and the rest of the batch wait (the ones before are sent)
      if (!response || response.status === 429 || response.status >= 500) {
        if (index === 0 && !response) throw new ProviderUnavailableError('provedor de SMS fora do ar');
        for (const rest of messages.slice(index)) results.push({ id: rest.id, outcome: 'THROTTLED' });
        break;
      }
      const body = (await response.json().catch(() => ({}))) as { id?: string; message?: string };
      if (!response.ok || !body.id) results.push({ id: message.id, outcome: 'FAILED', reason: `Zenvia ${response.status}: ${body.message ?? 'recusada'}` });
      else results.push({ id: message.id, outcome: 'SENT', providerId: `zenvia:${body.id}` });
    }
    return results;
  },
};

/** The webhook key of an account: its id and an HMAC (the provider is configured with this URL). */
export function webhookKey(secret: string, accountId: string): string {
  const mac = crypto.createHmac('sha256', secret).update(`zenvia-webhook:${accountId}`).digest('base64url').slice(0, 24);
  return `${accountId}.${mac}`;
}

export function accountOfWebhookKey(secret: string, key: string): string | null {
  const [accountId] = key.split('.');
  if (!accountId) return null;
  const expected = webhookKey(secret, accountId);
  return expected.length === key.length && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(key)) ? accountId : null;
}

/** An SMS not delivered within 4 hours of sending is not counted as delivered (spec §9, carrier validity). */
export const SMS_VALIDITY_HOURS = 4;

/** Words of a reply that opt the consumer out of SMS. */
const STOP_WORDS = /^\s*(sair|stop|parar|cancelar|descadastrar)\s*$/i;

const national = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits;
};

/** Applies one Zenvia webhook event: a receipt updates the ledger; a STOP reply suppresses the phone at once. */
export async function applyZenviaEvent(db: Queryable, accountId: string, event: Record<string, unknown>, now = Date.now()): Promise<'receipt' | 'stop' | 'ignored'> {
  if (event.type === 'MESSAGE_STATUS') {
    const status = (event.messageStatus as { code?: string; description?: string } | undefined) ?? {};
    const providerId = `zenvia:${String(event.messageId ?? '')}`;
    if (status.code === 'DELIVERED') {
      await db.query(
        `update campaign_deliveries set status = 'DELIVERED', delivered_at = $3, updated_at = now()
          where account_id = $1 and provider_id = $2 and status = 'SENT' and sent_at > $3::timestamptz - make_interval(hours => $4)`,
        [accountId, providerId, new Date(now).toISOString(), SMS_VALIDITY_HOURS],
      );
      return 'receipt';
    }
    if (status.code === 'NOT_DELIVERED' || status.code === 'REJECTED') {
      await db.query(`update campaign_deliveries set status = 'FAILED', reason = $3, updated_at = now() where account_id = $1 and provider_id = $2 and status in ('SENT', 'DELIVERED')`, [
        accountId,
        providerId,
        `Zenvia: ${status.description ?? status.code}`,
      ]);
      return 'receipt';
    }
    return 'ignored';
  }
  if (event.type === 'MESSAGE') {
    const message = (event.message as { from?: string; contents?: { type?: string; text?: string }[] } | undefined) ?? {};
    const text = message.contents?.find((content) => content.type === 'text')?.text ?? '';
    if (!message.from || !STOP_WORDS.test(text)) return 'ignored';
    await suppress(db, accountId, [national(message.from)], `resposta "${text.trim()}" por SMS`, 'sms');
    return 'stop';
  }
  return 'ignored';
}
