import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { CONSUMERS } from './support/salesDataset';

/**
 * Visualizar segmentação: a segment as a campaign used it. The demo seed (which the suite's server
 * runs) has the demo campaign "Natal 2026" start using "Clientes de Salvador" before any data exists;
 * the global setup's processing run freezes its members over the suite's rows. This spec computes that
 * size from the rows, opens the campaign's use from the list, edits the segment (a new version, a new
 * tag) and sees the banner while the frozen size stays; and the tag's chip in the list, which filters it.
 */

const SHOTS = '/tmp/shots-segview';
const SEGMENT = 'Clientes de Salvador';
const CAMPAIGN = { id: 'natal-2026', name: 'Natal 2026' };

const plain = (text: string) => text.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase().trim();

/** The consumers the segment held when the global setup first processed the account: those living in Salvador. */
function frozenSalvador(): number {
  return CONSUMERS.filter((consumer) => {
    const address = (consumer as { address?: { city_name?: string } }).address;
    return address?.city_name !== undefined && plain(address.city_name) === 'salvador';
  }).length;
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  // no tooltip left open under the pointer
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** No serious or critical axe violation (WCAG 2.x A/AA), as tests/e2e/a11y.spec.ts checks the other pages. */
async function expectAccessible(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 3) }));
  expect(blocking, `${name}: serious/critical axe violations`).toEqual([]);
}

