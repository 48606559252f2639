import { expect, test, type Page } from '@playwright/test';
import { expectRestrictAccess, submitLogin } from './support/auth';
import { PERSONAS, type PersonaKey } from './support/personas';
import {
  PERIOD,
  expectedDailyRevenue,
  expectedDashboard,
  expectedDecompositionFactors,
  expectedMonthlyRevenue,
  expectedStorePerformance,
} from './support/salesDataset';

/**
 * Empresa pages on the suite's own chain (support/salesDataset.ts): every KPI's data-value against
 * the figures computed from the rows, the month → days link, per-store numbers, the decomposition
 * adding up to the revenue change, and who may open the pages.
 */

const MARCH = `de=${PERIOD.start}&ate=${PERIOD.end}`;

/** Signs in through the real form and waits for /home (the shell's own checks live in its specs). */
async function loginAs(page: Page, who: PersonaKey) {
  await page.goto('/login');
  await submitLogin(page, PERSONAS[who].email);
  await expect(page).toHaveURL((url) => url.pathname === '/home' && !url.searchParams.has('auth_code'));
}

async function kpi(page: Page, metric: string): Promise<number | null> {
  const value = page.locator(`[data-metric="${metric}"]`);
  await expect(value).toBeVisible();
  const raw = await value.getAttribute('data-value');
  return raw === null || raw === '' ? null : Number(raw);
}

async function expectKpi(page: Page, metric: string, expected: number | null) {
  // polled: after a filter change the old figures stay on screen until the new ones arrive
  if (expected === null) await expect.poll(() => kpi(page, metric), { message: metric }).toBeNull();
  else await expect.poll(() => kpi(page, metric), { message: metric }).toBeCloseTo(expected, 6);
}

const cellValue = async (page: Page, row: string, column: string) =>
  Number(await page.locator(`tr:has(${row}) [data-column="${column}"] [data-value]`).getAttribute('data-value'));

