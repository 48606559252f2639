import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_SESSION_SECRET } from '../../playwright.config';
import { loginAs } from './support/auth';
import { PERIOD, STORE_FILTER, expectedDashboard, expectedOpportunities, type Scope } from './support/salesDataset';

/**
 * /home: every KPI against the figures the suite computes from its own rows, the activity groups,
 * the suggested-product opportunities after "Recalcular", the analyst's view and the
 * promotions-only variant (its own rows, loaded here for Atacadão Promo).
 */

const HOME_KPIS = [
  'VAL_FATURAMENTO',
  'NUM_CUPONS',
  'VAL_TICKET_MEDIO',
  'NUM_CLIENTES_CADASTRADOS',
  'NUM_CLIENTES_ATIVOS',
  'PER_FATURAMENTO_FIDELIDADE',
  'VAL_MEDIA_COMPRAS_POR_CLIENTE',
  'VAL_GASTO_MEDIO_POR_CLIENTE',
  'NUM_CLIENTES_PERDIDOS',
  'PER_FATURAMENTO_DTA',
] as const;

const homeUrl = (scope: Scope) => `/home?de=${scope.start}&ate=${scope.end}${scope.units?.length ? `&lojas=${scope.units.join(',')}` : ''}`;

async function metric(page: Page, field: string): Promise<number | null> {
  const value = await page.locator(`[data-metric="${field}"]`).first().getAttribute('data-value');
  return value === null || value === '' ? null : Number(value);
}

async function expectKpis(page: Page, scope: Scope) {
  const expected = expectedDashboard(scope);
  await expect(page.locator('[data-metric="VAL_FATURAMENTO"]')).toHaveAttribute('data-value', /.+/);
  for (const field of HOME_KPIS) {
    const want = expected[field];
    const got = await metric(page, field);
    if (want === null) expect({ field, got }).toEqual({ field, got: null });
    else {
      expect(got, field).not.toBeNull();
      expect(got!, field).toBeCloseTo(want, 6);
    }
  }
}

test.describe('home dashboard: KPIs against the suite’s own rows', () => {
  test('gerente sees every KPI of March 2026, then of store 2 only', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(homeUrl(PERIOD));
    await expectKpis(page, PERIOD);
    await expect(page.getByText(/^Dados atualizados em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
    // revenue shown in pt-BR money, with the comparison to March 2025 under it
    await expect(page.locator('[data-metric="VAL_FATURAMENTO"]').locator('..')).toContainText('vs. ano anterior');

    await page.goto(homeUrl({ ...PERIOD, units: STORE_FILTER }));
    await expectKpis(page, { ...PERIOD, units: STORE_FILTER });
  });

  test('the store filter writes the address and changes the figures', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(homeUrl(PERIOD));
    await expectKpis(page, PERIOD);
    await page.getByRole('button', { name: 'Todas as lojas' }).click();
    await page.getByRole('group', { name: 'Escolha as lojas' }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Aplicar lojas' }).click();
    await expect(page).toHaveURL(/[?&]lojas=[^&]+/);
    const store = new URL(page.url()).searchParams.get('lojas')!;
    const scope = { ...PERIOD, units: [store] };
    await expect.poll(() => metric(page, 'NUM_CUPONS')).toBe(expectedDashboard(scope).NUM_CUPONS);
    await expectKpis(page, scope);
  });

  test('a period without sales says so and shows zeros', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(homeUrl({ start: '2026-05-01', end: '2026-05-31' }));
    await expect(page.getByText('Nenhuma venda no período selecionado')).toBeVisible();
    expect(await metric(page, 'VAL_FATURAMENTO')).toBe(0);
    expect(await metric(page, 'NUM_CUPONS')).toBe(0);
  });

  test('the activity groups of 31/03/2026 add up to the registered clients', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(homeUrl(PERIOD));
    const expected = expectedDashboard(PERIOD);
    const region = page.getByRole('region', { name: 'Atividade dos clientes' });
    await expect(region.getByText(`Em 31/03/2026 · ${expected.NUM_CLIENTES_CADASTRADOS} clientes cadastrados`)).toBeVisible();
    for (const [key, quantity] of Object.entries(expected.clusters)) {
      const group = region.locator(`[data-cluster="${key}"]`);
      await expect(group).toHaveAttribute('data-quantity', String(quantity));
      const share = (quantity / expected.NUM_CLIENTES_CADASTRADOS) * 100;
      await expect(group).toContainText(`${share.toFixed(1).replace('.', ',')}%`);
    }
    await expect(region.locator('[data-cluster="losses"]')).toContainText('Já compraram, mas não nos últimos 180 dias');
  });

  test('opportunities of store 2 appear after "Recalcular", with the rule on screen', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(homeUrl({ ...PERIOD, units: STORE_FILTER }));
    const region = page.getByRole('region', { name: 'Oportunidades de produtos' });
    await region.getByText('Como calculamos').click();
    await expect(region).toContainText('Potencial = clientes a conquistar × gasto médio');
    await region.getByRole('button', { name: 'Recalcular' }).click();
    await expect(region.getByText(/^Calculado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} · vendas de 01\/01\/2026 a 31\/03\/2026/)).toBeVisible({ timeout: 20_000 });

    const expected = expectedOpportunities(STORE_FILTER);
    expect(expected.length).toBeGreaterThan(0);
    const rows = region.locator('tbody tr');
    await expect(rows).toHaveCount(expected.length);
    const shown = await rows.evaluateAll((trs) => trs.map((tr) => ({ sku: tr.getAttribute('data-sku'), potential: Number(tr.getAttribute('data-potential')) })));
    expect(shown.map((row) => row.sku)).toEqual(expected.map((row) => row.sku));
    shown.forEach((row, index) => expect(row.potential).toBeCloseTo(expected[index].potentialRevenue, 6));
    await expect(rows.first()).toContainText(expected[0].name);

    // stored: a reload shows the same list without recomputing
    await page.reload();
    await expect(page.getByRole('region', { name: 'Oportunidades de produtos' }).locator('tbody tr')).toHaveCount(expected.length);
  });

  test('analista sees the same KPIs', async ({ page }) => {
    await loginAs(page, 'analista');
    await page.goto(homeUrl(PERIOD));
    await expectKpis(page, PERIOD);
  });
});

