import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { ageOn } from './support/customersDataset';
import { addDays, bahiaToday } from './support/days';
import { rfvClustersOf } from './support/rfvExpected';
import { loyaltyOf } from './support/salesDataset';
import { defaultRfvWindow, pickFromList } from './support/segmentEditor';
import { BEBIDAS, MAIS_FEIRA_CHAIN, SEGMENTATION_CHAIN, SEGMENTATION_PERSONA } from './support/segmentationDataset';

/**
 * The "Done when" of issue 10, literally: a person builds "mulheres de 25 a 34 anos que compraram
 * Bebidas nos últimos 90 dias OU campeões", sees the count this spec computes from the rows it loaded
 * (support/segmentationDataset.ts, Mais Feira de Santana), saves, reopens, clones, exports and sees the
 * list. The expected members follow contracts/segmentation.md (age in whole years today in
 * America/Bahia; "últimos 90 dias" = the 90 days ending today, both ends included; loyalty tickets only)
 * and contracts/metrics.md (the RFV clusters of the default analysis's latest window).
 */

test.use({ viewport: { width: 1440, height: 1000 } });

const SHOTS = '/tmp/shots-segscenario';
const PHONE = { width: 390, height: 844 };

/** The page at 1440 and at 390 px wide, whole, for a person to look at (the layout rule: both widths work). */
async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 1000 });
}

const LAST_DAYS = 90;
const AGE = { min: 25, max: 34 };

/** Who the definition selects, from the rows: group A (women 25–34 who bought Bebidas), the champions, and both. */
function expectedMembers(rfvWindow: { start: string; end: string }) {
  const { products, consumers, tickets } = SEGMENTATION_CHAIN;
  const today = bahiaToday();
  const from = addDays(today, -(LAST_DAYS - 1));
  const departmentOf = new Map(products.map((p) => [p.sku, p.department]));
  const isLoyalty = loyaltyOf(consumers);
  const boughtDrinks = new Set(
    tickets
      .filter((t) => t.document_no && isLoyalty(t) && t.day >= from && t.day <= today && t.items.some(([sku, quantity]) => departmentOf.get(sku) === BEBIDAS && quantity > 0))
      .map((t) => t.document_no!),
  );
  const groupA = new Set(
    consumers
      .filter((c) => {
        const age = ageOn(c.birth_date, today);
        return c.gender === 'F' && age !== null && age >= AGE.min && age <= AGE.max && boughtDrinks.has(c.document_no);
      })
      .map((c) => c.document_no),
  );
  // RFV scores every consumer of the account: the price-range coffees' clients too
  const champions = new Set([...rfvClustersOf(MAIS_FEIRA_CHAIN, rfvWindow)].filter(([, v]) => v.cluster === 'champions').map(([document]) => document));
  const members = new Set([...groupA, ...champions]);
  const nameOf = new Map(MAIS_FEIRA_CHAIN.consumers.map((c) => [c.document_no, c.name]));
  return { groupA, champions, members, names: [...members].map((document) => nameOf.get(document)!).sort() };
}

/** Opens a menu button with the keyboard and activates one of its items by arrowing to it. */
async function chooseFromMenu(page: Page, trigger: Locator, item: string) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  const target = page.getByRole('menuitem', { name: item });
  await expect(target).toBeVisible();
  for (let step = 0; step < 10 && !(await target.evaluate((el) => el === document.activeElement)); step++) await page.keyboard.press('ArrowDown');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
}

/** The rows of a downloaded CSV export (UTF-8 with BOM, ";" separated, CRLF), header first. */
function csvRows(file: string): string[][] {
  const text = fs.readFileSync(file).toString('utf8').replace(/^\uFEFF/, '');
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
}

