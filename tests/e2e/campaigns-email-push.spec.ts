import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/auth';

/**
 * Campanhas de e-mail e de aplicativo (issue 11), end to end: a manager writes a simple e-mail (subject
 * with [primeiro nome]), sees the server's rendering in the preview, sends the test to herself (read
 * back from the mail outbox), schedules, reads reach on the review and activates; the engine sends one
 * message per reached consumer, the subject filled with each one's first name. The push campaign: the
 * notification, its inner message and a link; reach is the consumers with an active device; sent = reach.
 * Each test's audience is a fixed copy of a demo segment (stable while other suites load data).
 */

test.use({ viewport: { width: 1440, height: 1000 } });

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

interface SegmentNode {
  _id: string;
  clients_qty: number | null;
}

/** The demo chain's counted segments, smallest first. */
async function countedSegments(page: Page): Promise<SegmentNode[]> {
  const { segments } = await gql<{ segments: { edges: { node: SegmentNode }[] } }>(page, 'query { segments(first: 200) { edges { node { _id clients_qty } } } }');
  return segments.edges
    .map((edge) => edge.node)
    .filter((node) => (node.clients_qty ?? 0) > 0)
    .sort((a, b) => (a.clients_qty ?? 0) - (b.clients_qty ?? 0));
}

/** A fixed copy of a demo segment, made by the test: its members do not move while other suites load data. */
async function fixedCopy(page: Page, source: SegmentNode, label: string): Promise<{ _id: string; name: string; clients_qty: number }> {
  const original = (await (await page.request.get(`/api/segmentation/segments/${encodeURIComponent(source._id)}`)).json()) as { definition: unknown };
  const copy = await page.request.post('/api/segmentation/segments', {
    data: { name: `Lista fixa ${label} ${Date.now()}`, description: '', fixed: true, definition: original.definition, tags: [] },
  });
  expect(copy.ok()).toBe(true);
  const segment = (await copy.json()) as { _id: string; name: string; clients_qty: number };
  expect(segment.clients_qty).toBeGreaterThan(0);
  return segment;
}

/** The push reach of a segment, read from the planner's estimate of a throwaway draft (deleted afterwards). */
async function pushReachOf(page: Page, segmentId: string): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const data = {
    title: `Sonda de alcance ${Date.now()}`,
    initial_date: today,
    final_date: today,
    segments: [segmentId],
    schedule_settings: [{ id: 'envio', active: true, initial_hour: '00:00', final_hour: '23:59', selector_channels_type: 'PRIORITY', week_day: [], send_date: today, channels: { push: { active: true, priority: 1, message: null } } }],
  };
  const saved = await gql<{ upsertDraftOmniCampaign: { _id: string } }>(page, 'mutation($data: OmniCampaignInput!) { upsertDraftOmniCampaign(data: $data) { _id } }', { data });
  const id = saved.upsertDraftOmniCampaign._id;
  const { omniCampaignEstimate } = await gql<{ omniCampaignEstimate: { channels: { channel: string; reach: number }[] } }>(page, 'query($id: ID!) { omniCampaignEstimate(_id: $id) { channels { channel reach } } }', { id });
  await gql(page, 'mutation($id: ID!) { deleteOmniCampaign(_id: $id) { _id } }', { id });
  return omniCampaignEstimate.channels.find((line) => line.channel === 'push')?.reach ?? 0;
}

async function publico(page: Page, path: string, title: string, segment: { name: string; clients_qty: number }) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: /^Nova campanha de/ })).toBeVisible();
  await page.getByLabel('Título da campanha').fill(title);
  await page.getByRole('combobox', { name: 'Segmentos' }).fill(segment.name);
  await page.getByRole('option', { name: new RegExp(segment.name) }).first().click();
  await expect(page.locator('[data-metric="CLIENTES_SEGMENTOS_ESCOLHIDOS"]')).toHaveAttribute('data-value', String(segment.clients_qty));
}

async function toMessage(page: Page) {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/passo=mensagem/);
}