// --- promotions-only variant -------------------------------------------------------------------

const PROMO_PRODUCTS = [
  { sku: 'E2E-OLEO', ean: '7890000000048', name: 'Óleo de Soja 900ml', department: 'Mercearia', measure: 'un', is_weightable: false, price: 10 },
  { sku: 'E2E-TOMATE', ean: '2000000000039', name: 'Tomate', department: 'Hortifruti', measure: 'kg', is_weightable: true, price: 4 },
];
/** [sku, quantity, unit price, discount] */
type Line = [string, number, number, number];
const cents = (value: number) => Math.round(value * 100) / 100;
const promoSale = (ticket_id: string, unit_id_erp: string, document_no: string | null, created_at: string, lines: Line[]) => {
  const items = lines.map(([sku, quantity, unit_price, discount]) => ({ sku, quantity, unit_price, discount, total: cents(quantity * unit_price - discount) }));
  return {
    ticket_id,
    unit_id_erp,
    operator_id: '1',
    operator_name: 'Caixa 1',
    document_no,
    created_at,
    channel: 'store',
    total: cents(items.reduce((sum, item) => sum + item.total, 0)),
    discount: cents(lines.reduce((sum, line) => sum + line[3], 0)),
    items,
  };
};
const PROMO_SALES = [
  promoSale('E2E-P1', '1', '52998224725', '2026-03-03T10:00:00-03:00', [['E2E-OLEO', 2, 10, 1.5], ['E2E-TOMATE', 1.5, 4, 0]]),
  promoSale('E2E-P2', '1', null, '2026-03-04T10:00:00-03:00', [['E2E-OLEO', 1, 10, 0.5]]),
  promoSale('E2E-P3', '2', '11144477735', '2026-03-31T23:30:00-03:00', [['E2E-TOMATE', 2, 4, 1]]),
  promoSale('E2E-P4', '2', '52998224725', '2026-03-15T10:00:00-03:00', [['E2E-OLEO', 3, 10, 0]]),
  promoSale('E2E-P5', '1', '11144477735', '2026-02-15T10:00:00-03:00', [['E2E-OLEO', 1, 10, 5]]),
];
// by hand, March 2026: coupons with items P1–P4; with an item in offer P1, P2, P3; earning ≥ R$ 1 P1, P3;
// items 3 + 1 + 1 + 3 (the tomato lines count 1 each), in offer 2 + 1 + 1; CPFs in offer 2; discounts 3,00
const PROMO_EXPECTED = {
  'coupons.with_products': 4,
  'coupons.with_eligible_quantity': 3,
  'coupons.with_earn': 2,
  'sold_units.total': 8,
  'sold_units.total_in_offer': 4,
  'clients.uniques_in_offer': 2,
  'discounts.total': 3,
};

async function ingestPromo() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-promo-'));
  try {
    for (const [kind, rows] of [['products', PROMO_PRODUCTS], ['sales', PROMO_SALES]] as const) {
      const file = path.join(dir, `${kind}.ndjson`);
      fs.writeFileSync(file, rows.map((row) => JSON.stringify(row)).join('\n') + '\n');
      const args = ['--import', 'tsx', 'scripts/ingest.ts', '--account', 'atacadao-promo', '--kind', kind, '--file', file, '--url', E2E_BASE_URL];
      if (kind === 'sales') args.push('--process');
      const { stdout } = await promisify(execFile)(process.execPath, args, {
        cwd: path.resolve(__dirname, '../..'),
        env: { ...process.env, NODE_OPTIONS: '', SESSION_SECRET: E2E_SESSION_SECRET },
      });
      const result = JSON.parse(stdout) as { rejected_count: number; rejected: unknown[] };
      if (result.rejected_count > 0) throw new Error(`[e2e] promo ${kind}: ${JSON.stringify(result.rejected)}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test.describe('home dashboard: promotions-only account', () => {
  test.beforeAll(async () => {
    // idempotent: a second worker's run counts the rows as duplicates
    await ingestPromo();
  });

  test('promo sees the promotion metrics of March 2026 instead of the club KPIs', async ({ page }) => {
    await loginAs(page, 'promo');
    await page.goto(homeUrl(PERIOD));
    await expect(page.getByRole('heading', { level: 2, name: 'Resultados das promoções' })).toBeVisible();
    for (const [field, value] of Object.entries(PROMO_EXPECTED)) {
      await expect(page.locator(`[data-metric="${field}"]`), field).toHaveAttribute('data-value', String(value));
    }
    await expect(page.locator('[data-metric="discounts.total"]')).toHaveText(/^R\$\s3,00$/);
    await expect(page.locator('[data-metric="VAL_FATURAMENTO"]')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Oportunidades de produtos' })).toHaveCount(0);
  });
});
