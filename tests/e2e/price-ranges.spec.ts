import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { COFFEES, lineTotal, PRICE_RANGE_CONSUMERS as CONSUMERS, PRICE_RANGE_TICKETS as TICKETS } from './support/priceRangesDataset';
import type { TicketRow } from './support/salesDataset';

/**
 * Price-range analyses (issue 9) on a chain this suite writes itself (support/priceRangesDataset.ts,
 * loaded by the global setup into Mais Feira de Santana, whose franchisee opens the pages): an
 * analysis created from the form, followed until it is done, and its ranges checked against what this file computes from the rows it
 * loaded (README "Produtos — faixas de preços"), never copied from the server.
 */

const itemTotal = lineTotal;

test.use({ viewport: { width: 1440, height: 900 } });

const REFERENCE = { start: '2026-01-01', end: '2026-02-28' };
const ANALYZED = { start: '2026-03-01', end: '2026-03-31' };
const RANGE_COUNT = 3;
/** Every coffee of the spec's chain (the last never sold), as the form's search finds them. */
const CHOSEN = COFFEES;

const registered = new Map(CONSUMERS.map((c) => [c.document_no, c.createdDay]));
const isLoyalty = (ticket: TicketRow) => ticket.document_no !== null && (registered.get(ticket.document_no) ?? '9999-12-31') <= ticket.day;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** Each loyalty client's unit price in a period: Σ item totals ÷ Σ quantity over the chosen products. */
function clientPrices(period: { start: string; end: string }): Map<string, number> {
  const sums = new Map<string, { value: number; quantity: number }>();
  for (const ticket of TICKETS) {
    if (ticket.day < period.start || ticket.day > period.end || !isLoyalty(ticket)) continue;
    for (const item of ticket.items) {
      if (!CHOSEN.some((product) => product.sku === item[0])) continue;
      const sum = sums.get(ticket.document_no!) ?? { value: 0, quantity: 0 };
      sum.value += itemTotal(item);
      sum.quantity += item[1];
      sums.set(ticket.document_no!, sum);
    }
  }
  return new Map([...sums].map(([document, sum]) => [document, round6(sum.value / sum.quantity)]));
}

/** PERCENTILE.INC: linear interpolation between the sorted values. */
function quantile(values: number[], level: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * level;
  const lo = Math.floor(h);
  return lo + 1 < sorted.length ? sorted[lo] + (h - lo) * (sorted[lo + 1] - sorted[lo]) : sorted[lo];
}

function expectedRanges() {
  const reference = clientPrices(REFERENCE);
  const analyzed = clientPrices(ANALYZED);
  const cuts = Array.from({ length: RANGE_COUNT - 1 }, (_, i) => quantile([...reference.values()], (i + 1) / RANGE_COUNT));
  const rangeOf = (price: number | undefined) => (price === undefined ? 0 : 1 + cuts.filter((cut) => price > cut).length);
  return Array.from({ length: RANGE_COUNT }, (_, i) => {
    const index = i + 1;
    const prices = [...analyzed.values()].filter((price) => rangeOf(price) === index);
    const from = [...reference].filter(([, price]) => rangeOf(price) === index).map(([document]) => document);
    return {
      index,
      referenceUnique: from.length,
      unique: prices.length,
      percentile20: prices.length ? quantile(prices, 0.2) : null,
      percentile50: prices.length ? quantile(prices, 0.5) : null,
      percentile80: prices.length ? quantile(prices, 0.8) : null,
      minPrice: prices.length ? Math.min(...prices) : null,
      maxPrice: prices.length ? Math.max(...prices) : null,
      upsell: from.filter((document) => rangeOf(analyzed.get(document)) > index).length,
      downsell: from.filter((document) => analyzed.has(document) && rangeOf(analyzed.get(document)) < index).length,
      lost: from.filter((document) => !analyzed.has(document)).length,
      new: [...analyzed].filter(([document, price]) => !reference.has(document) && rangeOf(price) === index).length,
    };
  });
}

const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

async function cell(page: Page, index: number, metric: string): Promise<number | null> {
  const value = await page.locator(`tr[data-range="${index}"] [data-metric="${metric}"]`).getAttribute('data-value');
  return value === '' || value === null ? null : Number(value);
}

