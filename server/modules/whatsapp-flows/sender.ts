import type { Queryable } from '../../stores';

/** A quick reply (buttons) or a row of a list message. */
export interface WhatsappOption {
  id: string;
  title: string;
}

/**
 * How the flows send: the WhatsApp channel adapter (brief A's Cloud API sender, swapped in at the merge)
 * or, until then and for test conversations, the outbox.
 */
export interface WhatsappSender {
  sendText(accountId: string, phone: string, text: string, buttons?: WhatsappOption[]): Promise<{ messageId: string }>;
  /** an interactive list message (up to 10 rows behind one button); without it, lists go as text with numbered options */
  sendList?(accountId: string, phone: string, text: string, button: string, rows: WhatsappOption[]): Promise<{ messageId: string }>;
}

/** An inbound message as the webhook hands it over (the consumer's text or the quick-reply payload pressed). */
export interface WhatsappInboundMessage {
  accountId: string;
  phone: string;
  text: string | null;
  buttonPayload: string | null;
  messageId: string;
  at: Date;
}

/** What the webhook calls: `services.whatsappInbound?.handleInbound(message)`. */
export interface WhatsappInboundHandler {
  handleInbound(message: WhatsappInboundMessage): Promise<void>;
}

/**
 * The outbox sender: each message becomes a row of outbox_messages (channel whatsapp, the options as
 * sent), as unconfigured channels do; the row's id is the message id the step log keeps.
 */
export function outboxWhatsappSender(db: Queryable): Required<WhatsappSender> {
  const write = async (accountId: string, phone: string, text: string, options: unknown) => {
    const [row] = await db.query<{ id: string }>(
      `insert into outbox_messages (account_id, channel, recipients, subject, body, options) values ($1, 'whatsapp', $2, '', $3, $4) returning id`,
      [accountId, [phone], text, options === null ? null : JSON.stringify(options)],
    );
    return { messageId: `outbox:${row.id}` };
  };
  return {
    sendText: (accountId, phone, text, buttons) => write(accountId, phone, text, buttons?.length ? { buttons } : null),
    sendList: (accountId, phone, text, button, rows) => write(accountId, phone, text, { list: { button, rows } }),
  };
}
