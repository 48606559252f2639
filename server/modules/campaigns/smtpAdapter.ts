import nodemailer, { type Transporter } from 'nodemailer';
import { type ChannelAdapter, type OutgoingMessage, type SendResult } from './dispatch';

/** What nodemailer says of a refused message: the SMTP reply code (when the server answered) and its text. */
interface SmtpError {
  responseCode?: number;
  response?: string;
  code?: string;
  message?: string;
}

/** Messages sent at once over the pooled connections (the claim's batch is at most a few hundred). */
const CONCURRENCY = 5;

/** The Message-ID of a campaign e-mail: its idempotency key, so bounces and complaints name the delivery. */
export const campaignMessageId = (key: string, domain: string) => `<${key.replace(/[^A-Za-z0-9.:_-]/g, '_')}@${domain}>`;

const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/**
 * E-mail campaigns over SMTP (contracts/campaigns.md: "e-mail over SMTP (`SMTP_URL`) and, unset, the
 * outbox table"). The server's one SMTP relay sends for every account, so this adapter needs no
 * per-account provider (the engine's `serverAdapters`). Each message carries the campaign's
 * List-Unsubscribe headers and its idempotency key as Message-ID and X-Campaign-Message, which the
 * e-mail events webhook (`/api/webhooks/email-events`) takes back as `messageId`.
 *
 * A permanent refusal (5xx) of a message is FAILED with the server's reply; a transient one (4xx, a
 * connection that drops or times out) is THROTTLED, so the engine retries that message with backoff and
 * never skips anybody, while the messages the relay accepted stay SENT. As with any provider, a crash
 * between the relay's acceptance
 * and the ledger's commit can send that message again on the retry (README: at-least-once over HTTP
 * and SMTP; the Message-ID lets the receiving side drop the repeat).
 */
export function smtpCampaignAdapter(smtpUrl: string, from: string, transport?: Transporter): ChannelAdapter & { close(): void } {
  const transporter: Transporter =
    transport ?? nodemailer.createTransport(smtpUrl, { pool: true, maxConnections: CONCURRENCY, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 } as never);
  const domain = domainOf(from);

  async function sendOne(message: OutgoingMessage): Promise<SendResult> {
    const content = message.content as { subject?: string; html?: string; text?: string; headers?: Record<string, string> };
    const messageId = campaignMessageId(message.key, domain);
    try {
      await transporter.sendMail({
        from,
        to: message.contact,
        subject: content.subject ?? '',
        text: content.text ?? '',
        html: content.html,
        messageId,
        headers: { ...(content.headers ?? {}), 'X-Campaign-Message': message.key },
      });
      return { id: message.id, outcome: 'SENT', providerId: messageId };
    } catch (error) {
      const { responseCode, response, message: text } = error as SmtpError;
      if (responseCode !== undefined && responseCode >= 500 && responseCode < 600) {
        return { id: message.id, outcome: 'FAILED', reason: `SMTP ${responseCode}: ${(response ?? text ?? '').slice(0, 200)}` };
      }
      // transient: this message (only) is retried with backoff; the others of the batch keep their outcome
      return { id: message.id, outcome: 'THROTTLED' };
    }
  }

  return {
    name: 'smtp',
    async send(_tx, messages) {
      const results: SendResult[] = new Array(messages.length);
      let next = 0;
      // a few at a time over the pool
      const lanes = Array.from({ length: Math.min(CONCURRENCY, messages.length) }, async () => {
        while (next < messages.length) {
          const i = next++;
          results[i] = await sendOne(messages[i]);
        }
      });
      await Promise.all(lanes);
      return results;
    },
    close: () => transporter.close(),
  };
}
