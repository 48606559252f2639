import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectRestrictAccess, loginAs } from './support/auth';
import { PERIOD, PRODUCTS, STORE_FILTER, TICKETS } from './support/salesDataset';
import { expectedCategory, expectedDepartment, expectedProducts, expectedRanking, expectedRankingTotals, type RankingMetric } from './support/productsExpected';

/**
 * Product analytics pages (issue 9) on the suite's own chain: every figure checked here is computed
 * in support/productsExpected.ts from the rows the suite loaded, never copied from the server.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const MARCH = `de=${PERIOD.start}&ate=${PERIOD.end}`;

async function metricValue(page: Page, metric: string): Promise<number> {
  const figure = page.locator(`[data-metric="${metric}"]`);
  await expect(figure).toBeVisible();
  return Number(await figure.getAttribute('data-value'));
}

/** The table's rows in screen order: each row's SKU (from its name cell's second line) and raw cells. */
async function rankingRows(page: Page) {
  const rows = page.locator('tr[data-row]');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cell = (column: string) => tr.querySelector(`[data-column="${column}"]`)?.getAttribute('data-value') ?? null;
      return {
        position: Number(cell('position')),
        name: cell('name'),
        NUM_ITENS: Number(cell('NUM_ITENS')),
        VAL_FATURAMENTO: Number(cell('VAL_FATURAMENTO')),
        NUM_CUPONS: Number(cell('NUM_CUPONS')),
        NUM_CLIENTES: Number(cell('NUM_CLIENTES')),
        VAL_PRECO_MEDIO: Number(cell('VAL_PRECO_MEDIO')),
      };
    }),
  );
}

test.describe('Ranking de produtos', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'gerente');
  });

  test('shows the product metrics of March with the figures computed from the rows', async ({ page }) => {
    await page.goto(`/produtos/ranking-produtos?${MARCH}`);
    await expect(page.getByRole('heading', { name: 'Ranking de produtos', level: 1 })).toBeVisible();
    const expected = expectedRankingTotals(PERIOD);
    for (const [metric, value] of Object.entries(expected)) {
      expect(await metricValue(page, metric), metric).toBeCloseTo(value, 6);
    }
  });

  for (const [metric, param, order, orderParam] of [
    ['REVENUE', 'faturamento', 'TOP', 'mais-vendidos'],
    ['QUANTITY', 'quantidade', 'LEAST', 'menos-vendidos'],
    ['CLIENTS', 'clientes', 'TOP', 'mais-vendidos'],
    ['TICKETS', 'cupons', 'LEAST', 'menos-vendidos'],
  ] as const) {
    test(`orders by ${metric.toLowerCase()} (${order === 'TOP' ? 'descending' : 'ascending'}) with each product's figures`, async ({ page }) => {
      await page.goto(`/produtos/ranking-produtos?${MARCH}&metrica=${param}&ordem=${orderParam}`);
      const expected = expectedRanking(PERIOD, metric as RankingMetric, order);
      const rows = await rankingRows(page);
      expect(rows.map((row) => row.name)).toEqual(expected.map((row) => row.name));
      rows.forEach((row, index) => {
        const want = expected[index];
        expect(row.position).toBe(index + 1);
        expect(row.NUM_ITENS).toBeCloseTo(want.NUM_ITENS, 6);
        expect(row.VAL_FATURAMENTO).toBeCloseTo(want.VAL_FATURAMENTO, 6);
        expect(row.NUM_CUPONS).toBe(want.NUM_CUPONS);
        expect(row.NUM_CLIENTES).toBe(want.NUM_CLIENTES);
        expect(row.VAL_PRECO_MEDIO).toBeCloseTo(want.VAL_PRECO_MEDIO, 6);
      });
    });
  }

  test('keeps the department and the stores in the address and reads only them', async ({ page }) => {
    await page.goto(`/produtos/ranking-produtos?${MARCH}&lojas=${STORE_FILTER.join(',')}`);
    await page.getByLabel('Departamento').selectOption('Mercearia');
    await expect(page).toHaveURL(/departamento=Mercearia/);
    await expect(page).toHaveURL(/lojas=2/);
    const scope = { ...PERIOD, units: STORE_FILTER, department: 'Mercearia' };
    const expected = expectedRanking(scope, 'REVENUE', 'TOP');
    await expect(page.locator('tr[data-row]')).toHaveCount(expected.length);
    expect((await rankingRows(page)).map((row) => row.name)).toEqual(expected.map((row) => row.name));
    expect(await metricValue(page, 'VAL_FATURAMENTO_TOTAL')).toBeCloseTo(expectedRankingTotals(scope).VAL_FATURAMENTO_TOTAL, 6);
    expect(await metricValue(page, 'NUM_CLIENTES_TOTAL')).toBe(expectedRankingTotals(scope).NUM_CLIENTES_TOTAL);
  });
});

