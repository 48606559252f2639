import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectRestrictAccess, loginAs, switchClient } from './support/auth';
import { ACCOUNTS } from './support/personas';

/**
 * Configurações › Termos de uso and Configurações do hotsite (issue 13 item 7), as the platform admin
 * in the demo sandbox account (Conta Demonstração): a slot of its own (made here, unique address), a
 * new terms version published and shown on that slot's public page, the account's club name, pixel
 * and password rule changed and seen there, then put back. No other suite reads the sandbox's terms,
 * hotsite configuration or slots, and no consumer is created.
 */

const STAMP = String(Date.now()).slice(-8);
/** A 1×1 PNG: every image of spec §5 must be set before a slot is published. */
const PIXEL_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const answer = await (await request.post('/graphql', { data: { query, variables } })).json();
  return answer as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** A published slot of the signed-in account with every image set; its public path. */
async function publishedSlot(page: Page): Promise<string> {
  const added = await gql(page.request, 'mutation($input: AddHotsiteSlotInput!) { AddHotsiteSlot(input: $input) { slot { id urls preview_configuration { settings } } } }', {
    input: { name: `E2E termos ${STAMP}`, slug: `e2e-termos-${STAMP}` },
  });
  expect(added.errors).toBeUndefined();
  const slot = added.data.AddHotsiteSlot.slot;
  const settings = slot.preview_configuration.settings;
  for (const screen of ['home', 'form', 'finish']) for (const device of ['desktop', 'tablet', 'smartphone']) settings.assets.images[screen][device] = PIXEL_PNG;
  settings.assets.images.finish.logo = PIXEL_PNG;
  const saved = await gql(page.request, 'mutation($input: SetHotsiteConfigurationInput!) { SetPreviewHotsiteConfiguration(input: $input) { slot { id } } }', { input: { hotsiteSlotId: slot.id, settings } });
  expect(saved.errors).toBeUndefined();
  const published = await gql(page.request, 'mutation($input: SetProductionHotsiteConfigurationInput!) { SetProductionHotsiteConfiguration(input: $input) { slot { id } } }', { input: { hotsiteSlotId: slot.id } });
  expect(published.errors).toBeUndefined();
  return slot.urls[0];
}

/** The public page as a visitor without a session sees it. */
async function visit(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const visitor = await context.newPage();
  await visitor.goto(path);
  return { visitor, close: () => context.close() };
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 1000 } });

let slotPath = '';

