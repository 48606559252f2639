import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { hubSignature } from './webhook';

/** One message the simulator accepted. */
export interface SimulatedWhatsappMessage {
  id: string;
  to: string;
  type: 'template' | 'text' | 'interactive';
  /** template messages: the template's name, language, body parameters and header media */
  template: { name: string; language: string; variables: string[]; header: { type: string; link: string; filename?: string } | null } | null;
  /** text and interactive messages: the body */
  text: string | null;
  buttons: { id: string; title: string }[];
}

/** A template submitted for review. */
export interface SimulatedTemplate {
  id: string;
  name: string;
  language: string;
  category: string;
  body: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  reason: string | null;
}

export interface WhatsappSimulatorOptions {
  token: string;
  appSecret: string;
  phoneNumberId?: string;
  businessAccountId?: string;
  /** the product's webhook (GET verification, POST events); settable later with `webhook` */
  webhookUrl?: string;
  /** how far statuses go by themselves after a message is accepted: none, sent, delivered or read (default) */
  autoStatuses?: 'none' | 'sent' | 'delivered' | 'read';
  /** wait before the first status of an accepted message (default 200 ms) */
  statusDelayMs?: number;
  /** templates are decided by themselves right after being submitted (default true) */
  autoDecide?: boolean;
}

/** Link shorteners Meta refuses in templates (the simulator rejects a body containing one). */
const SHORTENERS = /\b(bit\.ly|tinyurl\.com|goo\.gl|cutt\.ly|is\.gd|t\.co|encurtador\.com\.br|ow\.ly)\b/i;

/**
 * A local stand-in for Meta's WhatsApp Cloud API (tests, e2e and demos): `POST /{phone-number-id}/messages`
 * with the bearer token (templates, text, interactive buttons; free text refused with 131047 outside the
 * 24-hour window it tracks from `reply`), `POST /{waba-id}/message_templates` (approved, or rejected
 * when the body has a link shortener or the name starts with "reprovar", or by `rejectNext`), and
 * webhooks signed with X-Hub-Signature-256: statuses sent → delivered → read, template decisions and
 * consumers' messages (`reply`, for the conversation flows).
 */
export class WhatsappSimulator {
  readonly received: SimulatedWhatsappMessage[] = [];
  readonly templates: SimulatedTemplate[] = [];
  /** webhook posts and the product's answers, in order */
  readonly posted: { body: unknown; status: number }[] = [];
  readonly phoneNumberId: string;
  readonly businessAccountId: string;
  /** numbers (wa id) whose messages fail after being accepted (status failed, 131026) */
  readonly unreachable = new Set<string>();
  private webhookUrl: string | null;
  private readonly failures: number[] = [];
  private readonly rejections: string[] = [];
  private readonly windows = new Map<string, number>();
  private readonly pending: Promise<unknown>[] = [];
  private server: http.Server | null = null;
  private counter = 0;
  url = '';

