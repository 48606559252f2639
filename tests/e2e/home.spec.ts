import { expect, test, type Locator, type Page } from '@playwright/test';
import { inTopBar, loginAs, switchClient } from './support/auth';
import { ACCOUNTS, PERSONAS } from './support/personas';
import { cnpjCheckDigits } from '../../src/shared/lib/document';

/**
 * Home: greets the user, names the account and lists the account's stores (name, ERP code,
 * city/UF, CNPJ formatted as 00.000.000/0000-00 per spec §5, status).
 */

const FORMATTED_CNPJ = /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/;

/** True when a displayed CNPJ is well formatted and its check digits are right. */
function isValidFormattedCnpj(text: string): boolean {
  if (!FORMATTED_CNPJ.test(text)) return false;
  const raw = text.replace(/[./-]/g, '');
  return cnpjCheckDigits(raw.slice(0, 12)) === raw.slice(12);
}

interface StoreRow {
  name: string;
  erp: string;
  city: string;
  cnpj: string;
  status: string;
}

function storesTable(page: Page): Locator {
  return page.getByRole('table', { name: /^Lojas/ });
}

async function readStores(page: Page): Promise<StoreRow[]> {
  const rows = storesTable(page).locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = Array.from(tr.children).map((cell) => (cell as HTMLElement).innerText.trim());
      return { name: cells[0], erp: cells[1], city: cells[2], cnpj: cells[3], status: cells[4] };
    }),
  );
}

function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

async function expectStoresHeading(page: Page, count: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: /^Lojas/ })).toHaveText(new RegExp(`^Lojas\\s*${count} lojas$`));
}

test.describe('home: the account and its stores', () => {
  test('gerente sees the 24 Bom Preço stores with city/UF and formatted, valid CNPJs', async ({ page }) => {
    await loginAs(page, 'gerente');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Olá, ${PERSONAS.gerente.name}`);
    await expect(page.getByText(`Você está na conta ${ACCOUNTS.bompreco}.`)).toBeVisible();
    await expectStoresHeading(page, 24);

    const table = storesTable(page);
    await expect(table.getByRole('columnheader')).toHaveText(['Loja', 'Código ERP', 'Cidade/UF', 'CNPJ', 'Situação']);
    await expect(table.locator('tbody tr')).toHaveCount(24);
    const stores = await readStores(page);

    // every store is a Bom Preço store with its own ERP code 1..24
    for (const store of stores) expect(store.name).toMatch(/^Bom Preço /);
    expect(stores.map((s) => Number(s.erp)).sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(new Set(stores.map((s) => s.name)).size).toBe(24);

    // the four cities of the contract, with their UF
    expect(countBy(stores, (s) => s.city)).toEqual({
      'Salvador/BA': 14,
      'Lauro de Freitas/BA': 4,
      'Camaçari/BA': 3,
      'Feira de Santana/BA': 3,
    });

    // CNPJ as 00.000.000/0000-00, same company root, branch = ERP code, check digits right
    for (const store of stores) {
      expect(store.cnpj, `${store.name}: ${store.cnpj}`).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
      expect(isValidFormattedCnpj(store.cnpj), `${store.name}: check digits of ${store.cnpj}`).toBe(true);
      expect(store.cnpj.startsWith('13.004.510/')).toBe(true);
      expect(store.cnpj.slice(11, 15)).toBe(store.erp.padStart(4, '0'));
    }
    expect(new Set(stores.map((s) => s.cnpj)).size).toBe(24);

    // status: one store of the demo is inactive
    expect(countBy(stores, (s) => s.status)).toEqual({ Ativa: 23, Inativa: 1 });
    // every store fits in one page: no "Carregar mais lojas"
    await expect(page.getByRole('button', { name: 'Carregar mais lojas' })).toHaveCount(0);
  });

  test('multi switches to Rede Mais Franquias: its 4 stores, and the account name changes everywhere', async ({ page }) => {
    await loginAs(page, 'multi');
    await expectStoresHeading(page, 24);
    const switcher = page.getByLabel('Trocar de cliente');
    await expect(switcher.locator('option')).toHaveText([ACCOUNTS.redeMais, ACCOUNTS.bompreco]);
    await expect(switcher).toHaveValue(/.+/);
    await expect(switcher.locator('option:checked')).toHaveText(ACCOUNTS.bompreco);

    await switchClient(page, ACCOUNTS.redeMais);

    await expect(inTopBar(page, ACCOUNTS.redeMais)).toBeVisible();
    await expect(inTopBar(page, ACCOUNTS.bompreco)).toHaveCount(0);
    await expect(page.getByText(`Você está na conta ${ACCOUNTS.redeMais}.`)).toBeVisible();
    await expect(switcher.locator('option:checked')).toHaveText(ACCOUNTS.redeMais);
    await expectStoresHeading(page, 4);
    await expect(storesTable(page).locator('tbody tr')).toHaveCount(4);
    const stores = await readStores(page);
    for (const store of stores) {
      expect(store.name).toMatch(/^Mais /);
      expect(isValidFormattedCnpj(store.cnpj), store.cnpj).toBe(true);
      expect(store.cnpj.startsWith('21.456.789/')).toBe(true);
    }
    expect(countBy(stores, (s) => s.city)).toEqual({ 'Salvador/BA': 3, 'Lauro de Freitas/BA': 1 });
    // none of Bom Preço's stores is left on screen
    await expect(page.getByText(/^Bom Preço /)).toHaveCount(0);

    // the switch is the session's, not the tab's: a reload stays in Rede Mais
    await page.reload();
    await expect(page.getByText(`Você está na conta ${ACCOUNTS.redeMais}.`)).toBeVisible();
    await expectStoresHeading(page, 4);

    // and back
    await switchClient(page, ACCOUNTS.bompreco);
    await expectStoresHeading(page, 24);
  });

  test('a single-account user has no client switcher', async ({ page }) => {
    await loginAs(page, 'gerente');
    await expect(page.getByLabel('Trocar de cliente')).toHaveCount(0);
  });

  test('the sandbox account (admin → Conta Demonstração) shows its alphanumeric CNPJs formatted', async ({ page }) => {
    await loginAs(page, 'admin');
    const switcher = page.getByLabel('Trocar de cliente');
    // the platform admin acts in every account, listed in alphabetical (pt-BR) order
    await expect(switcher.locator('option')).toHaveText([
      ACCOUNTS.atacadaoPromo,
      ACCOUNTS.sandbox,
      ACCOUNTS.maisFeira,
      ACCOUNTS.redeMais,
      ACCOUNTS.bompreco,
    ]);

    await switchClient(page, ACCOUNTS.sandbox);
    await expectStoresHeading(page, 3);
    const stores = await readStores(page);
    expect(stores).toHaveLength(3);
    for (const store of stores) {
      expect(store.name).toMatch(/^Loja Demo /);
      // 12.ABC.345/0001-DD: letters kept, punctuation in place, check digits right
      expect(store.cnpj).toMatch(/^12\.ABC\.345\/000[1-3]-\d{2}$/);
      expect(isValidFormattedCnpj(store.cnpj), `check digits of ${store.cnpj}`).toBe(true);
    }
    expect(countBy(stores, (s) => s.city)).toEqual({ 'Salvador/BA': 2, 'Feira de Santana/BA': 1 });
  });
});
