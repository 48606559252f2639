import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectRestrictAccess, loginAs } from './support/auth';

/**
 * /configuracoes-admin (issue 13 item 7): the index's live statuses, televendas, the app's module
 * switches (the menu follows for the account's users) and the stores' admin switches with undo.
 * Runs with the own-data suites (it switches Bom Preço's raffle module and a store for a moment) and
 * puts back everything it changes.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A GraphQL call with the page's session (the figures the test checks the screen against). */
async function gql(page: Page, query: string, variables: Json = {}): Promise<{ data?: Json; errors?: { message: string; extensions?: Json }[] }> {
  return page.evaluate(
    async ([q, v]) => {
      const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'include', body: JSON.stringify({ query: q, variables: v }) });
      return response.json();
    },
    [query, variables] as const,
  );
}

const TELESALES = `{ telesalesSettings { stores { unit { id id_erp name active } takes_orders delivery pickup delivery_fee_cents minimum_order_cents
  service_hours { monday { start finish } tuesday { start finish } wednesday { start finish } thursday { start finish } friday { start finish } saturday { start finish } sunday { start finish } holidays { start finish } }
  order_phone order_whatsapp payment_methods } } }`;
const SAVE_TELESALES = 'mutation($input: UpdateUnitTelesalesInput!) { updateUnitTelesales(input: $input) { telesales { id } } }';
const UNITS = '{ units(first: 200) { totalCount edges { node { id id_erp name active } } } }';

const sideMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Menu principal' }).filter({ visible: true });