test.describe('Busca e detalhes de produto', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'gerente');
  });

  test('finds a product by its name without accents or case, and by its EAN', async ({ page }) => {
    await page.goto('/produtos/busca-produto');
    await page.getByLabel('Nome, SKU ou EAN').fill('FEIJAO carioca');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/busca=FEIJAO/);
    const feijao = PRODUCTS.find((p) => p.sku === 'E2E-FEIJAO')!;
    await expect(page.locator('tr[data-row]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: feijao.name })).toBeVisible();
    const cafe = PRODUCTS.find((p) => p.sku === 'E2E-CAFE')!;
    await page.goto(`/produtos/busca-produto?busca=${cafe.ean}`);
    await expect(page.locator('tr[data-row]').first()).toHaveAttribute('data-row', cafe.sku);
  });

  test('opens a product\'s detail with its March figures computed from the rows', async ({ page }) => {
    const product = PRODUCTS.find((p) => p.sku === 'E2E-ARROZ')!;
    await page.goto(`/produtos/busca-produto?busca=${product.sku}`);
    await page.getByRole('link', { name: product.name }).click();
    await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
    await page.goto(`${new URL(page.url()).pathname}?${MARCH}`);
    const expected = expectedProducts(PERIOD).find((row) => row.sku === product.sku)!;
    expect(await metricValue(page, 'VAL_FATURAMENTO')).toBeCloseTo(expected.VAL_FATURAMENTO, 6);
    expect(await metricValue(page, 'NUM_ITENS')).toBeCloseTo(expected.NUM_ITENS, 6);
    expect(await metricValue(page, 'NUM_CUPONS')).toBe(expected.NUM_CUPONS);
    expect(await metricValue(page, 'NUM_CLIENTES')).toBe(expected.NUM_CLIENTES);
    expect(await metricValue(page, 'VAL_PRECO_MEDIO')).toBeCloseTo(expected.VAL_PRECO_MEDIO, 6);
    const allTickets = TICKETS.filter((t) => t.day >= PERIOD.start && t.day <= PERIOD.end).length;
    expect(await metricValue(page, 'PER_CESTAS')).toBeCloseTo((expected.NUM_CUPONS / allTickets) * 100, 6);
  });
});