/** Agenda: today, the whole day (the test may run at any hour), no control group; then the review's saved draft id. */
async function agendaThenReview(page: Page, channelPath: string): Promise<string> {
  await expect(page).toHaveURL(/passo=agenda/);
  await page.getByLabel('Enviar a partir de').fill('00:00');
  await page.getByLabel('Enviar até').fill('23:59');
  await page.getByLabel('Grupo de controle (%)').fill('0');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/campanhas/${channelPath}/(?!nova)[^/?]+\\?passo=revisao`));
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

interface Estimate {
  audience: number;
  holdout: number;
  channels: { channel: string; reach: number; no_contact: number; no_optin: number; suppressed: number; capped: number; credits: number; cost_cents: number }[];
}

async function estimateOf(page: Page, id: string, channel: string) {
  const { omniCampaignEstimate: estimate } = await gql<{ omniCampaignEstimate: Estimate }>(
    page,
    'query($id: ID!) { omniCampaignEstimate(_id: $id) { audience holdout channels { channel reach no_contact no_optin suppressed capped credits cost_cents } } }',
    { id },
  );
  const line = estimate.channels.find((item) => item.channel === channel)!;
  expect(estimate.holdout).toBe(0);
  // every consumer of the audience is reached or excluded for a stated reason
  expect(line.reach + line.no_contact + line.no_optin + line.suppressed + line.capped).toBe(estimate.audience);
  return { estimate, line };
}

async function activate(page: Page, channelPath: string, title: string) {
  await expect(page.getByText('O saldo cobre o custo estimado')).toBeVisible();
  await page.getByRole('button', { name: 'Ativar campanha' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ativar campanha' }).click();
  await expect(page).toHaveURL(new RegExp(`/campanhas/${channelPath}$`));
  await expect(page.getByText(`Campanha “${title}” ativada.`)).toBeVisible();
}

interface HistoryRow {
  client_id: string;
  channel: string;
  content: string;
}

/** Polls the ledger until `expected` messages are SENT, then returns them. */
async function sentMessages(page: Page, id: string, expected: number): Promise<HistoryRow[]> {
  await expect
    .poll(
      async () => (await gql<{ messagesHistory: { records: number } }>(page, 'query($id: ID!) { messagesHistory(_id: $id, status: [SENT, DELIVERED], pageSize: 1) { records } }', { id })).messagesHistory.records,
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(expected);
  const history = await gql<{ messagesHistory: { messages: HistoryRow[] } }>(
    page,
    'query($id: ID!) { messagesHistory(_id: $id, status: [SENT, DELIVERED], pageSize: 200) { messages { client_id channel content } } }',
    { id },
  );
  return history.messagesHistory.messages;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

test('a manager writes a simple e-mail, previews the server rendering, sends a test to herself, activates it and each recipient gets the subject with their first name', async ({ page }) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const title = `Novidades por e-mail ${stamp}`;
  const subject = `[primeiro nome], ofertas da semana ${stamp % 100000}`;
  const text = `Frutas e verduras com desconto até domingo. Código ${stamp % 100000}.`;
  const persona = await loginAs(page, 'gerente');
  const segment = await fixedCopy(page, (await countedSegments(page))[0], 'e-mail');

  await publico(page, '/campanhas/email/nova', title, segment);
  await toMessage(page);

  // Mensagem: simple type; the step is not left without its subject and text
  await expect(page.getByRole('radio', { name: /Simples/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Informe o assunto do e-mail.')).toBeVisible();
  await page.getByLabel('Assunto').fill(subject);
  await page.getByLabel('Texto', { exact: true }).fill(text);

  // the preview is the server's rendering for its fictitious "Maria Souza", in a sandboxed iframe
  const preview = page.getByTestId('email-preview');
  await preview.getByRole('button', { name: 'Atualizar prévia' }).click();
  const expectedPreviewSubject = subject.replace('[primeiro nome]', 'Maria');
  await expect(preview.getByTestId('email-preview-subject')).toHaveText(expectedPreviewSubject);
  const frame = page.frameLocator('[data-testid="email-preview"] iframe');
  await expect(frame.getByText(text)).toBeVisible();
  // the opt-out link of every e-mail (a preview's points to the bare /optout page)
  await expect(frame.locator('a[href$="/optout"]').first()).toBeAttached();
  await expect(preview.locator('iframe')).toHaveAttribute('sandbox', '');
  await expect(preview.locator('iframe')).toHaveAttribute('data-device', 'desktop');
  await preview.getByRole('button', { name: 'Celular (375 px)' }).click();
  await expect(preview.locator('iframe')).toHaveAttribute('data-device', 'mobile');
  expect((await preview.locator('iframe').boundingBox())!.width).toBeLessThanOrEqual(375);
  await expect(frame.getByText(text)).toBeVisible();

  // the test goes to the session user's own address only, through the server's mailer (the outbox here)
  await preview.getByRole('button', { name: 'Enviar teste para mim' }).click();
  await expect(page.getByText(`E-mail de teste enviado para ${persona.email}.`)).toBeVisible();
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/test/outbox?to=${encodeURIComponent(persona.email)}`);
      const { messages } = (await response.json()) as { messages: { subject: string; body: string }[] };
      const found = messages.find((message) => message.subject === `[TESTE] ${expectedPreviewSubject}`);
      return found ? found.body.includes(text) && /\/optout/.test(found.body) : false;
    }, { timeout: 10_000 })
    .toBe(true);
  await page.getByRole('button', { name: 'Continuar' }).click();

  const id = await agendaThenReview(page, 'email');
  const { estimate, line } = await estimateOf(page, id, 'email');
  expect(line.reach).toBeGreaterThan(0);
  const { dispatchesBalanceByChannel: balance } = await gql<{ dispatchesBalanceByChannel: { email: { price_cents: number } } }>(page, '{ dispatchesBalanceByChannel { email { price_cents } } }');
  // one credit per e-mail; the cost is reach × the channel's price
  expect(line.credits).toBe(line.reach);
  expect(line.cost_cents).toBe(line.reach * balance.email.price_cents);
  await expect(page.locator('[data-metric="CAMPANHA_PUBLICO"]')).toHaveAttribute('data-value', String(estimate.audience));
  await expect(page.locator('[data-metric="CAMPANHA_ALCANCE"]')).toHaveAttribute('data-value', String(line.reach));
  await expect(page.locator('[data-metric="CAMPANHA_CREDITOS"]')).toHaveAttribute('data-value', String(line.reach));
  await expect(page.locator('[data-metric="CAMPANHA_CUSTO"]')).toHaveAttribute('data-value', String(line.reach * balance.email.price_cents));
  await activate(page, 'email', title);

  // the engine sends one e-mail per reached consumer, the subject filled with each one's first name
  const sent = await sentMessages(page, id, line.reach);
  expect(sent).toHaveLength(line.reach);
  for (const message of sent) {
    expect(message.channel).toBe('email');
    const found = await gql<{ customerSearch: { edges: { node: { name: string } }[] } }>(page, 'query($q: String!) { customerSearch(query: $q, first: 1) { edges { node { name } } } }', { q: message.client_id });
    expect(found.customerSearch.edges).toHaveLength(1);
    expect(message.content).toBe(subject.replace('[primeiro nome]', firstName(found.customerSearch.edges[0].node.name)));
  }

  await page.goto(`/campanhas/email/${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[data-metric="MENSAGENS_ENVIADAS"]')).toHaveAttribute('data-value', String(line.reach));
  await page.getByRole('button', { name: `Finalizar a campanha ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText(`Campanha “${title}” finalizada.`)).toBeVisible();
});

