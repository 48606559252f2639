import { expect, test } from '@playwright/test';
import {
  ACCESS_COOKIE,
  cookieNames,
  expectUnderConstruction,
  loginAs,
  loginForm,
  REFRESH_COOKIE,
  submitLogin,
  inTopBar,
  topBar,
} from './support/auth';
import { DEMO_PASSWORD, PERSONAS } from './support/personas';

test.describe('login (personas contract, spec §4 Login)', () => {
  test('the login page shows the form the contract describes', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/^Entrar \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
    const form = loginForm(page);
    await expect(form.email).toBeVisible();
    await expect(form.email).toHaveAttribute('type', 'email');
    await expect(form.email).toBeFocused();
    await expect(form.password).toHaveAttribute('type', 'password');
    await expect(form.submit).toBeEnabled();

    // the show/hide toggle reveals the password and hides it again
    await form.password.fill('segredo');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(form.password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(form.password).toHaveAttribute('type', 'password');
  });

  for (const persona of Object.values(PERSONAS)) {
    test(`${persona.email} signs in and lands on /home in ${persona.account}`, async ({ page, context }) => {
      await page.goto('/login');
      await submitLogin(page, persona.email, DEMO_PASSWORD);

      await expect(page).toHaveURL((url) => url.pathname === '/home');
      await expect(page).toHaveTitle(/^Início \| /);
      // the page greets the user and names the account…
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Olá, ${persona.name}`);
      await expect(page.getByText(`Você está na conta ${persona.account}.`)).toBeVisible();
      // …and the shell's top bar says who is signed in, where
      const bar = topBar(page);
      await expect(inTopBar(page, persona.account)).toBeVisible();
      await expect(inTopBar(page, persona.name)).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Sair' })).toBeVisible();
      expect(await cookieNames(context)).toEqual(expect.arrayContaining([ACCESS_COOKIE, REFRESH_COOKIE]));
    });
  }

  test('a wrong password is refused on /login and nobody is signed in', async ({ page, context }) => {
    await page.goto('/login');
    await submitLogin(page, PERSONAS.gerente.email, 'Senha@Errada1');

    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos');
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
    await expect(loginForm(page).email).toHaveValue(PERSONAS.gerente.email);
    expect(await cookieNames(context)).not.toContain(ACCESS_COOKIE);
    expect(await cookieNames(context)).not.toContain(REFRESH_COOKIE);

    // nobody is signed in: a private page still asks for the login
    await page.goto('/home');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(loginForm(page).email).toBeVisible();
  });

  test('an unknown e-mail gets the same message (no hint that the e-mail exists)', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'ninguem@naoexiste.com.br', DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('empty fields are flagged before anything is sent', async ({ page }) => {
    await page.goto('/login');
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) loginCalls += 1;
    });
    await loginForm(page).submit.click();
    await expect(page.getByText('Campo obrigatório')).toHaveCount(2);
    expect(loginCalls).toBe(0);
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('a signed-out deep link goes to /login and, after signing in, back to the page asked for', async ({ page }) => {
    await page.goto('/clube/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(loginForm(page).email).toBeVisible();

    await submitLogin(page, PERSONAS.gerente.email);
    await expect(page).toHaveURL((url) => url.pathname === '/clube/dashboard' && url.search === '');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard do Clube' })).toBeVisible();
    await expect(page).toHaveTitle(/^Dashboard do Clube \| /);
    await expect(inTopBar(page, PERSONAS.gerente.account)).toBeVisible();

    // the remembered page is used once: the next sign-in starts at /home again
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await submitLogin(page, PERSONAS.gerente.email);
    await expect(page).toHaveURL((url) => url.pathname === '/home');
  });

  test('/login while signed in goes to /home', async ({ page }) => {
    await loginAs(page, 'analista');
    await page.goto('/login');
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Olá, ${PERSONAS.analista.name}`);
  });

  test('"Sair" ends the session: back to the login, and private pages ask for it again', async ({ page, context }) => {
    await loginAs(page, 'franqueado');
    await page.getByRole('button', { name: 'Sair' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(loginForm(page).email).toBeVisible();
    expect(await cookieNames(context)).not.toContain(ACCESS_COOKIE);
    expect(await cookieNames(context)).not.toContain(REFRESH_COOKIE);

    await page.goto('/mobile/banners');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await page.goto('/home');
    await expect(page).toHaveURL((url) => url.pathname === '/login');

    // the server forgot the session too: its GraphQL viewer is gone
    const viewer = await page.request.post('/graphql', {
      data: { query: '{ viewer { user { name } } }' },
    });
    expect((await viewer.json()).data?.viewer ?? null).toBeNull();
  });

  test('the one-time auth_code never stays in the address after the form login', async ({ page }) => {
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    await page.goto('/login');
    await submitLogin(page, PERSONAS.gerente.email);
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    expect(page.url()).not.toContain('auth_code');
    expect(addresses.filter((address) => address.includes('auth_code'))).toEqual([]);
    // nor in the history: going back does not bring a (spent) code back into the address
    await page.goBack();
    expect(page.url()).not.toContain('auth_code');
  });

  test('a sign-on returning with ?auth_code= is signed in and the code is removed from the address', async ({ page, browser, baseURL }) => {
    // what a chain's own sign-on does: obtain a code, send the browser to the app with it
    const response = await page.request.post('/api/auth/login', {
      data: { email: PERSONAS.multi.email, password: DEMO_PASSWORD },
    });
    expect(response.ok()).toBe(true);
    const { auth_code: authCode } = (await response.json()) as { auth_code: string };
    expect(authCode).toBeTruthy();

    await page.goto(`/clube/dashboard?auth_code=${encodeURIComponent(authCode)}&origem=sso`);
    // the code goes, the rest of the address stays
    await expect(page).toHaveURL(
      (url) => url.pathname === '/clube/dashboard' && !url.searchParams.has('auth_code') && url.searchParams.get('origem') === 'sso',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard do Clube' })).toBeVisible();
    await expect(inTopBar(page, PERSONAS.multi.name)).toBeVisible();

    // the code is one-time: replaying it in a fresh browser does not sign anybody in
    const other = await browser.newContext({ baseURL });
    try {
      const replay = await other.newPage();
      await replay.goto(`/home?auth_code=${encodeURIComponent(authCode)}`);
      await expect(replay).toHaveURL((url) => url.pathname === '/login' && !url.searchParams.has('auth_code'));
      await expect(replay.getByRole('alert')).toHaveText('Não foi possível concluir o acesso. Entre novamente.');
    } finally {
      await other.close();
    }
  });
});