test('a person builds "mulheres de 25 a 34 anos que compraram Bebidas nos últimos 90 dias OU campeões", saves, reopens, clones, exports and sees the list', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, SEGMENTATION_PERSONA);
  const rfvWindow = await defaultRfvWindow(page);
  const { groupA, champions, members, names } = expectedMembers(rfvWindow);
  const overlap = [...groupA].filter((document) => champions.has(document)).length;
  test.info().annotations.push({ type: 'expected', description: `${members.size} = grupo A ${groupA.size} + campeões ${champions.size} − ambos ${overlap} (RFV ${rfvWindow.start}–${rfvWindow.end})` });
  expect(groupA.size, 'some women 25–34 bought Bebidas in the last 90 days').toBeGreaterThan(0);
  expect([...champions].some((document) => !groupA.has(document)), 'the champions are not a subset of group A').toBe(true);

  // the list, then the editor (keyboard: the link is followed with Enter)
  await page.goto('/clientes/segmentacao');
  await expect(page.getByRole('heading', { level: 1, name: 'Segmentação' })).toBeVisible();
  await page.getByRole('link', { name: 'Nova segmentação' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova segmentação' })).toBeVisible();
  const name = `Mulheres 25-34 Bebidas 90 dias ou campeões ${Date.now()}`;
  await page.getByLabel('Nome do segmento').fill(name);

  // group 1: feminino AND idade 25–34 AND comprou Bebidas nos últimos 90 dias
  const group1 = page.getByRole('region', { name: 'Grupo 1' });
  const addTo1 = group1.getByLabel('Adicionar critério ao grupo 1');
  await addTo1.selectOption({ label: 'Gênero' });
  await pickFromList(page, group1.getByRole('group', { name: 'Gênero' }), 'Gêneros', 'fem', /Feminino/);
  await addTo1.selectOption({ label: 'Idade' });
  const age = group1.getByRole('group', { name: 'Idade' });
  await age.getByLabel('Idade mínima').fill(String(AGE.min));
  await age.getByLabel('Idade máxima').fill(String(AGE.max));
  await addTo1.selectOption({ label: 'Comprou produtos' });
  const purchased = group1.getByRole('group', { name: 'Comprou produtos' });
  await pickFromList(page, purchased, 'Departamentos', 'beb', new RegExp(`^${BEBIDAS}`));
  await purchased.getByLabel('Período').selectOption({ label: 'Últimos N dias' });
  await purchased.getByLabel('Dias (até hoje)').fill(String(LAST_DAYS));

  // OU group 2: the champions of the default RFV analysis
  await page.getByRole('button', { name: '+ Adicionar grupo' }).click();
  const group2 = page.getByRole('region', { name: 'Grupo 2' });
  await group2.getByLabel('Adicionar critério ao grupo 2').selectOption({ label: 'Grupo RFV' });
  await pickFromList(page, group2.getByRole('group', { name: 'Grupo RFV' }), 'Grupos', 'camp', /Campeões/);

  const size = page.locator('[data-metric="NUM_CLIENTES_SEGMENTO"]');
  await expect(size).toHaveAttribute('data-value', String(members.size), { timeout: 30_000 });
  // every champion is a member: the size's RFV split shows them all
  await expect(page.locator('[data-metric="segment.rfv.champions"]')).toHaveAttribute('data-value', String(champions.size));

  // save: the editor moves to the stored segment's address
  await page.getByRole('button', { name: 'Salvar segmento' }).click();
  await expect(page).toHaveURL(/\/clientes\/segmentacao\/editar\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar segmentação' })).toBeVisible();

  // reopen it from the list: the same definition and size
  const listUrl = `/clientes/segmentacao?busca=${encodeURIComponent(name)}`;
  await page.goto(listUrl);
  const row = page.locator('tr[data-segment]').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-metric="NUM_CLIENTES_SEGMENTO"]')).toHaveAttribute('data-value', String(members.size));
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar segmentação' })).toBeVisible();
  await expect(page.getByLabel('Nome do segmento')).toHaveValue(name);
  await expect(page.locator('[data-criterion]')).toHaveCount(4);
  await expect(group1.getByRole('group', { name: 'Gênero' }).getByRole('button', { name: 'Remover Feminino' })).toBeVisible();
  await expect(age.getByLabel('Idade mínima')).toHaveValue(String(AGE.min));
  await expect(age.getByLabel('Idade máxima')).toHaveValue(String(AGE.max));
  await expect(purchased.getByRole('button', { name: `Remover ${BEBIDAS}` })).toBeVisible();
  await expect(purchased.getByLabel('Período')).toHaveValue('last');
  await expect(purchased.getByLabel('Dias (até hoje)')).toHaveValue(String(LAST_DAYS));
  await expect(group2.getByRole('group', { name: 'Grupo RFV' }).getByRole('button', { name: 'Remover Campeões' })).toBeVisible();
  await expect(size).toHaveAttribute('data-value', String(members.size), { timeout: 30_000 });
  await expect(page.locator('[data-metric="segment.rfv.champions"]')).toHaveAttribute('data-value', String(champions.size), { timeout: 30_000 });
  await shoot(page, 'editor');

  // clone it from the list's actions menu (keyboard)
  await page.goto(listUrl);
  await expect(row).toHaveCount(1);
  await chooseFromMenu(page, row.getByRole('button', { name: `Ações do segmento ${name}` }), 'Duplicar');
  await expect(page.getByText(`Cópia criada: “${name} (cópia)”.`)).toBeVisible();

  // export its members as CSV; the export history follows the job to the end; the file has every member
  await chooseFromMenu(page, row.getByRole('button', { name: `Ações do segmento ${name}` }), 'Exportar clientes');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Exportar os clientes de “${name}”` })).toBeVisible();
  await dialog.getByRole('radio', { name: /CSV/ }).check();
  await dialog.getByRole('button', { name: 'Exportar', exact: true }).click();
  await expect(page.getByText('Exportação iniciada. Acompanhe no Histórico de exportações.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /^Histórico de exportações/ }).click();
  const history = page.getByRole('dialog', { name: 'Histórico de exportações' });
  // the item shows the job's name; its title (the tooltip) names the segment
  const job = history.getByTestId('export-history-item').filter({ has: page.locator(`[title="Clientes do segmento – ${name}"]`) });
  await expect(job).toHaveCount(1);
  await expect(job.getByText('Enviado')).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), job.getByRole('link', { name: 'Baixar Clientes do segmento (CSV)' }).click()]);
  const [header, ...lines] = csvRows((await download.path())!);
  expect(header.slice(0, 2)).toEqual(['Nome', 'CPF/CNPJ']);
  expect(lines).toHaveLength(members.size);
  expect(lines.map((line) => line[0]).sort()).toEqual(names);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // the list shows both: the segment and its copy, each with the same size
  await page.reload();
  const rows = page.locator('tr[data-segment]');
  await expect(rows).toHaveCount(2);
  for (const segmentName of [name, `${name} (cópia)`]) {
    const found = rows.filter({ has: page.getByRole('link', { name: segmentName, exact: true }) });
    await expect(found).toHaveCount(1);
    await expect(found.locator('[data-metric="NUM_CLIENTES_SEGMENTO"]')).toHaveAttribute('data-value', String(members.size));
  }
  await shoot(page, 'list');
});
