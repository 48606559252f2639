import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectRestrictAccess, loginAs } from './support/auth';
import {
  CONSUMERS,
  PERIOD,
  STORE_FILTER,
  TICKETS,
  expectedClubStores,
  expectedDashboard,
  expectedOperators,
  isLoyalty,
  ticketTotal,
} from './support/salesDataset';

/**
 * Clube pages on the suite's own chain (support/salesDataset.ts): every KPI's data-value against the
 * figures computed from the rows, the per-store and per-operator tables, filters in the address, the
 * empty period, and who may open the pages (operators are employees' personal data).
 */

const MARCH = `de=${PERIOD.start}&ate=${PERIOD.end}`;

// the club pages are desk work: a wide screen (at 1280 px the shell's top bar currently squeezes the
// account name that loginAs looks for out of view)
test.use({ viewport: { width: 1440, height: 900 } });
const CLUB_KPIS = [
  'NUM_CLIENTES_CADASTRADOS',
  'NUM_CLIENTES_ATIVOS',
  'NUM_CLIENTES_PERDIDOS',
  'PER_FATURAMENTO_FIDELIDADE',
  'PER_TICKET_MEDIO_FIDELIDADE',
  'VAL_GASTO_MEDIO_POR_CLIENTE',
  'VAL_MEDIA_COMPRAS_POR_CLIENTE',
  'VAL_FATURAMENTO',
  'NUM_CUPONS',
  'VAL_TICKET_MEDIO',
] as const;

async function kpi(page: Page, metric: string): Promise<number | null> {
  const value = page.locator(`[data-metric="${metric}"]`);
  await expect(value).toBeVisible();
  const raw = await value.getAttribute('data-value');
  return raw === null || raw === '' ? null : Number(raw);
}

async function expectKpi(page: Page, metric: string, expected: number | null) {
  const value = await kpi(page, metric);
  if (expected === null) expect(value, metric).toBeNull();
  else expect(value, metric).toBeCloseTo(expected, 6);
}

/** The raw value of a table cell: the row's key and the column's id. */
async function cell(page: Page, row: string, column: string): Promise<number> {
  const target = page.locator(`tr[data-row="${row}"] [data-column="${column}"]`);
  await expect(target).toBeVisible();
  return Number(await target.getAttribute('data-value'));
}

const sumOf = (tickets: typeof TICKETS) => Math.round(tickets.reduce((total, t) => total + ticketTotal(t), 0) * 100) / 100;
const inMarch = (ticket: (typeof TICKETS)[number]) => ticket.day >= PERIOD.start && ticket.day <= PERIOD.end;

