/** A consumer's message that reached the account's WhatsApp number (the webhook), as handed to the flows. */
export interface WhatsappInboundMessage {
  accountId: string;
  /** national digits (DDD + number) */
  phone: string;
  /** the text typed, or the button's title on a button reply */
  text: string | null;
  /** the payload of a quick-reply button (template button or interactive reply id) */
  buttonPayload: string | null;
  /** Meta's message id (wamid…) */
  messageId: string;
  at: Date;
}

/**
 * Who takes inbound messages after the webhook recorded them and opened the 24-hour window: the
 * conversation flows (`services.whatsappInbound`, module whatsapp-flows). Optional: without it the
 * messages are only recorded.
 */
export interface WhatsappInboundHandler {
  handleInbound(message: WhatsappInboundMessage): Promise<void>;
}
