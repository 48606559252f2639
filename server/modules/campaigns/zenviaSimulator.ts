import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message the simulator accepted. */
export interface SimulatedSms {
  id: string;
  from: string;
  to: string;
  text: string;
  externalId: string | null;
}

/**
 * A local stand-in for Zenvia's SMS API v2 (tests and demos): accepts messages with the right token,
 * answers with the status codes queued by `failNext` (429 throttles, 400 refusals), and posts delivery
 * receipts and replies to the product's webhook like the provider does.
 */
export class ZenviaSimulator {
  readonly received: SimulatedSms[] = [];
  private readonly failures: number[] = [];
  private server: http.Server | null = null;
  private counter = 0;

  constructor(readonly token: string) {}

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const reply = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.method !== 'POST' || req.url !== '/v2/channels/sms/messages') return reply(404, { message: 'not found' });
        if (req.headers['x-api-token'] !== this.token) return reply(401, { message: 'token inválido' });
        const failure = this.failures.shift();
        if (failure) return reply(failure, { message: failure === 429 ? 'muitas requisições' : 'número inválido' });
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { from: string; to: string; externalId?: string; contents: { text: string }[] };
        const id = `sim-${++this.counter}`;
        this.received.push({ id, from: body.from, to: body.to, text: body.contents[0]?.text ?? '', externalId: body.externalId ?? null });
        reply(200, { id });
      });
    });
    this.server.listen(0, '127.0.0.1');
    await new Promise((resolve) => this.server!.once('listening', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The next answers' status codes (then 200 again). */
  failNext(...statuses: number[]): void {
    this.failures.push(...statuses);
  }

  /** Posts a delivery receipt of a message to the product's webhook. */
  receipt(webhook: string, messageId: string, code: 'DELIVERED' | 'NOT_DELIVERED', description = code === 'DELIVERED' ? 'Entregue' : 'Número inexistente') {
    return fetch(webhook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'MESSAGE_STATUS', messageId, messageStatus: { code, description } }) });
  }

  /** Posts a consumer's reply (e.g. "SAIR") to the product's webhook. */
  reply(webhook: string, from: string, text: string) {
    return fetch(webhook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'MESSAGE', message: { from, contents: [{ type: 'text', text }] } }) });
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
