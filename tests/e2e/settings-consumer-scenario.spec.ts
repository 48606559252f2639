import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { loginAs } from './support/auth';
import { PERSONAS } from './support/personas';
import { cpfCheckDigits, formatCpf } from '../../src/shared/lib/document';

/**
 * Issue 13's whole scenario ("Done when"), as the people do it on the screens: the manager edits a
 * store and sees it persisted; builds a NEW sign-up slot (its own path and name, so no other suite's
 * counts change), gives it a colour and a headline, saves the preview and publishes it; a visitor with
 * no session signs up on it on a phone; the manager finds the consumer in Cadastros by the slot's
 * origin; the visitor asks for the deletion of all their data on `<slot>/excluir-dados`; the manager
 * accepts it in Solicitações, Cadastros no longer finds them and the request shows the proof. The
 * store edit and Bom Preço's deletion switch are put back at the end (also when a step fails); the
 * slot stays (the builder has no delete; its path and name are this run's own).
 *
 * It writes into Bom Preço (a consumer with a made-up CPF starting with 5, a request, a slot), and
 * counts pending requests and the deletion switch that lgpd-requests.spec.ts also reads and sets: it
 * is in OWN_DATA_SPECS and runs in a project of its own, after chromium-own-data
 * (playwright.config.ts).
 */

const RUN = String(Date.now()).slice(-6);
/** Digits as letters: names refuse digits, and the run's letters keep the name this run's own. */
const LETTERS = RUN.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);

const SLOT_NAME = `Cenário LGPD ${LETTERS}`;
const SLOT_SLUG = `cenario-lgpd-${RUN}`;
const SLOT_PATH = `/cadastro/bompreco/${SLOT_SLUG}`;
const HEADLINE = `Clube de vantagens ${LETTERS}: cadastre-se e ganhe ofertas`;
const BUTTON_COLOR = '#6B2FA0';

/** A made-up CPF no other suite uses: 9 digits starting with 5 and their check digits. */
const CPF_BASE = `5${String(Date.now()).slice(-8)}`;
const CPF = CPF_BASE + cpfCheckDigits(CPF_BASE);
const FIRST = 'Cenario';
const LAST = `Visitante ${LETTERS}`;
const FULL_NAME = `${FIRST} ${LAST}`;
const EMAIL = `cenario.${Date.now()}@exemplo.com.br`;
const PASSWORD = 'senha123';

/** Bom Preço's store this scenario edits: code 21, the third of Camaçari (server/seed/demo.ts STORE_PLAN). */
const STORE_CODE = '21';
const STORE_CITY = 'Camaçari';
/** A landline typed as digits; the field masks it. */
const NEW_PHONE_DIGITS = `7135${RUN}`;

/** Days a request may wait for an answer (LGPD; contracts): a request made today has them all left. */
const DAYS_TO_ANSWER = 15;

/** The builder's images a slot needs before it can be saved (spec §5: home and form per device, the logo). */
const REQUIRED_IMAGES = [
  'Banner da página inicial – Computador',
  'Banner da página inicial – Tablet',
  'Banner da página inicial – Celular',
  'Imagem ao lado do formulário – Computador',
  'Imagem ao lado do formulário – Tablet',
  'Imagem ao lado do formulário – Celular',
  'Logotipo',
];

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const answer = await (await request.post('/graphql', { data: { query, variables } })).json();
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

/** Registrations in Cadastros under a filter (origin, search…), as the server counts them. */
async function registrations(request: APIRequestContext, filter: { origin?: string; search?: string }): Promise<number> {
  const data = await gql(request, 'query($f: ConsumerRegistrationFilter) { consumerRegistrations(first: 1, filter: $f) { totalCount } }', { f: filter });
  return data.consumerRegistrations.totalCount;
}

async function pendingRequests(request: APIRequestContext): Promise<number> {
  return (await gql(request, '{ deleteUserRequests { pending } }')).deleteUserRequests.pending;
}

