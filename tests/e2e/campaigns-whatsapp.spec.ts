import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { whatsappOnSimulator } from './support/whatsappChannel';

/**
 * Campanhas de WhatsApp (issue 12): a manager creates a message template on the Modelos tab and
 * submits it; Meta's simulator (running in this test, the account pointed at it by the platform admin)
 * approves it through the signed webhook; the manager builds a WhatsApp campaign with it for a fixed
 * copy of a demo segment, activates it; the simulator receives exactly the recipients, posts their
 * statuses up to READ, and the results page shows the counts the test computes from the ledger.
 * Nothing is loaded into the demo chain (its own fixed segment, its own template and campaign).
 */

test.use({ viewport: { width: 1440, height: 1000 } });

const RUN = String(Date.now()).slice(-6);
const TEMPLATE = `e2e_ofertas_${RUN}`;
const BODY = 'Olá, {{1}}! As ofertas da semana chegaram.';

async function gql<T = Record<string, any>>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

async function figure(page: Page, metric: string): Promise<number> {
  return Number(await page.locator(`[data-metric="${metric}"]`).first().getAttribute('data-value'));
}

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/whatsapp-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 1000 });
}

test('a manager creates a template the simulator approves, builds a WhatsApp campaign, the simulator receives exactly the recipients and the statuses reach READ on the results page', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const channel = await whatsappOnSimulator(browser, 'campanhas', { statusDelayMs: 300, senders: [{ name: 'Bom Preço Ofertas', number: '5571999990000' }] });
  const { simulator } = channel;
  // the address Meta's app is configured with, as the admin reads it; Meta's subscription check first
  expect(channel.webhookUrl).toMatch(/\/api\/webhooks\/whatsapp\//);
  expect(await simulator.verify('e2e-verifica-campanhas', '777')).toEqual({ status: 200, text: '777' });

  try {
    await loginAs(page, 'gerente');
    // the audience: a fixed copy of the demo chain's smallest counted segment (its members stay put
    // while other suites load data)
    const listed = async () =>
      (await gql<{ segments: { edges: { node: { _id: string; clients_qty: number | null } }[] } }>(page.request, 'query { segments(first: 200) { edges { node { _id clients_qty } } } }')).segments;
    let segments = await listed();
    // run alone, nothing has counted the demo segments yet: count them first
    if (!segments.edges.some((edge) => (edge.node.clients_qty ?? 0) > 0)) {
      const refreshed = await page.request.post('/api/segmentation/segments/refresh', { data: { segments_ids: segments.edges.slice(0, 50).map((edge) => edge.node._id) } });
      expect(refreshed.ok()).toBe(true);
      segments = await listed();
    }
    const smallest = segments.edges
      .map((edge) => edge.node)
      .filter((node) => (node.clients_qty ?? 0) > 0)
      .sort((a, b) => (a.clients_qty ?? 0) - (b.clients_qty ?? 0))[0];
    const original = (await (await page.request.get(`/api/segmentation/segments/${encodeURIComponent(smallest._id)}`)).json()) as { definition: unknown };
    const copy = await page.request.post('/api/segmentation/segments', { data: { name: `Lista fixa WhatsApp ${RUN}`, description: '', fixed: true, definition: original.definition, tags: [] } });
    expect(copy.ok()).toBe(true);
    const segment = (await copy.json()) as { _id: string; name: string; clients_qty: number };

    // the list, with its Modelos tab in the address
    await page.goto('/campanhas/whatsapp');
    await expect(page.getByRole('heading', { level: 1, name: 'Campanhas de WhatsApp' })).toBeVisible();
    await shoot(page, 'list');
    await page.getByRole('link', { name: 'Modelos' }).click();
    await expect(page).toHaveURL(/aba=modelos/);
    await expect(page.getByRole('heading', { level: 2, name: 'Modelos de mensagem' })).toBeVisible();
    const before = await gql<{ whatsappTemplates: { status: string }[] }>(page.request, '{ whatsappTemplates { status } }');
    await expect(page.locator('[data-metric="MODELOS_WHATSAPP"]')).toHaveAttribute('data-value', String(before.whatsappTemplates.length));

    // a new template: saved as a draft, then submitted after a confirmation
    await page.getByRole('button', { name: 'Novo modelo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome (letras minúsculas, números e _)').fill('Ofertas Semana');
    await dialog.getByLabel(/^Texto \(use/).fill(BODY);
    await expect(dialog.getByLabel('Variável {{1}}')).toHaveValue('[primeiro nome]');
    await dialog.getByRole('button', { name: 'Adicionar botão' }).click();
    await dialog.getByLabel('Botão de resposta rápida 1').fill('Quero receber');
    await dialog.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expect(dialog.getByText('Use só letras minúsculas sem acento')).toBeVisible();
    await dialog.getByLabel('Nome (letras minúsculas, números e _)').fill(TEMPLATE);
    await dialog.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const row = page.locator(`tr[data-template="${TEMPLATE}"]`);
    await expect(row.locator('[data-template-status]')).toHaveText('Rascunho');
    await shoot(page, 'templates');
    await row.getByRole('button', { name: `Enviar para aprovação: ${TEMPLATE}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sim' }).click();
    // Meta's decision comes back on the webhook; the tab looks again while something is in review
    await expect(row.locator('[data-template-status]')).toHaveText('Aprovado', { timeout: 20_000 });
    expect(simulator.templates.find((t) => t.name === TEMPLATE)).toMatchObject({ status: 'APPROVED', body: BODY });
    await expect(page.locator('[data-metric="MODELOS_WHATSAPP"]')).toHaveAttribute('data-value', String(before.whatsappTemplates.length + 1));

    // the wizard: Público, Mensagem (the approved template), Agenda (the whole day, no control group), Revisão
    const title = `WhatsApp e2e ${RUN}`;
    await page.goto('/campanhas/whatsapp');
    await page.getByRole('link', { name: 'Nova campanha' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nova campanha de WhatsApp' })).toBeVisible();
    await page.getByLabel('Título da campanha').fill(title);
    await page.getByRole('combobox', { name: 'Segmentos' }).fill(segment.name);
    await page.getByRole('option', { name: new RegExp(segment.name) }).first().click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/passo=mensagem/);
    await expect(page.getByRole('heading', { level: 2, name: 'Mensagem' })).toBeFocused();
    // no template chosen: the step is not left
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Escolha um modelo aprovado.')).toBeVisible();
    await page.getByLabel('Modelo aprovado').selectOption({ label: TEMPLATE });
    await expect(page.getByLabel('Variável {{1}}')).toHaveValue('[primeiro nome]');
    await page.getByLabel('Remetente').selectOption({ label: 'Bom Preço Ofertas (+5571999990000)' });
    await expect(page.getByTestId('whatsapp-preview')).toContainText('Olá, Maria! As ofertas da semana chegaram.');
    await expect(page.getByTestId('whatsapp-preview')).toContainText('Quero receber');
    await shoot(page, 'message-step');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/passo=agenda/);
    await page.getByLabel('Enviar a partir de').fill('00:00');
    await page.getByLabel('Enviar até').fill('23:59');
    await page.getByLabel('Grupo de controle (%)').fill('0');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/campanhas\/whatsapp\/editar\/[^/?]+\?passo=revisao/);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    // reach on the review: the planner's own evaluation; everyone of the audience accounted for
    const { omniCampaignEstimate: estimate } = await gql<{ omniCampaignEstimate: { audience: number; channels: { channel: string; reach: number; no_contact: number; no_optin: number; suppressed: number; capped: number }[] } }>(
      page.request,
      'query($id: ID!) { omniCampaignEstimate(_id: $id) { audience channels { channel reach no_contact no_optin suppressed capped } } }',
      { id },
    );
    const line = estimate.channels.find((item) => item.channel === 'whatsapp')!;
    expect(line.reach).toBeGreaterThan(0);
    expect(line.reach + line.no_contact + line.no_optin + line.suppressed + line.capped).toBe(estimate.audience);
    await expect(page.locator('[data-metric="CAMPANHA_ALCANCE"]')).toHaveAttribute('data-value', String(line.reach));
    await page.getByRole('button', { name: 'Ativar campanha' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ativar campanha' }).click();
    await expect(page).toHaveURL(/\/campanhas\/whatsapp$/);
    await expect(page.getByText(`Campanha “${title}” ativada.`)).toBeVisible();

    // the engine sends through the Cloud API: the simulator receives exactly one template message per
    // recipient, to their phones, with the first name as {{1}}
    type Row = { client_id: string; contact: string; status: string };
    const ledger = async () => {
      const rows: Row[] = [];
      for (let p = 1; p <= 50; p += 1) {
        const history = (await gql(page.request, 'query($id: ID!, $p: Int) { messagesHistory(_id: $id, channels: [whatsapp], page: $p, pageSize: 200) { records messages { client_id contact status } } }', { id, p })).messagesHistory;
        rows.push(...(history.messages as Row[]));
        if (rows.length >= history.records || history.messages.length === 0) break;
      }
      return rows;
    };
    await expect.poll(async () => (await ledger()).filter((r) => ['SENT', 'DELIVERED', 'READ'].includes(r.status)).length, { timeout: 60_000 }).toBe(line.reach);
    const received = simulator.received.filter((message) => message.template?.name === TEMPLATE);
    expect(received).toHaveLength(line.reach);
    const sentRows = (await ledger()).filter((r) => ['SENT', 'DELIVERED', 'READ'].includes(r.status));
    expect(received.map((message) => message.to).sort()).toEqual(sentRows.map((r) => `55${r.contact}`).sort());
    for (const message of received) {
      expect(message.template!.language).toBe('pt_BR');
      expect(message.template!.variables).toHaveLength(1);
      expect(message.template!.variables[0]).not.toMatch(/\[|\{/);
    }

    // the statuses come back signed (sent → delivered → read): every message READ
    await expect.poll(async () => (await ledger()).filter((r) => r.status === 'READ').length, { timeout: 60_000 }).toBe(line.reach);
    const counts = await gql<{ omniCampaign: { dispatches: { channel: string; sent: number; delivered: number; read: number; opened: number }[] } }>(
      page.request,
      'query($id: ID!) { omniCampaign(_id: $id) { dispatches { channel sent delivered read opened } } }',
      { id },
    );
    expect(counts.omniCampaign.dispatches.find((d) => d.channel === 'whatsapp')).toEqual({ channel: 'whatsapp', sent: line.reach, delivered: line.reach, read: line.reach, opened: line.reach });

    // the results page: messages sent and recipients (READ counts as received and opened) = the reach
    await page.goto(`/campanhas/whatsapp/resultados/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados da campanha' })).toBeVisible();
    await expect(page.locator('[data-metric="count"]').first()).toHaveAttribute('data-value', String(line.reach));
    expect(await figure(page, 'recipients')).toBe(line.reach);
    // the history filtered by READ, in the address
    await page.goto(`/campanhas/whatsapp/resultados/${id}?historico_status=READ`);
    await expect(page.getByRole('status').filter({ hasText: /mensage/ })).toContainText(`${line.reach} mensage`);
    await page.goto(`/campanhas/whatsapp/resultados/${id}`);
    await expect(page.locator('[data-metric="count"]').first()).toBeVisible();
    await shoot(page, 'results');

    // the campaign opens read-only at editar/{id}
    await page.goto(`/campanhas/whatsapp/editar/${encodeURIComponent(id)}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('[data-metric="MENSAGENS_ENVIADAS"]')).toHaveAttribute('data-value', String(line.reach));
    await page.getByRole('button', { name: `Finalizar a campanha ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByText(`Campanha “${title}” finalizada.`)).toBeVisible();
  } finally {
    await channel.restore();
  }
});
