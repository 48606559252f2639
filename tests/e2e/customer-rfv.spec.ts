import { expect, test } from '@playwright/test';
import { expectRestrictAccess, loginAs } from './support/auth';
import { CUSTOMERS_REFERENCE } from './support/customersDataset';
import { expectedRfvClusters, expectedRfvMigrations, RFV_CLUSTERS } from './support/rfvExpected';

/**
 * The analysis manager and the RFV page on the suite's chain: an analyst creates a non-recurrent RFV
 * analysis in /gerenciador-analises, follows its status live until it is ready, opens it, and every
 * cluster's clients and revenue and a migration cell match the figures computed from the rows.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** The fixed periods of the analysis the test creates: the analysed window ends at the pages' reference date. */
const REFERENCE = { start: '2025-01-01', end: '2025-09-30' };
const ANALYZED = { start: '2025-04-01', end: CUSTOMERS_REFERENCE };
const br = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

test('an analyst creates an RFV analysis and reads its clusters and migrations against the rows', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'gerente');
  await page.goto('/gerenciador-analises');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciador de análises' })).toBeVisible();
  const title = `RFV e2e ${Date.now()}`;

  await page.getByRole('button', { name: 'Nova análise RFV' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome da análise').fill(title);
  await dialog.getByLabel('Recorrência').selectOption('fixed');
  await dialog.getByLabel('Referência: início').fill(br(REFERENCE.start));
  await dialog.getByLabel('Referência: fim').fill(br(REFERENCE.end));
  await dialog.getByLabel('Período analisado: início').fill(br(ANALYZED.start));
  await dialog.getByLabel('Período analisado: fim').fill(br(ANALYZED.end));
  await dialog.getByRole('button', { name: 'Criar análise' }).click();
  await expect(dialog).toBeHidden();

  // the status arrives over the subscription: the row turns "Pronta" without reloading
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.locator('[data-status="DONE"]')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-metric="rfv.notRecurrent.createdTotal"]')).toHaveAttribute('data-value', /[1-9]\d*/);

  await row.getByRole('link', { name: `Abrir a análise ${title}` }).click();
  await expect(page).toHaveURL(/\/clientes\/classificacao-rfv\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name: 'Classificação RFV' })).toBeVisible();

  const expected = expectedRfvClusters(ANALYZED);
  // the figures are of the analysed period (the latest of the analysis)
  await expect(page.locator('[data-period-end]')).toHaveAttribute('data-period-end', ANALYZED.end);
  for (const cluster of RFV_CLUSTERS) {
    const clients = page.locator(`[data-metric="rfv.${cluster}.clients"]`);
    await expect(clients, `${cluster} clients`).toHaveAttribute('data-value', String(expected[cluster].clients));
    const revenue = Number(await page.locator(`[data-metric="rfv.${cluster}.revenue"]`).getAttribute('data-value'));
    expect(revenue, `${cluster} revenue`).toBeCloseTo(expected[cluster].revenue, 2);
  }
  // the dataset spreads its consumers over several clusters (the check above is not all zeros)
  expect(RFV_CLUSTERS.filter((c) => expected[c].clients > 0).length).toBeGreaterThanOrEqual(4);

  // the migration matrix compares the reference period (rows) with the analysed one (columns)
  const migrations = expectedRfvMigrations(REFERENCE, ANALYZED);
  const [cellKey, cellValue] = [...migrations.entries()].sort((a, b) => b[1] - a[1])[0];
  const [from, to] = cellKey.split('>');
  await expect(page.locator(`[data-metric="rfv.migration"][data-from="${from}"][data-to="${to}"]`)).toHaveAttribute('data-value', String(cellValue));
  const novo = [...migrations.entries()].filter(([key]) => key.startsWith('novo>')).reduce((sum, [, n]) => sum + n, 0);
  expect(novo, 'consumers registered after the reference period are "novo"').toBeGreaterThan(0);
  await expect(page.locator('[data-metric="rfv.migration.total"][data-from="novo"]')).toHaveAttribute('data-value', String(novo));

  // a cluster's customers: the list named in the address, as many as the cluster's clients
  const listed = RFV_CLUSTERS.find((c) => expected[c].clients > 0 && c !== 'champions') ?? 'champions';
  await page.getByLabel('Grupo listado').selectOption(listed);
  await expect(page).toHaveURL(new RegExp(`grupo=${listed}`));
  await expect(page.locator(`[data-metric="rfv.${listed}.customers"]`)).toHaveAttribute('data-value', String(expected[listed].clients));

  // a row opens the customer
  await page.getByRole('link', { name: /^Abrir o cliente / }).first().click();
  await expect(page).toHaveURL(/\/clientes\/detalhes-cliente\/[A-Za-z0-9_-]+$/);
});

test('an analysis limited to a person type and a store counts only those buyers and purchases', async ({ page }) => {
  test.setTimeout(120_000);
  const filters = { personType: 'F' as const, units: ['1'] };
  await loginAs(page, 'gerente');
  await page.goto('/gerenciador-analises');
  const title = `RFV PF loja 1 ${Date.now()}`;
  await page.getByRole('button', { name: 'Nova análise RFV' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome da análise').fill(title);
  await dialog.getByLabel('Recorrência').selectOption('fixed');
  await dialog.getByLabel('Referência: início').fill(br(REFERENCE.start));
  await dialog.getByLabel('Referência: fim').fill(br(REFERENCE.end));
  await dialog.getByLabel('Período analisado: início').fill(br(ANALYZED.start));
  await dialog.getByLabel('Período analisado: fim').fill(br(ANALYZED.end));
  await dialog.getByLabel('Tipo de pessoa').selectOption('F');
  // the stores list: opened from the keyboard, the store with id_erp 1 picked by click
  const stores = dialog.getByRole('combobox', { name: 'Lojas' });
  await stores.focus();
  await page.keyboard.press('ArrowDown');
  await dialog.locator('[role="option"][data-value="1"]').click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('button', { name: /^Remover / })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Criar análise' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.locator('[data-filters]')).toHaveText('Somente pessoas físicas, 1 loja');
  await expect(row.locator('[data-status="DONE"]')).toBeVisible({ timeout: 60_000 });
  await row.getByRole('link', { name: `Abrir a análise ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classificação RFV' })).toBeVisible();

  const expected = expectedRfvClusters(ANALYZED, filters);
  const unfiltered = expectedRfvClusters(ANALYZED);
  // the filters change the figures (the check below would catch an analysis that ignored them)
  expect(RFV_CLUSTERS.some((c) => expected[c].clients !== unfiltered[c].clients)).toBe(true);
  for (const cluster of RFV_CLUSTERS) {
    await expect(page.locator(`[data-metric="rfv.${cluster}.clients"]`), `${cluster} clients`).toHaveAttribute('data-value', String(expected[cluster].clients));
    const revenue = Number(await page.locator(`[data-metric="rfv.${cluster}.revenue"]`).getAttribute('data-value'));
    expect(revenue, `${cluster} revenue`).toBeCloseTo(expected[cluster].revenue, 2);
  }
});

test('a promotions-only user cannot open the RFV page', async ({ page }) => {
  await loginAs(page, 'promo');
  await page.goto('/clientes/classificacao-rfv');
  await expectRestrictAccess(page);
});
