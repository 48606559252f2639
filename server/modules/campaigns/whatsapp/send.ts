import { InputError } from '../../../errors';
import type { Queryable } from '../../../stores';
import { channelSettings } from '../credits';
import { windowOpen, OUTSIDE_WINDOW } from './adapter';
import { asWhatsappProvider, nationalPhone, waId } from './config';
import { postMessage, templatePayload, textPayload, type HeaderMedia, type ReplyButton } from './cloudApi';

/** What became of one message sent outside campaigns (recorded in whatsapp_messages). */
export interface WhatsappSendResult {
  /** SENT: the Cloud API accepted it; OUTBOX: unconfigured or the account's own provider sends it; FAILED / THROTTLED: Meta refused or was out of reach */
  status: 'SENT' | 'OUTBOX' | 'FAILED' | 'THROTTLED';
  /** whatsapp_messages.id */
  messageId: number;
  /** Meta's id (wamid…) when sent */
  providerId: string | null;
  reason: string | null;
}

/** A free-form message refused because the consumer's 24-hour window is closed. */
export class WhatsappWindowClosedError extends InputError {
  constructor() {
    super(`Mensagem não enviada: ${OUTSIDE_WINDOW}.`);
  }
}

/** An approved template by name, its body variables (already filled) and an optional header media. */
export interface TemplateMessage {
  name: string;
  language?: string;
  variables?: readonly string[];
  header?: HeaderMedia | null;
}

/**
 * Sends WhatsApp messages outside campaigns (conversation flows, the inbox) through the same Cloud
 * API adapter as campaigns, or to the outbox (whatsapp_messages, status OUTBOX) when the account has no
 * provider or uses its own (`external_whatsapp_provider`). A free-form text (with up to 3 reply buttons)
 * goes only inside the consumer's 24-hour window (WhatsappWindowClosedError otherwise); a template
 * goes any time. Statuses come back through the webhook (SENT → DELIVERED → READ).
 */
export class WhatsappMessenger {
  constructor(
    private readonly db: Queryable,
    private readonly clock: () => number = Date.now,
  ) {}

  /** sendWhatsappText(accountId, phone, text, buttons?) */
  async sendWhatsappText(accountId: string, phone: string, text: string, buttons?: readonly ReplyButton[] | null): Promise<WhatsappSendResult> {
    if (!(await windowOpen(this.db, accountId, phone, this.clock()))) throw new WhatsappWindowClosedError();
    const payload = textPayload(waId(phone), text, buttons);
    return this.send(accountId, phone, buttons?.length ? 'interactive' : 'text', text, { buttons: buttons ?? [] }, payload);
  }

  /** sendWhatsappTemplate(accountId, phone, { name, language, variables, header }) — an approved template of the account */
  async sendWhatsappTemplate(accountId: string, phone: string, template: TemplateMessage): Promise<WhatsappSendResult> {
    const language = template.language ?? 'pt_BR';
    const [approved] = await this.db.query<{ body: string }>(`select body from whatsapp_templates where account_id = $1 and name = $2 and language = $3 and status = 'APPROVED'`, [
      accountId,
      template.name,
      language,
    ]);
    if (!approved) throw new InputError(`O modelo "${template.name}" não está aprovado: somente modelos aprovados podem ser enviados.`);
    const variables = template.variables ?? [];
    const text = approved.body.replace(/\{\{(\d+)\}\}/g, (match, n: string) => variables[Number(n) - 1] ?? match);
    const payload = templatePayload(waId(phone), { name: template.name, language, variables, header: template.header ?? null });
    return this.send(accountId, phone, 'template', text, { template: template.name, language, variables, header: template.header ?? null }, payload);
  }

  private async send(accountId: string, phone: string, kind: string, text: string, content: Record<string, unknown>, payload: unknown): Promise<WhatsappSendResult> {
    const provider = asWhatsappProvider((await channelSettings(this.db, accountId)).whatsapp.provider);
    const record = async (status: WhatsappSendResult['status'], providerId: string | null, reason: string | null) => {
      const [row] = await this.db.query<{ id: number }>(
        `insert into whatsapp_messages (account_id, direction, phone, provider_id, kind, text, content, status, reason, created_at)
         values ($1, 'OUT', $2, $3, $4, $5, $6, $7, $8, $9) returning id::int as id`,
        [accountId, nationalPhone(phone), providerId, kind, text, JSON.stringify({ ...content, external_provider: provider?.external_whatsapp_provider ?? false }), status === 'THROTTLED' ? 'FAILED' : status, reason, new Date(this.clock()).toISOString()],
      );
      return { status, messageId: row.id, providerId, reason };
    };
    if (!provider || provider.external_whatsapp_provider) return record('OUTBOX', null, null);
    const answer = await postMessage(provider, payload);
    if (answer.kind === 'accepted') return record('SENT', answer.id, null);
    return record(answer.kind === 'throttled' ? 'THROTTLED' : 'FAILED', null, answer.reason);
  }
}

/** sendWhatsappText(db, accountId, phone, text, buttons?) — the messenger in one call. */
export const sendWhatsappText = (db: Queryable, accountId: string, phone: string, text: string, buttons?: readonly ReplyButton[] | null) =>
  new WhatsappMessenger(db).sendWhatsappText(accountId, phone, text, buttons);

/** sendWhatsappTemplate(db, accountId, phone, template) — the messenger in one call. */
export const sendWhatsappTemplate = (db: Queryable, accountId: string, phone: string, template: TemplateMessage) => new WhatsappMessenger(db).sendWhatsappTemplate(accountId, phone, template);
