import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { ageOn, CUSTOMER_ROWS } from './support/customersDataset';
import { rfvClusters } from './support/rfvExpected';
import { CONSUMERS, PRODUCTS, TICKETS, isLoyalty } from './support/salesDataset';

/**
 * Segmentação on the suite's chain: a person builds "mulheres de 25 a 34 anos que compraram
 * Mercearia no primeiro trimestre OU campeões" in the editor, sees the size the spec computes from its
 * own rows, saves, reopens, clones, exports and finds it in the list. (The dataset has no Bebidas
 * department and its tickets end in March 2026, so the window is written as dates, not "últimos 90 dias".)
 */

test.use({ viewport: { width: 1440, height: 1000 } });

const WINDOW = { from: '2026-01-01', to: '2026-03-31' };
const DEPARTMENT = 'Mercearia';

/** "Today" as the server evaluates ages: the day in America/Bahia. */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Bahia' });

function expectedSize(rfvWindow: { start: string; end: string }): number {
  const departmentOf = new Map(PRODUCTS.map((p) => [p.sku, p.department]));
  const day = today();
  const women = new Set(
    CUSTOMER_ROWS.filter((c) => {
      const age = ageOn(c.birth_date, day);
      return c.gender === 'F' && age !== null && age >= 25 && age <= 34;
    }).map((c) => c.document_no),
  );
  const boughtGrocery = new Set(
    TICKETS.filter((t) => t.document_no && isLoyalty(t) && t.day >= WINDOW.from && t.day <= WINDOW.to && t.items.some(([sku, qty]) => departmentOf.get(sku) === DEPARTMENT && qty > 0)).map(
      (t) => t.document_no!,
    ),
  );
  const groupA = [...women].filter((d) => boughtGrocery.has(d));
  const champions = [...rfvClusters(rfvWindow).entries()].filter(([, v]) => v.cluster === 'champions').map(([d]) => d);
  const registered = new Set(CONSUMERS.map((c) => c.document_no));
  return new Set([...groupA, ...champions].filter((d) => registered.has(d))).size;
}

/** The default RFV analysis's latest window, as the RFV page shows it. */
async function defaultRfvWindow(page: Page) {
  await page.goto('/clientes/classificacao-rfv');
  const window = page.locator('[data-period-start]');
  await expect(window).toBeVisible();
  return { start: (await window.getAttribute('data-period-start'))!, end: (await window.getAttribute('data-period-end'))! };
}

