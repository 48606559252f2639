import { expect, test } from '@playwright/test';
import { inTopBar, loginAs, switchClient } from './support/auth';
import { ACCOUNTS, PERSONAS } from './support/personas';

/**
 * Home: greets the user, names the account and shows that account's figures (the figures
 * themselves are checked in home-dashboard.spec.ts). The stores list that used to live here is
 * gone: no built page shows the account's stores any more (Configurações > Lojas is not built yet),
 * so its CNPJ/city assertions were dropped with it.
 */

test.describe('home: the account the user is in', () => {
  test('gerente is greeted in Bom Preço, under the page title "Início", with the figures’ last update', async ({ page }) => {
    await loginAs(page, 'gerente');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Olá, ${PERSONAS.gerente.name}`);
    await expect(page.getByText(`Você está na conta ${ACCOUNTS.bompreco}.`)).toBeVisible();
    await expect(page).toHaveTitle(/^Início \| /);
    await expect(page.getByText(/^Dados atualizados em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  });

  test('multi switches to Rede Mais Franquias: its name everywhere, and its own (empty) figures', async ({ page }) => {
    await loginAs(page, 'multi');
    await expect(page.locator('[data-metric="VAL_FATURAMENTO"]')).toBeVisible();
    const switcher = page.getByLabel('Trocar de cliente');
    await expect(switcher.locator('option')).toHaveText([ACCOUNTS.redeMais, ACCOUNTS.bompreco]);
    await expect(switcher.locator('option:checked')).toHaveText(ACCOUNTS.bompreco);

    await switchClient(page, ACCOUNTS.redeMais);

    await expect(inTopBar(page, ACCOUNTS.redeMais)).toBeVisible();
    await expect(inTopBar(page, ACCOUNTS.bompreco)).toHaveCount(0);
    await expect(switcher.locator('option:checked')).toHaveText(ACCOUNTS.redeMais);
    // the suite loads sales into Bom Preço only: Rede Mais has nothing processed yet
    await expect(page.getByText('Ainda não há vendas processadas para esta conta')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir para Configurações > Integrações' })).toBeVisible();
    await expect(page.locator('[data-metric="VAL_FATURAMENTO"]')).toHaveCount(0);

    // the switch is the session's, not the tab's: a reload stays in Rede Mais
    await page.reload();
    await expect(page.getByText(`Você está na conta ${ACCOUNTS.redeMais}.`)).toBeVisible();

    // and back
    await switchClient(page, ACCOUNTS.bompreco);
    await expect(page.locator('[data-metric="VAL_FATURAMENTO"]')).toBeVisible();
  });

  test('a single-account user has no client switcher', async ({ page }) => {
    await loginAs(page, 'gerente');
    await expect(page.getByLabel('Trocar de cliente')).toHaveCount(0);
  });

  test('the platform admin lists every account in alphabetical (pt-BR) order and can open the sandbox', async ({ page }) => {
    await loginAs(page, 'admin');
    const switcher = page.getByLabel('Trocar de cliente');
    await expect(switcher.locator('option')).toHaveText([
      ACCOUNTS.atacadaoPromo,
      ACCOUNTS.sandbox,
      ACCOUNTS.maisFeira,
      ACCOUNTS.redeMais,
      ACCOUNTS.bompreco,
    ]);
    await switchClient(page, ACCOUNTS.sandbox);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Olá, ${PERSONAS.admin.name}`);
  });
});