test.describe('Clube > Dashboard', () => {
  test('every KPI matches the rows of the dataset, for all stores and for store 2', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/clube/dashboard?${MARCH}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard do Clube' })).toBeVisible();
    const expected = expectedDashboard(PERIOD);
    for (const metric of CLUB_KPIS) await expectKpi(page, metric, expected[metric]);
    const clubStart = CONSUMERS.map((c) => c.createdDay).sort()[0];
    await expect(page.locator('[data-metric="DAT_INICIO_FIDELIDADE"]')).toHaveAttribute('data-value', clubStart);
    for (const [cluster, quantity] of Object.entries(expected.clusters)) {
      await expect(page.locator(`[data-cluster="${cluster}"]`)).toHaveAttribute('data-quantity', String(quantity));
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Novos cadastros por mês' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Faturamento fidelidade e não fidelidade por mês' })).toBeVisible();

    await page.goto(`/clube/dashboard?${MARCH}&lojas=${STORE_FILTER.join(',')}`);
    const store = expectedDashboard({ ...PERIOD, units: STORE_FILTER });
    expect(store.VAL_FATURAMENTO).not.toBeCloseTo(expected.VAL_FATURAMENTO, 2);
    for (const metric of CLUB_KPIS) await expectKpi(page, metric, store[metric]);
  });

  test('the person type filter goes to the address and changes the figures; a period without sales says so', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/clube/dashboard?${MARCH}`);
    await page.getByLabel('Tipo de pessoa').selectOption('J');
    await expect(page).toHaveURL((url) => url.searchParams.get('pessoa') === 'J' && url.searchParams.get('de') === PERIOD.start);
    // the only company buyer is Dona Duda Ltda (14-digit document)
    const company = TICKETS.filter((t) => inMarch(t) && t.document_no?.length === 14);
    await expect.poll(() => kpi(page, 'NUM_CUPONS')).toBe(company.length);
    await expectKpi(page, 'VAL_FATURAMENTO', sumOf(company));

    await page.goto('/clube/dashboard?de=2024-01-01&ate=2024-01-31');
    await expect(page.getByRole('heading', { name: 'Nenhuma venda no período' })).toBeVisible();
    await expectKpi(page, 'NUM_CUPONS', 0);
  });
});

test.describe('Clube > Lojas, Desempenho e Comparativo', () => {
  test('each store row shows its registered and active clients, revenue and loyalty shares', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/clube/lojas?${MARCH}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Clube por loja' })).toBeVisible();
    const expected = expectedClubStores(PERIOD);
    for (const [unit, figures] of Object.entries(expected)) {
      expect(await cell(page, unit, 'VAL_FATURAMENTO'), `loja ${unit}`).toBeCloseTo(figures.revenue, 6);
      expect(await cell(page, unit, 'NUM_CLIENTES_CADASTRADOS'), `loja ${unit}`).toBe(figures.registered);
      expect(await cell(page, unit, 'NUM_CLIENTES_ATIVOS'), `loja ${unit}`).toBe(figures.actives);
      expect(await cell(page, unit, 'PER_FATURAMENTO_FIDELIDADE'), `loja ${unit}`).toBeCloseTo(figures.loyaltyShare, 6);
      expect(await cell(page, unit, 'PER_CUPONS_FIDELIDADE'), `loja ${unit}`).toBeCloseTo(figures.loyaltyTicketShare, 6);
    }
    // the table is exportable (async job, the same rows on the server)
    await expect(page.getByRole('button', { name: /^Exportar/ })).toBeVisible();
    // sorting by a numeric header (largest first) puts the store with the most registered clients on top
    await page.getByRole('button', { name: 'Clientes cadastrados' }).click();
    await expect(page.getByRole('columnheader', { name: 'Clientes cadastrados' })).toHaveAttribute('aria-sort', 'descending');
    const most = Math.max(...Object.values(expected).map((s) => s.registered));
    expect(Number(await page.locator('tr[data-row]').first().locator('[data-column="NUM_CLIENTES_CADASTRADOS"]').getAttribute('data-value'))).toBe(most);
  });

  test('the exported file names its columns as the screen does (one catalogue for both)', async ({ page }) => {
    // analista, not gerente: the export-history suite counts gerente's jobs while it runs
    await loginAs(page, 'analista');
    await page.goto(`/clube/lojas?${MARCH}`);
    await expect(page.locator('tr[data-row]').first()).toBeVisible();
    const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Clientes cadastrados' }) });
    // the header text without the sort arrow
    const onScreen = (await table.getByRole('columnheader').allTextContents()).map((h) => h.replace(/[▲▼]/g, '').trim());
    expect(onScreen).toContain('% cupons fidelidade');

    await page.getByRole('button', { name: /^Exportar/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Exportar/ });
    await dialog.getByRole('radio', { name: /CSV/ }).check();
    await dialog.getByRole('button', { name: 'Exportar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: /^Histórico de exportações/ }).click();
    const item = page.getByRole('dialog', { name: 'Histórico de exportações' }).getByTestId('export-history-item').first();
    await expect(item).toContainText('Clube por loja');
    await expect(item.getByText('Enviado')).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('link', { name: 'Baixar Clube por loja (CSV)' }).click()]);
    const csv = fs.readFileSync((await download.path())!).subarray(3).toString('utf8');
    expect(csv.split('\r\n')[0].split(';')).toEqual(onScreen);
  });

  test('the club per month and per week, with the granularity in the address', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/clube/desempenho?${MARCH}&periodo=mensal`);
    await expect(page.getByRole('heading', { level: 1, name: 'Desempenho do Clube' })).toBeVisible();
    const loyalty = TICKETS.filter((t) => inMarch(t) && isLoyalty(t));
    expect(await cell(page, '2026-03-01', 'VAL_FATURAMENTO_FIDELIDADE')).toBeCloseTo(sumOf(loyalty), 6);
    expect(await cell(page, '2026-03-01', 'NUM_CUPONS_FIDELIDADE')).toBe(loyalty.length);
    expect(await cell(page, '2026-03-01', 'NUM_CLIENTES_IDENTIFICADOS')).toBe(new Set(loyalty.map((t) => t.document_no)).size);
    expect(await cell(page, '2026-03-01', 'PER_FATURAMENTO_FIDELIDADE')).toBeCloseTo(expectedDashboard(PERIOD).PER_FATURAMENTO_FIDELIDADE, 6);

    await page.getByLabel('Agrupar por').selectOption('SEMANAL');
    await expect(page).toHaveURL((url) => url.searchParams.get('periodo') === 'semanal');
    await expect(page.locator('tr[data-row]').first()).toContainText('Semana de');
  });

  test('the comparison shows both periods and a chosen reference period goes to the address', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/clube/comparativo?${MARCH}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Comparativo do Clube' })).toBeVisible();
    const expected = expectedDashboard(PERIOD);
    await expectKpi(page, 'VAL_FATURAMENTO', expected.VAL_FATURAMENTO);
    await expectKpi(page, 'NUM_CLIENTES_CADASTRADOS', expected.NUM_CLIENTES_CADASTRADOS);
    expect(await cell(page, 'VAL_FATURAMENTO', 'reference')).toBeCloseTo(expected.VAL_FATURAMENTO_DTA, 6);
    expect(await cell(page, 'VAL_FATURAMENTO', 'relative')).toBeCloseTo(expected.PER_FATURAMENTO_DTA!, 6);

    await page.getByLabel('Referência de').fill('2026-02-01');
    await page.getByLabel('Referência até').fill('2026-02-28');
    await page.getByRole('button', { name: 'Aplicar referência' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('ref_de') === '2026-02-01' && url.searchParams.get('ref_ate') === '2026-02-28');
    const february = TICKETS.filter((t) => t.day >= '2026-02-01' && t.day <= '2026-02-28');
    await expect.poll(() => cell(page, 'VAL_FATURAMENTO', 'reference')).toBeCloseTo(sumOf(february), 6);
  });
});

