import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectUnderConstruction, loginAs } from './support/auth';

/**
 * The shell (spec §2 Shell, §5 search): the side menu each persona sees, navigating from it, the
 * global page search (suggestions, results, accents, wildcard, empty state, keyboard, recents) and
 * the menu as a drawer on a phone.
 */

const SHOTS = '/tmp/shots-shell';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const sideMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Menu principal' });
const search = (page: Page): Locator => page.getByRole('combobox', { name: 'Buscar páginas' });
const searchGroup = (page: Page, name: string): Locator => page.getByRole('group', { name, exact: true });

/** The top-level entries of the menu: group buttons and single-page links, in order. */
async function menuGroups(page: Page): Promise<string[]> {
  const nav = sideMenu(page).filter({ visible: true });
  await expect(nav).toBeVisible();
  return nav.evaluate((el) =>
    Array.from(el.querySelectorAll(':scope > ul > li')).map((li) => li.querySelector('button, a')?.querySelector('span')?.textContent ?? ''),
  );
}

/** Opens a group of the menu (when closed) and returns its item list. */
async function openGroup(page: Page, group: string): Promise<Locator> {
  const button = sideMenu(page).filter({ visible: true }).getByRole('button', { name: group, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const listId = await button.getAttribute('aria-controls');
  return page.locator(`[id="${listId}"]`);
}

async function itemLabels(list: Locator): Promise<string[]> {
  return list.getByRole('link').evaluateAll((links) => links.map((a) => a.querySelector('span')?.textContent ?? ''));
}

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test.describe('side menu (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('gerente sees many groups, including Clientes and Configurações', async ({ page }) => {
    await loginAs(page, 'gerente');
    const groups = await menuGroups(page);
    expect(groups).toEqual(['Home', 'Empresa', 'Clube', 'mar.ia', 'Indústria', 'Clientes', 'Produtos', 'Aplicativo', 'Campanhas', 'Gerenciador de análises', 'Configurações']);
    expect(await itemLabels(await openGroup(page, 'Configurações'))).toEqual(expect.arrayContaining(['Lojas', 'Gerais', 'Redes sociais', 'Mensagens']));
    expect(await itemLabels(await openGroup(page, 'Clientes'))).toEqual(expect.arrayContaining(['Segmentação', 'Classificação RFV']));
    // the menu is 300 px wide
    const box = await sideMenu(page).boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(300);
    await shot(page, 'desktop-1440-gerente-menu');
  });

  test('analista sees Empresa, Clube, Produtos and Campanhas (SMS only), no Clientes', async ({ page }) => {
    await loginAs(page, 'analista');
    const groups = await menuGroups(page);
    expect(groups).toEqual(['Home', 'Empresa', 'Clube', 'Produtos', 'Campanhas']);
    expect(groups).not.toContain('Clientes');
    expect(await itemLabels(await openGroup(page, 'Campanhas'))).toEqual(['SMS']);
    // groups start closed (except the current page's): their items are not shown until opened
    const dashboard = sideMenu(page).getByRole('link', { name: 'Dashboard', exact: true });
    await expect(dashboard).toBeHidden();
    expect(await itemLabels(await openGroup(page, 'Clube'))).toEqual(['Dashboard', 'Desempenho', 'Comparativo', 'Lojas']);
    await expect(dashboard).toBeVisible();
    await sideMenu(page).getByRole('button', { name: 'Clube', exact: true }).click();
    await expect(dashboard).toBeHidden();
  });

  test('promo sees Indústria and no Clube', async ({ page }) => {
    await loginAs(page, 'promo');
    const groups = await menuGroups(page);
    expect(groups).toContain('Indústria');
    expect(groups).not.toContain('Clube');
    expect(await itemLabels(await openGroup(page, 'Indústria'))).toEqual(['Resultados gerais', 'Ofertas trade', 'SMS trade', 'Cashback trade']);
  });

  test('clicking an item opens its page, highlighted in the menu', async ({ page }) => {
    await loginAs(page, 'gerente');
    const empresa = await openGroup(page, 'Empresa');
    await empresa.getByRole('link', { name: 'Decomposição', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/empresa/decomposicao');
    await expect(page.getByRole('heading', { level: 1, name: 'Decomposição do faturamento' })).toBeVisible();
    await expect(empresa.getByRole('link', { name: 'Decomposição', exact: true })).toHaveAttribute('aria-current', 'page');
    // a tabbed page lands on its first tab and keeps its item highlighted
    const industria = await openGroup(page, 'Indústria');
    await industria.getByRole('link', { name: 'Ofertas trade', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/industria/ofertas-trade/propostas');
    await expectUnderConstruction(page, 'Propostas de ofertas trade');
    await expect(industria.getByRole('link', { name: 'Ofertas trade', exact: true })).toHaveAttribute('aria-current', 'page');
    await shot(page, 'desktop-1440-active-item');
  });
});

test.describe('global search', () => {
  test.use({ viewport: DESKTOP });

  test('placeholder, suggestions when empty, results under Páginas, accents, wildcard, empty state', async ({ page }) => {
    await loginAs(page, 'gerente');
    const box = search(page);
    await expect(box).toHaveAttribute('placeholder', 'Buscar páginas...');
    await box.click();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(searchGroup(page, 'Sugestões de busca')).toBeVisible();
    await expect(searchGroup(page, 'Sugestões de busca').getByRole('option').first()).toBeVisible();
    await shot(page, 'desktop-1440-search-suggestions');

    await box.fill('fatur');
    const pages = searchGroup(page, 'Páginas');
    await expect(pages.getByRole('option').first()).toContainText('Faturamento');
    await expect(pages.getByRole('option', { name: /Faturamento incremental/ })).toBeVisible();
    await expect(searchGroup(page, 'Sugestões de busca')).toHaveCount(0);
    await shot(page, 'desktop-1440-search-results');

    await box.fill('decomposicao');
    await expect(pages.getByRole('option', { name: /Decomposição/ })).toBeVisible();

    await box.fill('fat%incre');
    await expect(pages.getByRole('option')).toHaveCount(1);
    await expect(pages.getByRole('option')).toContainText('Faturamento incremental');

    await box.fill('xyzxyz');
    await expect(page.getByText('Nenhuma página encontrada')).toBeVisible();
    await expect(searchGroup(page, 'Páginas')).toHaveCount(0);

    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: / focuses, Enter opens the first result, the term is then a recent search', async ({ page }) => {
    await loginAs(page, 'gerente');
    // focus outside any field (a click could land on the Novidades announcement appearing meanwhile)
    await page.locator('main').focus();
    await page.keyboard.press('/');
    const box = search(page);
    await expect(box).toBeFocused();
    await box.pressSequentially('rfv');
    await expect(searchGroup(page, 'Páginas').getByRole('option').first()).toContainText('Classificação RFV');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/clientes/classificacao-rfv');
    await expect(page.getByRole('heading', { level: 1, name: 'Classificação RFV' })).toBeVisible();

    await box.click();
    await box.fill('decomp');
    await page.keyboard.press('ArrowDown');
    const first = searchGroup(page, 'Páginas').getByRole('option').first();
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/empresa/decomposicao');

    await box.click();
    const recents = searchGroup(page, 'Buscas recentes');
    await expect(recents.getByRole('option')).toHaveText(['rfv', 'decomp']);
    expect(await page.evaluate(() => window.localStorage.getItem('recent-searches'))).toBe('["rfv","decomp"]');
    // fewer than 3 recents: the suggestions still show
    await expect(searchGroup(page, 'Sugestões de busca')).toBeVisible();
  });

  test('clicking a result navigates; the promotions-only user only finds their pages', async ({ page }) => {
    await loginAs(page, 'promo');
    const box = search(page);
    await box.fill('fatur');
    await expect(page.getByText('Nenhuma página encontrada')).toBeVisible();
    await box.fill('trade');
    await searchGroup(page, 'Páginas').getByRole('option', { name: /SMS trade/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/industria/sms-trade');
    await expectUnderConstruction(page, 'SMS trade');
  });
});

test.describe('phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('the menu is a drawer opened from the top bar, with Sair at the bottom', async ({ page }) => {
    await loginAs(page, 'analista');
    await shot(page, 'phone-390-home');
    // no side column: the in-page menu is hidden
    await expect(sideMenu(page).filter({ visible: true })).toHaveCount(0);
    const button = page.getByRole('button', { name: 'Abrir menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.getByRole('dialog', { name: 'Menu principal' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Fechar menu' })).toBeFocused();
    await expect(drawer.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Sair' })).toBeVisible();
    expect(await menuGroups(page)).toEqual(['Home', 'Empresa', 'Clube', 'Produtos', 'Campanhas']);
    await shot(page, 'phone-390-drawer');

    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.click();
    const empresa = await openGroup(page, 'Empresa');
    await empresa.getByRole('link', { name: 'Faturamento', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/empresa/faturamento');
    await expect(page.getByRole('dialog', { name: 'Menu principal' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Faturamento' })).toBeVisible();
  });

  test('the search works on a phone', async ({ page }) => {
    await loginAs(page, 'gerente');
    const box = search(page);
    await expect(box).toBeVisible();
    await box.fill('fatur');
    await expect(searchGroup(page, 'Páginas').getByRole('option').first()).toContainText('Faturamento');
    await shot(page, 'phone-390-search');
  });
});