test.describe('Árvore de produtos', () => {
  test('shows a department with its figures computed from the rows, and opens it level by level down to a product', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/produtos/arvore-produtos?${MARCH}`);
    const rowOf = (path: string[]) => page.locator(`tr[data-row='${JSON.stringify(path)}']`);
    const cell = async (path: string[], column: string) => Number(await rowOf(path).locator(`[data-column="${column}"]`).getAttribute('data-value'));
    const expected = expectedDepartment(PERIOD, 'Mercearia');
    await expect(rowOf(['Mercearia'])).toBeVisible();
    // the first answer holds the departments only
    await expect(page.locator('tr[data-level="CATEGORY"]')).toHaveCount(0);
    expect(await cell(['Mercearia'], 'VAL_FATURAMENTO')).toBeCloseTo(expected.VAL_FATURAMENTO, 6);
    expect(await cell(['Mercearia'], 'NUM_ITENS')).toBeCloseTo(expected.NUM_ITENS, 6);
    expect(await cell(['Mercearia'], 'NUM_CUPONS')).toBe(expected.NUM_CUPONS);
    expect(await cell(['Mercearia'], 'NUM_CLIENTES')).toBe(expected.NUM_CLIENTES);
    expect(await cell(['Mercearia'], 'PER_FATURAMENTO')).toBeCloseTo(expected.PER_FATURAMENTO, 6);
    expect(await cell(['Mercearia'], 'NUM_PRODUTOS')).toBe(expected.NUM_PRODUTOS);
    // opening a department loads its categories: Grãos with its figures and its share of Mercearia
    await page.getByRole('button', { name: 'Abrir Mercearia' }).click();
    await expect(page.getByRole('button', { name: 'Fechar Mercearia' })).toHaveAttribute('aria-expanded', 'true');
    const graos = expectedCategory(PERIOD, 'Mercearia', 'Grãos');
    await expect(rowOf(['Mercearia', 'Grãos'])).toBeVisible();
    expect(await cell(['Mercearia', 'Grãos'], 'VAL_FATURAMENTO')).toBeCloseTo(graos.VAL_FATURAMENTO, 6);
    expect(await cell(['Mercearia', 'Grãos'], 'NUM_CUPONS')).toBe(graos.NUM_CUPONS);
    expect(await cell(['Mercearia', 'Grãos'], 'NUM_CLIENTES')).toBe(graos.NUM_CLIENTES);
    expect(await cell(['Mercearia', 'Grãos'], 'PER_FATURAMENTO_PAI')).toBeCloseTo((graos.VAL_FATURAMENTO / expected.VAL_FATURAMENTO) * 100, 6);
    // then its subcategory (none informed) and its products
    await page.getByRole('button', { name: 'Abrir Grãos' }).click();
    await page.getByRole('button', { name: /Abrir Não informado/ }).first().click();
    await expect(page.getByRole('link', { name: 'Arroz Tipo 1 5kg' })).toBeVisible();
    const arroz = expectedProducts(PERIOD).find((row) => row.sku === 'E2E-ARROZ')!;
    const arrozPath = ['Mercearia', 'Grãos', '', '#E2E-ARROZ'];
    expect(await cell(arrozPath, 'VAL_FATURAMENTO')).toBeCloseTo(arroz.VAL_FATURAMENTO, 6);
    expect(await cell(arrozPath, 'NUM_CUPONS')).toBe(arroz.NUM_CUPONS);
    expect(await cell(arrozPath, 'NUM_CLIENTES')).toBe(arroz.NUM_CLIENTES);
    // the open nodes are in the address: a link reopens them
    await expect(page).toHaveURL(/abertos=/);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Arroz Tipo 1 5kg' })).toBeVisible();
  });

  test('searches the tree on the server and shows what it finds with its ancestors', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/produtos/arvore-produtos?${MARCH}`);
    await expect(page.locator(`tr[data-row='${JSON.stringify(['Mercearia'])}']`)).toBeVisible();
    await page.getByLabel('Buscar na árvore').fill('cafe torrado');
    await expect(page).toHaveURL(/busca=cafe/);
    await expect(page.getByRole('link', { name: 'Café Torrado 500g' })).toBeVisible();
    await expect(page.locator('tr[data-level="PRODUCT"]')).toHaveCount(1);
    await expect(page.locator('tr[data-level="DEPARTMENT"]')).toHaveCount(1);
    const cafe = expectedProducts(PERIOD).find((row) => row.sku === 'E2E-CAFE')!;
    const row = page.locator('tr[data-level="PRODUCT"]');
    expect(Number(await row.locator('[data-column="VAL_FATURAMENTO"]').getAttribute('data-value'))).toBeCloseTo(cafe.VAL_FATURAMENTO, 6);
    expect(Number(await row.locator('[data-column="NUM_CLIENTES"]').getAttribute('data-value'))).toBe(cafe.NUM_CLIENTES);
    const department = expectedDepartment(PERIOD, 'Mercearia');
    expect(Number(await page.locator('tr[data-level="DEPARTMENT"] [data-column="NUM_CUPONS"]').getAttribute('data-value'))).toBe(department.NUM_CUPONS);
    // accents and case do not matter; a term that matches nothing says so
    await page.getByLabel('Buscar na árvore').fill('CAFÉ TORRADO');
    await expect(page).toHaveURL(/busca=CAF/);
    await expect(page.getByRole('link', { name: 'Café Torrado 500g' })).toBeVisible();
    await page.getByLabel('Buscar na árvore').fill('zzz-nada');
    await expect(page.getByText('Nada na árvore com “zzz-nada”')).toBeVisible();
  });

  test('is not open to a franchise account (module products_tree, hidden for franchise)', async ({ page }) => {
    await loginAs(page, 'franqueador');
    await page.goto('/produtos/arvore-produtos');
    await expectRestrictAccess(page);
  });
});

