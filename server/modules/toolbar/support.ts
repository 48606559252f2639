import crypto from 'node:crypto';
import type { Queryable } from '../../stores';

/** How long a help-desk identity token is valid (spec §9: help token kept 30 days). */
export const HELP_TOKEN_TTL_MS = 2_592_000_000;

/** Version of the token's claims: bump it when the claims change, so requests say which they carry. */
export const HELP_TOKEN_VERSION = '1';

/** What the help desk learns about the requester from the token. */
export interface HelpTokenClaims {
  v: string;
  /** user id */
  sub: string;
  email: string;
  name: string;
  /** account id and name the session acts in */
  acc: string;
  accName: string;
  /** issued at / expires at, epoch ms */
  iat: number;
  exp: number;
}

export interface HelpToken {
  token: string;
  version: string;
  expiresAt: Date;
}

const hmac = (secret: string, payload: string) => crypto.createHmac('sha256', secret).update(payload).digest('base64url');

/** Signs the viewer's identity for the help desk: `base64url(claims).base64url(HMAC-SHA256)`. */
export function signHelpToken(
  secret: string,
  who: { userId: string; email: string; name: string; accountId: string; accountName: string },
  now = Date.now(),
): HelpToken {
  const claims: HelpTokenClaims = {
    v: HELP_TOKEN_VERSION,
    sub: who.userId,
    email: who.email,
    name: who.name,
    acc: who.accountId,
    accName: who.accountName,
    iat: now,
    exp: now + HELP_TOKEN_TTL_MS,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { token: `${payload}.${hmac(secret, payload)}`, version: claims.v, expiresAt: new Date(claims.exp) };
}

/** The claims of a genuine, unexpired token; null for anything else. */
export function verifyHelpToken(secret: string, token: string, now = Date.now()): HelpTokenClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(hmac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as HelpTokenClaims;
    return typeof claims.exp === 'number' && claims.exp > now ? claims : null;
  } catch {
    return null;
  }
}

export interface SupportRequestRow {
  id: string;
  account_id: string;
  user_id: string;
  number: number;
  subject: string;
  message: string;
  route: string | null;
  help_token_version: string;
  help_token_email: string;
  created_at: Date;
}

export interface NewSupportRequest {
  accountId: string;
  userId: string;
  subject: string;
  message: string;
  route: string | null;
  token: HelpTokenClaims;
}

/**
 * Records a support request with the next number of the account. Two requests racing for the same
 * number collide on the unique key; the loser takes the following number.
 */
export async function createSupportRequest(db: Queryable, request: NewSupportRequest): Promise<SupportRequestRow> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await db.query<SupportRequestRow>(
        `insert into support_requests (account_id, user_id, number, subject, message, route, help_token_version, help_token_email)
         select $1, $2, coalesce(max(number), 0) + 1, $3, $4, $5, $6, $7 from support_requests where account_id = $1
         returning *`,
        [request.accountId, request.userId, request.subject, request.message, request.route, request.token.v, request.token.email],
      );
      return row;
    } catch (error) {
      if (attempt >= 3 || !/unique|duplicate/i.test(String((error as Error).message))) throw error;
    }
  }
}

/** Names of the account's administrators (account-admin flag), the first people to ask inside the chain. */
export async function listAccountAdmins(db: Queryable, accountId: string): Promise<{ name: string }[]> {
  return db.query<{ name: string }>(
    `select u.name from users u join user_accounts ua on ua.user_id = u.id and ua.account_id = $1
     where u.admin and u.active and not u.mf order by u.name limit 5`,
    [accountId],
  );
}
