import { expect, test } from '@playwright/test';
import { loginAs } from './support/auth';
import { CUSTOMER_ROWS } from './support/customersDataset';
import { bahiaToday as today } from './support/days';
import { TICKETS, isLoyalty } from './support/salesDataset';
import { pickFromList } from './support/segmentEditor';

/**
 * Segmentação on the suite's shared chain (Bom Preço): why a customer is (or is not) in a segment,
 * and the editor's map. The end-to-end scenario of issue 10 ("mulheres de 25 a 34 anos que compraram
 * Bebidas nos últimos 90 dias OU campeões": build, count, save, reopen, clone, export, list) runs on a
 * chain of its own in segmentation-scenario.spec.ts.
 */

test.use({ viewport: { width: 1440, height: 1000 } });

test('the editor explains why a customer is (or is not) in the segment', async ({ page }) => {
  await loginAs(page, 'gerente');
  await page.goto('/clientes/segmentacao/nova');
  const group1 = page.getByRole('region', { name: 'Grupo 1' });
  await group1.getByLabel('Adicionar critério ao grupo 1').selectOption({ label: 'Gênero' });
  await pickFromList(page, group1.getByRole('group', { name: 'Gênero' }), 'Gêneros', 'masc', /Masculino/);
  const man = CUSTOMER_ROWS.find((c) => c.gender === 'M')!;
  const woman = CUSTOMER_ROWS.find((c) => c.gender === 'F')!;
  const why = page.getByRole('region', { name: 'Por que este cliente está (ou não) no segmento?' });
  await why.getByLabel('CPF, CNPJ ou nome do cliente').fill(man.document_no);
  await why.getByRole('button', { name: 'Verificar' }).click();
  await expect(why.locator('[data-membership]')).toHaveAttribute('data-membership', 'in');
  await why.getByLabel('CPF, CNPJ ou nome do cliente').fill(woman.document_no);
  await why.getByRole('button', { name: 'Verificar' }).click();
  await expect(why.locator('[data-membership]')).toHaveAttribute('data-membership', 'out');
  await expect(why.locator('[data-criterion-matches="false"]')).toHaveCount(1);
  // the size of a definition whose first group is empty is 0 without asking (spec §5)
  await group1.getByRole('button', { name: 'Excluir o critério Gênero' }).click();
  await expect(page.locator('[data-metric="NUM_CLIENTES_SEGMENTO"]')).toHaveAttribute('data-value', '0');
});

/** Activity status today (the segment's map counts by it): days since the last loyalty purchase, the account's default criteria. */
function statusToday(document: string): 'actives' | 'recentInactives' | 'atRisk' | 'losses' | 'neverBought' {
  const day = today();
  const last = TICKETS.filter((t) => t.document_no === document && isLoyalty(t) && t.day <= day)
    .map((t) => t.day)
    .sort()
    .at(-1);
  if (!last) return 'neverBought';
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${last}T00:00:00Z`)) / 86_400_000);
  return days < 60 ? 'actives' : days < 120 ? 'recentInactives' : days < 180 ? 'atRisk' : 'losses';
}

test("the editor's map shows the segment's located members and, once drawn, the visible area by status", async ({ page }) => {
  test.setTimeout(120_000);
  // every customer row has an address position; the base consumers of the sales pages have none
  const women = CUSTOMER_ROWS.filter((c) => c.gender === 'F' && c.createdDay <= today());
  expect(women.length, 'the suite has located women').toBeGreaterThan(0);
  const byStatus = (status: ReturnType<typeof statusToday>) => women.filter((c) => statusToday(c.document_no) === status).length;

  await loginAs(page, 'gerente');
  await page.goto('/clientes/segmentacao/nova');
  const section = page.getByRole('region', { name: 'Mapa dos clientes', exact: true });
  await expect(section).toBeVisible();
  // nothing of the map is drawn (nor its code run) before the person opens it
  await expect(section.locator('[data-map-ready]')).toHaveCount(0);

  const group1 = page.getByRole('region', { name: 'Grupo 1' });
  await group1.getByLabel('Adicionar critério ao grupo 1').selectOption({ label: 'Gênero' });
  await pickFromList(page, group1.getByRole('group', { name: 'Gênero' }), 'Gêneros', 'fem', /Feminino/);
  await section.getByRole('button', { name: 'Ver no mapa' }).click();
  await expect(section.getByRole('button', { name: 'Esconder o mapa' })).toHaveAttribute('aria-expanded', 'true');

  await expect(section.locator('[data-metric="segmentEditor.map.located"]')).toHaveAttribute('data-value', String(women.length), { timeout: 30_000 });
  await expect(section.locator('[data-map-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await expect(section.locator('[data-points-drawn]')).toBeVisible({ timeout: 30_000 });
  // the first view fits the stores and the members: every located woman is in the area
  await expect(section.locator('[data-metric="segmentEditor.map.area.total"]')).toHaveAttribute('data-value', String(women.length), { timeout: 30_000 });
  for (const status of ['actives', 'recentInactives', 'atRisk', 'losses', 'neverBought'] as const) {
    await expect(section.locator(`[data-metric="segmentEditor.map.area.${status}"]`)).toHaveAttribute('data-value', String(byStatus(status)));
  }

  // a definition nobody meets: the map says so (the first group's only criterion negated by a second one)
  await group1.getByLabel('Adicionar critério ao grupo 1').selectOption({ label: 'Gênero' });
  const genders = group1.getByRole('group', { name: 'Gênero' });
  await pickFromList(page, genders.nth(1), 'Gêneros', 'fem', /Feminino/);
  await genders.nth(1).getByLabel('Não').check();
  await expect(section.locator('[data-metric="segmentEditor.map.located"]')).toHaveAttribute('data-value', '0', { timeout: 30_000 });
  await expect(section.getByText('Nenhum cliente do segmento tem endereço localizado.')).toBeVisible();
});
