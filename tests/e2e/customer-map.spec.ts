import { expect, test, type Page } from '@playwright/test';
import { expectRestrictAccess, loginAs } from './support/auth';
import { CUSTOMER_ROWS } from './support/customersDataset';
import { CONSUMERS, TICKETS, expectedDashboard, isLoyalty, ticketTotal } from './support/salesDataset';

/**
 * /clientes/mapa on the suite's own chain (support/customersDataset.ts: 70 customers with positions in
 * four cities): the status counts, the located customers, a neighbourhood's figures, the status
 * filter and the view in the address, the visible area's count once the map has drawn, and who may
 * open the page — every figure computed here from the rows.
 */

const SCOPE = { start: '2025-04-01', end: '2026-03-31' };
const ADDRESS = `/clientes/mapa?de=${SCOPE.start}&ate=${SCOPE.end}`;

test.use({ viewport: { width: 1440, height: 900 } });

async function figure(page: Page, metric: string): Promise<number> {
  const value = page.locator(`[data-metric="${metric}"]`).first();
  await expect(value).toBeVisible();
  return Number(await value.getAttribute('data-value'));
}

const registered = CONSUMERS.filter((c) => c.createdDay <= SCOPE.end);
const located = CUSTOMER_ROWS.filter((c) => c.createdDay <= SCOPE.end);

/** One neighbourhood's expected row: its consumers, actives (bought within 60 days) and loyalty revenue in the period. */
function expectedNeighborhood(city: string, neighborhood: string) {
  const people = CUSTOMER_ROWS.filter((c) => c.address.city_name === city && c.address.neighborhood === neighborhood && c.createdDay <= SCOPE.end);
  const documents = new Set(people.map((c) => c.document_no));
  const loyal = TICKETS.filter((t) => t.document_no !== null && documents.has(t.document_no) && isLoyalty(t) && t.day <= SCOPE.end);
  const since = new Date(Date.parse(`${SCOPE.end}T00:00:00Z`) - 59 * 86_400_000).toISOString().slice(0, 10);
  const actives = new Set(loyal.filter((t) => t.day >= since).map((t) => t.document_no)).size;
  const revenue = loyal.filter((t) => t.day >= SCOPE.start).reduce((sum, t) => sum + ticketTotal(t), 0);
  return { consumers: people.length, actives, revenue: Math.round(revenue * 100) / 100 };
}

test.describe('Mapa de clientes', () => {
  test('counts every status and the located customers, and each neighbourhood, from the rows', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(ADDRESS);
    await expect(page.getByRole('heading', { level: 1, name: 'Mapa de clientes' })).toBeVisible();
    const clusters = expectedDashboard({ ...SCOPE }).clusters;
    expect(await figure(page, 'customerMap.actives')).toBe(clusters.actives);
    expect(await figure(page, 'customerMap.recentInactives')).toBe(clusters.recentInactives);
    expect(await figure(page, 'customerMap.atRisk')).toBe(clusters.atRisk);
    expect(await figure(page, 'customerMap.losses')).toBe(clusters.losses);
    expect(await figure(page, 'customerMap.neverBought')).toBe(clusters.neverBought);
    expect(await figure(page, 'customerMap.registered')).toBe(registered.length);
    expect(await figure(page, 'customerMap.located')).toBe(located.length);

    const pituba = expectedNeighborhood('Salvador', 'Pituba');
    expect(pituba.consumers).toBeGreaterThan(0);
    const row = page.locator('tr[data-row="Salvador|Pituba"]');
    await expect(row.locator('[data-column="consumers"]')).toHaveAttribute('data-value', String(pituba.consumers));
    await expect(row.locator('[data-column="actives"]')).toHaveAttribute('data-value', String(pituba.actives));
    expect(Number(await row.locator('[data-column="loyaltyRevenue"]').getAttribute('data-value'))).toBeCloseTo(pituba.revenue, 2);
    // the base cases of the sales pages have no address: one "Não informado" row
    await expect(page.locator('tr[data-row="|"] [data-column="consumers"]')).toHaveAttribute('data-value', String(registered.length - located.length));
  });

  test('the status filter and the view live in the address; the visible area is counted once the map has drawn', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(ADDRESS);
    const clusters = expectedDashboard({ ...SCOPE }).clusters;
    await expect(page.locator('[data-map-ready="true"]')).toBeVisible({ timeout: 30_000 });
    // the first view fits the stores and the customers: every located customer is in the area
    await expect(page.locator('[data-metric="customerMap.area.total"]')).toHaveAttribute('data-value', String(located.length), { timeout: 30_000 });

    await page.locator('[data-status="losses"]').click();
    await expect(page).toHaveURL(/situacao=ativos%2Cinativos-recentes%2Cem-risco%2Cnunca-compraram/);
    await expect(page.locator('[data-status="losses"]')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('[data-metric="customerMap.registered"]')).toHaveAttribute('data-value', String(registered.length - clusters.losses));
    await expect(page.locator('[data-metric="customerMap.losses"]')).toHaveAttribute('data-value', '0');

    await page.getByRole('button', { name: 'Mapa de calor' }).click();
    await expect(page).toHaveURL(/visao=calor/);
    await expect(page.getByRole('button', { name: 'Mapa de calor' })).toHaveAttribute('aria-pressed', 'true');

    // deep link: the same address opens the same filters
    await page.reload();
    await expect(page.locator('[data-status="losses"]')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Mapa de calor' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the analyst, without the Clientes pages, cannot open it', async ({ page }) => {
    await loginAs(page, 'analista');
    await page.goto(ADDRESS);
    await expectRestrictAccess(page);
  });
});
