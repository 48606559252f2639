import crypto from 'node:crypto';
import { expect, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './auth';

/** playwright.config.ts starts the server with this secret. */
const E2E_SESSION_SECRET = 'e2e';

export async function sessionCookie(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

/** Replaces a cookie's value, keeping its domain, path and flags. */
export async function setCookieValue(context: BrowserContext, name: string, value: string): Promise<void> {
  const cookie = await sessionCookie(context, name);
  if (!cookie) throw new Error(`No ${name} cookie to change`);
  await context.addCookies([{ ...cookie, value }]);
}

/**
 * What the access cookie holds once its 300 s are over: the same session's token with `exp` in the
 * past, signed as the server signs it (server/modules/session/tokens.ts: base64url(JSON claims) + '.' +
 * HMAC-SHA256). Waiting five minutes per test is not an option; this is the same cookie the
 * browser would carry then.
 */
export function expiredCopyOf(accessToken: string): string {
  const [payload, signature, extra] = accessToken.split('.');
  if (!payload || !signature || extra !== undefined) {
    throw new Error('The access token no longer has the payload.signature shape this helper forges; update support/session.ts');
  }
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number };
  const expired = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url');
  return `${expired}.${crypto.createHmac('sha256', E2E_SESSION_SECRET).update(expired).digest('base64url')}`;
}

/** Makes the access token look five minutes older: present, well signed, expired. */
export async function expireAccessToken(context: BrowserContext): Promise<void> {
  const cookie = await sessionCookie(context, ACCESS_COOKIE);
  if (!cookie) throw new Error('Not signed in: no access cookie');
  await context.addCookies([{ ...cookie, value: expiredCopyOf(cookie.value) }]);
}

/** A refresh cookie the server never issued (same length and alphabet as a real one). */
export async function tamperRefreshToken(context: BrowserContext): Promise<void> {
  const cookie = await sessionCookie(context, REFRESH_COOKIE);
  if (!cookie) throw new Error('Not signed in: no refresh cookie');
  const flipped = [...cookie.value].map((char) => (char === 'A' ? 'B' : 'A')).join('');
  await context.addCookies([{ ...cookie, value: flipped }]);
}

/** Names of the GraphQL operations the page sends, in order. */
export function recordOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    try {
      const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string };
      operations.push(body.operationName ?? '(anonymous)');
    } catch {
      operations.push('(unreadable)');
    }
  });
  return operations;
}

/**
 * Puts the user on /home with /maria/quando-vou-vender one step back in the history, so that a browser
 * "back" is an in-app navigation (no page load) to a private page: the guard lets it through
 * from memory and the route-access mutation is what meets the broken session.
 */
export async function prepareInAppBack(page: Page): Promise<void> {
  await page.goto('/maria/quando-vou-vender');
  await expect(page.getByRole('heading', { level: 1, name: 'Página em construção' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para a Home' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible();
}