async function pickFromList(page: Page, scope: ReturnType<Page['locator']>, label: string, search: string, option: RegExp) {
  const box = scope.getByRole('combobox', { name: label });
  await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

test('a person builds a segment, sees the expected size, saves, reopens, clones, exports and finds it in the list', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'gerente');
  const rfvWindow = await defaultRfvWindow(page);
  const expected = expectedSize(rfvWindow);
  expect(expected, 'the definition selects somebody').toBeGreaterThan(0);

  await page.goto('/clientes/segmentacao');
  await page.getByRole('link', { name: 'Nova segmentação' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova segmentação' })).toBeVisible();
  const name = `Mulheres 25-34 Mercearia ou campeões ${Date.now()}`;
  await page.getByLabel('Nome do segmento').fill(name);

  // group 1: women aged 25–34 who bought Mercearia in the window (all of them: E)
  const group1 = page.getByRole('region', { name: 'Grupo 1' });
  await group1.getByLabel('Adicionar critério ao grupo 1').selectOption({ label: 'Gênero' });
  await pickFromList(page, group1.getByRole('group', { name: 'Gênero' }), 'Gêneros', 'fem', /Feminino/);
  await group1.getByLabel('Adicionar critério ao grupo 1').selectOption({ label: 'Idade' });
  const age = group1.getByRole('group', { name: 'Idade' });
  await age.getByLabel('Idade mínimo').fill('25');
  await age.getByLabel('Idade máximo').fill('34');
  await group1.getByLabel('Adicionar critério ao grupo 1').selectOption({ label: 'Comprou produtos' });
  const purchased = group1.getByRole('group', { name: 'Comprou produtos' });
  await pickFromList(page, purchased, 'Departamentos', 'merc', /Mercearia/);
  await purchased.getByLabel('Período').selectOption('dates');
  await purchased.getByLabel('De', { exact: true }).fill(WINDOW.from);
  await purchased.getByLabel('Até', { exact: true }).fill(WINDOW.to);

  // group 2 (OU between groups): the champions of the default RFV analysis
  await page.getByRole('button', { name: '+ Adicionar grupo' }).click();
  const group2 = page.getByRole('region', { name: 'Grupo 2' });
  await group2.getByLabel('Adicionar critério ao grupo 2').selectOption({ label: 'Grupo RFV' });
  await pickFromList(page, group2.getByRole('group', { name: 'Grupo RFV' }), 'Grupos', 'camp', /Campeões/);

  const size = page.locator('[data-metric="NUM_CLIENTES_SEGMENTO"]');
  await expect(size).toHaveAttribute('data-value', String(expected), { timeout: 30_000 });
  await expect(page.locator('[data-metric="segment.rfv.champions"]')).not.toHaveAttribute('data-value', '0');

  // save: the editor moves to the stored segment's address; a reload shows the same size
  await page.getByRole('button', { name: 'Salvar segmento' }).click();
  await expect(page).toHaveURL(/\/clientes\/segmentacao\/editar\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar segmentação' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nome do segmento')).toHaveValue(name);
  await expect(page.locator('[data-criterion]')).toHaveCount(4);
  await expect(size).toHaveAttribute('data-value', String(expected), { timeout: 30_000 });

  // the list: found by its name, counted; cloned; exported
  await page.goto(`/clientes/segmentacao?busca=${encodeURIComponent(name)}`);
  const row = page.locator('tr[data-segment]').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-metric="NUM_CLIENTES_SEGMENTO"]')).toHaveAttribute('data-value', String(expected));
  await row.getByRole('button', { name: `Ações do segmento ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Duplicar' }).click();
  await expect(page.getByText(`Cópia criada: “${name} (cópia)”.`)).toBeVisible();
  await expect(page.locator('tr[data-segment]').filter({ hasText: `${name} (cópia)` })).toHaveCount(1);

  await row.getByRole('button', { name: `Ações do segmento ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Exportar clientes' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Exportar os clientes de “${name}”` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Exportar' }).click();
  await expect(page.getByText('Exportação iniciada. Acompanhe no Histórico de exportações.')).toBeVisible();
});

test('the editor explains why a customer is (or is not) in the segment', async ({ page }) => {
  await loginAs(page, 'gerente');
  await page.goto('/clientes/segmentacao/nova');
  const group1 = page.getByRole('region', { name: 'Grupo 1' });
  await group1.getByLabel('Adicionar critério ao grupo 1').selectOption({ label: 'Gênero' });
  await pickFromList(page, group1.getByRole('group', { name: 'Gênero' }), 'Gêneros', 'masc', /Masculino/);
  const man = CUSTOMER_ROWS.find((c) => c.gender === 'M')!;
  const woman = CUSTOMER_ROWS.find((c) => c.gender === 'F')!;
  const why = page.getByRole('region', { name: 'Por que este cliente está (ou não) no segmento?' });
  await why.getByLabel('CPF, CNPJ ou nome do cliente').fill(man.document_no);
  await why.getByRole('button', { name: 'Verificar' }).click();
  await expect(why.locator('[data-membership]')).toHaveAttribute('data-membership', 'in');
  await why.getByLabel('CPF, CNPJ ou nome do cliente').fill(woman.document_no);
  await why.getByRole('button', { name: 'Verificar' }).click();
  await expect(why.locator('[data-membership]')).toHaveAttribute('data-membership', 'out');
  await expect(why.locator('[data-criterion-matches="false"]')).toHaveCount(1);
  // the size of a definition whose first group is empty is 0 without asking (spec §5)
  await group1.getByRole('button', { name: 'Excluir o critério Gênero' }).click();
  await expect(page.locator('[data-metric="NUM_CLIENTES_SEGMENTO"]')).toHaveAttribute('data-value', '0');
});

