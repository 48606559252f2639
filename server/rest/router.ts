import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { buildContext, type RequestContext } from '../access/context';
import { enforce, INTEGRATION, type Policy } from '../access/control';
import type { ServerConfig } from '../config';
import { AuthError, IntegrationTokenError, TooManyAttemptsError } from '../errors';
import { isJsonStateChange, refuseNonJson } from '../http/origin';
import type { Services } from '../services';

export interface RestRequest {
  ctx: RequestContext;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** the request itself, for routes that stream their body (ingestion) */
  raw: IncomingMessage;
}

export interface RestResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** a non-JSON body (e.g. a generated SVG), sent as is with `headers` (which name its content-type) */
  text?: string | Buffer;
}

type Handler = (request: RestRequest) => Promise<RestResponse | unknown>;

interface Route {
  method: string;
  path: string;
  pattern: RegExp;
  keys: string[];
  policy: Policy;
  handler: Handler;
  /** the handler reads the body itself as a stream (no JSON parsing, no size limit here) */
  streamsBody: boolean;
}

/** Request bodies above this are refused (413). */
export const MAX_BODY_BYTES = 1_000_000;
/** How far past the limit a refused body is still drained before the connection is dropped. */
const DRAIN_FACTOR = 16;

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(text);
}

/**
 * The JSON body of a route that reads its own stream (`streamsBody`) because it takes more than
 * MAX_BODY_BYTES: a file in base64. Past `maxBytes` the answer is 413 with `tooLarge`.
 */
export async function readLargeJsonBody(raw: AsyncIterable<Buffer>, maxBytes: number, tooLarge: string): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw) {
    size += chunk.length;
    // past the limit the rest is read and dropped (up to a bound), so the client gets the 413
    if (size > maxBytes * 4) break;
    if (size <= maxBytes) chunks.push(chunk);
  }
  if (size > maxBytes) throw new HttpError(413, 'payload_too_large', tooLarge);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'invalid_input', 'Corpo da requisição inválido: o JSON está malformado.');
  }
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'DELETE') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    // Past the limit the rest is read and dropped (up to a bound) so the client receives the 413
    // instead of a reset connection while it is still sending.
    if (size > MAX_BODY_BYTES * DRAIN_FACTOR) break;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  if (size > MAX_BODY_BYTES) throw new HttpError(413, 'payload_too_large', 'O corpo da requisição é grande demais.');
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_input', 'Corpo da requisição inválido: o JSON está malformado.');
  }
}

/** A path segment as text; a malformed %-escape names no record, so it is "not found". */
function decodeParam(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(404, 'not_found', 'Registro não encontrado.');
  }
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** REST errors: the same classes as GraphQL, mapped to statuses the client's error catalogue reads. */
function errorResponse(error: unknown): { status: number; body: Record<string, unknown> } {
  if (error instanceof HttpError) return { status: error.status, body: { error: error.code, message: error.message, ...error.extra } };
  if (error instanceof TooManyAttemptsError) {
    return { status: 429, body: { error: 'too_many_attempts', message: error.message, retry_after_seconds: error.retryAfterSeconds } };
  }
  if (error instanceof IntegrationTokenError) return { status: 401, body: { error: 'invalid_token', message: error.message } };
  if (error instanceof AuthError) return { status: 403, body: { error: error.message, message: 'Sua sessão expirou. Entre novamente.' } };
  if (error instanceof GraphQLError) {
    const code = error.extensions.code;
    if (code === 'FORBIDDEN') return { status: 403, body: { error: 'forbidden', message: error.message, field: error.extensions.field } };
    if (code === 'MAINTENANCE') return { status: 406, body: { error: 'maintenance', message: error.message } };
    if (code === 'NOT_FOUND') return { status: 404, body: { error: 'not_found', message: error.message } };
    if (code === 'BAD_USER_INPUT') return { status: 400, body: { error: 'invalid_input', message: error.message, field: error.extensions.field } };
  }
  console.error('[rest] unexpected error', error);
  return { status: 500, body: { error: 'internal', message: 'Ocorreu um erro, tente novamente' } };
}

/** A small router: every route is registered with its access policy, which runs before the handler. */
export class RestRouter {
  private readonly routes: Route[] = [];

  on(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, policy: Policy, handler: Handler, options: { streamsBody?: boolean } = {}): this {
    const keys: string[] = [];
    const pattern = new RegExp(`^${path.replace(/:(\w+)/g, (_m, key: string) => (keys.push(key), '([^/]+)'))}/?$`);
    this.routes.push({ method, path, pattern, keys, policy, handler, streamsBody: options.streamsBody ?? false });
    return this;
  }

  /** The registered routes as `METHOD /path/:param` (tests check coverage against it). */
  list(): string[] {
    return this.routes.map((route) => `${route.method} ${route.path}`);
  }

  /** Handles the request if a route matches its path; returns false otherwise. */
  async handle(req: IncomingMessage, res: ServerResponse, services: Services, config: ServerConfig): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const candidates = this.routes.filter((route) => route.pattern.test(url.pathname));
    if (candidates.length === 0) return false;
    const route = candidates.find((candidate) => candidate.method === req.method);
    if (!route) {
      sendJson(res, 405, { error: 'method_not_allowed', message: 'Método não permitido.' }, { allow: candidates.map((c) => c.method).join(', ') });
      return true;
    }
    // State changes take JSON only (CSRF: a form post or text/plain cannot carry it without a preflight);
    // integration routes are authenticated by a bearer token, not cookies, and stream their own types.
    if (route.policy !== INTEGRATION && !isJsonStateChange(req)) {
      refuseNonJson(res);
      return true;
    }
    try {
      const ctx = await buildContext(req, services, config, res);
      enforce(ctx, route.policy);
      const match = route.pattern.exec(url.pathname)!;
      const params = Object.fromEntries(route.keys.map((key, index) => [key, decodeParam(match[index + 1])]));
      const body = route.streamsBody ? undefined : await readJsonBody(req);
      const result = await route.handler({ ctx, params, query: url.searchParams, body, raw: req });
      if (res.headersSent) return true;
      const response = (result && typeof result === 'object' && ('status' in result || 'body' in result || 'text' in result) ? result : { body: result }) as RestResponse;
      if (response.text !== undefined) {
        res.writeHead(response.status ?? 200, response.headers ?? {});
        res.end(response.text);
        return true;
      }
      sendJson(res, response.status ?? 200, response.body ?? null, response.headers);
    } catch (error) {
      const { status, body } = errorResponse(error);
      if (!res.headersSent) sendJson(res, status, body);
    }
    return true;
  }
}
