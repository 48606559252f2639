import { expect, test } from '@playwright/test';
import { E2E_MAINTENANCE_UNTIL, E2E_MAINTENANCE_URL } from '../../playwright.config';

/**
 * A platform maintenance window (MAINTENANCE_UNTIL on the second e2e server): the API answers
 * HTTP 406 with the expected recovery date, the app stores it and shows /maintenance.
 */
test.describe('platform maintenance', () => {
  test.use({ baseURL: E2E_MAINTENANCE_URL });

  test('the API answers 406 with the expected recovery date', async ({ request }) => {
    const login = await request.post('/api/auth/login', { data: { email: 'gerente@bompreco.com.br', password: 'Demo@2026' } });
    expect(login.status()).toBe(406);
    expect(await login.json()).toEqual({ error: 'maintenance', expected_recovery_date: E2E_MAINTENANCE_UNTIL });
    const graphql = await request.post('/graphql', { data: { query: '{ viewer { user { name } } }' } });
    expect(graphql.status()).toBe(406);
  });

  test('opening the app goes to /maintenance and shows when it comes back, in Brasília time', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL((url) => url.pathname === '/maintenance');
    await expect(page.getByRole('heading', { level: 1, name: 'Estamos em manutenção' })).toBeVisible();
    // 13:00 UTC is 10:00 in Brasília.
    await expect(page.getByText('Previsão de retorno: 01/12/2026 | 10:00')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('expected_recovery_date'))).toBe(E2E_MAINTENANCE_UNTIL);
  });
});
