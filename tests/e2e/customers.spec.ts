import { expect, test, type Page } from '@playwright/test';
import { expectRestrictAccess, loginAs } from './support/auth';
import { CUSTOMER_ROWS } from './support/customersDataset';
import { CONSUMERS, PERIOD, PRODUCTS, TICKETS, isLoyalty, ticketTotal, type TicketRow } from './support/salesDataset';

/**
 * Clientes > Busca de cliente, Detalhes do cliente and Melhores clientes on the suite's own chain
 * (support/customersDataset.ts): the search by masked CPF and by e-mail, a customer's KPIs against
 * their rows, the best-customer order computed here from the rows, and a user without PII access
 * refused the pages and answered masked data by the server itself.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const weighable = new Set(PRODUCTS.filter((product) => product.is_weightable).map((product) => product.sku));
const cents = (value: number) => Math.round(value * 100);
/** Items of a ticket (metrics contract): quantities sold by unit + 1 per weighable line. */
const itemsOf = (ticket: TicketRow) => ticket.items.reduce((sum, [sku, quantity]) => sum + (weighable.has(sku) ? 1 : quantity), 0);
const formatCpf = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/** A customer with several purchases: person 4 of the dataset. */
const CUSTOMER = CUSTOMER_ROWS[4];
const ownTickets = (document: string) => TICKETS.filter((ticket) => ticket.document_no === document && isLoyalty(ticket));

async function metric(page: Page, name: string): Promise<string> {
  const value = page.locator(`[data-metric="${name}"]`).first();
  await expect(value).toBeVisible();
  return (await value.getAttribute('data-value')) ?? '';
}

async function search(page: Page, text: string) {
  await page.getByLabel('Nome, CPF/CNPJ, telefone ou e-mail').fill(text);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
}

test.describe('Clientes > Busca de cliente and Detalhes do cliente', () => {
  test('finds a customer by masked CPF, opens them and shows KPIs computed from their rows', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto('/clientes/busca-cliente');
    await expect(page.getByRole('heading', { level: 1, name: 'Busca de cliente' })).toBeVisible();
    await search(page, formatCpf(CUSTOMER.document_no));
    // the search lives in the address, so a link reproduces it
    await expect(page).toHaveURL(/busca=/);
    const results = page.getByRole('table', { name: 'Clientes encontrados' });
    await expect(results.getByRole('row')).toHaveCount(2);
    await expect(results.getByText(formatCpf(CUSTOMER.document_no))).toBeVisible();
    await results.getByRole('link', { name: CUSTOMER.name }).click();

    await expect(page).toHaveURL(/\/clientes\/detalhes-cliente\//);
    await expect(page.getByRole('heading', { level: 2, name: CUSTOMER.name })).toBeVisible();
    // the id in the address does not carry the CPF, even decoded
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    expect(Buffer.from(id, 'base64url').toString('utf8')).not.toContain(CUSTOMER.document_no);

    const tickets = ownTickets(CUSTOMER.document_no);
    expect(tickets.length).toBeGreaterThan(1);
    const revenue = tickets.reduce((sum, ticket) => sum + ticketTotal(ticket), 0);
    const items = tickets.reduce((sum, ticket) => sum + itemsOf(ticket), 0);
    const days = tickets.map((ticket) => ticket.day).sort();
    expect(cents(Number(await metric(page, 'VAL_FATURAMENTO')))).toBe(cents(revenue));
    expect(Number(await metric(page, 'NUM_CUPONS'))).toBe(tickets.length);
    expect(Number(await metric(page, 'VAL_TICKET_MEDIO'))).toBeCloseTo(revenue / tickets.length, 6);
    expect(Number(await metric(page, 'VAL_ITENS_NA_CESTA'))).toBeCloseTo(items / tickets.length, 6);
    expect(await metric(page, 'DAT_PRIMEIRA_COMPRA')).toBe(days[0]);
    expect(await metric(page, 'DAT_ULTIMA_COMPRA')).toBe(days[days.length - 1]);
    // registration data and opt-ins as registered
    await expect(page.locator('[data-field="email"]')).toHaveText(CUSTOMER.email!);
    for (const channel of ['sms', 'email', 'whatsapp', 'push'] as const) {
      await expect(page.locator(`[data-opt-in="${channel}"]`)).toHaveAttribute('data-value', CUSTOMER.opt_in[channel] ? '1' : '0');
    }
    // every purchase is listed (newest first), with the points and coupons sections waiting for their modules
    await expect(page.locator('[data-ticket]')).toHaveCount(Math.min(tickets.length, 10));
    await expect(page.locator('[data-ticket]').first()).toHaveAttribute('data-ticket', [...tickets].sort((a, b) => b.created_at.localeCompare(a.created_at))[0].ticket_id);
    await expect(page.getByText('Este cliente ainda não tem movimentações de pontos.')).toBeVisible();
  });

  test('finds a customer by e-mail whatever its case', async ({ page }) => {
    const customer = CUSTOMER_ROWS[3];
    await loginAs(page, 'gerente');
    await page.goto(`/clientes/busca-cliente?busca=${encodeURIComponent(customer.email!.toUpperCase())}`);
    const results = page.getByRole('table', { name: 'Clientes encontrados' });
    await expect(results.getByRole('link', { name: customer.name })).toBeVisible();
    await expect(results.getByRole('row')).toHaveCount(2);
  });
});

