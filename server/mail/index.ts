import type { ServerConfig } from '../config';
import type { Queryable } from '../stores';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox';
import { SmtpMailer } from './smtp';

export type { MailAttachment, MailMessage, Mailer } from './mailer';
export { OutboxMailer } from './outbox';
export { SmtpMailer } from './smtp';

/** SMTP when SMTP_URL is set; otherwise the outbox table. */
export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>, db: Queryable): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db);
}
