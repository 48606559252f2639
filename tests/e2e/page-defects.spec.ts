import { expect, test, type Locator, type Page } from '@playwright/test';
import { submitLogin } from './support/auth';
import { PERSONAS, type PersonaKey } from './support/personas';
import { PERIOD, TICKETS } from './support/salesDataset';

/**
 * Defects found on the built pages (issue 14 §6), each seen as a user sees it: the Decomposição
 * waterfall on a phone, periods before the chain's first sale, ...
 */

const MARCH = `de=${PERIOD.start}&ate=${PERIOD.end}`;

async function loginAs(page: Page, who: PersonaKey) {
  await page.goto('/login');
  await submitLogin(page, PERSONAS[who].email);
  await expect(page).toHaveURL((url) => url.pathname === '/home' && !url.searchParams.has('auth_code'));
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('Decomposição on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every step keeps a wide bar track, a visible bar, and its label clear of its amount', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/empresa/decomposicao?${MARCH}`);
    const steps = page.locator('[data-step]');
    await expect(steps).toHaveCount(7);
    for (let i = 0; i < 7; i += 1) {
      const step = steps.nth(i);
      const whole = await box(step);
      const track = await box(step.locator(':scope > div[aria-hidden="true"]'));
      const bar = await box(step.locator(':scope > div[aria-hidden="true"] > div'));
      const name = await box(step.locator(':scope > span').first());
      const amount = await box(step.locator(':scope > [data-value]'));
      const label = await step.getAttribute('data-step');
      // the track spans most of the step: the bars can be compared by eye
      expect(track.width, `${label} track`).toBeGreaterThanOrEqual(whole.width * 0.8);
      expect(bar.width, `${label} bar`).toBeGreaterThanOrEqual(2);
      expect(overlap(name, amount), `${label} label over amount`).toBe(false);
      expect(overlap(name, track), `${label} label over bar`).toBe(false);
      // nothing sticks out of the page
      expect(amount.x + amount.width, `${label} amount`).toBeLessThanOrEqual(390);
    }
  });
});

test.describe("Periods before the chain's first sale", () => {
  const first = TICKETS.map((ticket) => ticket.day).sort()[0];
  const shown = `${first.slice(8, 10)}/${first.slice(5, 7)}/${first.slice(0, 4)}`;
  const yearBefore = `${Number(first.slice(0, 4)) - 1}`;

  test('a period that ends before it says "sem dados antes de" that day instead of zeros', async ({ page }) => {
    await loginAs(page, 'gerente');
    for (const path of ['/empresa/faturamento', '/empresa/desempenho', '/empresa/decomposicao', '/home']) {
      await page.goto(`${path}?de=${yearBefore}-01-01&ate=${yearBefore}-12-31`);
      await expect(page.getByRole('heading', { name: `Sem dados antes de ${shown}` }), path).toBeVisible();
      await expect(page.locator('[data-metric="VAL_FATURAMENTO"]'), path).toHaveCount(0);
    }
  });

  test('a period that starts before it shows its figures with a note saying why its first days are zero', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/empresa/faturamento?de=${yearBefore}-12-01&ate=${first}`);
    await expect(page.getByText(`Sem dados antes de ${shown}: a primeira venda recebida da rede é desse dia`)).toBeVisible();
    await expect(page.locator('[data-metric="VAL_FATURAMENTO"]')).toBeVisible();
    // from the first sale on, no note
    await page.goto(`/empresa/faturamento?${MARCH}`);
    await expect(page.locator('[data-metric="VAL_FATURAMENTO"]')).toBeVisible();
    await expect(page.getByText(`Sem dados antes de ${shown}`)).toHaveCount(0);
  });
});
