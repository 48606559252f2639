import { expect, test, type Page } from '@playwright/test';
import { countSms } from '../../src/shared/lib/sms';
import { loginAs } from './support/auth';

/**
 * Campanhas de SMS (issue 11): a manager creates an SMS campaign for a seeded segment, reads reach
 * and cost on the review (computed here from the message's credits, the channel price and the
 * planner's reach), activates it, and the engine sends exactly one outbox message per reached
 * consumer with the text written. Then the list: filters in the address, duplicate and delete.
 * Everything created here stays in this test's own campaigns (titles with a timestamp).
 */

test.use({ viewport: { width: 1440, height: 1000 } });

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

const cents = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value / 100).replace(/\u00a0/g, ' ');

test('a manager creates an SMS campaign for a segment, sees reach and cost, activates it and the engine sends exactly the expected messages', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Ofertas de verão ${Date.now()}`;
  // no accents and no variables: one GSM-7 credit, and the text sent is the text written
  const text = `Bom Preco: verao com frutas em oferta ate domingo. Codigo ${Date.now() % 100000}.`;
  await loginAs(page, 'gerente');

  // the audience: a fixed copy of the demo chain's smallest counted segment, made by the test. A fixed
  // list keeps its members while other suites load consumers and sales in parallel, so the audience
  // the page estimates, the one the test reads and the one the engine sends to are the same
  const { segments } = await gql<{ segments: { edges: { node: { _id: string; name: string; clients_qty: number | null } }[] } }>(
    page,
    'query { segments(first: 200) { edges { node { _id name clients_qty } } } }',
  );
  const smallest = segments.edges
    .map((edge) => edge.node)
    .filter((node) => (node.clients_qty ?? 0) > 0)
    .sort((a, b) => (a.clients_qty ?? 0) - (b.clients_qty ?? 0))[0];
  expect(smallest).toBeDefined();
  const original = (await (await page.request.get(`/api/segmentation/segments/${encodeURIComponent(smallest._id)}`)).json()) as { definition: unknown };
  const copy = await page.request.post('/api/segmentation/segments', {
    data: { name: `Lista fixa SMS ${Date.now()}`, description: '', fixed: true, definition: original.definition, tags: [] },
  });
  expect(copy.ok()).toBe(true);
  const segment = (await copy.json()) as { _id: string; name: string; clients_qty: number };
  expect(segment.clients_qty).toBeGreaterThan(0);

  await page.goto('/campanhas/sms');
  await expect(page.getByRole('heading', { level: 1, name: 'Campanhas de SMS' })).toBeVisible();
  await page.getByRole('link', { name: 'Nova campanha' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova campanha de SMS' })).toBeVisible();

  // Público: a step is not left without its required fields
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Escolha ao menos um segmento.')).toBeVisible();
  await page.getByLabel('Título da campanha').fill(title);
  await page.getByRole('combobox', { name: 'Segmentos' }).fill(segment.name);
  await page.getByRole('option', { name: new RegExp(segment.name) }).first().click();
  await expect(page.locator('[data-metric="CLIENTES_SEGMENTOS_ESCOLHIDOS"]')).toHaveAttribute('data-value', String(segment.clients_qty));
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Mensagem: the shared SMS editor with its credits
  await expect(page).toHaveURL(/passo=mensagem/);
  await expect(page.getByRole('heading', { level: 2, name: 'Mensagem' })).toBeFocused();
  await page.getByLabel('Texto do SMS').fill(text);
  const perMessage = countSms(text).credits;
  expect(perMessage).toBe(1);
  await expect(page.locator('[data-metric="SMS_CREDITOS_POR_MENSAGEM"]')).toHaveAttribute('data-value', String(perMessage));
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Agenda: today, the whole day (the test may run at any hour), no control group
  await expect(page).toHaveURL(/passo=agenda/);
  await page.getByLabel('Enviar a partir de').fill('00:00');
  await page.getByLabel('Enviar até').fill('23:59');
  await page.getByLabel('Grupo de controle (%)').fill('0');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Revisão: the draft is saved and estimated
  await expect(page).toHaveURL(/\/campanhas\/sms\/(?!nova)[^/?]+\?passo=revisao/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const { omniCampaignEstimate: estimate, dispatchesBalanceByChannel: balance } = await gql<{
    omniCampaignEstimate: { audience: number; holdout: number; channels: { channel: string; reach: number; no_contact: number; no_optin: number; suppressed: number; capped: number }[] };
    dispatchesBalanceByChannel: { sms: { price_cents: number; available: number } };
  }>(
    page,
    'query($id: ID!) { omniCampaignEstimate(_id: $id) { audience holdout channels { channel reach no_contact no_optin suppressed capped } } dispatchesBalanceByChannel { sms { price_cents available } } }',
    { id },
  );
  const sms = estimate.channels.find((line) => line.channel === 'sms')!;
  expect(estimate.holdout).toBe(0);
  expect(sms.reach).toBeGreaterThan(0);
  // every consumer of the audience is accounted for: reached or excluded for a stated reason
  expect(sms.reach + sms.no_contact + sms.no_optin + sms.suppressed + sms.capped).toBe(estimate.audience);
  const credits = sms.reach * perMessage;
  const cost = credits * balance.sms.price_cents;
  await expect(page.locator('[data-metric="CAMPANHA_PUBLICO"]')).toHaveAttribute('data-value', String(estimate.audience));
  await expect(page.locator('[data-metric="CAMPANHA_ALCANCE"]')).toHaveAttribute('data-value', String(sms.reach));
  await expect(page.locator('[data-metric="CAMPANHA_CREDITOS"]')).toHaveAttribute('data-value', String(credits));
  await expect(page.locator('[data-metric="CAMPANHA_CUSTO"]')).toHaveAttribute('data-value', String(cost));
  await expect(page.locator('[data-metric="CAMPANHA_CUSTO"]')).toHaveText(cents(cost));
  await expect(page.getByText('O saldo cobre o custo estimado')).toBeVisible();

  // Ativar, with a confirmation
  await page.getByRole('button', { name: 'Ativar campanha' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ativar campanha' }).click();
  await expect(page).toHaveURL(/\/campanhas\/sms$/);
  await expect(page.getByText(`Campanha “${title}” ativada.`)).toBeVisible();

  // the engine plans and sends to the outbox (no SMS provider in the demo): exactly one message per reached consumer
  await expect
    .poll(
      async () => {
        const data = await gql<{ messagesHistory: { records: number } }>(page, 'query($id: ID!) { messagesHistory(_id: $id, status: [SENT, DELIVERED], pageSize: 1) { records } }', { id });
        return data.messagesHistory.records;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(sms.reach);
  // the delivery ledger holds one outcome per consumer of the audience; the sent ones carry the text written
  const ledger = await gql<{ messagesHistory: { records: number } }>(page, 'query($id: ID!) { messagesHistory(_id: $id, pageSize: 1) { records } }', { id });
  expect(ledger.messagesHistory.records).toBe(estimate.audience);
  const history = await gql<{ messagesHistory: { records: number; messages: { channel: string; content: string }[] } }>(
    page,
    'query($id: ID!) { messagesHistory(_id: $id, status: [SENT, DELIVERED], pageSize: 200) { records messages { channel content } } }',
    { id },
  );
  expect(history.messagesHistory.messages).toHaveLength(sms.reach);
  expect(new Set(history.messagesHistory.messages.map((message) => `${message.channel}|${message.content}`))).toEqual(new Set([`sms|${text}`]));

  // the campaign opens read-only with the messages sent
  await page.goto(`/campanhas/sms/${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[data-metric="MENSAGENS_ENVIADAS"]')).toHaveAttribute('data-value', String(sms.reach));
  await expect(page.getByRole('link', { name: 'Ver resultados' })).toHaveAttribute('href', `/campanhas/sms/resultados/${encodeURIComponent(id)}`);
  // nothing is pending: cancelling dispatches is refused with the spec's tooltip
  await expect(page.getByRole('button', { name: `Cancelar os disparos pendentes da campanha ${title}` })).toBeDisabled();
  await expect(page.locator('span[title="Campanha não pode ser cancelada pois a mensagem já foi enviada"]')).toBeVisible();
  // finish it, so it leaves the week's active ones
  await page.getByRole('button', { name: `Finalizar a campanha ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText(`Campanha “${title}” finalizada.`)).toBeVisible();
});

test('the list keeps its filters in the address, and a campaign is duplicated then the copy deleted after confirmations', async ({ page }) => {
  await loginAs(page, 'gerente');
  const DRAFTS_NAMED = 'query { all: omniCampaigns(channels: [sms], pageSize: 1) { records } named: omniCampaigns(channels: [sms], status: [DRAFT], search: "Aniversariantes", pageSize: 1) { records } }';
  const before = await gql<{ all: { records: number }; named: { records: number } }>(page, DRAFTS_NAMED);
  await page.goto('/campanhas/sms');
  await expect(page.locator('[data-metric="CAMPANHAS_ENCONTRADAS"]')).toHaveAttribute('data-value', String(before.all.records));

  // the status chip goes to the address and a reload keeps it
  await page.locator('button[data-status="DRAFT"]').click();
  await expect(page).toHaveURL(/situacao=DRAFT/);
  await page.reload();
  await expect(page.locator('button[data-status="DRAFT"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('tbody tr').first().locator('[data-status="DRAFT"]')).toBeVisible();

  // a period no campaign overlaps: the empty state, and the address keeps it
  const future = await gql<{ omniCampaigns: { records: number } }>(page, '{ omniCampaigns(channels: [sms], initialDate: "2099-01-01", finalDate: "2099-01-31") { records } }');
  expect(future.omniCampaigns.records).toBe(0);
  await page.goto('/campanhas/sms?situacao=DRAFT&de=2099-01-01&ate=2099-01-31');
  await expect(page.getByText('Nenhuma campanha encontrada')).toBeVisible();
  await expect(page.getByLabel('Período de')).toHaveValue('2099-01-01');
  await page.goto('/campanhas/sms?situacao=DRAFT');

  // search by the seeded draft's title, also in the address; the counts follow the search
  await page.getByLabel('Buscar campanha').fill('Aniversariantes');
  await expect(page).toHaveURL(/busca=Aniversariantes/);
  await expect(page.locator('[data-metric="CAMPANHAS_ENCONTRADAS"]')).toHaveAttribute('data-value', String(before.named.records));
  await expect(page.locator('button[data-status="DRAFT"]')).toHaveAttribute('data-value', String(before.named.records));
  await expect(page.locator('tbody tr')).toHaveCount(before.named.records);
  const row = page.locator('tbody tr', { has: page.getByRole('link', { name: 'Aniversariantes do mês', exact: true }) });

  // duplicate: confirmation, then the copy (a draft) opens in the wizard
  await row.getByRole('button', { name: 'Duplicar a campanha Aniversariantes do mês' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Uma cópia de “Aniversariantes do mês” será criada como rascunho.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Duplicar' }).click();
  await expect(page).toHaveURL(/\/campanhas\/sms\/(?!nova)[^/?]+$/);
  const copyId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const copy = await gql<{ omniCampaign: { title: string; status: string } }>(page, 'query($id: ID!) { omniCampaign(_id: $id) { title status } }', { id: copyId });
  expect(copy.omniCampaign.status).toBe('DRAFT');
  await expect(page.getByLabel('Título da campanha')).toHaveValue(copy.omniCampaign.title);

  // back to the filtered list (the address reproduces it): one more; delete the copy after its confirmation: one less
  await page.goto('/campanhas/sms?situacao=DRAFT&busca=Aniversariantes');
  await expect(page.locator('[data-metric="CAMPANHAS_ENCONTRADAS"]')).toHaveAttribute('data-value', String(before.named.records + 1));
  const copyRow = page.locator(`tr[data-campaign="${copyId}"]`);
  await copyRow.getByRole('button', { name: /^Excluir a campanha/ }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Esta ação não pode ser desfeita.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText(/Rascunho “.+” excluído\./)).toBeVisible();
  await expect(page.locator('[data-metric="CAMPANHAS_ENCONTRADAS"]')).toHaveAttribute('data-value', String(before.named.records));
  await expect(copyRow).toHaveCount(0);
  const gone = await gql<{ omniCampaign: null }>(page, 'query($id: ID!) { omniCampaign(_id: $id) { title } }', { id: copyId });
  expect(gone.omniCampaign).toBeNull();
});
