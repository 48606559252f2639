import { expect, test, type Page } from '@playwright/test';
import { expectUnderConstruction, submitLogin, topBar } from './support/auth';
import { ACCOUNTS, PERSONAS, type PersonaKey } from './support/personas';

/**
 * /perfil (Notificações) and /primeiro-valor (Primeiros passos): the platform notifications of the
 * account with links the user may follow, and the onboarding of the demo account (logo, checklist
 * from real data, no side menu, completion).
 */

const SHOTS = process.env.SHOTS_DIR;

/** Signs in through the form and waits for the home page's greeting (independent of the top bar's layout). */
async function signIn(page: Page, who: PersonaKey) {
  const persona = PERSONAS[who];
  await page.goto('/login');
  await submitLogin(page, persona.email);
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${persona.name}` })).toBeVisible();
}

/** Switches a platform admin to another account with the top bar's client switcher (the page reloads at /home). */
async function switchTo(page: Page, accountName: string) {
  const switcher = page.getByLabel('Trocar de cliente');
  await Promise.all([page.waitForEvent('load'), switcher.selectOption({ label: accountName })]);
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await expect(page.getByText(`Você está na conta ${accountName}.`)).toBeVisible();
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const notification = (page: Page, text: string) => page.getByRole('region', { name: text });
const homeLink = (page: Page) => topBar(page).getByRole('link', { name: /Ir para/ });

test.describe('Notificações (/perfil)', () => {
  test('gerente sees both notifications with their amounts and follows the links', async ({ page }) => {
    await signIn(page, 'gerente');
    await page.goto('/perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    const offers = notification(page, '3 ofertas trade disponíveis');
    const requests = notification(page, '2 solicitações de exclusão de dados pendentes');
    await expect(offers).toBeVisible();
    await expect(requests).toBeVisible();
    await shot(page, 'perfil-gerente');

    await offers.getByRole('link', { name: 'Ver ofertas trade' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/industria/ofertas-trade/propostas');
    await expectUnderConstruction(page, 'Propostas de ofertas trade');

    await page.goBack();
    await requests.getByRole('link', { name: 'Ver solicitações' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/clientes/gerenciamento/solicitacoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitações de clientes' })).toBeVisible();
  });

  test('analista sees the notifications but no link to pages it may not open', async ({ page }) => {
    await signIn(page, 'analista');
    await page.goto('/perfil');
    const offers = notification(page, '3 ofertas trade disponíveis');
    await expect(offers).toBeVisible();
    await expect(notification(page, '2 solicitações de exclusão de dados pendentes')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
    await expect(offers.getByText('Você não tem acesso à página destes itens.', { exact: false })).toBeVisible();
    await shot(page, 'perfil-analista');
  });

  test('an account without notifications shows the empty state', async ({ page }) => {
    await signIn(page, 'franqueado');
    await page.goto('/perfil');
    await expect(page.getByText('Nenhuma notificação no momento')).toBeVisible();
    await shot(page, 'perfil-vazio');
  });
});

test.describe('Primeiros passos (/primeiro-valor)', () => {
  test('the demo account is onboarded: logo, real figures, no side menu, completion', async ({ page }) => {
    await signIn(page, 'admin');
    // Bom Preço has finished its onboarding: the logo goes home
    await expect(homeLink(page)).toHaveAttribute('href', '/home');

    await switchTo(page, ACCOUNTS.sandbox);
    await expect(homeLink(page)).toHaveAttribute('href', '/primeiro-valor');
    await homeLink(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/primeiro-valor');
    await expect(page.getByRole('heading', { level: 1, name: 'Primeiros passos' })).toBeVisible();
    // "hidden on first access": no side menu (nor its drawer button)
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);

    // the figures of the demo account: 3 stores, no team of its own yet
    const steps = page.getByRole('list', { name: 'Etapas dos primeiros passos' });
    await expect(steps.getByText('3 lojas cadastradas', { exact: false })).toBeVisible();
    await expect(steps.getByText('Nenhum usuário na conta', { exact: false })).toBeVisible();
    await expect(steps.getByText('Nenhum usuário com permissões de página', { exact: false })).toBeVisible();
    await expect(page.getByText('1 de 3 etapas concluídas')).toBeVisible();
    await expect(steps.getByRole('link', { name: 'Ver lojas' })).toHaveAttribute('href', '/configuracoes/units');
    await shot(page, 'primeiro-valor');

    // cancelling changes nothing
    await page.getByRole('button', { name: 'Concluir primeiros passos' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Concluir primeiros passos?' });
    await expect(dialog).toBeVisible();
    await shot(page, 'primeiro-valor-confirmacao');
    await dialog.getByRole('button', { name: 'Não' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(homeLink(page)).toHaveAttribute('href', '/primeiro-valor');

    await page.getByRole('button', { name: 'Concluir primeiros passos' }).click();
    await page.getByRole('alertdialog', { name: 'Concluir primeiros passos?' }).getByRole('button', { name: 'Sim' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await expect(page.getByText('Primeiros passos concluídos.')).toBeVisible();
    await expect(homeLink(page)).toHaveAttribute('href', '/home');

    // and it stays done after a reload
    await page.reload();
    await expect(homeLink(page)).toHaveAttribute('href', '/home');
    await page.goto('/primeiro-valor');
    await expect(page.getByText('Os primeiros passos desta conta já foram concluídos.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Concluir primeiros passos' })).toHaveCount(0);
  });
});
