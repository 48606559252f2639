import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { loginAs, topBar } from './support/auth';

/**
 * The toolbar's extras (spec §2 Shell): "Ações rápidas", "Suporte" (help token, page help and
 * "Abrir chamado"), the "Novidades" bell with its read state, and the account's logo sets.
 */

const SHOTS = '/tmp/shots-toolbar';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

test.use({ viewport: DESKTOP });

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** axe on the shell's own parts (the top bar, and the drawer or menu when open); page bodies have their own audits. */
async function audit(page: Page, testInfo: TestInfo, name: string, include: string[]): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of include) builder = builder.include(selector);
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  await testInfo.attach(`axe-${name}.json`, { body: JSON.stringify(summary, null, 2), contentType: 'application/json' });
  expect(summary, `${name}: axe violations`).toEqual([]);
}

const quickActions = (page: Page) => topBar(page).getByRole('button', { name: 'Ações rápidas' });
const bell = (page: Page) => topBar(page).getByRole('button', { name: /^Novidades/ });

test.describe('Ações rápidas', () => {
  test('gerente sees the creation shortcuts and moves through them with the keyboard', async ({ page }) => {
    await loginAs(page, 'gerente');
    await quickActions(page).click();
    const menu = page.getByRole('menu', { name: 'Ações rápidas' });
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Nova campanha SMS',
      'Nova campanha de e-mail',
      'Nova campanha WhatsApp',
      'Nova notificação push',
      'Novo segmento',
      'Novo banner',
      'Nova oferta',
      'Novo cupom de desconto',
      'Novo sorteio',
    ]);
    await shot(page, 'desktop-1440-quick-actions');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(quickActions(page)).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Nova campanha SMS' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Novo sorteio' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Nova campanha de e-mail' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/campanhas/email/nova');
  });

  test('the promotions-only persona gets the industry pages', async ({ page }) => {
    await loginAs(page, 'promo');
    await quickActions(page).click();
    await expect(page.getByRole('menu', { name: 'Ações rápidas' }).getByRole('menuitem')).toHaveText([
      'Resultados gerais da indústria',
      'Propostas de ofertas trade',
      'SMS trade',
    ]);
    await page.getByRole('menuitem', { name: 'SMS trade' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/industria/sms-trade');
  });
});

test.describe('Suporte', () => {
  test('gerente opens Suporte on a page, sends a request and sees its number', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto('/usuarios');
    const support = topBar(page).getByRole('button', { name: 'Suporte' });
    await expect(support).not.toHaveAttribute('aria-disabled', 'true');
    await support.click();
    const dialog = page.getByRole('dialog', { name: 'Suporte' });
    await expect(dialog).toBeVisible();
    // help for the page the user is on, from the catalogue
    await expect(dialog.getByText('Ajuda sobre esta página: Usuários')).toBeVisible();
    await expect(dialog.getByText('Cadastro e edição dos usuários da conta.')).toBeVisible();
    await expect(dialog.getByText('suporte@clubevarejo.com.br')).toBeVisible();
    await expect(dialog.getByText(/Administradores da sua conta: .*Marina Souza/)).toBeVisible();

    // validation first
    await dialog.getByRole('button', { name: 'Enviar chamado' }).click();
    await expect(dialog.getByText('Campo obrigatório').first()).toBeVisible();
    await expect(dialog.getByLabel('Assunto')).toBeFocused();

    await dialog.getByLabel('Assunto').fill('Não consigo editar um usuário');
    await dialog.getByLabel('Mensagem').fill('Ao salvar o usuário Rafael aparece um erro.');
    await shot(page, 'desktop-1440-support');
    await dialog.getByRole('button', { name: 'Enviar chamado' }).click();
    await expect(dialog.getByRole('status')).toHaveText(/^Chamado #\d+ aberto\. Nossa equipe responde por e-mail\.$/);
    await shot(page, 'desktop-1440-support-sent');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(support).toBeFocused();
  });

  test('the help token is cached for the user and reused on the next visit', async ({ page }) => {
    const persona = await loginAs(page, 'analista');
    await expect(topBar(page).getByRole('button', { name: 'Suporte' })).not.toHaveAttribute('aria-disabled', 'true');
    const stored = await page.evaluate((email) => window.localStorage.getItem(`mf-help-token:${email}`), persona.email);
    expect(JSON.parse(stored!)).toMatchObject({ version: '1', token: expect.any(String) });

    const tokenRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/graphql') && (request.postData() ?? '').includes('zendeskWidgetToken')) tokenRequests.push(request.url());
    });
    await page.reload();
    await expect(topBar(page).getByRole('button', { name: 'Suporte' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(tokenRequests).toEqual([]);
  });

  test('when the token cannot be fetched, Suporte is shown disabled with the reason', async ({ page }) => {
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('zendeskWidgetToken')) await route.fulfill({ status: 500, body: 'erro' });
      else await route.fallback();
    });
    await loginAs(page, 'gerente');
    const support = topBar(page).getByRole('button', { name: 'Suporte' });
    await expect(support).toHaveAttribute('aria-disabled', 'true');
    await expect(support).toHaveAttribute('title', 'Suporte indisponível no momento');
    // aria-disabled keeps it focusable (so the reason can be read); activating it does nothing
    await support.click({ force: true });
    await expect(page.getByRole('dialog', { name: 'Suporte' })).toHaveCount(0);
  });
});

