import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Cross-site request forgery guard of the API (/graphql and /api/*). The session travels in cookies, so
 * a page of another origin must neither read answers nor cause changes:
 * - a request whose `Origin` is the app's own (its host:port equal to the request's `Host`, whatever
 *   name or address the app was opened by) or one the operator lists in ALLOWED_ORIGINS passes; an
 *   allowed other origin gets CORS headers with credentials (and its preflight answered);
 * - any other `Origin` is refused (403), its preflight too, and no CORS header is ever sent for it;
 * - a request without `Origin` (a same-origin GET, a server-to-server call) passes: browsers send
 *   `Origin` on every cross-origin request and on every POST.
 * The JSON-only rule for state changes (415) is the next line of defence: a form post or a text/plain
 * "simple request" cannot carry application/json without a preflight.
 */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin.toLowerCase();
  } catch {
    return null;
  }
}

export function normalizeOrigins(list: readonly string[]): string[] {
  return list.map((item) => originOf(item.trim())).filter((item): item is string => item !== null);
}

function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  const url = new URL(origin);
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  const [hostName, hostPort] = host.toLowerCase().split(/:(?=\d+$)/);
  return url.hostname === hostName && (url.port || defaultPort) === (hostPort || defaultPort);
}

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
// the headers the SPA sends (src/shared/api/headers.ts) and an integration's bearer token
const ALLOWED_HEADERS = 'content-type, accept, authorization, processinguuid, x-device-fingerprint, accountid';

/** Answers (and returns true) when the request must stop here; otherwise sets CORS headers if needed. */
export function guardOrigin(req: IncomingMessage, res: ServerResponse, allowedOrigins: readonly string[]): boolean {
  const header = req.headers.origin;
  if (header === undefined) return false;
  const origin = originOf(header);
  const same = origin !== null && isSameOrigin(origin, req.headers.host);
  const allowed = same || (origin !== null && allowedOrigins.includes(origin));
  res.setHeader('vary', 'Origin');
  if (!allowed) {
    sendJson(res, 403, { error: 'forbidden_origin', message: 'Origem não permitida: esta página não pode chamar a API.' });
    return true;
  }
  if (!same) {
    res.setHeader('access-control-allow-origin', origin!);
    res.setHeader('access-control-allow-credentials', 'true');
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'access-control-allow-methods': ALLOWED_METHODS, 'access-control-allow-headers': ALLOWED_HEADERS, 'access-control-max-age': '600' });
    res.end();
    return true;
  }
  return false;
}

/** A JSON refusal (this file imports nothing, so the configuration can use it). */
function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

const STATE_CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a state-changing request carries JSON (the only body type GraphQL and REST state changes take). */
export function isJsonStateChange(req: IncomingMessage): boolean {
  if (!STATE_CHANGES.has(req.method ?? '')) return true;
  const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json';
}

export function refuseNonJson(res: ServerResponse): void {
  sendJson(res, 415, { error: 'unsupported_media_type', message: 'Envie o corpo da requisição como JSON (Content-Type: application/json).' });
}
