import { describe, expect, it } from '@jest/globals';
import { accessTokenExpiry, signAccessToken, verifyAccessToken } from './tokens';

const SECRET = 'test-secret-test-secret-test-secret';
const claimsAt = (nowMs: number, ttl: number) => ({ sub: 'u', acc: 'a', sid: 's', exp: accessTokenExpiry(nowMs, ttl) });

describe('access token lifetime', () => {
  // Issued at the last millisecond of a second, at the turn of a day in Brasília (03:00 UTC) and at 09:00 UTC:
  // the instants a floor-rounded expiry turned a 1-second token into a dead one.
  const instants = [Date.UTC(2026, 10, 23, 2, 59, 59, 999), Date.UTC(2026, 10, 23, 3, 0, 0, 0), Date.UTC(2026, 10, 23, 9, 0, 0, 999)];

  it.each(instants)('lives at least its TTL whatever millisecond it is issued at (%p)', (issuedMs) => {
    for (const ttl of [1, 300]) {
      const token = signAccessToken(claimsAt(issuedMs, ttl), SECRET);
      const stillValidAt = Math.floor((issuedMs + ttl * 1000 - 1) / 1000);
      expect(verifyAccessToken(token, SECRET, stillValidAt).ok).toBe(true);
    }
  });

  it('expires within one second after its TTL', () => {
    const issuedMs = instants[0];
    const token = signAccessToken(claimsAt(issuedMs, 1), SECRET);
    const result = verifyAccessToken(token, SECRET, Math.floor(issuedMs / 1000) + 2);
    expect(result).toEqual({ ok: false, reason: 'expired' });
  });
});