test.describe('Novidades', () => {
  test('the bell shows the unread count; marking read clears it and survives a reload', async ({ page }) => {
    await loginAs(page, 'franqueador');
    await expect(bell(page)).toHaveAccessibleName(/^Novidades, \d+ não lidas?$/);
    const badge = bell(page).getByTestId('news-unread-count');
    await expect(badge).toHaveText(/^[1-9]\d*\+?$/);
    // announced once, 800 ms after the shell loads, without taking the focus
    const teaser = topBar(page).getByRole('status').filter({ hasText: /novidades? no produto/ });
    await expect(teaser).toBeVisible();
    await expect(bell(page)).not.toBeFocused();
    await shot(page, 'desktop-1440-news-teaser');

    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Novidades' });
    await expect(panel).toBeVisible();
    await expect(panel.locator('time').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await shot(page, 'desktop-1440-news');
    await panel.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect(badge).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName('Novidades');

    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Novidades');
    await expect(bell(page).getByTestId('news-unread-count')).toHaveCount(0);
    // nothing unread: no announcement
    await page.waitForTimeout(1200);
    await expect(topBar(page).getByRole('status').filter({ hasText: /novidades? no produto/ })).toHaveCount(0);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`the announcement covers neither the heading nor the search, and is not shown again (${viewport.width} px, issue 14 §6)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await loginAs(page, 'gerente');
      const teaser = topBar(page).getByRole('status').filter({ hasText: /novidades? no produto/ });
      await expect(teaser).toBeVisible();
      const heading = page.getByRole('heading', { level: 1 });
      const search = page.getByRole('combobox', { name: 'Buscar páginas' });
      const overlaps = async (a: Awaited<ReturnType<typeof teaser.boundingBox>>, b: Awaited<ReturnType<typeof teaser.boundingBox>>) =>
        Boolean(a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height);
      expect(await overlaps(await teaser.boundingBox(), await heading.boundingBox())).toBe(false);
      expect(await overlaps(await teaser.boundingBox(), await search.boundingBox())).toBe(false);
      // the search and its results are usable while it is up (a plain click, no force)
      await search.fill('usuários');
      const results = page.getByRole('listbox');
      await expect(results).toBeVisible();
      // moving to the search puts the announcement away: it cannot lie over the results
      await expect(teaser).toHaveCount(0);
      await search.fill('');
      // seen once: a new visit does not announce the same news again
      await page.reload();
      await expect(bell(page)).toHaveAccessibleName(/^Novidades, \d+ não lidas?$/);
      await page.waitForTimeout(1500);
      await expect(teaser).toHaveCount(0);
    });
  }

  test('a news item links to its page when the user may open it', async ({ page }) => {
    await loginAs(page, 'gerente');
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Novidades' });
    const item = panel.getByRole('listitem').filter({ hasText: 'Permissões por usuário' });
    await item.getByRole('link', { name: 'Abrir página' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/usuarios');
    await expect(panel).toHaveCount(0);
  });
});

test.describe('accessibility of the toolbar (axe)', () => {
  test('phone: side menu drawer open, no violations', async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await loginAs(page, 'gerente');
    await topBar(page).getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu principal' })).toBeVisible();
    await shot(page, 'phone-390-drawer');
    await audit(page, testInfo, 'drawer-phone', ['header', '[role="dialog"]']);
  });

  test('desktop: quick-actions menu open, no violations', async ({ page }, testInfo) => {
    await loginAs(page, 'gerente');
    await quickActions(page).click();
    await expect(page.getByRole('menu', { name: 'Ações rápidas' })).toBeVisible();
    await audit(page, testInfo, 'quick-actions', ['header', 'aside']);
  });
});

test.describe('white-label themes', () => {
  for (const who of ['gerente', 'franqueador'] as const) {
    test(`shell of ${who} with its account's logo at 1440 and 390`, async ({ page }) => {
      const persona = await loginAs(page, who);
      const logo = topBar(page).getByRole('img', { name: `Logotipo ${persona.account}` }).filter({ visible: true });
      await expect(logo).toHaveAttribute('src', /\/api\/brand\/[\w-]+\/logo-full\.svg\?v=/);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await page.keyboard.press('Escape');
      await shot(page, `theme-${who}-1440`);
      await page.setViewportSize(PHONE);
      const compact = topBar(page).getByRole('img', { name: `Logotipo ${persona.account}` }).filter({ visible: true });
      await expect(compact).toHaveAttribute('src', /logo-compact\.svg/);
      await shot(page, `theme-${who}-390`);
    });
  }
});
