import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectRestrictAccess, loginAs } from './support/auth';
import { cpfCheckDigits, formatCpf } from '../../src/shared/lib/document';

/**
 * LGPD data-deletion requests (issue 13): a visitor signs up on the published demo sign-up page,
 * appears in Cadastros, asks for the deletion of their data on the public site (CPF + password), and
 * the manager accepts it in Solicitações; then Cadastros no longer finds them and the request shows the
 * proof. It writes a consumer and a request into Bom Preço (a made-up CPF) and turns the account's
 * deletion switches on for its run (restored after), so it runs with the suites that load their own
 * rows (playwright.config.ts OWN_DATA_SPECS).
 */

const SLOT_PATH = '/cadastro/bompreco/clube';
const REQUEST_PATH = `${SLOT_PATH}/excluir-dados`;
/** A made-up CPF no other suite uses: 9 digits starting with 6 and their check digits. */
const base = `6${String(Date.now()).slice(-8)}`;
const CPF = base + cpfCheckDigits(base);
const STAMP = String(Date.now()).slice(-6);
const FIRST = 'Lgpd';
const LAST = `Titular ${STAMP.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
const FULL_NAME = `${FIRST} ${LAST}`;
const EMAIL = `lgpd.${Date.now()}@exemplo.com.br`;
const PASSWORD = 'senha123';

const CONFIGURATION = `{ appConfiguration { contacts { phones emails whatsapp } hotsite_links { name url } password_recovery_channels { sms email }
  enable_delete_data_requests enable_delete_partial_data_requests enable_whatsapp_link whatsapp_link enable_apps } }`;
const SAVE = 'mutation($input: UpdateHotsiteCustomerConfigurationInput!) { UpdateHotsiteCustomerConfiguration(input: $input) { appConfiguration { enable_delete_data_requests } } }';

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const answer = await (await request.post('/graphql', { data: { query, variables } })).json();
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

/** Pending requests and registrations as the server counts them (the test's own figures). */
async function counts(request: APIRequestContext) {
  const data = await gql(request, '{ deleteUserRequests { pending total } consumerManagementSummary { registrations } }');
  return { pending: data.deleteUserRequests.pending as number, total: data.deleteUserRequests.total as number, registrations: data.consumerManagementSummary.registrations as number };
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 1000 } });

test('a visitor signs up, asks for the deletion of their data, the manager accepts it: Cadastros no longer finds them and the request shows the proof', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'gerente');
  const saved = (await gql(page.request, CONFIGURATION)).appConfiguration;
  await gql(page.request, SAVE, { input: { ...saved, enable_delete_data_requests: true, enable_delete_partial_data_requests: true } });
  try {
    // a visitor signs up on the published page
    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const visitor = await visitorContext.newPage();
    await visitor.goto(SLOT_PATH);
    await visitor.locator('input[name="document"]').fill(formatCpf(CPF));
    await visitor.locator('input[name="name"]').fill(FIRST);
    await visitor.locator('input[name="surname"]').fill(LAST);
    await visitor.locator('input[name="phone"]').fill('+55 (71) 9 8123-4567');
    await visitor.locator('input[name="email"]').fill(EMAIL);
    await visitor.locator('input[name="birth_date"]').fill('15/08/1990');
    await visitor.getByLabel('Feminino', { exact: true }).check();
    await visitor.locator('input[name="password"]').fill(PASSWORD);
    const terms = visitor.getByLabel(/Li e aceito os termos de uso/);
    if (await terms.count()) await terms.check();
    await visitor.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(visitor).toHaveURL(`${SLOT_PATH}/concluido`);

    // the manager finds them in Cadastros
    await page.goto(`/clientes/gerenciamento/cadastros?busca=${CPF}`);
    await expect(page.getByRole('table', { name: 'Clientes cadastrados' })).toContainText(FULL_NAME);
    const before = await counts(page.request);

    // the index shows the server's figures
    await page.goto('/clientes/gerenciamento');
    await expect(page.getByRole('heading', { level: 1, name: 'Gerenciamento de clientes' })).toBeVisible();
    await expect(page.locator('[data-metric="NUM_CLIENTES_CADASTRADOS"]')).toHaveAttribute('data-value', String(before.registrations));
    await expect(page.locator('[data-metric="SOLICITACOES_PENDENTES"]')).toHaveAttribute('data-value', String(before.pending));

    // the visitor asks for the deletion: a wrong password first, then the right one
    await visitor.goto(REQUEST_PATH);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Excluir meus dados' })).toBeVisible();
    await visitor.getByLabel('CPF ou CNPJ *').fill(formatCpf(CPF));
    await visitor.getByLabel('Senha *').fill('errada');
    await visitor.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(visitor.getByRole('alert')).toContainText('CPF/CNPJ ou senha inválidos.');
    await visitor.getByLabel('Senha *').fill(PASSWORD);
    await visitor.getByLabel(/Todos os meus dados/).check();
    await visitor.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Solicitação recebida' })).toBeVisible();
    await visitorContext.close();
    expect((await counts(page.request)).pending).toBe(before.pending + 1);

    // Solicitações: the new request, on time with 15 days left
    await page.goto(`/clientes/gerenciamento/solicitacoes?busca=${CPF}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitações de clientes' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Pendentes/ })).toHaveAttribute('data-value', String(before.pending + 1));
    const table = page.getByRole('table', { name: 'Solicitações de exclusão de dados' });
    await expect(table).toContainText(FULL_NAME);
    await expect(table).toContainText(formatCpf(CPF));
    await expect(table.locator('[data-metric="DIAS_RESTANTES"]')).toHaveAttribute('data-value', '15');

    // accepting asks for the irreversibility to be confirmed
    await page.getByRole('button', { name: `Aceitar a solicitação de ${FULL_NAME}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Aceitar a solicitação de ${FULL_NAME}?` });
    await expect(dialog).toContainText('Esta ação é irreversível.');
    const confirm = dialog.getByRole('button', { name: 'Aceitar e excluir' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Entendo que a exclusão é irreversível').check();
    await confirm.click();
    // the erasure spans both stores; beside a campaign batch holding the embedded store's one
    // connection while its provider answers (coupons.spec.ts runs alongside), it can take over 10 s
    await expect(page.getByText('Solicitação aceita: os dados foram excluídos.')).toBeVisible({ timeout: 45_000 });

    // the request's detail shows the proof
    const detail = page.getByRole('dialog', { name: /^Solicitação de Cliente anonimizado/ });
    await expect(detail).toBeVisible();
    await expect(detail).toContainText('Comprovante da exclusão');
    await expect(detail.locator('[data-proof-target="consumers"]')).toBeVisible();
    await expect(detail).toContainText('gerente@bompreco.com.br');
    await detail.getByRole('button', { name: 'Fechar' }).click();

    // Cadastros no longer finds them, by CPF or by name
    await page.goto(`/clientes/gerenciamento/cadastros?busca=${CPF}`);
    await expect(page.getByText('Nenhum cliente atende à busca e aos filtros.')).toBeVisible();
    await page.goto(`/clientes/gerenciamento/cadastros?busca=${encodeURIComponent(LAST)}`);
    await expect(page.getByText('Nenhum cliente atende à busca e aos filtros.')).toBeVisible();
    const after = await counts(page.request);
    expect(after).toEqual({ pending: before.pending, total: before.total + 1, registrations: before.registrations - 1 });

    // the Todas tab lists it as accepted; the CSV export carries it
    await page.goto('/clientes/gerenciamento/solicitacoes?aba=todas&busca=Cliente%20anonimizado');
    await expect(page.getByRole('link', { name: /^Todas/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('table', { name: 'Solicitações de exclusão de dados' })).toContainText('Aceita');
    const csv = await page.request.get('/api/clientes/solicitacoes.csv?aba=todas');
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain('Aceita');
  } finally {
    await gql(page.request, SAVE, { input: saved });
  }
});

test('the analyst, without the page, is kept out of Solicitações', async ({ page }) => {
  await loginAs(page, 'analista');
  await page.goto('/clientes/gerenciamento/solicitacoes');
  await expectRestrictAccess(page);
});