test.describe('Faixas de preços', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'franqueado');
  });

  test('an analysis created from the form is computed as a job and shows the ranges computed from the rows', async ({ page }) => {
    const expected = expectedRanges();
    // the dataset exercises the moves this test checks
    expect(expected.reduce((sum, range) => sum + range.upsell + range.downsell, 0)).toBeGreaterThan(0);

    await page.goto('/produtos/faixas-precos');
    await expect(page.getByRole('heading', { level: 1, name: 'Faixas de preços' })).toBeVisible();
    await page.getByRole('link', { name: 'Nova análise' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nova análise de faixas de preços' })).toBeVisible();

    const name = `Faixas E2E ${Date.now()}`;
    await page.getByLabel('Nome').fill(name);
    // range_count is required (spec §5): a submit without it is refused with the pt-BR message
    await page.getByRole('button', { name: 'Criar análise' }).click();
    await expect(page.getByText('Informe o número de faixas.')).toBeVisible();
    await expect(page.getByText('Escolha ao menos um produto.')).toBeVisible();

    const products = page.getByRole('combobox', { name: 'Produtos' });
    for (const product of CHOSEN) {
      await products.fill(product.name.split(' ').slice(0, 2).join(' '));
      await page.getByRole('option', { name: new RegExp(`^${product.name}`) }).click();
    }
    await page.getByLabel('Referência: início').fill(brDate(REFERENCE.start));
    await page.getByLabel('Referência: fim').fill(brDate(REFERENCE.end));
    await page.getByLabel('Analisado: início').fill(brDate(ANALYZED.start));
    await page.getByLabel('Analisado: fim').fill(brDate(ANALYZED.end));
    await page.getByLabel('Número de faixas').selectOption(String(RANGE_COUNT));
    await page.getByRole('button', { name: 'Criar análise' }).click();

    // the analysis page follows the job live until it is done
    await expect(page).toHaveURL(/\/produtos\/faixas-precos\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.locator('[data-status="DONE"]')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('tr[data-range]')).toHaveCount(RANGE_COUNT);
    expect(Number(await page.locator('[data-metric="products_count"]').getAttribute('data-value'))).toBe(CHOSEN.length);

    for (const range of expected) {
      expect(await cell(page, range.index, 'referenceUnique'), `faixa ${range.index} clientes na referência`).toBe(range.referenceUnique);
      expect(await cell(page, range.index, 'unique'), `faixa ${range.index} clientes`).toBe(range.unique);
      for (const metric of ['percentile20', 'percentile50', 'percentile80', 'minPrice', 'maxPrice'] as const) {
        const value = await cell(page, range.index, metric);
        if (range[metric] === null) expect(value, `faixa ${range.index} ${metric}`).toBeNull();
        else expect(value, `faixa ${range.index} ${metric}`).toBeCloseTo(range[metric]!, 6);
      }
      for (const metric of ['upsell', 'downsell', 'new', 'lost'] as const) {
        expect(await cell(page, range.index, metric), `faixa ${range.index} ${metric}`).toBe(range[metric]);
      }
    }
    const total = (key: 'upsell' | 'downsell') => expected.reduce((sum, range) => sum + range[key], 0);
    expect(Number(await page.locator('[data-metric="total.upsell"]').getAttribute('data-value'))).toBe(total('upsell'));
    expect(Number(await page.locator('[data-metric="total.downsell"]').getAttribute('data-value'))).toBe(total('downsell'));
    await expect(page.getByRole('region', { name: 'Histograma de preços' })).toBeVisible();
    // the coffee nobody bought is listed, in neither period
    await expect(page.locator('tr[data-sku="FX-CAFE-RARO"]')).toContainText('Sem vendas');

    // back in the list: done, and deleted after a confirmation
    await page.getByRole('link', { name: '← Voltar para as análises' }).click();
    await page.getByLabel('Buscar análise').fill(name);
    const row = page.locator('tr', { hasText: name });
    await expect(row.locator('[data-status="DONE"]')).toBeVisible();
    await row.getByRole('button', { name: `Excluir a análise ${name}` }).click();
    await page.getByRole('button', { name: 'Excluir análise' }).click();
    await expect(page.locator('tr', { hasText: name })).toHaveCount(0);
  });
});
