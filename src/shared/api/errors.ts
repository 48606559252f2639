// The error catalogue of spec §8 as far as the network layer is concerned: which server messages
// mean "the access cookie is stale, refresh and replay" and which mean "the session is gone".

/** Messages that mean the access token/session expired while the refresh cookie may still be valid. */
export const SESSION_EXPIRED_MESSAGES: readonly string[] = [
  'session.expired',
  'authentication.missing.session.id',
  'authentication.error.expired.jwt.token',
];

/** Legacy backends answer a missing/stale session with this body error instead of a 403 status. */
export const UNAUTHORIZED_ACCESS_MESSAGE = 'Acesso não autorizado';

/** The refresh cookie itself is no longer valid: refreshing again cannot help. */
export const REFRESH_EXPIRED_MESSAGE = 'session.refresh.expired';

// graphql-yoga wraps errors thrown while building the request context with this prefix; the session
// is checked there, so the same codes arrive with and without it.
const CONTEXT_CREATION_PREFIX = 'Context creation failed:';

const EXPIRED_PREFIXES: readonly string[] = ['authentication.error', 'invalid.session'];

export type AuthAction = 'refresh' | 'expired';

/**
 * Decides what a server error message means for the session:
 * - 'refresh': refresh once, hold other requests, replay;
 * - 'expired': go straight to the expired-session flow;
 * - null: not a session problem, the caller handles it as an ordinary error.
 */
export function classifyAuthError(message: string): AuthAction | null {
  let code = message.trim();
  if (code.startsWith(CONTEXT_CREATION_PREFIX)) {
    code = code.slice(CONTEXT_CREATION_PREFIX.length).trim();
  }
  // Checked before the prefixes: 'authentication.error.expired.jwt.token' also starts with
  // 'authentication.error' but is the one that a refresh fixes.
  if (SESSION_EXPIRED_MESSAGES.includes(code) || code === UNAUTHORIZED_ACCESS_MESSAGE) {
    return 'refresh';
  }
  if (code === REFRESH_EXPIRED_MESSAGE || EXPIRED_PREFIXES.some((prefix) => code.startsWith(prefix))) {
    return 'expired';
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every message a response body carries: GraphQL `errors[].message`, REST `error` and `message`. */
export function bodyMessages(body: unknown): string[] {
  if (!isRecord(body)) return [];
  const messages: string[] = [];
  if (Array.isArray(body.errors)) {
    for (const error of body.errors) {
      if (isRecord(error) && typeof error.message === 'string') messages.push(error.message);
    }
  }
  if (typeof body.error === 'string') messages.push(body.error);
  if (typeof body.message === 'string') messages.push(body.message);
  return messages;
}

/**
 * The session action a response body asks for. 'expired' wins over 'refresh': when the server says
 * the refresh cookie is dead, refreshing first would only add a round trip before the same outcome.
 */
export function authActionFromBody(body: unknown): { action: AuthAction; message: string } | null {
  let found: { action: AuthAction; message: string } | null = null;
  for (const message of bodyMessages(body)) {
    const action = classifyAuthError(message);
    if (action === 'expired') return { action, message };
    if (action === 'refresh' && !found) found = { action, message };
  }
  return found;
}

/**
 * Our decision (not in the spec's catalogue): a 403 whose JSON body is `{"error":"forbidden", ...}`
 * comes from the access-control module for a user who IS signed in but lacks the permission.
 * Refreshing the session cannot grant a permission, and treating it as an expired session would
 * log the user out of pages they are allowed to use; so it is rejected with the body's pt-BR
 * message instead. Any other 403 keeps the catalogue's meaning (stale session: refresh once).
 */
export function isForbiddenBody(body: unknown): boolean {
  return isRecord(body) && body.error === 'forbidden';
}

export const FORBIDDEN_FALLBACK_MESSAGE = 'Você não tem permissão para acessar este recurso.';

/** The pt-BR message of a forbidden body, or a generic one when the server sent none. */
export function forbiddenMessage(body: unknown): string {
  return isRecord(body) && typeof body.message === 'string' && body.message.trim() !== ''
    ? body.message
    : FORBIDDEN_FALLBACK_MESSAGE;
}

/**
 * A non-OK HTTP answer. Per spec §8 the message is the status ("500") and the error body is kept
 * as parsed JSON (or text when it is not JSON) so callers can read the server's details.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message: string = String(status)) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

/**
 * A REST call that failed. The message is the server's `message` when it sent one (REST handlers
 * answer with pt-BR messages meant for the user), else the status as in spec §8.
 */
export class RestError extends HttpError {
  constructor(status: number, body: unknown, message?: string) {
    super(status, body, message ?? restMessage(status, body));
    this.name = 'RestError';
  }
}

function restMessage(status: number, body: unknown): string {
  if (isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  return String(status);
}

export interface GraphQLErrorLike {
  message: string;
  [key: string]: unknown;
}

/**
 * A GraphQL payload with errors and no data: Relay cannot normalize it, so (as Relay's own
 * network examples do) the request fails with the first message and keeps every error.
 */
export class GraphQLResponseError extends Error {
  readonly errors: readonly GraphQLErrorLike[];

  constructor(errors: readonly GraphQLErrorLike[]) {
    super(errors[0]?.message ?? 'GraphQL request failed');
    this.name = 'GraphQLResponseError';
    this.errors = errors;
  }
}

export const SESSION_EXPIRED_USER_MESSAGE = 'Sua sessão expirou. Entre novamente para continuar.';

/**
 * The request was dropped because the session is gone; `onSessionExpired` has already been told.
 * Callers can recognise it and skip their own error snackbar (the app is leaving the page anyway).
 * `reason` is the server code that ended the session, for logs.
 */
export class SessionExpiredError extends Error {
  readonly reason: string;

  constructor(reason: string) {
    super(SESSION_EXPIRED_USER_MESSAGE);
    this.name = 'SessionExpiredError';
    this.reason = reason;
  }
}