/** Configurações gerais › the full-deletion switch, set through the app configuration form; returns what it was. */
async function setDeletionRequests(page: Page, on: boolean): Promise<boolean> {
  await page.goto('/configuracoes/gerais');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações gerais' })).toBeVisible();
  const app = page.getByRole('region', { name: 'Configuração do aplicativo e do site' });
  const full = app.getByRole('checkbox', { name: 'Clientes podem pedir a exclusão dos dados' });
  await expect(full).toBeVisible();
  const was = await full.isChecked();
  if (was === on) return was;
  await full.setChecked(on);
  await app.getByRole('button', { name: 'Salvar configuração' }).click();
  await expect(page.getByText('Configuração salva')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Configuração do aplicativo e do site' }).getByRole('checkbox', { name: 'Clientes podem pedir a exclusão dos dados' })).toBeChecked({ checked: on });
  return was;
}

/** A phone field's number without the formatting (and without the country code the mask may add). */
const nationalDigits = (text: string) => text.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');

/** The store's edit page: types the phone, saves, and checks it after a reload. */
async function setStorePhone(page: Page, editUrl: string, storeName: string, phoneText: string): Promise<void> {
  const digits = nationalDigits(phoneText);
  await page.goto(editUrl);
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
  const phone = page.getByLabel('Telefone', { exact: true });
  await phone.fill(digits);
  await expect.poll(async () => nationalDigits(await phone.inputValue())).toBe(digits);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText(`Loja ${storeName} salva`)).toBeVisible();
  await page.reload();
  await expect.poll(async () => nationalDigits(await page.getByLabel('Telefone', { exact: true }).inputValue())).toBe(digits);
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 1000 } });