/** Activity status today (the segment's map counts by it): days since the last loyalty purchase, the account's default criteria. */
function statusToday(document: string): 'actives' | 'recentInactives' | 'atRisk' | 'losses' | 'neverBought' {
  const day = today();
  const last = TICKETS.filter((t) => t.document_no === document && isLoyalty(t) && t.day <= day)
    .map((t) => t.day)
    .sort()
    .at(-1);
  if (!last) return 'neverBought';
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${last}T00:00:00Z`)) / 86_400_000);
  return days < 60 ? 'actives' : days < 120 ? 'recentInactives' : days < 180 ? 'atRisk' : 'losses';
}

test("the editor's map shows the segment's located members and, once drawn, the visible area by status", async ({ page }) => {
  test.setTimeout(120_000);
  // every customer row has an address position; the base consumers of the sales pages have none
  const women = CUSTOMER_ROWS.filter((c) => c.gender === 'F' && c.createdDay <= today());
  expect(women.length, 'the suite has located women').toBeGreaterThan(0);
  const byStatus = (status: ReturnType<typeof statusToday>) => women.filter((c) => statusToday(c.document_no) === status).length;

  await loginAs(page, 'gerente');
  await page.goto('/clientes/segmentacao/nova');
  const section = page.getByRole('region', { name: 'Mapa dos clientes', exact: true });
  await expect(section).toBeVisible();
  // nothing of the map is drawn (nor its code run) before the person opens it
  await expect(section.locator('[data-map-ready]')).toHaveCount(0);

  const group1 = page.getByRole('region', { name: 'Grupo 1' });
  await group1.getByLabel('Adicionar critério ao grupo 1').selectOption({ label: 'Gênero' });
  await pickFromList(page, group1.getByRole('group', { name: 'Gênero' }), 'Gêneros', 'fem', /Feminino/);
  await section.getByRole('button', { name: 'Ver no mapa' }).click();
  await expect(section.getByRole('button', { name: 'Esconder o mapa' })).toHaveAttribute('aria-expanded', 'true');

  await expect(section.locator('[data-metric="segmentEditor.map.located"]')).toHaveAttribute('data-value', String(women.length), { timeout: 30_000 });
  await expect(section.locator('[data-map-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await expect(section.locator('[data-points-drawn]')).toBeVisible({ timeout: 30_000 });
  // the first view fits the stores and the members: every located woman is in the area
  await expect(section.locator('[data-metric="segmentEditor.map.area.total"]')).toHaveAttribute('data-value', String(women.length), { timeout: 30_000 });
  for (const status of ['actives', 'recentInactives', 'atRisk', 'losses', 'neverBought'] as const) {
    await expect(section.locator(`[data-metric="segmentEditor.map.area.${status}"]`)).toHaveAttribute('data-value', String(byStatus(status)));
  }

  // a definition nobody meets: the map says so (the first group's only criterion negated by a second one)
  await group1.getByLabel('Adicionar critério ao grupo 1').selectOption({ label: 'Gênero' });
  const genders = group1.getByRole('group', { name: 'Gênero' });
  await pickFromList(page, genders.nth(1), 'Gêneros', 'fem', /Feminino/);
  await genders.nth(1).getByLabel('Não').check();
  await expect(section.locator('[data-metric="segmentEditor.map.located"]')).toHaveAttribute('data-value', '0', { timeout: 30_000 });
  await expect(section.getByText('Nenhum cliente do segmento tem endereço localizado.')).toBeVisible();
});