async function openFromList(page: Page) {
  await page.goto(`/clientes/segmentacao?busca=${encodeURIComponent(SEGMENT)}`);
  const row = page.locator('tr[data-segment]').filter({ has: page.getByRole('link', { name: SEGMENT, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-metric="NUM_CAMPANHAS"]')).toHaveAttribute('data-value', '1');
  const segmentId = (await row.getAttribute('data-segment'))!;
  await row.locator('[data-campaigns] summary').click();
  await row.getByRole('link', { name: 'Ver como a campanha usou' }).click();
  await expect(page).toHaveURL(`/clientes/segmentacao/visualizar/${CAMPAIGN.id}/${encodeURIComponent(segmentId)}`);
  return segmentId;
}

test.describe('a segment as a campaign used it', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('shows the frozen size and definition; after an edit the banner appears and the frozen size stays; the new tag shows in the list', async ({ page }) => {
    test.setTimeout(120_000);
    const expected = frozenSalvador();
    expect(expected, 'the suite has people in Salvador').toBeGreaterThan(0);
    await loginAs(page, 'gerente');
    const segmentId = await openFromList(page);

    await expect(page.getByRole('heading', { level: 1, name: SEGMENT })).toBeVisible();
    const size = page.locator('[data-metric="NUM_CLIENTES_SEGMENTO_CAMPANHA"]');
    await expect(size).toHaveAttribute('data-value', String(expected));
    await expect(page.getByRole('button', { name: /Como é calculado: Clientes quando a campanha começou/ })).toBeVisible();
    const city = page.getByRole('group', { name: 'Cidade' });
    await expect(city.getByText('Salvador', { exact: true })).toBeVisible();
    // read-only: no input in the page's content (the header's page search is the shell's)
    await expect(page.locator('#conteudo').getByRole('combobox')).toHaveCount(0);
    await expect(page.locator('#conteudo').getByRole('checkbox')).toHaveCount(0);
    await expect(page.locator('[data-campaign]')).toContainText(CAMPAIGN.name);
    await expect(page.locator('[data-changed]')).toHaveCount(0);
    await expect(page.locator('tr[data-member]')).toHaveCount(Math.min(expected, 20));
    await shot(page, 'view-1440');
    await expectAccessible(page, 'visualizar');

    // edit the current segment: women only, and a new tag "Natal" in purple → version 2
    await page.goto(`/clientes/segmentacao/editar/${encodeURIComponent(segmentId)}`);
    const group1 = page.getByRole('region', { name: 'Grupo 1' });
    await group1.getByLabel('Adicionar critério ao grupo 1').selectOption({ label: 'Gênero' });
    const gender = group1.getByRole('group', { name: 'Gênero' });
    await gender.getByRole('combobox', { name: 'Gêneros' }).fill('fem');
    await page.getByRole('option', { name: /Feminino/ }).first().click();
    await page.keyboard.press('Escape');
    const tagName = page.getByRole('combobox', { name: 'Nome da etiqueta' });
    await tagName.fill('Natal');
    await page.getByRole('radio', { name: 'Roxo' }).check();
    await tagName.press('Enter');
    await expect(page.getByRole('list', { name: 'Etiquetas' }).locator('[data-tag="Natal"]')).toBeVisible();
    await shot(page, 'editor-tags-1440');
    await expectAccessible(page, 'editor with tags');
    await page.getByRole('button', { name: 'Salvar nova versão' }).click();
    await expect(page.getByText(`Segmento “${SEGMENT}” salvo.`)).toBeVisible();

    // the list shows the new chip; the chip filters the list by that tag (in the address)
    await page.goto(`/clientes/segmentacao?busca=${encodeURIComponent(SEGMENT)}`);
    const row = page.locator('tr[data-segment]').filter({ has: page.getByRole('link', { name: SEGMENT, exact: true }) });
    await expect(row.locator('[data-tag="Natal"]')).toBeVisible();
    await expect(row.locator('[data-tag="Fim de ano"]')).toBeVisible();
    await page.goto('/clientes/segmentacao');
    await page.locator('tr[data-segment]').filter({ has: page.getByRole('link', { name: SEGMENT, exact: true }) }).getByRole('link', { name: 'Natal', exact: true }).click();
    await expect(page).toHaveURL(/etiqueta=Natal/);
    await expect(page.locator('[data-tag-filter="Natal"]')).toBeVisible();
    await expect(page.locator('tr[data-segment]')).toHaveCount(1);
    await shot(page, 'list-tag-filter-1440');

    // visualizar again: the banner names the versions, the frozen size and definition did not move
    await page.goto(`/clientes/segmentacao/visualizar/${CAMPAIGN.id}/${encodeURIComponent(segmentId)}`);
    await expect(page.getByText('Este segmento foi alterado depois que a campanha começou (versão 1 → 2).')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Editar a versão atual' })).toHaveAttribute('href', `/clientes/segmentacao/editar/${encodeURIComponent(segmentId)}`);
    await expect(size).toHaveAttribute('data-value', String(expected));
    await expect(page.locator('[data-criterion]')).toHaveCount(1);
    await expect(page.locator('tr[data-member]')).toHaveCount(Math.min(expected, 20));
  });

  test('a campaign that did not use the segment: "Esta campanha não usou este segmento"', async ({ page }) => {
    await loginAs(page, 'gerente');
    const segmentId = await openFromList(page);
    await page.goto(`/clientes/segmentacao/visualizar/campanha-inexistente/${encodeURIComponent(segmentId)}`);
    await expect(page.getByRole('heading', { name: 'Esta campanha não usou este segmento' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar à lista de segmentos' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the demo segment changed after Black Friday started: banner, figures and members fit the screen', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto(`/clientes/segmentacao?busca=${encodeURIComponent('Mulheres 25–34')}`);
    const row = page.locator('tr[data-segment]').filter({ hasText: 'Mulheres 25–34 que compram Bebidas ou campeões' }).first();
    await row.locator('[data-campaigns] summary').click();
    await expect(row.getByRole('link', { name: 'Ver como a campanha usou' })).toBeVisible();
    await shot(page, 'list-campaigns-390');
    await expectAccessible(page, 'list with the campaigns open');
    await row.getByRole('link', { name: 'Ver como a campanha usou' }).click();
    await expect(page).toHaveURL(/\/visualizar\/black-friday-2026\//);
    await expect(page.getByText('Este segmento foi alterado depois que a campanha começou (versão 1 → 2).')).toBeVisible();
    await expect(page.locator('[data-metric="NUM_CLIENTES_SEGMENTO_CAMPANHA"]')).toHaveAttribute('data-value', /^\d+$/);
    // version 1 was 25 to 34 years (version 2 widened it to 39)
    await expect(page.getByRole('group', { name: 'Idade' }).getByText('34', { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'view-390');
    await expectAccessible(page, 'visualizar on a phone');
    // the editor's tags on a phone
    await page.getByRole('link', { name: 'Editar a versão atual' }).click();
    await expect(page.getByRole('combobox', { name: 'Nome da etiqueta' })).toBeVisible();
    await shot(page, 'editor-tags-390');
  });
});
