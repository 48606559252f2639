import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_SESSION_SECRET } from '../../playwright.config';
import { loginAs } from './support/auth';
import { addDays, bahiaToday } from './support/days';

/**
 * Configurações › Lojas and › Gerais, as Rede Mais Franquias' franchisor (no other suite edits its
 * stores or loads its sales). Every change is undone within the test: other suites share the server.
 */

test.use({ viewport: { width: 1440, height: 1000 } });

/** Rede Mais' seeded stores (server/seed/demo.ts STORE_PLAN): three in Salvador (group "Capital"), one in Lauro de Freitas. */
const SALVADOR_STORES = 3;
const ALL_STORES = 4;

const metric = (page: Page, name: string) => page.locator(`[data-metric="${name}"]`);

test('a manager edits a store — name, hours, tag, position typed — sees it in the list and after a reload; invalid CNPJ and CEP are refused in pt-BR', async ({ page }) => {
  await loginAs(page, 'franqueador');
  await page.goto('/configuracoes/units');
  await expect(page.getByRole('heading', { level: 1, name: 'Lojas' })).toBeVisible();
  await expect(metric(page, 'NUM_LOJAS')).toHaveAttribute('data-value', String(ALL_STORES));

  // the group filter is in the address
  await page.getByLabel('Grupo', { exact: true }).selectOption({ label: 'Capital' });
  await expect(page).toHaveURL(/grupo=/);
  await expect(metric(page, 'NUM_LOJAS')).toHaveAttribute('data-value', String(SALVADOR_STORES));
  await page.reload();
  await expect(metric(page, 'NUM_LOJAS')).toHaveAttribute('data-value', String(SALVADOR_STORES));

  const row = page.locator('tr[data-unit="2"]');
  const link = row.getByRole('link');
  const originalName = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: originalName })).toBeVisible();
  const cnpj = page.getByLabel('CNPJ', { exact: true });
  const originalCnpj = await cnpj.inputValue();

  // refused before anything is sent, in pt-BR
  await cnpj.fill('12.345.678/0001-00');
  await cnpj.press('Tab');
  await expect(page.getByText('Informe um CNPJ válido (numérico ou alfanumérico)')).toBeVisible();
  const cep = page.getByLabel('CEP', { exact: true });
  await cep.fill('4181');
  await cep.press('Tab');
  await expect(page.getByText('Informe um CEP válido (00000-000)')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Loja Mais Pituba e2e salva')).toHaveCount(0);
  await expect(cnpj).toBeFocused();

  // a valid alphanumeric CNPJ and CEP; name, Saturday's closing, Sunday closed, a tag, the position typed
  await cnpj.fill('12ABC34501DE35');
  await expect(cnpj).toHaveValue('12.ABC.345/01DE-35');
  await cep.fill('41810000');
  await expect(cep).toHaveValue('41810-000');
  await page.getByLabel('Nome da loja').fill('Mais Pituba e2e');
  await page.getByLabel('Fecha (Sábado)').fill('20:30');
  await page.getByRole('checkbox', { name: 'Domingo' }).uncheck();
  await page.getByRole('button', { name: 'Adicionar etiqueta' }).click();
  const tagIndex = await page.locator('[data-tag-row]').count();
  await page.getByLabel(`Etiqueta ${tagIndex}`, { exact: true }).fill('Vitrine e2e');
  await page.getByLabel('Latitude').fill('-12,9871');
  await page.getByLabel('Longitude').fill('-38,4512');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Loja Mais Pituba e2e salva')).toBeVisible();

  // the history names the change, who made it, old and new
  const history = page.getByRole('region', { name: 'Histórico de alterações' });
  await expect(history).toContainText('franqueador@redemais.com.br');
  await expect(history).toContainText(`Nome: ${originalName} → Mais Pituba e2e`);

  // after a reload the form reads what was saved
  await page.reload();
  await expect(page.getByLabel('Nome da loja')).toHaveValue('Mais Pituba e2e');
  await expect(cnpj).toHaveValue('12.ABC.345/01DE-35');
  await expect(page.getByLabel('Fecha (Sábado)')).toHaveValue('20:30');
  await expect(page.getByRole('checkbox', { name: 'Domingo' })).not.toBeChecked();
  await expect(page.getByLabel('Latitude')).toHaveValue('-12,9871');
  await expect(page.getByLabel('Longitude')).toHaveValue('-38,4512');
  await expect(page.getByTestId('unit-edited-fields')).toContainText('nome');

  // the list shows the new name and tag; the tag filter finds the store
  await page.goto('/configuracoes/units?etiqueta=Vitrine%20e2e');
  await expect(metric(page, 'NUM_LOJAS')).toHaveAttribute('data-value', '1');
  await expect(page.locator('tr[data-unit="2"]')).toContainText('Mais Pituba e2e');
  await expect(page.locator('tr[data-unit="2"]')).toContainText('Vitrine e2e');

  // undo for the other suites: name, CNPJ and tag back
  await page.locator('tr[data-unit="2"]').getByRole('link').click();
  await page.getByLabel('Nome da loja').fill(originalName);
  await cnpj.fill(originalCnpj);
  await page.getByRole('button', { name: `Remover a etiqueta ${tagIndex}` }).click();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText(`Loja ${originalName} salva`)).toBeVisible();
});

