import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { inTopBar, loginForm, submitLogin } from './support/auth';
import { ACCOUNTS } from './support/personas';

/**
 * "Esqueci minha senha" and the warning before the lock (issue 14 §6). Each test signs in as a user of
 * its own, created through the e2e server's test route in Mais Feira de Santana: a reset revokes every
 * session of the user and failed sign-ins lock the e-mail, which must not touch the personas other
 * specs sign in with at the same moment. The e-mailed link is read from the outbox (GET /api/test/outbox).
 */

const FIRST_PASSWORD = 'Inicial2026';
const SAME_ANSWER = 'Se este e-mail estiver cadastrado, você receberá em instantes um link para criar uma nova senha.';

async function createUser(request: APIRequestContext, label: string): Promise<{ email: string; name: string }> {
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
  const name = `Teste ${label}`;
  const response = await request.post('/api/test/users', { data: { email, name, password: FIRST_PASSWORD } });
  expect(response.status(), await response.text()).toBe(201);
  return { email, name };
}

/** The path and query of the newest reset link the outbox holds for `email` (polls: it is sent after the answer). */
async function resetLinkFor(request: APIRequestContext, email: string, after = 0): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/test/outbox?to=${encodeURIComponent(email)}`);
        const { messages } = (await response.json()) as { messages: { subject: string; body: string }[] };
        const resets = messages.filter((message) => message.subject === 'Redefinição de senha');
        if (resets.length <= after) return 0;
        const match = /https?:\/\/\S+(\/redefinir-senha\?token=\S+)/.exec(resets[0].body);
        link = match ? match[1] : '';
        return resets.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(after);
  expect(link).toMatch(/^\/redefinir-senha\?token=/);
  return link;
}

async function askForLink(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/esqueci-minha-senha');
  await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toContainText(SAME_ANSWER);
}

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Repita a nova senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
}

test.describe('Esqueci minha senha', () => {
  test('a reset link by e-mail sets a new password: the old one stops working, other sessions end, the link works once', async ({
    page,
    browser,
    request,
  }) => {
    const person = await createUser(request, 'reset');

    // signed in elsewhere with the old password (another device)
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto('/login');
    await submitLogin(other, person.email, FIRST_PASSWORD);
    await expect(inTopBar(other, ACCOUNTS.maisFeira)).toBeVisible();

    await askForLink(page, person.email);
    const link = await resetLinkFor(request, person.email);

    await page.goto(link);
    await expect(page).toHaveTitle(/^Criar nova senha \| /);
    // the rule is checked before anything is sent
    await setNewPassword(page, 'curta1');
    const newPassword = page.getByLabel('Nova senha', { exact: true });
    await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(newPassword).toHaveAccessibleDescription('Use de 8 a 200 caracteres, com letras e números');
    await setNewPassword(page, 'NovaSenha2026');
    await expect(page.getByRole('status')).toContainText('Senha alterada.');
    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');

    // the old password is refused, the new one signs in
    await submitLogin(page, person.email, FIRST_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos');
    await loginForm(page).password.fill('NovaSenha2026');
    await loginForm(page).submit.click();
    await expect(page).not.toHaveURL((url) => url.pathname === '/login');
    await expect(inTopBar(page, ACCOUNTS.maisFeira)).toBeVisible();
    await expect(inTopBar(page, person.name)).toBeVisible();

    // the session opened with the old password is over
    await other.goto('/home');
    // (its access token is refused, the one refresh is refused too: "Sessão expirada")
    await expect(other).toHaveURL((url) => url.pathname === '/expired-session');
    await elsewhere.close();

    // the link was good once
    const again = await browser.newContext();
    const second = await again.newPage();
    await second.goto(link);
    await setNewPassword(second, 'OutraSenha2026');
    await expect(second.getByRole('alert')).toHaveText('Este link para redefinir a senha é inválido, expirou ou já foi usado. Peça um novo link.');
    await second.getByRole('link', { name: 'Pedir um novo link' }).click();
    await expect(second).toHaveURL((url) => url.pathname === '/esqueci-minha-senha');
    await again.close();
  });

  test('an unknown e-mail gets the same answer, and no e-mail is sent', async ({ page, request }) => {
    const email = `ninguem.${Date.now()}@exemplo.com.br`;
    await askForLink(page, email);
    const response = await request.get(`/api/test/outbox?to=${encodeURIComponent(email)}`);
    expect(((await response.json()) as { messages: unknown[] }).messages).toEqual([]);
  });
});

test.describe('the warning before the lock', () => {
  test('wrong passwords count down under the form before the e-mail is locked', async ({ page, request }) => {
    const person = await createUser(request, 'bloqueio');
    await page.goto('/login');
    // LOGIN_MAX_FAILURES is 5: no warning while 3 or more tries are left
    for (const wrong of ['Errada01', 'Errada02']) {
      await submitLogin(page, person.email, wrong);
      await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos');
      await expect(page.getByText(/antes do bloqueio/)).toHaveCount(0);
    }
    await submitLogin(page, person.email, 'Errada03');
    await expect(page.getByRole('status')).toHaveText('Mais 2 tentativas antes do bloqueio por 15 minutos.');
    await submitLogin(page, person.email, 'Errada04');
    await expect(page.getByRole('status')).toHaveText('Mais 1 tentativa antes do bloqueio por 15 minutos.');
    // the right password still works before the lock
    await submitLogin(page, person.email, FIRST_PASSWORD);
    await expect(page).not.toHaveURL((url) => url.pathname === '/login');
    await expect(inTopBar(page, ACCOUNTS.maisFeira)).toBeVisible();
  });
});