test.describe('Comparativos de produtos e de categorias', () => {
  const REFERENCE = { start: '2025-03-01', end: '2025-03-31' };

  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'gerente');
  });

  async function compared(page: Page, figure: string, item: string, column: 'current' | 'reference') {
    const cell = page.locator(`tr[data-row="${figure}"] td[data-item="${item}"][data-column="${column}"]`);
    await expect(cell).toBeVisible();
    return Number(await cell.getAttribute('data-value'));
  }

  test('puts two products side by side in March and in March of the year before (the default reference)', async ({ page }) => {
    await page.goto(`/produtos/comparativo-produtos?${MARCH}&item=E2E-ARROZ&item=E2E-CAFE`);
    for (const sku of ['E2E-ARROZ', 'E2E-CAFE']) {
      const now = expectedProducts(PERIOD).find((row) => row.sku === sku)!;
      const before = expectedProducts(REFERENCE).find((row) => row.sku === sku);
      expect(await compared(page, 'VAL_FATURAMENTO', sku, 'current')).toBeCloseTo(now.VAL_FATURAMENTO, 6);
      expect(await compared(page, 'NUM_CUPONS', sku, 'current')).toBe(now.NUM_CUPONS);
      expect(await compared(page, 'NUM_CLIENTES', sku, 'current')).toBe(now.NUM_CLIENTES);
      expect(await compared(page, 'VAL_FATURAMENTO', sku, 'reference')).toBeCloseTo(before?.VAL_FATURAMENTO ?? 0, 6);
      expect(await compared(page, 'NUM_CUPONS', sku, 'reference')).toBe(before?.NUM_CUPONS ?? 0);
    }
    await expect(page.getByRole('list', { name: 'Comparando' }).getByRole('listitem')).toHaveCount(2);
  });

  test('compares two categories with their distinct tickets and clients', async ({ page }) => {
    const grains = `Mercearia\u001fGrãos`;
    const fruits = `Hortifruti\u001fFrutas`;
    await page.goto(`/produtos/comparativo-categorias?${MARCH}&item=${encodeURIComponent(grains)}&item=${encodeURIComponent(fruits)}`);
    for (const [key, department, category] of [[grains, 'Mercearia', 'Grãos'], [fruits, 'Hortifruti', 'Frutas']] as const) {
      const expected = expectedCategory(PERIOD, department, category);
      expect(await compared(page, 'VAL_FATURAMENTO', key, 'current')).toBeCloseTo(expected.VAL_FATURAMENTO, 6);
      expect(await compared(page, 'NUM_CUPONS', key, 'current')).toBe(expected.NUM_CUPONS);
      expect(await compared(page, 'NUM_CLIENTES', key, 'current')).toBe(expected.NUM_CLIENTES);
    }
  });
});

test.describe('Exportação das tabelas de produtos', () => {
  test('exports the products comparison as the table shows it, with the figures computed from the rows', async ({ page }) => {
    // analista, not gerente: the export-history suite counts gerente's jobs while it runs
    await loginAs(page, 'analista');
    await page.goto(`/produtos/comparativo-produtos?${MARCH}&item=E2E-ARROZ&item=E2E-CAFE`);
    await expect(page.locator('tr[data-row="VAL_FATURAMENTO"]')).toBeVisible();
    await page.getByRole('button', { name: /^Exportar/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Exportar/ });
    await dialog.getByRole('radio', { name: /CSV/ }).check();
    await dialog.getByRole('button', { name: 'Exportar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: /^Histórico de exportações/ }).click();
    const item = page.getByRole('dialog', { name: 'Histórico de exportações' }).getByTestId('export-history-item').first();
    await expect(item).toContainText('Comparativo de produtos');
    await expect(item.getByText('Enviado')).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('link', { name: 'Baixar Comparativo de produtos (CSV)' }).click()]);
    const lines = fs.readFileSync((await download.path())!).subarray(3).toString('utf8').trim().split('\r\n').map((line) => line.split(';'));
    expect(lines[0]).toEqual(['Produto', 'Indicador', 'Período', 'Período de referência', 'Variação']);
    const money = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
    for (const sku of ['E2E-ARROZ', 'E2E-CAFE']) {
      const now = expectedProducts(PERIOD).find((row) => row.sku === sku)!;
      const before = expectedProducts({ ...PERIOD, start: '2025-03-01', end: '2025-03-31' }).find((row) => row.sku === sku);
      const name = PRODUCTS.find((product) => product.sku === sku)!.name;
      expect(lines.find((line) => line[0] === name && line[1] === 'Faturamento')!.slice(2, 4)).toEqual([money(now.VAL_FATURAMENTO), money(before?.VAL_FATURAMENTO ?? 0)]);
      expect(lines.find((line) => line[0] === name && line[1] === 'Cupons')![2]).toBe(String(now.NUM_CUPONS));
    }
  });
});