test.describe('Empresa > Faturamento', () => {
  test('KPIs and the month rows match the rows of the dataset; a month opens its days', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/empresa/faturamento?${MARCH}&periodo=mensal`);
    await expect(page.getByRole('heading', { level: 1, name: 'Faturamento' })).toBeVisible();
    const expected = expectedDashboard(PERIOD);
    for (const metric of [
      'VAL_FATURAMENTO',
      'NUM_CUPONS',
      'VAL_TICKET_MEDIO',
      'NUM_ITENS',
      'VAL_ITENS_NA_CESTA',
      'PER_FATURAMENTO_FIDELIDADE',
      'VAL_FATURAMENTO_DTA',
      'PER_FATURAMENTO_DTA',
    ] as const) {
      await expectKpi(page, metric, expected[metric]);
    }

    const months = expectedMonthlyRevenue(PERIOD);
    for (const [month, revenue] of Object.entries(months)) {
      expect(await cellValue(page, `[data-period="${month}"]`, 'revenue')).toBeCloseTo(revenue, 6);
    }
    expect(await cellValue(page, '[data-period="2026-03-01"]', 'tickets')).toBe(expected.NUM_CUPONS);

    await page.getByRole('link', { name: 'Ver os dias de mar/2026' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/empresa/faturamento/diario/2026-03' && url.searchParams.get('de') === PERIOD.start);
    await expect(page.getByRole('heading', { level: 1, name: 'Faturamento diário de março de 2026' })).toBeVisible();
    await expectKpi(page, 'VAL_FATURAMENTO', expected.VAL_FATURAMENTO);
    const days = expectedDailyRevenue(PERIOD);
    expect(Object.keys(days).length).toBeGreaterThan(5);
    for (const [day, figures] of Object.entries(days)) {
      expect(await cellValue(page, `[data-period="${day}"]`, 'revenue'), day).toBeCloseTo(figures.revenue, 6);
      expect(await cellValue(page, `[data-period="${day}"]`, 'tickets'), day).toBe(figures.tickets);
    }
    // every day of the month is listed, with pt-BR weekday names; a day without sales shows zero
    await expect(page.locator('tbody [data-period]')).toHaveCount(31);
    await expect(page.locator('[data-period="2026-03-02"]')).toHaveText('seg, 02/03');
    expect(await cellValue(page, '[data-period="2026-03-03"]', 'revenue')).toBe(0);

    await page.getByRole('link', { name: '← Voltar para Faturamento' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/empresa/faturamento' && url.searchParams.get('periodo') === 'mensal');
  });

  test('the store filter and the granularity live in the address and change the figures', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/empresa/faturamento?${MARCH}&periodo=mensal&lojas=2`);
    await expectKpi(page, 'VAL_FATURAMENTO', expectedDashboard({ ...PERIOD, units: ['2'] }).VAL_FATURAMENTO);
    await expectKpi(page, 'NUM_CUPONS', expectedDashboard({ ...PERIOD, units: ['2'] }).NUM_CUPONS);

    await page.getByLabel('Agrupar por').selectOption('DIARIO');
    await expect(page).toHaveURL((url) => url.searchParams.get('periodo') === 'diario' && url.searchParams.get('lojas') === '2');
    const days = expectedDailyRevenue({ ...PERIOD, units: ['2'] });
    for (const [day, figures] of Object.entries(days)) {
      expect(await cellValue(page, `[data-period="${day}"]`, 'revenue'), day).toBeCloseTo(figures.revenue, 6);
    }
  });

  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    test(`the store picker's list stays inside its panel, above "Limpar", at ${viewport.width} px (issue 14 §6)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await loginAs(page, 'gerente');
      await page.goto(`/empresa/faturamento?${MARCH}&periodo=mensal`);
      await page.getByRole('button', { name: 'Todas as lojas' }).click();
      const group = page.getByRole('group', { name: 'Escolha as lojas' });
      const boxes = await group.evaluate((el) => {
        const panel = el.parentElement!.getBoundingClientRect();
        const labels = [...el.querySelectorAll('label')].map((label) => label.getBoundingClientRect());
        const list = el.querySelector('[data-stores-list]')!;
        const clear = [...el.parentElement!.querySelectorAll('button')].find((b) => b.textContent === 'Limpar')!;
        const c = clear.getBoundingClientRect();
        clear.scrollIntoView({ block: 'nearest' });
        const c2 = clear.getBoundingClientRect();
        const hit = document.elementFromPoint(c2.x + c2.width / 2, c2.y + c2.height / 2);
        return {
          panel: { top: panel.top, bottom: panel.bottom, left: panel.left, right: panel.right },
          lastLabelBottom: labels[labels.length - 1]!.bottom,
          scrolls: list.scrollHeight > list.clientHeight,
          clearInside: c.top >= panel.top && c.bottom <= panel.bottom,
          clearOnTop: hit === clear || clear.contains(hit),
          pageWidth: document.documentElement.clientWidth,
        };
      });
      // many stores: the list scrolls inside the panel instead of running past it
      expect(boxes.scrolls).toBe(true);
      expect(boxes.clearInside).toBe(true);
      expect(boxes.clearOnTop).toBe(true);
      expect(boxes.panel.left).toBeGreaterThanOrEqual(0);
      expect(boxes.panel.right).toBeLessThanOrEqual(boxes.pageWidth);
      // the last store is reached by scrolling the list, and then it is inside the panel
      const last = group.getByRole('checkbox').last();
      await last.scrollIntoViewIfNeeded();
      await last.check();
      await expect(last).toBeChecked();
    });
  }

  test('says what it corrected in the address: an invalid or reversed period, a store that does not exist (issue 14 §6)', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto('/empresa/faturamento?de=2026-03-10&ate=2026-03-01&lojas=99999');
    const notice = page.getByRole('status', { name: 'Ajustes nos filtros do endereço' });
    await expect(notice).toContainText('O período do endereço começa depois de terminar (2026-03-10 a 2026-03-01); mostrando o período padrão');
    await expect(notice).toContainText('A loja 99999 do endereço não existe nesta conta e não entra nos números.');
    await expect(page.getByRole('button', { name: 'Loja 99999 (não encontrada)' })).toBeVisible();

    await page.goto('/empresa/faturamento?de=2026-13-01&ate=2026-03-31');
    await expect(notice).toContainText('O período do endereço (2026-13-01 a 2026-03-31) não é uma data válida');

    await page.goto(`/empresa/faturamento?${MARCH}&lojas=2`);
    await expect(page.getByRole('heading', { level: 2, name: 'Faturamento por mês e ano anterior' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('a period without sales shows no "-100 %" against last year, and says why (issue 14 §6)', async ({ page }) => {
    await loginAs(page, 'gerente');
    // March 2027: no sales yet; March 2026 had them
    await page.goto('/empresa/faturamento?de=2027-03-01&ate=2027-03-31&periodo=mensal');
    await expectKpi(page, 'VAL_FATURAMENTO', 0);
    await expectKpi(page, 'PER_FATURAMENTO_DTA', null);
    await expect(page.getByRole('region', { name: 'Variação sobre o ano anterior' }).or(page.locator('[aria-label="Variação sobre o ano anterior"]'))).toContainText('Sem dados no período');
    await expect(page.getByText('-100,0%')).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Ajustes nos filtros do endereço' })).toContainText('as vendas chegam até o dia anterior');
  });

  test('the chart heading follows "Comparar com" (issue 14 §6)', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/empresa/faturamento?${MARCH}&periodo=mensal`);
    await expect(page.getByRole('heading', { level: 2, name: 'Faturamento por mês e ano anterior' })).toBeVisible();
    await page.getByLabel('Comparar com').selectOption('NUM_CUPONS');
    await expect(page.getByRole('heading', { level: 2, name: 'Faturamento por mês e cupons' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Faturamento por mês e ano anterior' })).toHaveCount(0);
    await page.getByLabel('Comparar com').selectOption('VAL_TICKET_MEDIO');
    await expect(page.getByRole('heading', { level: 2, name: 'Faturamento por mês e ticket médio' })).toBeVisible();
  });

  test('a period before the first sale says so instead of zeros; a malformed month says so', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto('/empresa/faturamento?de=2024-01-01&ate=2024-01-31&periodo=mensal');
    await expect(page.getByRole('heading', { name: /^Sem dados antes de \d\d\/\d\d\/\d{4}$/ })).toBeVisible();
    await expect(page.locator('[data-metric="VAL_FATURAMENTO"]')).toHaveCount(0);

    await page.goto('/empresa/faturamento/diario/2026-13');
    await expect(page.getByText('O mês "2026-13" não é válido. Use o formato AAAA-MM, por exemplo 2026-03.')).toBeVisible();
  });
});

