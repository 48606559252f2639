import { expect, test } from '@playwright/test';
import { loginAs } from './support/auth';

for (const width of [1440, 390]) {
  test(`shots ${width}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, 'gerente');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/gerenciador-analises');
    await expect(page.locator('[data-status]').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/rfv-shots/manager-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Nova análise RFV' }).click();
    await page.getByRole('dialog').getByLabel('Recorrência').selectOption('fixed');
    await page.screenshot({ path: `/tmp/rfv-shots/manager-create-${width}.png` });
    await page.keyboard.press('Escape');
    await page.goto('/clientes/classificacao-rfv');
    await expect(page.locator('[data-metric="rfv.champions.clients"]')).toBeVisible();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/rfv-shots/rfv-${width}.png`, fullPage: true });
  });
}