/** The links of the side menu's Aplicativo group (opened when closed). */
async function appMenuItems(page: Page): Promise<string[]> {
  const button = sideMenu(page).getByRole('button', { name: 'Aplicativo', exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  return list.getByRole('link').evaluateAll((links) => links.map((a) => a.querySelector('span')?.textContent ?? ''));
}

async function signedInPage(browser: Browser, who: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, who);
  return page;
}

test.describe('configurações da conta (administração)', () => {
  test('the index shows each child page with its live status, computed like the test computes it, and opens them by keyboard', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto('/configuracoes-admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();

    const units = (await gql(page, UNITS)).data!.units;
    const active = units.edges.filter((edge: Json) => edge.node.active).length;
    await expect(page.locator('[data-card="lojas"] [data-metric="LOJAS_ATIVAS_CLUBE"]')).toHaveAttribute('data-value', String(active));
    await expect(page.getByTestId('status-lojas')).toContainText(`${active} de ${units.totalCount} lojas ativas no clube`);

    const stores = (await gql(page, TELESALES)).data!.telesalesSettings.stores;
    const taking = stores.filter((store: Json) => store.takes_orders && store.unit.active).length;
    await expect(page.getByTestId('status-televendas')).toContainText(`${taking} de ${units.totalCount} lojas`);
    for (const card of ['televendas', 'hotsite', 'app', 'termos', 'lojas', 'integracoes']) await expect(page.locator(`[data-card="${card}"]`)).toBeVisible();

    // keyboard: the cards' links are in the tab order; Enter opens the page
    await page.locator('[data-card="lojas"] a').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/configuracoes-admin\/lojas$/);
  });

  test('edits one store telesales, sees it persisted and counted, then puts it back', async ({ page }) => {
    await loginAs(page, 'gerente');
    const before = (await gql(page, TELESALES)).data!.telesalesSettings.stores as Json[];
    const store = before.find((s) => !s.takes_orders)!;
    const taking = before.filter((s) => s.takes_orders && s.unit.active).length;
    try {
      await page.goto(`/configuracoes-admin/televendas?busca=${encodeURIComponent(store.unit.id_erp)}`);
      const row = page.locator(`tr[data-unit="${store.unit.id_erp}"]`);
      await expect(row).toContainText('Não recebe');
      await row.getByRole('button', { name: `Editar televendas de ${store.unit.name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Televendas · ${store.unit.name}` });
      await dialog.getByLabel('Recebe pedidos por telefone/WhatsApp').check();
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      // the rules are checked before sending
      await expect(dialog.getByText('Escolha entrega, retirada ou as duas.')).toBeVisible();
      await dialog.getByLabel('Entrega', { exact: true }).check();
      await dialog.getByLabel('Taxa de entrega (R$)').fill('12,50');
      await dialog.getByLabel('Pedido mínimo (R$)').fill('80,00');
      await dialog.locator('[data-day="monday"]').getByRole('checkbox').check();
      await dialog.getByLabel('Telefone de pedidos (com DDD)').fill('7133339999');
      await dialog.getByLabel('Pix').check();
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('Recebe pedidos');
      await expect(row.locator('[data-label="Taxa de entrega"]')).toHaveAttribute('data-value', '1250');
      await expect(row).toContainText('R$ 12,50');

      await page.reload();
      await expect(page.locator(`tr[data-unit="${store.unit.id_erp}"]`)).toContainText('R$ 80,00');
      const saved = (await gql(page, TELESALES)).data!.telesalesSettings.stores.find((s: Json) => s.unit.id === store.unit.id);
      expect(saved).toMatchObject({ takes_orders: true, delivery: true, delivery_fee_cents: 1250, minimum_order_cents: 8000, order_phone: '7133339999', payment_methods: ['PIX'] });
      expect(saved.service_hours.monday).toEqual({ start: '08:00', finish: '18:00' });

      await page.goto('/configuracoes-admin');
      await expect(page.locator('[data-metric="TELEVENDAS_LOJAS_PEDIDOS"]')).toHaveAttribute('data-value', String(taking + (store.unit.active ? 1 : 0)));
    } finally {
      const { unit, ...settings } = store;
      const hours = Object.fromEntries(Object.entries(settings.service_hours).filter(([, interval]) => interval));
      await gql(page, SAVE_TELESALES, { input: { ...settings, service_hours: hours, unitId: unit.id } });
    }
  });

  test('a platform admin switches the raffle module off and the account user loses "Sorteios" from the menu, then back on', async ({ page, browser }) => {
    await loginAs(page, 'admin');
    const gerente = await signedInPage(browser, 'gerente');
    try {
      expect(await appMenuItems(gerente)).toContain('Sorteios');
      await page.goto('/configuracoes-admin/app');
      await expect(page.getByRole('heading', { level: 1, name: 'Aplicativo' })).toBeVisible();
      const raffle = page.locator('[data-module="raffle"]').getByRole('checkbox');
      await expect(raffle).toBeChecked();
      // a controlled switch: it changes only once saved (after the confirmation)
      await raffle.click();
      const confirm = page.getByRole('alertdialog', { name: 'Desligar o módulo Sorteios?' });
      // cancelling keeps it on
      await confirm.getByRole('button', { name: 'Não' }).click();
      await expect(raffle).toBeChecked();
      // a controlled switch: it changes only once saved (after the confirmation)
      await raffle.click();
      await page.getByRole('alertdialog', { name: 'Desligar o módulo Sorteios?' }).getByRole('button', { name: 'Desligar' }).click();
      await expect(page.locator('[data-module="raffle"]')).toContainText('Sorteios · Desligado');

      await gerente.reload();
      expect(await appMenuItems(gerente)).not.toContain('Sorteios');
      // the guard sends a page of a module the account lacks to /home (spec §4)
      await gerente.goto('/mobile/sorteios');
      await expect(gerente).toHaveURL((url) => url.pathname === '/home');

      await page.locator('[data-module="raffle"]').getByRole('checkbox').click();
      await expect(page.locator('[data-module="raffle"]')).toContainText('Sorteios · Ligado');
      await gerente.goto('/home');
      expect(await appMenuItems(gerente)).toContain('Sorteios');
    } finally {
      await gql(page, 'mutation { updateAccountModules(input: { modules: [{ module: "raffle", on: true }] }) { modules { on } } }');
      await gerente.context().close();
    }
  });

  test('an account admin sees the module switches read-only and saves the app settings', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto('/configuracoes-admin/app');
    await expect(page.locator('[data-module="raffle"]').getByRole('checkbox')).toBeDisabled();
    await expect(page.getByText('Somente administradores da plataforma ligam ou desligam módulos')).toBeVisible();
    const name = page.getByLabel('Nome do aplicativo');
    const original = await name.inputValue();
    await page.getByLabel('Cor do texto sobre a principal').fill('#3366FF');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('As cores não têm contraste suficiente para leitura.')).toBeVisible();
    await page.getByLabel('Cor do texto sobre a principal').fill('#FFFFFF');
    await name.fill(`${original.slice(0, 20)} e2e`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('app-audit')).toContainText('por Marina Souza');
    await page.reload();
    await expect(page.getByLabel('Nome do aplicativo')).toHaveValue(`${original.slice(0, 20)} e2e`);
    await page.getByLabel('Nome do aplicativo').fill(original);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Configurações do aplicativo salvas.')).toBeVisible();
  });

  test('deactivates a store in the club and undoes it', async ({ page }) => {
    await loginAs(page, 'gerente');
    const units = (await gql(page, UNITS)).data!.units.edges.map((edge: Json) => edge.node) as Json[];
    const store = units.find((unit) => unit.active)!;
    try {
      await page.goto(`/configuracoes-admin/lojas?busca=${encodeURIComponent(store.name)}&clube=ativas`);
      const row = page.locator(`tr[data-unit="${store.id_erp}"]`);
      await expect(row).toContainText('Ativa');
      await row.getByRole('checkbox', { name: `Selecionar ${store.name}` }).check();
      await page.getByRole('button', { name: 'Desativar no clube' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Desativar no clube' }).click();
      await expect(page.getByText('1 loja alterada.')).toBeVisible();
      expect((await gql(page, UNITS)).data!.units.edges.find((edge: Json) => edge.node.id === store.id).node.active).toBe(false);

      await page.getByRole('region', { name: 'Notificações' }).getByRole('button', { name: 'Desfazer' }).click();
      await expect(page.getByText('Alteração desfeita.')).toBeVisible();
      await expect(row.locator('[data-label="Clube"]')).toHaveText('Ativa');
      expect((await gql(page, UNITS)).data!.units.edges.find((edge: Json) => edge.node.id === store.id).node.active).toBe(true);
    } finally {
      await gql(page, 'mutation($id: ID!) { updateAdminUnit(input: { id: $id, active: true }) { unit { id } } }', { id: store.id });
    }
  });

  test('a user who is not an admin is refused the pages and their data', async ({ page }) => {
    await loginAs(page, 'analista');
    for (const path of ['/configuracoes-admin', '/configuracoes-admin/televendas', '/configuracoes-admin/app', '/configuracoes-admin/lojas']) {
      await page.goto(path);
      await expectRestrictAccess(page);
    }
    for (const query of ['{ adminSettingsOverview { stores { total } } }', '{ telesalesSettings { module { on } } }', '{ appSettings { app_name } }', '{ adminUnits(first: 1) { totalCount } }']) {
      const result = await gql(page, query);
      expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});
