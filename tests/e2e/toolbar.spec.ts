import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCESS_COOKIE, cookieNames, loginAs, loginForm, topBar } from './support/auth';

/**
 * The top bar's tools (spec §2 Shell): the user menu (Notificações, Usuários, Configurações, Sair)
 * and the platform admin's module selector "Configurar módulos localmente" (ctrl+shift+m).
 */

const SHOTS = '/tmp/shots-toolbar';
const DESKTOP = { width: 1440, height: 900 };

test.use({ viewport: DESKTOP });

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const userMenuButton = (page: Page, name: string): Locator => topBar(page).getByRole('button', { name: `Menu do usuário ${name}` });
const sideMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Menu principal' });
const moduleDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Configurar módulos localmente' });

async function openUserMenu(page: Page, name: string): Promise<Locator> {
  const button = userMenuButton(page, name);
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('user menu', () => {
  test('gerente (an account admin) sees Notificações, Usuários and Configurações; Esc closes and returns the focus', async ({ page }) => {
    const persona = await loginAs(page, 'gerente');
    const menu = await openUserMenu(page, persona.name);
    // account admins receive the pending data-deletion requests in Notificações (issue 14 §6)
    await expect(menu.getByRole('menuitem')).toHaveText(['Notificações', 'Usuários', 'Configurações', 'Sair']);
    await shot(page, 'desktop-1440-user-menu');

    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(userMenuButton(page, persona.name)).toBeFocused();

    // keyboard: ArrowDown opens at the first item
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Notificações' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Usuários' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Configurações' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/configuracoes-admin');
  });

  test('gerente opens Usuários from the menu', async ({ page }) => {
    const persona = await loginAs(page, 'gerente');
    const menu = await openUserMenu(page, persona.name);
    await menu.getByRole('menuitem', { name: 'Usuários' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/usuarios');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('analista sees neither Usuários nor Configurações', async ({ page }) => {
    const persona = await loginAs(page, 'analista');
    const menu = await openUserMenu(page, persona.name);
    await expect(menu.getByRole('menuitem')).toHaveText(['Notificações', 'Sair']);
    await expect(menu.getByRole('menuitem', { name: 'Usuários' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Configurações' })).toHaveCount(0);
  });

  test('Sair in the menu ends the session', async ({ page, context }) => {
    const persona = await loginAs(page, 'analista');
    const menu = await openUserMenu(page, persona.name);
    await menu.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(loginForm(page).email).toBeVisible();
    expect(await cookieNames(context)).not.toContain(ACCESS_COOKIE);
    await page.goto('/home');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });
});

test.describe('module selector', () => {
  test('admin unchecks mobile with ctrl+shift+m: back on /home without the Aplicativo group', async ({ page }) => {
    await loginAs(page, 'admin');
    await expect(sideMenu(page).getByRole('button', { name: 'Aplicativo', exact: true })).toBeVisible();
    await page.goto('/clube/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/clube/dashboard');
    // the shell (and its shortcut) is up once the toolbar button shows
    await expect(topBar(page).getByRole('button', { name: 'Configurar módulos' })).toBeVisible();

    await page.keyboard.press('Control+Shift+M');
    const dialog = moduleDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'dynamic_sales', exact: true })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'mobile', exact: true })).toBeChecked();
    await expect(dialog.getByRole('link', { name: 'Documentação dos módulos' })).toHaveAttribute('href', '/configuracoes-admin');
    await expect(dialog.getByRole('button', { name: 'Copiar nome do banco de dados' })).toBeVisible();
    await shot(page, 'desktop-1440-module-selector');

    await dialog.getByRole('checkbox', { name: 'mobile', exact: true }).uncheck();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await expect(sideMenu(page).getByRole('button', { name: 'Campanhas', exact: true })).toBeVisible();
    await expect(sideMenu(page).getByRole('button', { name: 'Aplicativo', exact: true })).toHaveCount(0);

    // the override lasts for the tab: the guard now keeps the admin out of the app's pages
    await page.goto('/mobile/banners');
    await expect(page).toHaveURL((url) => url.pathname === '/home');

    // the toolbar button reopens the dialog with mobile unchecked; Cancelar changes nothing
    await topBar(page).getByRole('button', { name: 'Configurar módulos' }).click();
    await expect(moduleDialog(page).getByRole('checkbox', { name: 'mobile', exact: true })).not.toBeChecked();
    await moduleDialog(page).getByRole('button', { name: 'Cancelar' }).click();
    await expect(moduleDialog(page)).toHaveCount(0);
  });

  test('gerente: no module selector, ctrl+shift+m opens nothing', async ({ page }) => {
    const persona = await loginAs(page, 'gerente');
    // the shell is up (the user menu shows) but has no module selector
    await expect(userMenuButton(page, persona.name)).toBeVisible();
    await expect(topBar(page).getByRole('button', { name: 'Configurar módulos' })).toHaveCount(0);
    await page.keyboard.press('Control+Shift+M');
    // give a handler, if any, time to open the dialog
    await page.waitForTimeout(300);
    await expect(moduleDialog(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
