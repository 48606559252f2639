import { expect, test, type Page } from '@playwright/test';
import { E2E_REFRESH_GRACE_SECONDS } from '../../playwright.config';
import { ACCESS_COOKIE, expectUnderConstruction, inTopBar, loginAs, REFRESH_COOKIE, submitLogin } from './support/auth';
import { PERSONAS } from './support/personas';
import {
  expireAccessToken,
  prepareInAppBack,
  recordOperations,
  sessionCookie,
  setCookieValue,
  tamperRefreshToken,
} from './support/session';

/**
 * Spec §4 Session: a stale access token is refreshed once, silently, and the request replayed; a
 * refresh that fails sends the user to /expired-session, from where signing in again returns to
 * the page they were on. The access token lives 300 s (server default), so "mid-use expiry" is
 * produced by removing or ageing the access cookie rather than by waiting.
 */

async function expectExpiredSessionPage(page: Page, timeout?: number): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/expired-session', { timeout });
  await expect(page.getByRole('heading', { level: 1, name: 'Sua sessão expirou' })).toBeVisible();
  await expect(page.getByText('Por segurança, sua sessão foi encerrada.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar novamente' })).toBeVisible();
}

async function expectDashboardStillWorks(page: Page, timeout?: number): Promise<void> {
  // the page first (a reload resolves before the SPA has decided where to go), then the address
  await expect(page.getByRole('heading', { level: 1, name: 'Página em construção' })).toBeVisible({ timeout });
  await expectUnderConstruction(page, 'Quando vou vender?');
  await expect(inTopBar(page, PERSONAS.gerente.name)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/maria/quando-vou-vender');
}

test.describe('session renewal and expiry', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'gerente');
  });

  test('access cookie gone mid-use: the next in-app navigation refreshes silently and the page works', async ({ page, context }) => {
    await prepareInAppBack(page);
    const refreshBefore = (await sessionCookie(context, REFRESH_COOKIE))?.value;
    const operations = recordOperations(page);

    await context.clearCookies({ name: ACCESS_COOKIE });
    await page.goBack();

    await expectDashboardStillWorks(page);
    await expect.poll(() => operations).toContain('RefreshSessionMutation');
    expect(page.url()).not.toContain('expired-session');
    // a new access cookie, and the refresh cookie rotated (a refresh token is good once)
    // (the refresh runs behind the route-access mutation, which the page does not wait for)
    await expect.poll(async () => (await sessionCookie(context, ACCESS_COOKIE))?.value).toBeTruthy();
    await expect.poll(async () => (await sessionCookie(context, REFRESH_COOKIE))?.value).not.toBe(refreshBefore);

    // and the renewed session carries on across a full reload
    await page.reload();
    await expectDashboardStillWorks(page);
  });

  test('access token expired mid-use: the next in-app navigation refreshes silently and the page works', async ({ page, context }) => {
    await prepareInAppBack(page);
    const operations = recordOperations(page);

    await expireAccessToken(context);
    const expired = (await sessionCookie(context, ACCESS_COOKIE))?.value;
    await page.goBack();

    await expectDashboardStillWorks(page);
    await expect.poll(() => operations).toContain('RefreshSessionMutation');
    // a fresh access token replaced the expired one (the refresh runs behind the page)
    await expect.poll(async () => (await sessionCookie(context, ACCESS_COOKIE))?.value).not.toBe(expired);
    await page.reload();
    await expectDashboardStillWorks(page);
  });

  test('access cookie gone, then a reload: the app refreshes silently and the page still works', async ({ page, context }) => {
    await page.goto('/maria/quando-vou-vender');
    await expectDashboardStillWorks(page);
    const operations = recordOperations(page);

    await context.clearCookies({ name: ACCESS_COOKIE });
    await page.reload();

    await expect.poll(() => operations, { timeout: 5_000 }).toContain('RefreshSessionMutation');
    await expectDashboardStillWorks(page, 5_000);
  });

  test('access token expired, then a reload (the everyday case: tab reopened after 5 min): silent refresh', async ({ page, context }) => {
    await page.goto('/maria/quando-vou-vender');
    await expectDashboardStillWorks(page);

    await expireAccessToken(context);
    await page.reload();

    await expectDashboardStillWorks(page, 5_000);
    await expect(page).toHaveURL((url) => url.pathname === '/maria/quando-vou-vender');
  });

  test('both cookies gone mid-use: in-app navigation → /expired-session; "Entrar novamente" returns to the page', async ({ page, context }) => {
    await prepareInAppBack(page);

    await context.clearCookies();
    await page.goBack();

    await expectExpiredSessionPage(page);
    await expect(page).toHaveTitle(/^Sessão expirada \| /);

    await page.getByRole('button', { name: 'Entrar novamente' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await submitLogin(page, PERSONAS.gerente.email);

    // back where the user was going when the session ended
    await expectDashboardStillWorks(page);
  });

  test('a tampered refresh cookie: the refresh is refused → /expired-session', async ({ page, context }) => {
    await prepareInAppBack(page);
    const operations = recordOperations(page);

    await context.clearCookies({ name: ACCESS_COOKIE });
    await tamperRefreshToken(context);
    await page.goBack();

    await expectExpiredSessionPage(page);
    expect(operations).toContain('RefreshSessionMutation');
    // the refresh is tried once, not in a loop
    expect(operations.filter((name) => name === 'RefreshSessionMutation')).toHaveLength(1);

    // nothing of the session is left that opens a private page (a fresh load asks to sign in
    // again: /login today, /expired-session once page loads also try the refresh)
    await page.goto('/home');
    await expect(page).toHaveURL((url) => ['/login', '/expired-session'].includes(url.pathname));
    await expect(page.getByRole('button', { name: /^Entrar/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^Olá, / })).toHaveCount(0);
  });

  test('a tampered refresh cookie met on a page load → /expired-session', async ({ page, context }) => {
    await page.goto('/maria/quando-vou-vender');
    await expectDashboardStillWorks(page);

    await context.clearCookies({ name: ACCESS_COOKIE });
    await tamperRefreshToken(context);
    await page.reload();

    await expectExpiredSessionPage(page, 5_000);
  });

  test('replaying a spent refresh cookie (a stolen copy) ends the session', async ({ page, context, request }) => {
    await prepareInAppBack(page);
    const stolen = (await sessionCookie(context, REFRESH_COOKIE))!.value;

    // the legitimate tab refreshes: `stolen` is now spent
    await context.clearCookies({ name: ACCESS_COOKIE });
    await page.goBack();
    await expectDashboardStillWorks(page);
    // the refresh runs behind the route-access mutation, which the page does not wait for
    await expect.poll(async () => (await sessionCookie(context, REFRESH_COOKIE))?.value).not.toBe(stolen);
    await expect.poll(async () => (await sessionCookie(context, ACCESS_COOKIE))?.value).toBeTruthy();
    const rotated = (await sessionCookie(context, REFRESH_COOKIE))!.value;

    // someone presents the spent copy after the grace window (two tabs refreshing at the same moment
    // get the same answer): refused, and the whole session is revoked
    await page.waitForTimeout(E2E_REFRESH_GRACE_SECONDS * 1000 + 500);
    await context.clearCookies({ name: ACCESS_COOKIE });
    await setCookieValue(context, REFRESH_COOKIE, stolen);
    await page.getByRole('link', { name: 'Voltar para a Home' }).click();
    await expectExpiredSessionPage(page);

    // the rotated (legitimate) refresh cookie no longer works either
    const refresh = await request.post('/graphql', {
      headers: { cookie: `${REFRESH_COOKIE}=${rotated}` },
      data: { query: 'mutation { refreshSession { sessionExpiresAt } }' },
    });
    const body = (await refresh.json()) as { data?: { refreshSession?: unknown } | null; errors?: { message: string }[] };
    expect(body.data?.refreshSession ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toBeTruthy();
  });
});

test.describe('the expired-session page on its own', () => {
  test('opened directly (nothing to return to): "Entrar novamente" → /login → /home', async ({ page }) => {
    await page.goto('/expired-session');
    await expectExpiredSessionPage(page);
    await page.getByRole('button', { name: 'Entrar novamente' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await submitLogin(page, PERSONAS.franqueador.email);
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await expect(inTopBar(page, PERSONAS.franqueador.account)).toBeVisible();
  });
});
