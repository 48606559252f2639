import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { loginAs } from './support/auth';

/**
 * Automated accessibility check (axe-core, WCAG 2.x A/AA rules) of the pages that exist today: no
 * serious or critical violation. Milder findings are attached to the report, not failed on.
 */

const BLOCKING = new Set(['serious', 'critical']);

async function audit(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
  await testInfo.attach(`axe-${name}.json`, { body: JSON.stringify(summary, null, 2), contentType: 'application/json' });
  const blocking = summary.filter((v) => v.impact && BLOCKING.has(v.impact));
  expect(blocking, `${name}: serious/critical axe violations`).toEqual([]);
}

test.describe('accessibility (axe): no serious or critical violations', () => {
  test('/login', async ({ page }, testInfo) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await audit(page, testInfo, 'login');

    // with the error message shown too
    await page.getByLabel('E-mail', { exact: true }).fill('gerente@bompreco.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('nao-e-a-senha');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos');
    await audit(page, testInfo, 'login-error');
  });

  test('/login on a phone (390×844)', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await audit(page, testInfo, 'login-mobile');
  });

  test('/esqueci-minha-senha and /redefinir-senha (with their errors shown)', async ({ page }, testInfo) => {
    await page.goto('/esqueci-minha-senha');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByText('Campo obrigatório')).toBeVisible();
    await audit(page, testInfo, 'forgot-password');

    await page.goto('/redefinir-senha?token=nao-e-um-token');
    await page.getByLabel('Nova senha', { exact: true }).fill('curta1');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByLabel('Nova senha', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await audit(page, testInfo, 'reset-password');
  });

  test('/home (sales dashboard, top bar with client switcher)', async ({ page }, testInfo) => {
    await loginAs(page, 'multi');
    await page.goto('/home?de=2026-03-01&ate=2026-03-31');
    await expect(page.locator('[data-metric="VAL_FATURAMENTO"]')).toBeVisible();
    await audit(page, testInfo, 'home');
  });

  test('/home on a phone (390×844)', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'gerente');
    await page.goto('/home?de=2026-03-01&ate=2026-03-31');
    await expect(page.locator('[data-metric="VAL_FATURAMENTO"]')).toBeVisible();
    await audit(page, testInfo, 'home-mobile');
  });

  test('/restrict-access', async ({ page }, testInfo) => {
    await loginAs(page, 'analista');
    await page.goto('/usuarios');
    await expect(page.getByRole('heading', { level: 1, name: 'Acesso restrito' })).toBeVisible();
    await audit(page, testInfo, 'restrict-access');
  });

  test('/expired-session', async ({ page }, testInfo) => {
    await page.goto('/expired-session');
    await expect(page.getByRole('heading', { level: 1, name: 'Sua sessão expirou' })).toBeVisible();
    await audit(page, testInfo, 'expired-session');
  });

  test('the "em construção" page', async ({ page }, testInfo) => {
    await loginAs(page, 'gerente');
    await page.goto('/maria/quando-vou-vender');
    await expect(page.getByRole('heading', { level: 1, name: 'Página em construção' })).toBeVisible();
    await audit(page, testInfo, 'under-construction');
  });

  test('/not-found', async ({ page }, testInfo) => {
    await page.goto('/not-found');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await audit(page, testInfo, 'not-found');
  });
});
