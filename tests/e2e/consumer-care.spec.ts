import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectRestrictAccess, loginAs } from './support/auth';
import { CUSTOMER_ROWS, ageOn } from './support/customersDataset';

/**
 * Clientes > Gerenciamento (issue 13, consumer care) on the suite's own chain
 * (support/customersDataset.ts): find a consumer in Cadastros, edit their e-mail (one another
 * consumer uses is refused) and see the operation log entry; adjust points (a debit beyond the
 * balance refused, a valid one shown with the balance computed here from the ledger); a user without
 * PII access is refused the pages and gets masked data from the server.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const formatCpf = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const today = new Date().toISOString().slice(0, 10);

/**
 * A person whose whole registration passes the sign-up rules (the form sends every field): an
 * e-mail, an age of 18 to 110, from the end of the dataset (the other suites read its first rows).
 */
const CONSUMER = [...CUSTOMER_ROWS]
  .reverse()
  .find((row) => {
    const age = ageOn(row.birth_date, today);
    return row.person_type === 'F' && row.email && age !== null && age >= 18 && age <= 110;
  })!;
/** Another consumer's e-mail: refused for CONSUMER. */
const TAKEN = CUSTOMER_ROWS.find((row) => row.email && row.document_no !== CONSUMER.document_no)!.email!;

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { data: { query, variables } });
  return response.json();
}

/** The consumer's global id, as the list gives it. */
async function consumerId(page: Page): Promise<string> {
  const answer = await gql(page.request, 'query($s: String) { consumerRegistrations(filter: { search: $s }) { edges { node { id } } } }', { s: CONSUMER.document_no });
  return answer.data.consumerRegistrations.edges[0].node.id;
}

/** The balance computed from the consumer's ledger itself (the sum of every movement). */
async function ledgerBalance(page: Page, id: string): Promise<number> {
  const answer = await gql(page.request, 'query($id: ID!) { consumer(id: $id) { pointsTransactions(first: 200) { edges { node { amount } } } } }', { id });
  return answer.data.consumer.pointsTransactions.edges.reduce((sum: number, edge: { node: { amount: number } }) => sum + edge.node.amount, 0);
}

test.describe.configure({ mode: 'serial' });

