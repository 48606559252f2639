import type { Queryable } from '../stores';
import type { MailMessage, Mailer } from './mailer';

/**
 * The default mailer when no SMTP server is configured: every message becomes a row of
 * `outbox_messages`, so a demo or test install loses nothing and an operator can read what was sent.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  constructor(private readonly db: Queryable) {}

  async send(message: MailMessage): Promise<void> {
    const attachments = (message.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length }));
    await this.db.query(
      `insert into outbox_messages (account_id, channel, recipients, subject, body, html, attachments) values ($1, 'email', $2, $3, $4, $5, $6)`,
      [message.accountId, message.to, message.subject, message.text, message.html ?? null, JSON.stringify(attachments)],
    );
  }

  async close(): Promise<void> {}
}