  constructor(private readonly options: WhatsappSimulatorOptions) {
    this.phoneNumberId = options.phoneNumberId ?? '109876543210';
    this.businessAccountId = options.businessAccountId ?? '200000000000001';
    this.webhookUrl = options.webhookUrl ?? null;
  }

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const reply = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        const error = (status: number, code: number, message: string) => reply(status, { error: { message, type: 'OAuthException', code, error_data: { details: message }, fbtrace_id: 'sim' } });
        if (req.headers.authorization !== `Bearer ${this.options.token}`) return error(401, 190, 'Invalid OAuth access token');
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
        } catch {
          return error(400, 100, 'Invalid JSON');
        }
        const path = (req.url ?? '').split('?')[0].replace(/^\/v\d+\.\d+/, '');
        if (req.method === 'POST' && path === `/${this.phoneNumberId}/messages`) return this.acceptMessage(body, reply, error);
        if (req.method === 'POST' && path === `/${this.businessAccountId}/message_templates`) return this.acceptTemplate(body, reply);
        return error(404, 100, 'Unknown path');
      });
    });
    this.server.listen(0, '127.0.0.1');
    await new Promise((resolve) => this.server!.once('listening', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  private acceptMessage(body: Record<string, unknown>, reply: (status: number, body: unknown) => void, error: (status: number, code: number, message: string) => void) {
    const failure = this.failures.shift();
    if (failure) return failure === 429 ? error(429, 130429, 'Rate limit hit') : failure >= 500 ? error(failure, 1, 'Service temporarily unavailable') : error(failure, 131009, 'Parameter value is not valid');
    const to = String(body.to ?? '');
    if (body.messaging_product !== 'whatsapp' || !/^\d{12,13}$/.test(to)) return error(400, 131009, 'Parameter value is not valid');
    const type = body.type as SimulatedWhatsappMessage['type'];
    if (type !== 'template') {
      const last = this.windows.get(to);
      if (last === undefined || Date.now() - last > 24 * 3600_000) return error(400, 131047, 'Re-engagement message: more than 24 hours have passed since the recipient last replied');
    }
    const id = `wamid.SIM${String(++this.counter).padStart(6, '0')}`;
    let message: SimulatedWhatsappMessage;
    if (type === 'template') {
      const t = body.template as { name: string; language: { code: string }; components?: { type: string; parameters: Record<string, unknown>[] }[] };
      const header = t.components?.find((c) => c.type === 'header')?.parameters[0];
      const headerType = header ? String(header.type) : null;
      message = {
        id,
        to,
        type,
        template: {
          name: t.name,
          language: t.language.code,
          variables: (t.components?.find((c) => c.type === 'body')?.parameters ?? []).map((p) => String(p.text ?? '')),
          header: header && headerType ? { type: headerType, ...(header[headerType] as { link: string; filename?: string }) } : null,
        },
        text: null,
        buttons: [],
      };
      const known = this.templates.find((tpl) => tpl.name === t.name && tpl.language === t.language.code);
      if (known && known.status !== 'APPROVED') return error(400, 132001, `Template name does not exist in the translation (${known.status})`);
    } else if (type === 'interactive') {
      const interactive = body.interactive as { body: { text: string }; action: { buttons: { reply: { id: string; title: string } }[] } };
      message = { id, to, type, template: null, text: interactive.body.text, buttons: interactive.action.buttons.map((b) => b.reply) };
    } else {
      message = { id, to, type: 'text', template: null, text: (body.text as { body: string }).body, buttons: [] };
    }
    this.received.push(message);
    reply(200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] });
    const auto = this.options.autoStatuses ?? 'read';
    if (auto !== 'none') this.track(this.walkStatuses(id, to, auto));
  }

  private async walkStatuses(id: string, to: string, until: 'sent' | 'delivered' | 'read') {
    await new Promise((resolve) => setTimeout(resolve, this.options.statusDelayMs ?? 200));
    // the product may not have committed the message yet (it answers `unknown`): post again, like a webhook retry
    for (let attempt = 0; attempt < 20; attempt += 1) {
      if ((await this.status(id, to, 'sent')) !== 'unknown') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (this.unreachable.has(to)) return this.status(id, to, 'failed', { code: 131026, title: 'Message undeliverable' });
    if (until === 'sent') return;
    await this.status(id, to, 'delivered');
    if (until === 'read') await this.status(id, to, 'read');
  }

  private acceptTemplate(body: Record<string, unknown>, reply: (status: number, body: unknown) => void) {
    const components = (body.components ?? []) as { type: string; text?: string }[];
    const template: SimulatedTemplate = {
      id: String(900000 + ++this.counter),
      name: String(body.name ?? ''),
      language: String(body.language ?? ''),
      category: String(body.category ?? ''),
      body: components.find((c) => c.type === 'BODY')?.text ?? '',
      status: 'PENDING',
      reason: null,
    };
    this.templates.push(template);
    reply(200, { id: template.id, status: 'PENDING', category: template.category });
    if (this.options.autoDecide ?? true) this.track(new Promise((resolve) => setTimeout(resolve, 50)).then(() => this.decide(template.id)));
  }

  /** Decides a pending template: rejected with a reason queued by `rejectNext`, or for a link shortener / a name starting with "reprovar"; else approved. */
  async decide(templateId: string): Promise<SimulatedTemplate> {
    const template = this.templates.find((t) => t.id === templateId);
    if (!template) throw new Error(`modelo ${templateId} desconhecido`);
    if (template.status !== 'PENDING') return template;
    const queued = this.rejections.shift();
    if (queued) [template.status, template.reason] = ['REJECTED', queued];
    else if (SHORTENERS.test(template.body)) [template.status, template.reason] = ['REJECTED', 'INVALID_FORMAT: encurtadores de link não são permitidos'];
    else if (template.name.startsWith('reprovar')) [template.status, template.reason] = ['REJECTED', 'PROMOTIONAL: conteúdo não permitido'];
    else template.status = 'APPROVED';
    await this.post({
      object: 'whatsapp_business_account',
      entry: [{ id: this.businessAccountId, time: Math.floor(Date.now() / 1000), changes: [{ field: 'message_template_status_update', value: { event: template.status, message_template_id: Number(template.id), message_template_name: template.name, message_template_language: template.language, reason: template.reason ?? 'NONE' } }] }],
    });
    return template;
  }

  /** Points the simulator at the product's webhook. */
  webhook(url: string): void {
    this.webhookUrl = url;
  }

  /** The next message answers' status codes (429, 500, 400…; then 200 again). */
  failNext(...statuses: number[]): void {
    this.failures.push(...statuses);
  }

  /** The next decided template is rejected with this reason. */
  rejectNext(reason = 'INVALID_FORMAT'): void {
    this.rejections.push(reason);
  }

  /** Posts a status of an accepted message (sent, delivered, read, failed) to the webhook: 'unknown' when the product does not know the message (yet). */
  async status(id: string, to: string, status: 'sent' | 'delivered' | 'read' | 'failed', error?: { code: number; title: string }): Promise<number | 'unknown'> {
    const answer = await this.postForAnswer({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: this.businessAccountId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '557130000000', phone_number_id: this.phoneNumberId },
                statuses: [{ id, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: to, ...(error ? { errors: [{ ...error, message: error.title, error_data: { details: error.title } }] } : {}) }],
              },
            },
          ],
        },
      ],
    });
    return answer.status === 200 && (answer.body as { unknown?: number } | null)?.unknown ? 'unknown' : answer.status;
  }

  /**
   * A consumer writes to the account's number: a text, or a quick-reply button (`{ button: payload,
   * text? }`). Opens their 24-hour window and posts the message to the webhook; resolves to the
   * webhook's answer status.
   */
  async reply(from: string, message: string | { button: string; text?: string }, name = 'Cliente'): Promise<number> {
    const wa = from.replace(/\D/g, '').length <= 11 ? `55${from.replace(/\D/g, '')}` : from.replace(/\D/g, '');
    this.windows.set(wa, Date.now());
    const id = `wamid.IN${String(++this.counter).padStart(6, '0')}`;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const content =
      typeof message === 'string'
        ? { from: wa, id, timestamp, type: 'text', text: { body: message } }
        : { from: wa, id, timestamp, type: 'button', button: { payload: message.button, text: message.text ?? message.button } };
    return this.post({
      object: 'whatsapp_business_account',
      entry: [{ id: this.businessAccountId, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: this.phoneNumberId }, contacts: [{ profile: { name }, wa_id: wa }], messages: [content] } }] }],
    });
  }

  /** Posts a raw body to the webhook, signed with the app secret (or a given signature); the answer's status. */
  async post(body: unknown, signature?: string): Promise<number> {
    return (await this.postForAnswer(body, signature)).status;
  }

  private async postForAnswer(body: unknown, signature?: string): Promise<{ status: number; body: unknown }> {
    if (!this.webhookUrl) throw new Error('simulador do WhatsApp sem webhook');
    const raw = JSON.stringify(body);
    const response = await fetch(this.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? hubSignature(this.options.appSecret, raw) }, body: raw });
    const answer = await response.json().catch(() => null);
    this.posted.push({ body, status: response.status });
    return { status: response.status, body: answer };
  }

  /** Meta's verification of the webhook (GET with hub.mode, hub.verify_token, hub.challenge): the answer. */
  async verify(verifyToken: string, challenge = '1158201444'): Promise<{ status: number; text: string }> {
    if (!this.webhookUrl) throw new Error('simulador do WhatsApp sem webhook');
    const response = await fetch(`${this.webhookUrl}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(verifyToken)}&hub.challenge=${challenge}`);
    return { status: response.status, text: await response.text() };
  }

  /** Waits for the webhook posts started by themselves (statuses, decisions). */
  async settled(): Promise<void> {
    while (this.pending.length) await Promise.allSettled(this.pending.splice(0));
  }

  private track(work: Promise<unknown>) {
    this.pending.push(work.catch(() => undefined));
  }

  async stop(): Promise<void> {
    await this.settled();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