test('a manager edits a store, builds and publishes a new sign-up page; a visitor signs up, appears in Cadastros, asks for deletion; the manager accepts it', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await loginAs(page, 'gerente');
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Bahia' });
  const visitor = await visitorContext.newPage();

  // what to put back, set as soon as it was changed and cleared once put back
  let storeToRestore: { editUrl: string; name: string; phone: string } | null = null;
  let deletionSwitchWas: boolean | null = null;
  let passed = false;
  try {
    // 1. a store: found with the search, its phone changed, persisted after a reload, in the history
    await page.goto('/configuracoes/units');
    await expect(page.getByRole('heading', { level: 1, name: 'Lojas' })).toBeVisible();
    await page.getByLabel('Buscar loja').fill(STORE_CITY);
    await expect(page).toHaveURL(/busca=/);
    const row = page.locator(`tr[data-unit="${STORE_CODE}"]`);
    const link = row.getByRole('link').first();
    const storeName = (await link.textContent())!.trim();
    expect(storeName).toContain(STORE_CITY);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
    const editUrl = page.url();
    const originalPhone = await page.getByLabel('Telefone', { exact: true }).inputValue();
    expect(nationalDigits(originalPhone)).not.toBe(NEW_PHONE_DIGITS);
    storeToRestore = { editUrl, name: storeName, phone: originalPhone };
    await setStorePhone(page, editUrl, storeName, NEW_PHONE_DIGITS);
    const history = page.getByRole('region', { name: 'Histórico de alterações' });
    await expect(history).toContainText(PERSONAS.gerente.email);
    await expect(history).toContainText('Contato');
    await expect(history).toContainText(NEW_PHONE_DIGITS);

    // 2. a new slot: created from the list (Enter sends the form), then colour, images and headline
    await page.goto('/configuracoes/site-cadastramento');
    await expect(page.getByRole('heading', { level: 1, name: 'Site de cadastramento' })).toBeVisible();
    await page.getByRole('button', { name: 'Novo espaço' }).click();
    await page.getByLabel('Nome do espaço').fill(SLOT_NAME);
    const slug = page.getByLabel('Final do endereço (opcional)');
    await slug.fill(SLOT_SLUG);
    await expect(page.getByText(`O endereço será /cadastro/…/${SLOT_SLUG}`)).toBeVisible();
    await slug.press('Enter');
    await expect(page).toHaveURL(/\/configuracoes\/site-cadastramento\/hotsite-slot\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: SLOT_NAME })).toBeVisible();
    await expect(page.getByTestId('hotsite-status')).toHaveText('Ainda não publicado');
    await expect(page.getByText(`Endereço público: ${SLOT_PATH}`)).toBeVisible();
    const created = Number(await page.locator('tr[data-version]').first().getAttribute('data-version'));

    await page.getByLabel('Fundo do botão (Formulário)', { exact: true }).fill(BUTTON_COLOR);
    // the tabs follow the arrow keys
    await page.getByRole('tab', { name: 'Cores' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Imagens' })).toHaveAttribute('aria-selected', 'true');
    const picture = await sharp({ create: { width: 600, height: 300, channels: 3, background: BUTTON_COLOR } }).png().toBuffer();
    for (const [index, label] of REQUIRED_IMAGES.entries()) {
      await page.getByLabel(`Enviar imagem: ${label}`, { exact: true }).setInputFiles({ name: `cenario-${index}.png`, mimeType: 'image/png', buffer: picture });
      await expect(page.getByRole('button', { name: `Remover: ${label}`, exact: true })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Textos e campos' }).click();
    await page.getByLabel('Título da página', { exact: true }).fill(HEADLINE);
    await page.getByRole('button', { name: 'Salvar pré-visualização' }).click();
    const version = created + 1;
    await expect(page.getByText(`Versão ${version} salva como pré-visualização`)).toBeVisible();
    await expect(page.locator('tr[data-version]').first()).toHaveAttribute('data-version', String(version));

    // the live preview renders the saved version: the headline and the button's colour
    const frame = page.frameLocator('iframe[title^="Pré-visualização do site de cadastramento"]');
    await expect(frame.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Cadastrar' })).toHaveCSS('background-color', rgb(BUTTON_COLOR));

    // publishing asks first
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    const publishDialog = page.getByRole('alertdialog', { name: `Publicar a versão ${version}?` });
    await expect(publishDialog).toContainText(SLOT_PATH);
    await publishDialog.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByTestId('hotsite-status')).toHaveText(`Publicado: versão ${version}`);

    // the list: published, no sign-ups yet
    await page.getByRole('link', { name: '← Site de cadastramento' }).click();
    const slotRow = page.locator(`tr[data-slot="${SLOT_PATH}"]`);
    await expect(slotRow).toContainText(SLOT_NAME);
    await expect(slotRow).toContainText(`Publicado (v${version})`);
    await expect(slotRow.locator('[data-metric="hotsite.signups"]')).toHaveAttribute('data-value', '0');

    // 3. a visitor, no session, on a phone: the published page, then the sign-up
    const signedUp: string[] = [];
    await visitor.goto(SLOT_PATH);
    await expect(visitor.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Cadastrar' })).toHaveCSS('background-color', rgb(BUTTON_COLOR));
    await visitor.getByLabel('CPF *', { exact: true }).pressSequentially(CPF);
    await expect(visitor.getByLabel('CPF *', { exact: true })).toHaveValue(formatCpf(CPF));
    await visitor.getByLabel('Nome *', { exact: true }).fill(FIRST);
    await visitor.getByLabel('Sobrenome *', { exact: true }).fill(LAST);
    await visitor.getByLabel('Celular *', { exact: true }).fill('+55 (71) 9 8765-4321');
    await visitor.getByLabel('E-mail *', { exact: true }).fill(EMAIL);
    await visitor.getByLabel('Data de nascimento *', { exact: true }).fill('15/08/1990');
    await visitor.getByLabel('Feminino', { exact: true }).check();
    await visitor.getByLabel('Senha *', { exact: true }).fill(PASSWORD);
    const terms = visitor.getByLabel(/Li e aceito os termos de uso/);
    if (await terms.count()) await terms.check();
    await visitor.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(visitor).toHaveURL(`${SLOT_PATH}/concluido`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Cadastro realizado!' })).toBeVisible();
    signedUp.push(CPF);

    // 4. Cadastros, filtered by the new slot's origin: exactly the people this test signed up there
    await page.goto('/clientes/gerenciamento/cadastros');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastros de clientes' })).toBeVisible();
    await page.getByLabel('Origem', { exact: true }).selectOption({ label: SLOT_NAME });
    await expect(page).toHaveURL(/origem=/);
    const registrationsTable = page.getByRole('table', { name: 'Clientes cadastrados' });
    await expect(registrationsTable).toContainText(FULL_NAME);
    await expect(registrationsTable).toContainText(SLOT_NAME);
    await expect(page.locator('[data-metric="NUM_CLIENTES_CADASTRADOS"]')).toHaveAttribute('data-value', String(signedUp.length));
    expect(await registrations(page.request, { origin: SLOT_NAME })).toBe(signedUp.length);
    await page.reload();
    await expect(page.locator('[data-metric="NUM_CLIENTES_CADASTRADOS"]')).toHaveAttribute('data-value', String(signedUp.length));
    await page.goto('/configuracoes/site-cadastramento');
    await expect(page.locator(`tr[data-slot="${SLOT_PATH}"] [data-metric="hotsite.signups"]`)).toHaveAttribute('data-value', String(signedUp.length));

    // 5. the account takes deletion requests (Configurações gerais); the visitor asks for full deletion
    deletionSwitchWas = await setDeletionRequests(page, true);
    const pendingBefore = await pendingRequests(page.request);
    await visitor.goto(`${SLOT_PATH}/excluir-dados`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Excluir meus dados' })).toBeVisible();
    await visitor.getByLabel('CPF ou CNPJ *').fill(formatCpf(CPF));
    await visitor.getByLabel('Senha *').fill(PASSWORD);
    await visitor.getByLabel(/Todos os meus dados/).check();
    await visitor.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Solicitação recebida' })).toBeVisible();

    // 6. Solicitações: the request, with all its days left; accepted after the confirmation
    await page.goto('/clientes/gerenciamento/solicitacoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitações de clientes' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Pendentes/ })).toHaveAttribute('data-value', String(pendingBefore + 1));
    await page.getByLabel('Buscar solicitação').fill(CPF);
    await expect(page).toHaveURL((url) => url.searchParams.get('busca') === CPF);
    const requests = page.getByRole('table', { name: 'Solicitações de exclusão de dados' });
    await expect(page.locator('[data-metric="SOLICITACOES_LISTADAS"]')).toHaveAttribute('data-value', '1');
    await expect(requests).toContainText(FULL_NAME);
    await expect(requests).toContainText(formatCpf(CPF));
    await expect(requests).toContainText('Exclusão total');
    const badge = requests.locator('[data-metric="DIAS_RESTANTES"]');
    await expect(badge).toHaveAttribute('data-value', String(DAYS_TO_ANSWER));
    await expect(badge).toContainText(`${DAYS_TO_ANSWER} dias restantes`);

    await page.getByRole('button', { name: `Aceitar a solicitação de ${FULL_NAME}` }).click();
    const acceptDialog = page.getByRole('alertdialog', { name: `Aceitar a solicitação de ${FULL_NAME}?` });
    await expect(acceptDialog).toContainText('Esta ação é irreversível.');
    const confirm = acceptDialog.getByRole('button', { name: 'Aceitar e excluir' });
    await expect(confirm).toBeDisabled();
    const irreversible = acceptDialog.getByLabel('Entendo que a exclusão é irreversível');
    await irreversible.focus();
    await page.keyboard.press('Space');
    await expect(irreversible).toBeChecked();
    await confirm.click();
    // the erasure spans both stores; beside a campaign batch holding the embedded store's one
    // connection while its provider answers (coupons.spec.ts runs alongside), it can take over 10 s
    await expect(page.getByText('Solicitação aceita: os dados foram excluídos.')).toBeVisible({ timeout: 45_000 });

    // the request's detail: where it came from and the proof
    const detail = page.getByRole('dialog', { name: /^Solicitação de Cliente anonimizado/ });
    await expect(detail).toBeVisible();
    await expect(detail).toContainText(SLOT_PATH);
    await expect(detail).toContainText('Comprovante da exclusão');
    await expect(detail.locator('[data-proof-target="consumers"]')).toBeVisible();
    await expect(detail).toContainText(PERSONAS.gerente.email);
    await detail.getByRole('button', { name: 'Fechar' }).click();
    await expect(detail).toBeHidden();
    expect(await pendingRequests(page.request)).toBe(pendingBefore);

    // Cadastros no longer finds them: by CPF, by name, nor among the slot's registrations (each
    // search typed, then the page loaded afresh from its address, so no earlier answer is on screen)
    const nobody = page.getByText('Nenhum cliente atende à busca e aos filtros.');
    await page.goto('/clientes/gerenciamento/cadastros');
    for (const text of [CPF, LAST]) {
      await page.getByLabel('Buscar cliente').fill(text);
      await expect(page).toHaveURL((url) => url.searchParams.get('busca') === text);
      await page.reload();
      await expect(nobody).toBeVisible();
      expect(await registrations(page.request, { search: text })).toBe(0);
    }
    await page.goto('/clientes/gerenciamento/cadastros');
    await page.getByLabel('Origem', { exact: true }).selectOption({ label: SLOT_NAME });
    await expect(page).toHaveURL(/origem=/);
    await page.reload();
    await expect(nobody).toBeVisible();
    expect(await registrations(page.request, { origin: SLOT_NAME })).toBe(signedUp.length - 1);

    // 7. put back what the scenario changed: the deletion switch and the store's phone
    if (deletionSwitchWas === false) await setDeletionRequests(page, false);
    deletionSwitchWas = null;
    await setStorePhone(page, storeToRestore.editUrl, storeToRestore.name, storeToRestore.phone);
    storeToRestore = null;
    passed = true;
  } finally {
    await visitorContext.close();
    // a failed step leaves things changed: put them back on a fresh tab of the same session
    const problems: string[] = [];
    if (storeToRestore || deletionSwitchWas === false) {
      const fixer = await page.context().newPage();
      try {
        if (deletionSwitchWas === false) await setDeletionRequests(fixer, false).catch((error: Error) => problems.push(`deletion switch: ${error.message}`));
        if (storeToRestore) await setStorePhone(fixer, storeToRestore.editUrl, storeToRestore.name, storeToRestore.phone).catch((error: Error) => problems.push(`store phone: ${error.message}`));
      } finally {
        await fixer.close();
      }
    }
    if (problems.length && passed) throw new Error(`[e2e] could not put back: ${problems.join('; ')}`);
    if (problems.length) console.error(`[e2e] could not put back: ${problems.join('; ')}`);
  }
});
