import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One push a browser subscription received (decrypted as the browser would). */
export interface SimulatedWebPush {
  subscription: string;
  payload: Record<string, unknown>;
  ttl: number;
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/**
 * A local push service (what Mozilla's autopush or FCM's Web Push endpoint are to a browser): hands
 * out subscriptions (endpoint + P-256 key + auth secret, like PushManager.subscribe), checks each
 * request's VAPID `Authorization: vapid t=<JWT ES256>, k=<public key>` (signature, aud = the
 * endpoint's origin, exp within 24 h, sub mailto:/https:), decrypts the aes128gcm body (RFC 8291)
 * with the subscription's keys, answers 410 for unsubscribed ones and the codes queued by `failNext`.
 */
export class WebPushSimulator {
  readonly received: SimulatedWebPush[] = [];
  readonly gone = new Set<string>();
  readonly refused: string[] = [];
  private readonly failures: number[] = [];
  private readonly subscriptions = new Map<string, { ecdh: crypto.ECDH; auth: Buffer }>();
  private server: http.Server | null = null;
  url = '';

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const reply = (status: number, text = '') => {
          res.writeHead(status, { 'content-type': 'text/plain' });
          res.end(text);
        };
        const id = /^\/push\/([a-f0-9]+)$/.exec(req.url ?? '')?.[1];
        const subscription = id ? this.subscriptions.get(id) : undefined;
        if (req.method !== 'POST' || !id || !subscription) return reply(404, 'no such subscription');
        const problem = this.checkVapid(String(req.headers.authorization ?? ''));
        if (problem) {
          this.refused.push(problem);
          return reply(401, problem);
        }
        if (this.gone.has(id)) return reply(410, 'unsubscribed');
        const failure = this.failures.shift();
        if (failure) return reply(failure, 'failure on demand');
        if (req.headers['content-encoding'] !== 'aes128gcm') return reply(400, 'content-encoding must be aes128gcm');
        let payload: Record<string, unknown>;
        try {
          payload = JSON.parse(this.decrypt(Buffer.concat(chunks), subscription).toString('utf8'));
        } catch {
          return reply(400, 'could not decrypt');
        }
        this.received.push({ subscription: `${this.url}/push/${id}`, payload, ttl: Number(req.headers.ttl ?? 0) });
        res.writeHead(201, { location: `${this.url}/messages/${this.received.length}` });
        res.end();
      });
    });
    this.server.listen(0, '127.0.0.1');
    await new Promise((resolve) => this.server!.once('listening', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  /** A new browser subscription (PushSubscription.toJSON()). */
  subscribe(): { endpoint: string; keys: { p256dh: string; auth: string } } {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16);
    const id = crypto.randomBytes(8).toString('hex');
    this.subscriptions.set(id, { ecdh, auth });
    return { endpoint: `${this.url}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
  }

  /** The browser unsubscribed: the service answers 410 Gone from now on. */
  unsubscribe(endpoint: string): void {
    this.gone.add(endpoint.split('/').pop()!);
  }

  failNext(...statuses: number[]): void {
    this.failures.push(...statuses);
  }

  private checkVapid(header: string): string | null {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
    if (!match) return 'Authorization deve ser "vapid t=…, k=…"';
    const [head, claims, signature] = match[1].split('.');
    if (!head || !claims || !signature) return 'JWT malformado';
    const key = Buffer.from(match[2], 'base64url');
    if (key.length !== 65) return 'k deve ser a chave pública P-256 (65 bytes)';
    const publicKey = crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: key.subarray(1, 33).toString('base64url'), y: key.subarray(33).toString('base64url') }, format: 'jwk' });
    if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') return 'alg deve ser ES256';
    if (!crypto.verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) return 'assinatura VAPID inválida';
    const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
    if (body.aud !== this.url) return 'aud deve ser a origem do endpoint';
    const now = Math.floor(Date.now() / 1000);
    if (!body.exp || body.exp <= now || body.exp > now + 24 * 3600) return 'exp deve estar nas próximas 24 h';
    if (!/^(mailto:|https:)/.test(body.sub ?? '')) return 'sub deve ser mailto: ou https:';
    return null;
  }

  /** RFC 8291 / 8188 aes128gcm, as a browser decrypts a push. */
  private decrypt(body: Buffer, subscription: { ecdh: crypto.ECDH; auth: Buffer }): Buffer {
    const salt = body.subarray(0, 16);
    const idLength = body[20];
    const serverKey = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const shared = subscription.ecdh.computeSecret(serverKey);
    const prkKey = hmac(subscription.auth, shared);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscription.ecdh.getPublicKey(), serverKey, Buffer.from([1])]);
    const ikm = hmac(prkKey, keyInfo);
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.concat([Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])])).subarray(0, 16);
    const nonce = hmac(prk, Buffer.concat([Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])])).subarray(0, 12);
    const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    if (plain[end] !== 2) throw new Error('padding');
    return plain.subarray(0, end);
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