test.describe('Clientes > Melhores clientes', () => {
  test('ranks the customers as the contract does, computed from the rows', async ({ page }) => {
    // loyalty revenue in March per customer; ties: more tickets, then the earlier registration
    const figures = new Map<string, { revenue: number; tickets: number }>();
    for (const ticket of TICKETS.filter((t) => t.day >= PERIOD.start && t.day <= PERIOD.end && isLoyalty(t))) {
      const current = figures.get(ticket.document_no!) ?? { revenue: 0, tickets: 0 };
      figures.set(ticket.document_no!, { revenue: current.revenue + ticketTotal(ticket), tickets: current.tickets + 1 });
    }
    const consumer = (document: string) => CONSUMERS.find((c) => c.document_no === document)!;
    const ranking = [...figures.entries()]
      .sort(
        ([a, fa], [b, fb]) =>
          cents(fb.revenue) - cents(fa.revenue) || fb.tickets - fa.tickets || consumer(a).createdDay.localeCompare(consumer(b).createdDay) || a.localeCompare(b),
      )
      .slice(0, 25);
    await loginAs(page, 'gerente');
    await page.goto(`/clientes/melhores-clientes?de=${PERIOD.start}&ate=${PERIOD.end}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Melhores clientes' })).toBeVisible();
    const rows = page.locator('tr[data-rank]');
    await expect(rows).toHaveCount(ranking.length);
    const names = await rows.locator('td:nth-child(2)').allTextContents();
    expect(names).toEqual(ranking.map(([document]) => consumer(document).name));
    const revenues = await rows.locator('[data-metric="VAL_FATURAMENTO"]').evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-value'))));
    expect(revenues.map(cents)).toEqual(ranking.map(([, f]) => cents(f.revenue)));
    // a row opens the customer
    await rows.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: consumer(ranking[0][0]).name })).toBeVisible();
  });

  test('"Carregar mais" keeps the length in the address, so a reload opens the ranking as long as it was', async ({ page }) => {
    const from = '2025-04-01';
    const buyers = new Set(TICKETS.filter((t) => t.day >= from && t.day <= PERIOD.end && isLoyalty(t)).map((t) => t.document_no));
    // more than two pages of 25 in the year
    expect(buyers.size).toBeGreaterThan(50);
    await loginAs(page, 'gerente');
    await page.goto(`/clientes/melhores-clientes?de=${from}&ate=${PERIOD.end}`);
    const rows = page.locator('tr[data-rank]');
    await expect(rows).toHaveCount(25);
    await expect(page.getByText(`Mostrando 25 de ${buyers.size}`)).toBeVisible();
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(rows).toHaveCount(50);
    await expect(page).toHaveURL(/ranking_linhas=50/);
    await page.reload();
    await expect(rows).toHaveCount(50);
    await expect(page.getByText(`Mostrando 50 de ${buyers.size}`)).toBeVisible();
  });
});

test.describe('a user without PII access', () => {
  test('is refused the pages, and the server answers them masked data only', async ({ page, browser }) => {
    // the gerente finds a customer's id (what a list of another page would give the analyst)
    const gerente = await browser.newPage();
    await loginAs(gerente, 'gerente');
    const found = await gerente.request.post('/graphql', {
      data: { query: 'query($q: String!) { customerSearch(query: $q) { edges { node { id } } } }', variables: { q: CUSTOMER.document_no } },
    });
    const id: string = (await found.json()).data.customerSearch.edges[0].node.id;
    await gerente.close();

    await loginAs(page, 'analista');
    for (const path of ['/clientes/busca-cliente', '/clientes/melhores-clientes', `/clientes/detalhes-cliente/${encodeURIComponent(id)}`]) {
      await page.goto(path);
      await expectRestrictAccess(page);
    }
    const refused = await page.request.post('/graphql', { data: { query: 'query($q: String!) { customerSearch(query: $q) { totalCount } }', variables: { q: CUSTOMER.name } } });
    expect((await refused.json()).errors[0].extensions.code).toBe('FORBIDDEN');

    const answer = await page.request.post('/graphql', {
      data: { query: 'query($id: ID!) { node(id: $id) { ... on Customer { name document email phone address { street number postal_code latitude } } } }', variables: { id } },
    });
    const text = await answer.text();
    const node = JSON.parse(text).data.node;
    expect(node.name).toBe(CUSTOMER.name);
    expect(node.document).toBe(`***.${CUSTOMER.document_no.slice(3, 6)}.${CUSTOMER.document_no.slice(6, 9)}-**`);
    expect(node.email).toMatch(/^\w{2}\*\*\*@exemplo\.com\.br$/);
    expect(node.phone).toMatch(/^\(\d{2}\) \d\*+-\d{4}$/);
    expect(node.address).toEqual({ street: null, number: null, postal_code: null, latitude: null });
    for (const secret of [CUSTOMER.document_no, formatCpf(CUSTOMER.document_no), CUSTOMER.email!, CUSTOMER.phone!.slice(2), CUSTOMER.address.street]) {
      expect(text).not.toContain(secret);
    }
  });
});
