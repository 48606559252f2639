/**
 * Steps on the segmentation pages (src/pages/segment-*, src/widgets/segment-editor) that more than
 * one spec takes.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Types into a criterion's list (a combobox named `label`), picks the first option matching, closes the list. */
export async function pickFromList(page: Page, scope: Locator, label: string, search: string, option: RegExp) {
  const box = scope.getByRole('combobox', { name: label });
  await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

/** The default RFV analysis's latest window (the one `rfv_cluster` reads), as the RFV page shows it. */
export async function defaultRfvWindow(page: Page): Promise<{ start: string; end: string }> {
  await page.goto('/clientes/classificacao-rfv');
  const window = page.locator('[data-period-start]');
  await expect(window).toBeVisible();
  return { start: (await window.getAttribute('data-period-start'))!, end: (await window.getAttribute('data-period-end'))! };
}
