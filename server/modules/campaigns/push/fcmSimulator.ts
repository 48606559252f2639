import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FCM_SCOPE } from './fcm';

/** One message the simulator accepted. */
export interface SimulatedPush {
  name: string;
  project: string;
  token: string;
  notification: { title?: string; body?: string; image?: string };
  data: Record<string, string>;
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/**
 * A local stand-in for Google's OAuth2 token endpoint and FCM HTTP v1 (tests and demos). The token
 * endpoint checks the JWT-bearer assertion (RS256 with the service account's key, iss, aud = its own
 * URL, the FCM scope, iat/exp) before issuing an access token; messages:send checks the Bearer token,
 * answers 404 UNREGISTERED for the tokens in `dead`, the status codes queued by `failNext`, and
 * otherwise accepts. `open` posts the app's "opened" event to the product's webhook.
 */
export class FcmSimulator {
  readonly received: SimulatedPush[] = [];
  readonly dead = new Set<string>();
  /** assertions seen by the token endpoint (how often the adapter authenticated) */
  tokenRequests = 0;
  readonly refusedAssertions: string[] = [];
  private readonly failures: number[] = [];
  private readonly issued = new Set<string>();
  private server: http.Server | null = null;
  private counter = 0;
  url = '';
  readonly privateKeyPem: string;
  private readonly publicKey: crypto.KeyObject;

  constructor(readonly project = 'clube-demo', readonly clientEmail = 'push@clube-demo.iam.gserviceaccount.com') {
    const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    this.publicKey = publicKey;
  }

  /** The service-account JSON a Firebase console would give, pointing at this simulator. */
  serviceAccount() {
    return { type: 'service_account', project_id: this.project, private_key_id: 'sim-key-1', private_key: this.privateKeyPem, client_email: this.clientEmail, token_uri: `${this.url}/token` };
  }

  private checkAssertion(assertion: string): string | null {
    const [header, claims, signature] = assertion.split('.');
    if (!header || !claims || !signature) return 'JWT malformado';
    const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string; typ?: string };
    if (head.alg !== 'RS256') return 'alg deve ser RS256';
    if (!crypto.verify('RSA-SHA256', Buffer.from(`${header}.${claims}`), this.publicKey, Buffer.from(signature, 'base64url'))) return 'assinatura inválida';
    const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    if (body.iss !== this.clientEmail) return 'iss';
    if (body.aud !== `${this.url}/token`) return 'aud';
    if (body.scope !== FCM_SCOPE) return 'scope';
    if (typeof body.iat !== 'number' || typeof body.exp !== 'number' || body.exp <= now || body.exp - body.iat > 3600 || body.iat > now + 60) return 'iat/exp';
    return null;
  }

  async start(): Promise<string> {
    this.server = http.createServer(async (req, res) => {
      const raw = await readBody(req);
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && req.url === '/token') {
        this.tokenRequests += 1;
        const form = new URLSearchParams(raw);
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return reply(400, { error: 'unsupported_grant_type' });
        const problem = this.checkAssertion(form.get('assertion') ?? '');
        if (problem) {
          this.refusedAssertions.push(problem);
          return reply(400, { error: 'invalid_grant', error_description: problem });
        }
        const token = `ya29.sim-${crypto.randomBytes(12).toString('hex')}`;
        this.issued.add(token);
        return reply(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
      }
      const match = req.method === 'POST' ? /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(req.url ?? '') : null;
      if (!match) return reply(404, { error: { code: 404, status: 'NOT_FOUND', message: 'not found' } });
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !this.issued.has(bearer)) return reply(401, { error: { code: 401, status: 'UNAUTHENTICATED', message: 'Request had invalid authentication credentials.' } });
      if (decodeURIComponent(match[1]) !== this.project) return reply(403, { error: { code: 403, status: 'PERMISSION_DENIED', message: 'projeto errado' } });
      const failure = this.failures.shift();
      if (failure) {
        const status = failure === 429 ? 'RESOURCE_EXHAUSTED' : failure >= 500 ? 'UNAVAILABLE' : 'INVALID_ARGUMENT';
        return reply(failure, { error: { code: failure, status, message: status, details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: failure === 429 ? 'QUOTA_EXCEEDED' : status }] } });
      }
      const body = JSON.parse(raw) as { message: { token: string; notification?: SimulatedPush['notification']; data?: Record<string, unknown> } };
      const data = body.message.data ?? {};
      if (Object.values(data).some((v) => typeof v !== 'string')) return reply(400, { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'data values must be strings' } });
      if (this.dead.has(body.message.token)) {
        return reply(404, { error: { code: 404, status: 'NOT_FOUND', message: 'Requested entity was not found.', details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }] } });
      }
      const name = `projects/${this.project}/messages/${++this.counter}`;
      this.received.push({ name, project: this.project, token: body.message.token, notification: body.message.notification ?? {}, data: data as Record<string, string> });
      reply(200, { name });
    });
    this.server.listen(0, '127.0.0.1');
    await new Promise((resolve) => this.server!.once('listening', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  /** The next answers' status codes (then 200 again). */
  failNext(...statuses: number[]): void {
    this.failures.push(...statuses);
  }

  /** The app reports that the person opened a push (posts its open token to the product's webhook). */
  open(webhook: string, message: SimulatedPush) {
    return fetch(webhook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ event: 'opened', open_token: message.data.open_token }) });
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
