import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccessSubject, FranchiseePermissions } from '../../src/shared/config';
import { requestCookies, type AuthenticatedSession } from '../modules/session';
import type { ServerConfig } from '../config';
import { type AccountRow, getFranchiseePermissions } from '../modules/accounts';
import type { AuthError } from '../errors';
import type { UserRow } from '../modules/users';
import { accountOfCliCall, accountOfIntegrationToken } from '../modules/ingestion';
import type { Services } from '../services';

/** The signed-in person in the account the session acts in: the tenant always comes from here. */
export interface Viewer {
  sessionId: string;
  user: UserRow;
  account: AccountRow;
  franchiseePermissions: FranchiseePermissions | null;
  subject: AccessSubject;
  accessExpiresAt: Date;
}

export interface RequestInfo {
  ip: string;
  userAgent: string | null;
  deviceFingerprint: string | null;
  processingUuid: string | null;
  cookies: Record<string, string>;
}

/** Per-request context for resolvers and REST handlers. */
export interface RequestContext {
  viewer: Viewer | null;
  /** why there is no viewer (missing, expired or revoked session) */
  authError: AuthError | null;
  services: Services;
  config: ServerConfig;
  request: RequestInfo;
  /** adds Set-Cookie headers to the response (login, refresh, logout); a no-op on WebSockets */
  setCookies: (cookies: string[]) => void;
  /** the account an integration token (Authorization: Bearer) writes into; null without a valid one */
  integrationAccountId: string | null;
}

export function describeRequest(req: IncomingMessage): RequestInfo {
  const header = (name: string) => {
    const value = req.headers[name];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
  return {
    ip: req.socket.remoteAddress ?? 'unknown',
    userAgent: header('user-agent'),
    deviceFingerprint: header('x-device-fingerprint'),
    processingUuid: header('processinguuid'),
    cookies: requestCookies(req),
  };
}

export function toSubject(user: UserRow, account: AccountRow, franchiseePermissions: FranchiseePermissions | null): AccessSubject {
  return { user, account, franchiseePermissions };
}

/** Builds the context: reads the session cookie; an absent or bad session leaves `viewer` null with the reason. */
export async function buildContext(
  req: IncomingMessage,
  services: Services,
  config: ServerConfig,
  res?: ServerResponse,
): Promise<RequestContext> {
  const request = describeRequest(req);
  const setCookies = (cookies: string[]) => {
    if (!res || res.headersSent) return;
    const existing = res.getHeader('Set-Cookie');
    const previous = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
    res.setHeader('Set-Cookie', [...previous, ...cookies]);
  };
  const context: RequestContext = { viewer: null, authError: null, services, config, request, setCookies, integrationAccountId: null };
  const bearer = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''));
  if (bearer) context.integrationAccountId = await accountOfIntegrationToken(services.db, bearer[1]);
  const cliSecret = req.headers['x-cli-ingest-secret'];
  const cliAccount = req.headers['x-account-key'];
  if (!bearer && typeof cliSecret === 'string' && typeof cliAccount === 'string') {
    context.integrationAccountId = await accountOfCliCall(services.db, services.ingest.cliSecret, cliSecret, cliAccount);
  }
  const session = await services.sessions.authenticate(request.cookies.mf_at);
  if (session instanceof Error) {
    context.authError = session;
    return context;
  }
  context.viewer = await viewerFromSession(services, session);
  return context;
}

/** The viewer of an authenticated (or freshly issued) session, with the franchisee switches of its account. */
export async function viewerFromSession(
  services: Pick<Services, 'db'>,
  session: Pick<AuthenticatedSession, 'sessionId' | 'user' | 'account' | 'accessExpiresAt'>,
): Promise<Viewer> {
  const franchiseePermissions = session.account.is_franchisee ? await getFranchiseePermissions(services.db, session.account.id) : null;
  return {
    sessionId: session.sessionId,
    user: session.user,
    account: session.account,
    franchiseePermissions,
    subject: toSubject(session.user, session.account, franchiseePermissions),
    accessExpiresAt: session.accessExpiresAt,
  };
}