test.describe('Clube > Performance operacional', () => {
  test('each operator row shows coupons and identified coupons from the dataset; a row opens the details', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/clube/performance-operacional?${MARCH}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Performance operacional' })).toBeVisible();
    const expected = expectedOperators(PERIOD);
    expect(expected.map((o) => o.name).sort()).toEqual(['Joana Alves', 'Marcos Dias', 'Rita Santos']);
    for (const operator of expected) {
      const row = `${operator.id}@${operator.unit}`;
      await expect(page.locator(`tr[data-row="${row}"] [data-column="NOME_PROFISSIONAL"]`)).toHaveText(operator.name);
      expect(await cell(page, row, 'NUM_CUPONS_TOTAL'), operator.name).toBe(operator.tickets);
      expect(await cell(page, row, 'NUM_CUPONS_IDENTIFICADOS'), operator.name).toBe(operator.identified);
      expect(await cell(page, row, 'PER_CUPONS_IDENTIFICADOS'), operator.name).toBeCloseTo(operator.identifiedShare, 6);
      expect(await cell(page, row, 'VAL_FATURAMENTO_TOTAL'), operator.name).toBeCloseTo(operator.revenue, 6);
      await expect(page.locator(`tr[data-row="${row}"] [data-column="DATA_INCLUSAO"]`)).toHaveAttribute('data-value', operator.firstDay);
    }

    await page.getByLabel('Buscar operador').fill('rita');
    await expect(page.locator('tr[data-row]')).toHaveCount(1);
    await page.getByLabel('Buscar operador').fill('');

    const joana = expected.find((o) => o.name === 'Joana Alves')!;
    await page.getByRole('link', { name: 'Joana Alves' }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `/clube/performance-operacional/detalhes-operador/${joana.id}` && url.searchParams.get('de') === PERIOD.start,
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Joana Alves' })).toBeVisible();
    await expectKpi(page, 'NUM_CUPONS_TOTAL', joana.tickets);
    await expectKpi(page, 'NUM_CUPONS_IDENTIFICADOS', joana.identified);
    await expectKpi(page, 'PER_CUPONS_IDENTIFICADOS', joana.identifiedShare);
    await expectKpi(page, 'VAL_FATURAMENTO_IDENTIFICADO', joana.identifiedRevenue);
    await expect(page.getByRole('heading', { level: 2, name: 'Cupons identificados por dia' })).toBeVisible();
    await page.getByRole('link', { name: '← Voltar para Performance operacional' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/clube/performance-operacional' && url.searchParams.get('ate') === PERIOD.end);
  });
});

test.describe('Clube: who may open the pages', () => {
  const pages = [
    ['/clube/dashboard', 'Dashboard do Clube'],
    ['/clube/desempenho', 'Desempenho do Clube'],
    ['/clube/comparativo', 'Comparativo do Clube'],
    ['/clube/lojas', 'Clube por loja'],
  ] as const;

  test('the analyst opens the club dashboards but not the operators (employee data)', async ({ page }) => {
    await loginAs(page, 'analista');
    for (const [path, title] of pages) {
      await page.goto(`${path}?${MARCH}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('[data-metric], tr[data-row]').first()).toBeVisible();
    }
    await page.goto(`/clube/performance-operacional?${MARCH}`);
    await expectRestrictAccess(page);
    await page.goto(`/clube/performance-operacional/detalhes-operador/101?${MARCH}`);
    await expectRestrictAccess(page);
  });

  test('the promotions-only account cannot open them', async ({ page }) => {
    await loginAs(page, 'promo');
    await page.goto(`/clube/dashboard?${MARCH}`);
    await expectRestrictAccess(page);
  });
});