test('a manager writes an app push with a link, the review reaches the consumers with a device and the engine sends exactly that many', async ({ page }) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const title = `Push de ofertas ${stamp}`;
  const pushTitle = `Ofertas ${stamp % 100000}`;
  const pushText = 'Frutas com desconto hoje no Bom Preco.';
  const link = 'https://www.bompreco.com.br/ofertas';
  await loginAs(page, 'gerente');
  // the smallest demo segment with someone reachable by push (a device holder); at most 200 people (one history page)
  let source: SegmentNode | undefined;
  for (const candidate of (await countedSegments(page)).filter((node) => (node.clients_qty ?? 0) <= 200)) {
    if ((await pushReachOf(page, candidate._id)) > 0) {
      source = candidate;
      break;
    }
  }
  expect(source).toBeDefined();
  const segment = await fixedCopy(page, source!, 'push');
  const { getNumberOfContacts: withDevice } = await gql<{ getNumberOfContacts: { total: number } }>(page, '{ getNumberOfContacts(channel: push) { total } }');

  await publico(page, '/campanhas/aplicativo/nova', title, segment);
  // the account's consumers reachable by push (an active, opted-in device)
  await expect(page.locator('[data-metric="CONTATOS_ALCANCAVEIS"][data-channel="push"]')).toHaveAttribute('data-value', String(withDevice.total));
  await toMessage(page);

  // Mensagem: the notification, the inner message and the link action; not left while they are empty
  await expect(page.getByLabel('Título', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Informe o título.').first()).toBeVisible();
  await expect(page).toHaveURL(/passo=mensagem/);
  await page.getByLabel('Título', { exact: true }).fill(pushTitle);
  await page.getByLabel('Texto', { exact: true }).fill(pushText);
  await page.getByLabel('Título da mensagem interna').fill(pushTitle);
  await page.getByLabel('Texto da mensagem interna').fill('Aproveite: frutas, verduras e legumes com desconto até domingo.');
  await page.getByRole('radio', { name: 'Um link' }).check();
  await page.getByLabel('Link', { exact: true }).fill(link);
  await page.getByRole('button', { name: 'Continuar' }).click();

  const id = await agendaThenReview(page, 'aplicativo');
  const { estimate, line } = await estimateOf(page, id, 'push');
  // push reach: consumers of the audience with push opt-in and an active device, never more than the account has
  expect(line.reach).toBeGreaterThan(0);
  expect(line.reach).toBeLessThanOrEqual(withDevice.total);
  await expect(page.locator('[data-metric="CAMPANHA_PUBLICO"]')).toHaveAttribute('data-value', String(estimate.audience));
  await expect(page.locator('[data-metric="CAMPANHA_ALCANCE"]')).toHaveAttribute('data-value', String(line.reach));
  await activate(page, 'aplicativo', title);

  const sent = await sentMessages(page, id, line.reach);
  expect(new Set(sent.map((message) => `${message.channel}|${message.content}`))).toEqual(new Set([`push|${pushText}`]));
  const ledger = await gql<{ messagesHistory: { records: number } }>(page, 'query($id: ID!) { messagesHistory(_id: $id, pageSize: 1) { records } }', { id });
  expect(ledger.messagesHistory.records).toBe(estimate.audience);

  await page.goto(`/campanhas/aplicativo/${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[data-metric="MENSAGENS_ENVIADAS"]')).toHaveAttribute('data-value', String(line.reach));
  await page.getByRole('button', { name: `Finalizar a campanha ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText(`Campanha “${title}” finalizada.`)).toBeVisible();
});

test("the e-mail builder's panel icons come from the bundled Font Awesome (our origin), with nothing refused by the CSP", async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to load/i.test(message.text())) refused.push(message.text());
  });
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (/\.woff2(\?|$)/.test(response.url())) fonts.push(`${response.status()} ${new URL(response.url()).origin}`);
  });
  await loginAs(page, 'gerente');
  // the demo's e-mail draft opens in the wizard; the builder is only opened, nothing is saved
  await page.goto('/campanhas/email/6c1d0000-0000-4000-8000-000000000005?passo=mensagem');
  await page.getByRole('radio', { name: /Editor visual/ }).check();
  await page.getByRole('button', { name: 'Abrir editor visual' }).click();
  const builder = page.getByTestId('email-builder');
  await expect(builder.locator('.gjs-pn-btn.fa').first()).toBeVisible({ timeout: 20_000 });
  // the icon font is loaded (a glyph of the FontAwesome family renders) and came from our own origin
  await expect.poll(() => page.evaluate(async () => (await document.fonts.load('14px FontAwesome', '\uf06e')).length)).toBeGreaterThan(0);
  expect(fonts.length).toBeGreaterThan(0);
  expect(new Set(fonts)).toEqual(new Set([`200 ${new URL(page.url()).origin}`]));
  expect(refused).toEqual([]);
});