test.describe('Empresa > Desempenho', () => {
  test('each store of the dataset with its revenue, coupons and last year; the heat map counts the coupons', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/empresa/desempenho?${MARCH}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Desempenho da empresa' })).toBeVisible();
    const expected = expectedStorePerformance(PERIOD);
    for (const unit of ['1', '2', '3']) {
      const row = `[data-unit="${unit}"]`;
      expect(await cellValue(page, row, 'revenue'), `store ${unit}`).toBeCloseTo(expected[unit].revenue, 6);
      expect(await cellValue(page, row, 'tickets'), `store ${unit}`).toBe(expected[unit].tickets);
      expect(await cellValue(page, row, 'previous'), `store ${unit}`).toBeCloseTo(expected[unit].comparison, 6);
      expect(await cellValue(page, row, 'loyalty'), `store ${unit}`).toBeCloseTo((expected[unit].loyaltyRevenue / expected[unit].revenue) * 100, 6);
    }
    // ranked by revenue
    const ranking = Object.entries(expected).sort((a, b) => b[1].revenue - a[1].revenue);
    expect(await cellValue(page, `[data-unit="${ranking[0][0]}"]`, 'rank')).toBe(1);

    const heat = page.getByRole('region', { name: 'Vendas por dia da semana e hora' }).locator('td[data-value]');
    const total = (await heat.evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-value'))))).reduce((a, b) => a + b, 0);
    expect(total).toBe(expectedDashboard(PERIOD).NUM_CUPONS);
  });
});