test('the platform admin writes, previews and publishes a terms version; the public sign-up page shows it', async ({ page, browser, baseURL }) => {
  await loginAs(page, 'admin');
  await switchClient(page, ACCOUNTS.sandbox);
  slotPath = await publishedSlot(page);
  const before = (await gql(page.request, '{ termsVersions { versions { version } } }')).data.termsVersions.versions as { version: number }[];
  const next = Math.max(0, ...before.map((v) => v.version)) + 1;
  const title = `Termos E2E ${STAMP}`;

  await page.goto('/configuracoes-admin/termos');
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
  await page.getByRole('button', { name: 'Nova versão' }).click();
  const editor = page.getByRole('region', { name: `Nova versão (versão ${next})` });
  await editor.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(editor.getByText('Campo obrigatório')).toBeVisible();
  await editor.getByLabel('Título').fill(title);
  await editor.getByLabel('Texto dos termos').fill(`# Regras do clube ${STAMP}\n\nVocê aceita **receber ofertas**.\n\n- <script>alert(1)</script>`);
  const preview = editor.getByRole('document', { name: 'Pré-visualização' });
  await expect(preview.getByRole('heading', { name: `Regras do clube ${STAMP}` })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('receber ofertas');
  await expect(preview.getByRole('listitem')).toHaveText('<script>alert(1)</script>');
  await editor.getByRole('button', { name: 'Salvar rascunho' }).click();
  const row = page.locator(`tr[data-terms-version="${next}"]`);
  await expect(row).toContainText('Rascunho');
  await expect(row).toContainText(title);

  // a draft is not what the public page shows
  let site = await visit(browser, baseURL!, slotPath);
  await expect(site.visitor.getByText(`Regras do clube ${STAMP}`)).toHaveCount(0);
  await site.close();

  await row.getByRole('button', { name: `Publicar a versão ${next}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Publicar a versão ${next}?` });
  await expect(dialog).toContainText('Novos cadastros aceitarão esta versão.');
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(row).toContainText('Vigente');
  await expect(page.getByTestId('terms-current-version')).toHaveText(`Versão ${next}`);
  // nobody accepted the new version yet: the figure the server counts from consumers' records
  await expect(page.locator('[data-metric="terms.current.accepted"]')).toHaveAttribute('data-value', '0');
  // published versions are read-only: no edit, publish or delete for them
  await expect(row.getByRole('button', { name: `Editar o rascunho da versão ${next}` })).toHaveCount(0);

  site = await visit(browser, baseURL!, slotPath);
  await expect(site.visitor.getByLabel(`Li e aceito os termos de uso (versão ${next}) *`)).toBeVisible();
  await site.visitor.getByText(`Ler os termos de uso: ${title} (versão ${next})`).click();
  await expect(site.visitor.getByRole('heading', { name: `Regras do clube ${STAMP}` })).toBeVisible();
  await expect(site.visitor.locator('script', { hasText: 'alert(1)' })).toHaveCount(0);
  await site.close();

  // a draft is deleted after a confirmation
  const draft = await gql(page.request, 'mutation($input: SaveTermsDraftInput!) { saveTermsDraft(input: $input) { termsVersion { version } } }', { input: { title: 'Rascunho a excluir', text: 'Texto' } });
  const draftVersion = draft.data.saveTermsDraft.termsVersion.version as number;
  await page.reload();
  await page.getByRole('button', { name: `Excluir o rascunho da versão ${draftVersion}` }).click();
  await page.getByRole('alertdialog', { name: `Excluir o rascunho da versão ${draftVersion}?` }).getByRole('button', { name: 'Excluir rascunho' }).click();
  await expect(page.locator(`tr[data-terms-version="${draftVersion}"]`)).toHaveCount(0);

  // the status filter lives in the address
  await page.getByLabel('Situação').selectOption('rascunho');
  await expect(page).toHaveURL(/situacao=rascunho/);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('the platform admin changes the account hotsite configuration and the public page follows; it is put back', async ({ page, browser, baseURL }) => {
  test.skip(!slotPath, 'needs the slot of the first test');
  await loginAs(page, 'admin');
  await switchClient(page, ACCOUNTS.sandbox);
  await page.goto('/configuracoes-admin/hotsite');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações do hotsite' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`${slotPath}$`) })).toBeVisible();

  const club = `Clube E2E ${STAMP}`;
  await page.getByLabel('Nome do clube de fidelidade').fill(club);
  await page.getByLabel('ID do pixel do Facebook').fill('abc');
  await page.getByLabel('Pedir senha no cadastro').uncheck();
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('ID do pixel inválido (só números, de 5 a 20)')).toBeVisible();
  await page.getByLabel('ID do pixel do Facebook').fill('123456789');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações do hotsite salvas')).toBeVisible();
  await expect(page.getByTestId('hotsite-last-saved')).toContainText('admin@plataforma.dev');

  let site = await visit(browser, baseURL!, slotPath);
  await expect(site.visitor).toHaveTitle(`Cadastro – ${club}`);
  await expect(site.visitor.getByLabel('Senha *', { exact: true })).toHaveCount(0);
  expect(await site.visitor.content()).toContain("fbq('init','123456789')");
  await site.close();

  // put back: the account's name, no pixel, the password asked
  await page.reload();
  await page.getByLabel('Nome do clube de fidelidade').fill('');
  await page.getByLabel('ID do pixel do Facebook').fill('');
  await page.getByLabel('Pedir senha no cadastro').check();
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações do hotsite salvas')).toBeVisible();
  site = await visit(browser, baseURL!, slotPath);
  await expect(site.visitor).toHaveTitle(`Cadastro – ${ACCOUNTS.sandbox}`);
  await expect(site.visitor.getByLabel('Senha *', { exact: true })).toBeVisible();
  expect(await site.visitor.content()).not.toContain('fbq(');
  await site.close();
});

test('a user who is not an admin is kept out of both pages and their data', async ({ page }) => {
  await loginAs(page, 'analista');
  for (const path of ['/configuracoes-admin/termos', '/configuracoes-admin/hotsite']) {
    await page.goto(path);
    await expectRestrictAccess(page);
  }
  for (const query of ['{ termsVersions { terms_optin } }', '{ accountHotsiteConfiguration { email_required } }']) {
    const answer = await gql(page.request, query);
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  }
});
