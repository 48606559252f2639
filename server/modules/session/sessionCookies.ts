import type { RequestContext } from '../../access/context';
import type { IssuedSession } from './service';
import { ACCESS_COOKIE, REFRESH_COOKIE, clearCookie, serializeCookie } from './cookies';

/** Puts a freshly issued token pair into httpOnly cookies; the browser's scripts never see them. */
export function setSessionCookies(ctx: RequestContext, issued: IssuedSession): void {
  const secure = ctx.config.cookieSecure;
  ctx.setCookies([
    serializeCookie(ACCESS_COOKIE, issued.accessToken, { maxAgeSeconds: ctx.config.refreshTokenTtlSeconds, secure, sameSite: 'Lax' }),
    // Strict: the refresh token is never sent on a request that another site started.
    serializeCookie(REFRESH_COOKIE, issued.refreshToken, { maxAgeSeconds: ctx.config.refreshTokenTtlSeconds, secure, sameSite: 'Strict' }),
  ]);
}

export function clearSessionCookies(ctx: RequestContext): void {
  ctx.setCookies([clearCookie(ACCESS_COOKIE, ctx.config.cookieSecure), clearCookie(REFRESH_COOKIE, ctx.config.cookieSecure)]);
}