test.describe('Empresa > Decomposição', () => {
  test('the five effects add up to the revenue change shown, and match LMDI computed from the rows', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/empresa/decomposicao?${MARCH}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Decomposição do faturamento' })).toBeVisible();
    const reference = { start: '2025-03-01', end: '2025-03-31' };
    const before = expectedDecompositionFactors(reference);
    const now = expectedDecompositionFactors(PERIOD);
    const revenue0 = before.loyaltyRevenue + before.otherRevenue;
    const revenue1 = now.loyaltyRevenue + now.otherRevenue;

    await expectKpi(page, 'VAL_FATURAMENTO_REFERENCIA', revenue0);
    await expectKpi(page, 'VAL_FATURAMENTO', revenue1);
    const change = (await kpi(page, 'VAL_VARIACAO_FATURAMENTO'))!;
    expect(change).toBeCloseTo(revenue1 - revenue0, 6);
    const effects: number[] = [];
    for (const metric of ['VAL_EFEITO_CLIENTES', 'VAL_EFEITO_FREQUENCIA', 'VAL_EFEITO_TICKET_MEDIO', 'VAL_EFEITO_CUPONS_NAO_FIDELIDADE', 'VAL_EFEITO_TICKET_NAO_FIDELIDADE']) {
      effects.push((await kpi(page, metric))!);
    }
    // to the cent: sums of cents
    expect(Math.round(effects.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round(change * 100));

    // LMDI by hand (both periods have loyalty clients and other coupons in the dataset)
    const L = (a: number, b: number) => (a === b ? a : (a - b) / (Math.log(a) - Math.log(b)));
    const wl = L(now.loyaltyRevenue, before.loyaltyRevenue);
    const wo = L(now.otherRevenue, before.otherRevenue);
    const byHand = [
      wl * Math.log(now.clients / before.clients),
      wl * Math.log(now.loyaltyTickets / now.clients / (before.loyaltyTickets / before.clients)),
      wl * Math.log(now.loyaltyRevenue / now.loyaltyTickets / (before.loyaltyRevenue / before.loyaltyTickets)),
      wo * Math.log(now.otherTickets / before.otherTickets),
      wo * Math.log(now.otherRevenue / now.otherTickets / (before.otherRevenue / before.otherTickets)),
    ];
    byHand.forEach((value, i) => expect(Math.abs(effects[i] - value), `effect ${i}`).toBeLessThanOrEqual(0.015));

    // another reference period goes to the address
    await page.getByLabel('Referência de').fill('2025-06-01');
    await page.getByLabel('Referência até').fill('2025-06-30');
    await page.getByRole('button', { name: 'Aplicar referência' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('ref_de') === '2025-06-01' && url.searchParams.get('ref_ate') === '2025-06-30');
    const june = expectedDecompositionFactors({ start: '2025-06-01', end: '2025-06-30' });
    await expectKpi(page, 'VAL_FATURAMENTO_REFERENCIA', june.loyaltyRevenue + june.otherRevenue);
  });
});

test.describe('Empresa: who may open the pages', () => {
  const pages = [
    ['/empresa/faturamento', 'Faturamento'],
    ['/empresa/faturamento/diario/2026-03', 'Faturamento diário de março de 2026'],
    ['/empresa/desempenho', 'Desempenho da empresa'],
    ['/empresa/decomposicao', 'Decomposição do faturamento'],
  ] as const;

  test('the analyst opens every Empresa page', async ({ page }) => {
    await loginAs(page, 'analista');
    for (const [path, title] of pages) {
      await page.goto(`${path}?${MARCH}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('[data-metric], [data-unit]').first()).toBeVisible();
    }
  });

  test('the promotions-only account cannot', async ({ page }) => {
    await loginAs(page, 'promo');
    for (const [path] of pages) {
      await page.goto(`${path}?${MARCH}`);
      await expectRestrictAccess(page);
    }
  });
});
