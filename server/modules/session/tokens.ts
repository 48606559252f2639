import crypto from 'node:crypto';

/** Claims of the short-lived access token kept in the httpOnly `mf_at` cookie. */
export interface AccessClaims {
  /** user id */
  sub: string;
  /** the account the session acts in (the tenant) */
  acc: string;
  /** session (refresh family) id */
  sid: string;
  /** expiry, seconds since epoch */
  exp: number;
}

const b64 = (input: Buffer | string) => Buffer.from(input).toString('base64url');

/** Signs claims as `payload.signature` (HMAC-SHA256); the same shape as a JWT without a header to negotiate. */
/**
 * The `exp` claim (whole seconds) of an access token issued at `nowMs`: rounded UP, so the token lives
 * at least its TTL. Rounding down (floor(now) + ttl) cut a 1-second token to anything between 0 and
 * 1 s depending on the millisecond it was issued at — a test or a client could see it expire at once.
 */
export function accessTokenExpiry(nowMs: number, ttlSeconds: number): number {
  return Math.ceil(nowMs / 1000 + ttlSeconds);
}

export function signAccessToken(claims: AccessClaims, secret: string): string {
  const payload = b64(JSON.stringify(claims));
  const signature = crypto.createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${signature}`;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyAccessToken(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): VerifyResult {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = crypto.createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/** A random opaque secret (auth codes, refresh tokens). */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** Only hashes of one-time codes and refresh tokens are stored, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
