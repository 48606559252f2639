import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_SESSION_SECRET } from '../../playwright.config';
import { countSms } from '../../src/shared/lib/sms';
import { ZenviaSimulator } from '../../server/modules/campaigns/zenviaSimulator';
import { loginAs, switchClient } from './support/auth';
import { ACCOUNTS } from './support/personas';

/**
 * The SMS campaign end to end (issue 11 "Done when"): a manager builds an SMS campaign in the wizard
 * for a segment of the test's own consumers (one made-up city), reads reach and cost on the review,
 * activates it; the engine sends over Zenvia to the provider's simulator running in this test, which
 * receives exactly one message per recipient; then the test loads its own sales for some recipients
 * and some control consumers through the ingestion CLI and checks the results page against figures
 * computed here (recipients' revenue, the control group's, the incremental revenue).
 */

const CITY = 'Resultópolis';
const PEOPLE = 30;
const TEXT = 'Oi [primeiro nome], ofertas hoje! Responda SAIR para sair';

/** A valid CPF from 9 digits (the check digits computed). */
function cpf(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

// a run of its own (a second run of the suite on the same data finds new people)
const RUN = String(Date.now()).slice(-5);
const CONSUMERS = Array.from({ length: PEOPLE }, (_, i) => ({
  document_no: cpf(`8${RUN}${String(i).padStart(3, '0')}`),
  person_type: 'F',
  name: `Pessoa Resultado ${i}`,
  gender: i % 2 ? 'M' : 'F',
  phone: `7198${RUN.slice(-2)}${String(10000 + i).slice(-5)}`.slice(0, 11),
  created_at: '2025-01-10T09:00:00-03:00',
  unit_id_erp: '1',
  address: { city_name: CITY },
  opt_in: { sms: true },
}));

async function ingest(account: string, kind: 'consumers' | 'sales', rows: unknown[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-results-'));
  try {
    const file = path.join(dir, `${kind}.ndjson`);
    fs.writeFileSync(file, rows.map((row) => JSON.stringify(row)).join('\n') + '\n');
    const args = ['--import', 'tsx', 'scripts/ingest.ts', '--account', account, '--kind', kind, '--file', file, '--url', E2E_BASE_URL, '--process'];
    const { stdout } = await promisify(execFile)(process.execPath, args, {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, NODE_OPTIONS: '', SESSION_SECRET: E2E_SESSION_SECRET },
    });
    const result = JSON.parse(stdout) as { rejected_count: number; rejected: unknown[] };
    if (result.rejected_count > 0) throw new Error(`[e2e] results ${kind}: ${JSON.stringify(result.rejected)}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The campaign's ledger as the history gives it (gerente sees documents). */
async function ledger(request: APIRequestContext, id: string) {
  const data = await gql(request, 'query($id: ID!) { messagesHistory(_id: $id, pageSize: 200) { records messages { client_id contact status date } } }', { id });
  return data.messagesHistory.messages as { client_id: string; contact: string; status: string; date: string }[];
}

const saoPauloToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function figure(page: Page, metric: string): Promise<number> {
  const value = await page.locator(`[data-metric="${metric}"]`).first().getAttribute('data-value');
  return Number(value);
}

test.describe('campaign results', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a manager builds an SMS campaign in the wizard, sees reach and cost, activates it; the SMS provider receives exactly the recipients; the results page shows the revenue of the recipients and of the control group the test computes', async ({ page, browser }) => {
    await ingest('bompreco', 'consumers', CONSUMERS);

    // SMS goes over Zenvia here: the provider's simulator runs in this test and the platform admin
    // points the account's SMS channel at it (back to the outbox at the end, for the other suites)
    const simulator = new ZenviaSimulator('e2e-zenvia-token');
    const providerUrl = await simulator.start();
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginAs(admin, 'admin');
    if ((await gql(admin.request, '{ account { name } }')).account.name !== ACCOUNTS.bompreco) await switchClient(admin, ACCOUNTS.bompreco);
    const SMS_PROVIDER = 'mutation($input: CampaignChannelSettingsInput!) { updateCampaignChannelSettings(input: $input) { configured } }';
    const configured = await gql(admin.request, SMS_PROVIDER, { input: { channel: 'sms', provider: { provider: 'zenvia', url: providerUrl, token: 'e2e-zenvia-token', from: 'bompreco' } } });
    expect(configured.updateCampaignChannelSettings.configured).toBe(true);
    // the address the provider posts receipts to, as the Canais de envio dialog shows it to the admin
    const webhook = ((await gql(admin.request, '{ campaignChannelSettings { channel webhook_url } }')).campaignChannelSettings as { channel: string; webhook_url: string | null }[])
      .find((setting) => setting.channel === 'sms')!.webhook_url!;
    expect(webhook).toMatch(/\/api\/campaigns\/webhooks\/zenvia\//);

    try {
      await loginAs(page, 'gerente@bompreco.com.br');
      const segment = await page.request.post('/api/segmentation/segments', {
        data: { name: `Resultados ${RUN}`, description: '', fixed: false, definition: { groups: [{ operator: 'AND', criteria: [{ key: 'city', values: [CITY] }] }], operator: 'OR' }, tags: [] },
      });
      expect(segment.ok()).toBe(true);
      const segmentName = ((await segment.json()) as { name: string }).name;

      // the wizard: Público, Mensagem, Agenda (the whole day, a control group of 20 %), Revisão
      const title = `Resultados e2e ${RUN}`;
      await page.goto('/campanhas/sms/nova');
      await page.getByLabel('Título da campanha').fill(title);
      await page.getByRole('combobox', { name: 'Segmentos' }).fill(segmentName);
      await page.getByRole('option', { name: new RegExp(segmentName) }).first().click();
      await expect(page.locator('[data-metric="CLIENTES_SEGMENTOS_ESCOLHIDOS"]')).toHaveAttribute('data-value', String(PEOPLE));
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByLabel('Texto do SMS').fill(TEXT);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page).toHaveURL(/passo=agenda/);
      await page.getByLabel('Enviar a partir de').fill('00:00');
      await page.getByLabel('Enviar até').fill('23:59');
      await page.getByLabel('Grupo de controle (%)').fill('20');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page).toHaveURL(/\/campanhas\/sms\/(?!nova)[^/?]+\?passo=revisao/);
      const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

      // reach and cost on the review: every one of the test's people has a mobile and the SMS opt-in,
      // so reach = audience − control; cost = reach × credits per message (variables at their
      // maximum sizes) × the channel's price
      const { omniCampaignEstimate: estimate, dispatchesBalanceByChannel: balance } = await gql(
        page.request,
        'query($id: ID!) { omniCampaignEstimate(_id: $id) { audience holdout } dispatchesBalanceByChannel { sms { price_cents } } }',
        { id },
      );
      expect(estimate.audience).toBe(PEOPLE);
      const reach = PEOPLE - estimate.holdout;
      const credits = reach * countSms(TEXT).credits;
      await expect(page.locator('[data-metric="CAMPANHA_PUBLICO"]')).toHaveAttribute('data-value', String(PEOPLE));
      await expect(page.locator('[data-metric="CAMPANHA_ALCANCE"]')).toHaveAttribute('data-value', String(reach));
      await expect(page.locator('[data-metric="CAMPANHA_CREDITOS"]')).toHaveAttribute('data-value', String(credits));
      await expect(page.locator('[data-metric="CAMPANHA_CUSTO"]')).toHaveAttribute('data-value', String(credits * balance.sms.price_cents));
      await page.getByRole('button', { name: 'Ativar campanha' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Ativar campanha' }).click();
      await expect(page.getByText(`Campanha “${title}” ativada.`)).toBeVisible();

      // the engine plans the slot and sends through the provider (one read of the ledger per look: two
      // reads could see no rows yet, then the planned rows still queued)
      await expect
        .poll(
          async () => {
            const rows = await ledger(page.request, id);
            return rows.length === PEOPLE && rows.every((row) => row.status !== 'QUEUED');
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      const sentRows = (await ledger(page.request, id)).filter((row) => row.status === 'SENT');
      expect(sentRows).toHaveLength(reach);
      // the provider received exactly one message per recipient (its externalId is the idempotency key,
      // which starts with the campaign id), to their phones, with the first name filled in
      const received = simulator.received.filter((message) => message.externalId?.startsWith(`${id}:`));
      expect(new Set(received.map((message) => message.externalId)).size).toBe(received.length);
      expect(received.map((message) => message.to).sort()).toEqual(sentRows.map((row) => `55${row.contact}`).sort());
      expect(new Set(received.map((message) => message.text))).toEqual(new Set([TEXT.replace('[primeiro nome]', 'Pessoa')]));
      // the carrier confirms each one: the provider posts the receipts, the ledger says DELIVERED (SMS
      // recipients are the delivered ones, contracts/campaigns.md)
      for (const message of received) expect((await simulator.receipt(webhook, message.id, 'DELIVERED')).ok).toBe(true);
      await expect.poll(async () => (await ledger(page.request, id)).filter((row) => row.status === 'DELIVERED').length, { timeout: 20_000 }).toBe(reach);
      const rows = await ledger(page.request, id);
      const sent = rows.filter((row) => row.status === 'DELIVERED').map((row) => row.client_id);
      const control = rows.filter((row) => row.status === 'HOLDOUT').map((row) => row.client_id);
      // the outcomes in the message if it fails (which ones, not only how many were sent)
      expect(sent.length, JSON.stringify(rows.map((row) => row.status))).toBeGreaterThan(3);

      // the test's own sales, after the sends: three recipients (one twice) and up to two control consumers
      const at = new Date(Date.now() + 1000).toISOString();
      const sale = (ticket: string, doc: string, total: number) => ({
        ticket_id: `RES-${RUN}-${ticket}`,
        unit_id_erp: '1',
        operator_id: '1',
        operator_name: 'Op',
        document_no: doc,
        created_at: at,
        channel: 'store',
        total,
        discount: 0,
        items: [{ sku: 'E2E-ARROZ', ean: '7890000000017', quantity: 1, unit_price: total, discount: 0, total }],
      });
      const recipientSales = [sale('R1', sent[0], 120.5), sale('R2', sent[0], 30.25), sale('R3', sent[1], 80), sale('R4', sent[2], 19.9)];
      const controlSales = control.slice(0, 2).map((doc, i) => sale(`C${i}`, doc, 45.1 + i * 10));
      await ingest('bompreco', 'sales', [...recipientSales, ...controlSales]);

      const revenue = sum(recipientSales.map((row) => row.total));
      await page.goto(`/campanhas/sms/resultados/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Resultados da campanha' })).toBeVisible();
      expect(await figure(page, 'revenue')).toBeCloseTo(revenue, 2);
      expect(await figure(page, 'tickets')).toBe(recipientSales.length);
      expect(await figure(page, 'clients')).toBe(3);
      expect(await figure(page, 'recipients')).toBe(sent.length);
      expect(await figure(page, 'count')).toBe(sent.length);
      expect(await figure(page, 'averageTicket')).toBeCloseTo(revenue / recipientSales.length, 2);

      if (control.length > 0) {
        const perRecipient = revenue / sent.length;
        const perControl = sum(controlSales.map((row) => row.total)) / control.length;
        expect(await figure(page, 'revenue_per_recipient')).toBeCloseTo(perRecipient, 2);
        expect(await figure(page, 'revenue_per_control')).toBeCloseTo(perControl, 2);
        expect(await figure(page, 'control')).toBe(control.length);
        expect(await figure(page, 'incremental')).toBeCloseTo((perRecipient - perControl) * sent.length, 2);
      }

      // per channel, per store and the funnel are tables with their raw values
      await expect(page.locator(`[data-row="sms"] [data-value="${Math.round(revenue * 100) / 100}"]`)).toHaveCount(1);
      await expect(page.getByRole('table', { name: 'Por loja' }).locator('[data-row="1"]')).toBeVisible();

      // the e-commerce switch in the address: the test's sales were in the store
      await page.getByLabel('E-commerce').selectOption('so');
      await expect(page).toHaveURL(/ecommerce=so/);
      await expect(page.locator('[data-metric="revenue"]')).toHaveAttribute('data-value', '0');

      // the message history, filtered by status in the address
      await page.goto(`/campanhas/sms/resultados/${id}?historico_status=HOLDOUT`);
      await expect(page.getByRole('status').filter({ hasText: /mensage/ })).toContainText(`${control.length} mensage`);

      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/campanhas/sms/resultados/${id}`);
        await expect(page.locator('[data-metric="revenue"]')).toBeVisible();
        // the charts draw when they come near the screen: scroll through the page first
        const height = await page.evaluate(() => document.body.scrollHeight);
        for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(500);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `test-results/campaign-results-${width}.png`, fullPage: true });
      }
    } finally {
      await gql(admin.request, SMS_PROVIDER, { input: { channel: 'sms', provider: null } });
      await adminContext.close();
      await simulator.stop();
    }
  });
});
