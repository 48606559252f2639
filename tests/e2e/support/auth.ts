import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, PERSONAS, type Persona, type PersonaKey } from './personas';

/** Session cookies the server sets (server/modules/session/cookies.ts). */
export const ACCESS_COOKIE = 'mf_at';
export const REFRESH_COOKIE = 'mf_rt';

/** The login form's controls, found the way a user finds them: by their labels. */
export function loginForm(page: Page) {
  return {
    email: page.getByLabel('E-mail', { exact: true }),
    // exact: the show/hide toggle is labelled "Mostrar senha"
    password: page.getByLabel('Senha', { exact: true }),
    submit: page.getByRole('button', { name: 'Entrar', exact: true }),
  };
}

/** Fills and sends the login form of the page already open at /login. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const form = loginForm(page);
  await expect(form.email).toBeVisible();
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

function personaOf(who: PersonaKey | string): Persona {
  if (who in PERSONAS) return PERSONAS[who as PersonaKey];
  const found = Object.values(PERSONAS).find((p) => p.email === who);
  if (!found) throw new Error(`Unknown persona ${who}`);
  return found;
}

/**
 * Signs in through /login (the real form) and waits until the app has let the user in: the
 * address has left /login and the shell's top bar shows the signed-in user's account.
 * Accepts a persona key (`gerente`) or an e-mail.
 */
export async function loginAs(page: Page, who: PersonaKey | string, options: { landOn?: string } = {}): Promise<Persona> {
  const persona = personaOf(who);
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await submitLogin(page, persona.email);
  await expect(page).toHaveURL((url) => url.pathname === (options.landOn ?? '/home') && !url.searchParams.has('auth_code'));
  await expect(inTopBar(page, persona.account)).toBeVisible();
  return persona;
}

/** The shell's top bar (the page's banner landmark). */
export function topBar(page: Page): Locator {
  return page.getByRole('banner');
}

/**
 * Text of the top bar as displayed at the current viewport: the bar renders some texts twice
 * (wide and narrow layouts) and hides one copy with CSS.
 */
export function inTopBar(page: Page, text: string): Locator {
  return topBar(page).getByText(text, { exact: true }).filter({ visible: true });
}

export async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name);
}

/** The "em construção" page standing in for a catalogue page that is not built yet. */
export async function expectUnderConstruction(page: Page, pageTitle: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Página em construção' })).toBeVisible();
  await expect(page.getByText(`A página ${pageTitle} ainda está sendo construída.`, { exact: false })).toBeVisible();
}

export async function expectRestrictAccess(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/restrict-access');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso restrito' })).toBeVisible();
  await expect(page.getByText('Você não tem permissão para acessar esta página.', { exact: false })).toBeVisible();
}

/**
 * Switches the signed-in multi-client user (multi-user or platform admin) to another account with
 * the top bar's client switcher; the app reloads at /home in that account.
 */
export async function switchClient(page: Page, accountName: string): Promise<void> {
  const switcher = page.getByLabel('Trocar de cliente');
  await expect(switcher).toBeVisible();
  // the switch ends with a full page load (nothing of the previous client may survive in memory)
  await Promise.all([page.waitForEvent('load'), switcher.selectOption({ label: accountName })]);
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await expect(inTopBar(page, accountName)).toBeVisible();
  await expect(page.getByText(`Você está na conta ${accountName}.`)).toBeVisible();
}
