import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectRestrictAccess, loginAs } from './support/auth';
import { cpfCheckDigits, formatCpf } from '../../src/shared/lib/document';

/**
 * The sign-up site (issue 13 items 4–5): the manager edits the demo slot's colour and a field,
 * previews and publishes it; a visitor with no session signs up on a phone; the manager finds the
 * consumer in Cadastros. It writes a consumer into Bom Preço (a made-up CPF), so it runs with the
 * suites that load their own rows (playwright.config.ts OWN_DATA_SPECS).
 */

const SLOT_PATH = '/cadastro/bompreco/clube';
const SLOT_NAME = 'Clube Bom Preço';
/** A made-up CPF no other suite uses: 9 random digits (not all equal) and their check digits. */
const base = `7${String(Date.now()).slice(-8)}`;
const CPF = base + cpfCheckDigits(base);
const EMAIL = `cadastro.site.${Date.now()}@exemplo.com.br`;
const NEW_COLOR = '#0A7D32';
const NEW_LABEL = 'WhatsApp ou celular';

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  return (await request.post('/graphql', { data: { query, variables } })).json();
}

/** Sign-ups through the slot, counted by the test from the registrations list (origin = the slot's name). */
async function signupsOfSlot(page: Page): Promise<number> {
  const answer = await gql(page.request, 'query($o: String) { consumerRegistrations(first: 1, filter: { origin: $o }) { totalCount } }', { o: SLOT_NAME });
  return answer.data.consumerRegistrations.totalCount;
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 1000 } });