test.describe('Clientes > Gerenciamento > Cadastros', () => {
  const newEmail = `novo.${Date.now()}@exemplo.com.br`;

  test('finds a consumer, refuses an e-mail another consumer uses, saves a new one and logs old → new', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto('/clientes/gerenciamento/cadastros');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastros de clientes' })).toBeVisible();
    await page.getByLabel('Buscar cliente').fill(formatCpf(CONSUMER.document_no));
    await expect(page).toHaveURL(/busca=/);
    const table = page.getByRole('table', { name: 'Clientes cadastrados' });
    await expect(page.locator('[data-metric="NUM_CLIENTES_CADASTRADOS"]')).toHaveAttribute('data-value', '1');
    await expect(table.getByText(formatCpf(CONSUMER.document_no))).toBeVisible();
    await table.getByRole('link', { name: CONSUMER.name, exact: true }).click();

    await expect(page).toHaveURL(/\/clientes\/gerenciamento\/cadastros\/edicao-cadastros\?cliente=/);
    await expect(page.getByRole('heading', { level: 2, name: CONSUMER.name })).toBeVisible();
    const email = page.getByRole('textbox', { name: 'E-mail', exact: true });
    await expect(email).toHaveValue(CONSUMER.email!);

    await email.fill(TAKEN);
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Este e-mail já é usado por outro cliente')).toBeVisible();

    await email.fill(newEmail);
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Cadastro salvo.')).toBeVisible();
    const log = page.getByRole('table', { name: 'Histórico de alterações do cliente' });
    const entry = log.locator('tr[data-mutation="updateUser"]').first();
    await expect(entry).toContainText('gerente@bompreco.com.br');
    await expect(entry.locator('li[data-field="email"]')).toHaveText(`E-mail: ${CONSUMER.email} → ${newEmail}`);

    // the list follows: the consumer is found by the new e-mail
    await page.goto(`/clientes/gerenciamento/cadastros?busca=${encodeURIComponent(newEmail)}`);
    await expect(page.getByRole('table', { name: 'Clientes cadastrados' }).getByRole('link', { name: CONSUMER.name, exact: true })).toBeVisible();
  });

  test('adjusts points: a debit beyond the balance is refused, a valid one shows the balance of the ledger', async ({ page }) => {
    await loginAs(page, 'gerente');
    const id = await consumerId(page);
    const before = await ledgerBalance(page, id);
    await page.goto(`/clientes/gerenciamento/cadastros/edicao-pontos?cliente=${encodeURIComponent(id)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edição de pontos' })).toBeVisible();
    const balance = page.locator('[data-metric="SALDO_PONTOS"]');
    await expect(balance).toHaveAttribute('data-value', String(before));

    const adjust = async (kind: 'Crédito (somar pontos)' | 'Débito (tirar pontos)', points: number, reason: string) => {
      await page.getByLabel('Tipo de ajuste').selectOption({ label: kind });
      await page.getByLabel('Quantidade de pontos').fill(String(points));
      await page.getByLabel('Motivo').fill(reason);
      await page.getByRole('button', { name: 'Ajustar pontos' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Ajustar', exact: true }).click();
    };

    // a reason is required
    await page.getByLabel('Quantidade de pontos').fill('10');
    await page.getByRole('button', { name: 'Ajustar pontos' }).click();
    await expect(page.getByText('Digite o motivo do ajuste (ao menos 3 caracteres)')).toBeVisible();

    await adjust('Crédito (somar pontos)', 120, 'Compra não pontuada (cupom 4521)');
    await expect(balance).toHaveAttribute('data-value', String(before + 120));
    const beyond = before + 120 + 1;
    await adjust('Débito (tirar pontos)', beyond, 'Resgate acima do saldo');
    await expect(page.getByText(`Saldo insuficiente: o cliente tem ${(before + 120).toLocaleString('pt-BR')} pontos e o saldo não pode ficar negativo.`)).toBeVisible();
    await adjust('Débito (tirar pontos)', 45, 'Resgate de produto');
    const expected = before + 120 - 45;
    await expect(balance).toHaveAttribute('data-value', String(expected));
    // the figure on screen is the ledger's own sum
    expect(await ledgerBalance(page, id)).toBe(expected);
    const rows = page.getByRole('table', { name: 'Movimentações de pontos' }).locator('tbody tr');
    await expect(rows.first()).toContainText('Resgate de produto');
    await expect(rows.first().locator('td[data-value]').first()).toHaveAttribute('data-value', '-45');

    // the customer detail shows the same ledger
    await page.goto(`/clientes/detalhes-cliente/${encodeURIComponent(id)}`);
    await expect(page.locator('[data-metric="SALDO_PONTOS"]')).toHaveAttribute('data-value', String(expected));
  });
});

test.describe('a user without PII access', () => {
  test('is refused the pages, and the server answers them masked data only', async ({ page, browser }) => {
    const gerente = await browser.newPage();
    await loginAs(gerente, 'gerente');
    const id = await consumerId(gerente);
    const email: string = (await gql(gerente.request, 'query($id: ID!) { consumer(id: $id) { email } }', { id })).data.consumer.email;
    await gerente.close();

    await loginAs(page, 'analista');
    for (const path of ['/clientes/gerenciamento/cadastros', `/clientes/gerenciamento/cadastros/edicao-cadastros?cliente=${encodeURIComponent(id)}`, `/clientes/gerenciamento/cadastros/edicao-pontos?cliente=${encodeURIComponent(id)}`]) {
      await page.goto(path);
      await expectRestrictAccess(page);
    }
    const refused = await gql(page.request, '{ consumerRegistrations(first: 5) { totalCount } }');
    expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');
    const adjust = await gql(page.request, 'mutation($id: ID!) { adjustPoints(userId: $id, pointsAdjustment: { amount: 10, reason: "Teste" }) { success } }', { id });
    expect(adjust.errors[0].extensions.code).toBe('FORBIDDEN');

    const response = await page.request.post('/graphql', {
      data: { query: 'query($id: ID!) { node(id: $id) { ... on Customer { document email phone operationLogs { delta { field old new } } } } }', variables: { id } },
    });
    const text = await response.text();
    const node = JSON.parse(text).data.node;
    expect(node.document).toBe(`***.${CONSUMER.document_no.slice(3, 6)}.${CONSUMER.document_no.slice(6, 9)}-**`);
    expect(node.email).toMatch(/^\w{2}\*\*\*@exemplo\.com\.br$/);
    for (const secret of [CONSUMER.document_no, formatCpf(CONSUMER.document_no), CONSUMER.email!, email, CONSUMER.phone!.slice(2)]) {
      expect(text).not.toContain(secret);
    }
  });
});