// --- Configurações gerais: the recency criteria and the activity groups ----------------------------

const TODAY = bahiaToday();
/** Rede Mais' consumers of this suite: last loyalty purchase 30, 90 and 150 days ago, and one who never bought. */
const PEOPLE = [
  { document_no: '52998224725', daysAgo: 30 },
  { document_no: '11144477735', daysAgo: 90 },
  { document_no: '39053344705', daysAgo: 150 },
  { document_no: '86288366757', daysAgo: null },
];

/** The five activity groups today under thresholds a < b < c (contracts/metrics.md: days since the last loyalty purchase). */
function expectedGroups(a: number, b: number, c: number) {
  const groups = { actives: 0, recentInactives: 0, atRisk: 0, losses: 0, neverBought: 0 };
  for (const person of PEOPLE) {
    const days = person.daysAgo;
    if (days === null) groups.neverBought += 1;
    else if (days < a) groups.actives += 1;
    else if (days < b) groups.recentInactives += 1;
    else if (days < c) groups.atRisk += 1;
    else groups.losses += 1;
  }
  return groups;
}

async function ingestRedeMais() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-rede-mais-'));
  const consumers = PEOPLE.map((p, i) => ({ document_no: p.document_no, person_type: 'F', name: `Cliente Rede ${i + 1}`, created_at: '2025-01-01T10:00:00-03:00', unit_id_erp: '1' }));
  const products = [{ sku: 'E2E-RM-ARROZ', ean: '7890000000055', name: 'Arroz 5kg', department: 'Mercearia', measure: 'un', is_weightable: false, price: 25 }];
  const sales = PEOPLE.filter((p) => p.daysAgo !== null).map((p, i) => ({
    ticket_id: `E2E-RM-${i + 1}`,
    unit_id_erp: '1',
    operator_id: '1',
    operator_name: 'Caixa 1',
    document_no: p.document_no,
    created_at: `${addDays(TODAY, -(p.daysAgo as number))}T10:00:00-03:00`,
    channel: 'store',
    total: 25,
    discount: 0,
    items: [{ sku: 'E2E-RM-ARROZ', quantity: 1, unit_price: 25, discount: 0, total: 25 }],
  }));
  try {
    for (const [kind, rows] of [['products', products], ['consumers', consumers], ['sales', sales]] as const) {
      const file = path.join(dir, `${kind}.ndjson`);
      fs.writeFileSync(file, rows.map((row) => JSON.stringify(row)).join('\n') + '\n');
      const args = ['--import', 'tsx', 'scripts/ingest.ts', '--account', 'rede-mais', '--kind', kind, '--file', file, '--url', E2E_BASE_URL];
      if (kind === 'sales') args.push('--process');
      const { stdout } = await promisify(execFile)(process.execPath, args, {
        cwd: path.resolve(__dirname, '../..'),
        env: { ...process.env, NODE_OPTIONS: '', SESSION_SECRET: E2E_SESSION_SECRET },
      });
      const result = JSON.parse(stdout) as { rejected_count: number; rejected: unknown[] };
      if (result.rejected_count > 0) throw new Error(`[e2e] rede-mais ${kind}: ${JSON.stringify(result.rejected)}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function expectGroups(page: Page, expected: ReturnType<typeof expectedGroups>) {
  const region = page.getByRole('region', { name: 'Atividade dos clientes' });
  for (const [key, quantity] of Object.entries(expected)) {
    await expect(region.locator(`[data-cluster="${key}"]`)).toHaveAttribute('data-quantity', String(quantity));
  }
}

async function saveCriteria(page: Page, a: number, b: number, c: number) {
  await page.getByLabel('Ativos: compraram nos últimos (dias)').fill(String(a));
  await page.getByLabel('Inativos recentes: até (dias)').fill(String(b));
  await page.getByLabel('Em risco: até (dias)').fill(String(c));
  await page.getByRole('button', { name: 'Salvar e reprocessar' }).click();
  await page.getByRole('alertdialog', { name: 'Mudar os critérios de atividade?' }).getByRole('button', { name: 'Salvar e reprocessar' }).click();
  await expect(page.getByText('Critérios salvos; os números seguem os novos prazos')).toBeVisible();
}

test.describe('Configurações gerais', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // idempotent: a second run counts the rows as duplicates
    await ingestRedeMais();
  });

  test('saves the app configuration, refuses a WhatsApp switch without a link, and a changed recency criterion changes the activity groups', async ({ page }) => {
    await loginAs(page, 'franqueador');
    await page.goto('/configuracoes/gerais');
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações gerais' })).toBeVisible();

    // the activity groups under the default criteria (60 / 120 / 180 days)
    await expectGroups(page, expectedGroups(60, 120, 180));

    // tighter criteria move the customers between groups, on this page at once and after a reload
    await saveCriteria(page, 100, 120, 140);
    const tighter = expectedGroups(100, 120, 140);
    expect(tighter).not.toEqual(expectedGroups(60, 120, 180));
    await expectGroups(page, tighter);
    await page.reload();
    await expectGroups(page, tighter);
    await expect(page.getByTestId('recency-summary')).toContainText('Ativos até 100 dias');

    // out of order: refused in pt-BR
    await page.getByLabel('Inativos recentes: até (dias)').fill('90');
    await page.getByRole('button', { name: 'Salvar e reprocessar' }).click();
    await expect(page.getByText('Deve ser maior que o prazo dos ativos')).toBeVisible();

    // the app configuration: the WhatsApp link is required to show it; a new phone is kept
    const app = page.getByRole('region', { name: 'Configuração do aplicativo e do site' });
    await app.getByRole('textbox', { name: 'Link do WhatsApp' }).fill('');
    await app.getByRole('button', { name: 'Salvar configuração' }).click();
    await expect(app.getByText('Informe o link do WhatsApp (https://) para mostrá-lo')).toBeVisible();
    await app.getByRole('textbox', { name: 'Link do WhatsApp' }).fill('https://wa.me/5571988887777');
    await app.getByRole('button', { name: 'Adicionar telefone' }).click();
    await app.getByRole('textbox', { name: 'Telefone 2' }).fill('71 3222-1111');
    await app.getByRole('button', { name: 'Salvar configuração' }).click();
    await expect(page.getByText('Configuração salva')).toBeVisible();
    await page.reload();
    await expect(app.getByRole('textbox', { name: 'Telefone 2' })).toHaveValue('(71) 3222-1111');
    await expect(app.getByRole('textbox', { name: 'Link do WhatsApp' })).toHaveValue('https://wa.me/5571988887777');
    await expect(page.getByTestId('app-last-saved')).toContainText('franqueador@redemais.com.br');

    // undo for the other suites
    await app.getByRole('button', { name: 'Remover o telefone 2' }).click();
    await app.getByRole('textbox', { name: 'Link do WhatsApp' }).fill('https://wa.me/5571999990000');
    await app.getByRole('button', { name: 'Salvar configuração' }).click();
    await expect(page.getByText('Configuração salva')).toBeVisible();
    await page.reload();
    await saveCriteria(page, 60, 120, 180);
    await expectGroups(page, expectedGroups(60, 120, 180));
  });
});