test('the manager edits the slot, sees the rules by tab, previews and publishes; a visitor signs up on a phone; Cadastros finds them', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'gerente');
  const before = await signupsOfSlot(page);

  // the list: the demo slot, published with unpublished changes, and its sign-ups
  await page.goto('/configuracoes/site-cadastramento');
  await expect(page.getByRole('heading', { level: 1, name: 'Site de cadastramento' })).toBeVisible();
  const row = page.locator(`tr[data-slot="${SLOT_PATH}"]`);
  await expect(row).toContainText(SLOT_NAME);
  await expect(row).toContainText('Alterações não publicadas');
  // the slot counts every sign-up it took, also those whose data was later erased (LGPD); Cadastros
  // leaves the anonymised out: so the test follows both figures by their difference
  const signups = row.locator('[data-metric="hotsite.signups"]');
  await expect(signups).toHaveAttribute('data-value', /^\d+$/);
  const slotBefore = Number(await signups.getAttribute('data-value'));
  expect(slotBefore).toBeGreaterThanOrEqual(before);
  const published = Number((await row.getByText(/^Publicado \(v\d+\)$/).innerText()).match(/\d+/)![0]);

  await row.getByRole('link', { name: `Editar o espaço ${SLOT_NAME}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: SLOT_NAME })).toBeVisible();
  await expect(page.getByTestId('hotsite-status')).toHaveText(`Publicado: versão ${published}`);
  const latest = Number((await page.locator('tr[data-version]').first().getAttribute('data-version'))!);

  // a blank colour is refused with "Campo obrigatório", the errors grouped by tab
  const button = page.getByLabel('Fundo do botão (Formulário)', { exact: true });
  await button.fill('');
  await page.getByRole('button', { name: 'Salvar pré-visualização' }).click();
  await expect(page.getByTestId('hotsite-errors')).toHaveText('Cores: 1 campo');
  await expect(page.getByRole('tab', { name: /Cores/ })).toContainText('1');
  await expect(page.getByRole('tabpanel').getByText('Campo obrigatório')).toBeVisible();

  // the new colour and a field's label
  await button.fill(NEW_COLOR);
  await page.getByRole('tab', { name: 'Textos e campos' }).click();
  await page.getByLabel('Rótulo do campo phone').first().fill(NEW_LABEL);
  await page.getByRole('button', { name: 'Salvar pré-visualização' }).click();
  await expect(page.getByText(`Versão ${latest + 1} salva como pré-visualização`)).toBeVisible();
  await expect(page.locator('tr[data-version]').first()).toHaveAttribute('data-version', String(latest + 1));

  // the live preview renders the saved preview, at the phone's width too
  const frame = page.frameLocator('iframe[title^="Pré-visualização do site de cadastramento"]');
  await expect(frame.getByLabel(new RegExp(`^${NEW_LABEL}`))).toBeVisible();
  await page.getByRole('button', { name: /Celular · 390 px/ }).click();
  await expect(page.locator('iframe[data-device="smartphone"]')).toHaveCSS('width', '390px');
  await expect(frame.getByRole('button', { name: 'Cadastrar' })).toHaveCSS('background-color', 'rgb(10, 125, 50)');

  // publishing asks first
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `Publicar a versão ${latest + 1}?` });
  await expect(dialog).toContainText(SLOT_PATH);
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByTestId('hotsite-status')).toHaveText(`Publicado: versão ${latest + 1}`);

  // a visitor: no session, a phone
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  const visitor = await visitorContext.newPage();
  const scripts: number[] = [];
  visitor.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push((await response.body()).length);
  });
  await visitor.goto(SLOT_PATH);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Cadastrar' })).toHaveCSS('background-color', 'rgb(10, 125, 50)');
  expect(scripts.reduce((sum, size) => sum + size, 0)).toBeLessThan(100_000);
  const axe = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await visitor.getByLabel('CPF *', { exact: true }).pressSequentially(CPF);
  await expect(visitor.getByLabel('CPF *', { exact: true })).toHaveValue(formatCpf(CPF));
  await visitor.getByLabel('Nome *', { exact: true }).fill('Visitante');
  await visitor.getByLabel('Sobrenome *', { exact: true }).fill('Do Site');
  await visitor.getByLabel(`${NEW_LABEL} *`, { exact: true }).pressSequentially('71987654321');
  await expect(visitor.getByLabel(`${NEW_LABEL} *`, { exact: true })).toHaveValue('+55 (71) 9 8765-4321');
  await visitor.getByLabel('E-mail *', { exact: true }).fill(EMAIL);
  await visitor.getByLabel('Data de nascimento *', { exact: true }).pressSequentially('15081990');
  await visitor.getByLabel('Feminino', { exact: true }).check();
  await visitor.getByLabel('Senha *', { exact: true }).fill('senha123');
  await visitor.getByLabel('E-mail', { exact: true }).check();
  await visitor.getByLabel(/Li e aceito os termos de uso/).check();
  await visitor.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(visitor).toHaveURL(`${SLOT_PATH}/concluido`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Cadastro realizado!' })).toBeVisible();

  // the same CPF again is refused in pt-BR
  await visitor.goto(SLOT_PATH);
  await visitor.getByLabel('CPF *', { exact: true }).fill(CPF);
  await visitor.getByLabel('Nome *', { exact: true }).fill('Outra');
  await visitor.getByLabel('Sobrenome *', { exact: true }).fill('Pessoa');
  await visitor.getByLabel(`${NEW_LABEL} *`, { exact: true }).fill('+55 (71) 9 8765-0000');
  await visitor.getByLabel('E-mail *', { exact: true }).fill(`outra.${EMAIL}`);
  await visitor.getByLabel('Data de nascimento *', { exact: true }).fill('15/08/1990');
  await visitor.getByLabel('Masculino', { exact: true }).check();
  await visitor.getByLabel('Senha *', { exact: true }).fill('senha123');
  await visitor.getByLabel(/Li e aceito os termos de uso/).check();
  await visitor.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(visitor.getByRole('alert')).toContainText('Este CPF/CNPJ já está cadastrado no clube.');
  await visitorContext.close();

  // the manager finds the consumer in Cadastros by CPF, and the slot counts one more sign-up
  await page.goto(`/clientes/gerenciamento/cadastros?busca=${CPF}`);
  await expect(page.getByRole('table', { name: 'Clientes cadastrados' })).toContainText('Visitante Do Site');
  await expect(page.locator('[data-metric="NUM_CLIENTES_CADASTRADOS"]')).toHaveAttribute('data-value', '1');
  expect(await signupsOfSlot(page)).toBe(before + 1);
  await page.goto('/configuracoes/site-cadastramento');
  await expect(page.locator(`tr[data-slot="${SLOT_PATH}"] [data-metric="hotsite.signups"]`)).toHaveAttribute('data-value', String(slotBefore + 1));
});

test('the analyst, without the page, is kept out of the builder and of the preview', async ({ page }) => {
  await loginAs(page, 'analista');
  await page.goto('/configuracoes/site-cadastramento');
  await expectRestrictAccess(page);
  const preview = await page.request.get(`${SLOT_PATH}?preview=1`);
  expect(preview.status()).toBe(403);
});
