import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_SESSION_SECRET } from '../../playwright.config';
import { loginAs } from './support/auth';

/**
 * Campaign results end to end (issue 11): the test makes its own SMS campaign for its own consumers
 * (a segment of one made-up city), activates it, waits for the engine to send through the outbox,
 * loads its own sales for some recipients and some control consumers through the ingestion CLI, and
 * checks the results page against figures computed here.
 */

const CITY = 'Resultópolis';
const PEOPLE = 30;

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
  const data = await gql(request, 'query($id: ID!) { messagesHistory(_id: $id, pageSize: 200) { records messages { client_id status date } } }', { id });
  return data.messagesHistory.messages as { client_id: string; status: string; date: string }[];
}

const saoPauloToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function figure(page: Page, metric: string): Promise<number> {
  const value = await page.locator(`[data-metric="${metric}"]`).first().getAttribute('data-value');
  return Number(value);
}

test.describe('campaign results', () => {
  test.describe.configure({ timeout: 120_000 });

  test('shows the revenue, tickets and clients of the recipients and the control group the test computes', async ({ page }) => {
    await ingest('bompreco', 'consumers', CONSUMERS);
    await loginAs(page, 'gerente@bompreco.com.br');
    const segment = await page.request.post('/api/segmentation/segments', {
      data: { name: `Resultados ${RUN}`, description: '', fixed: false, definition: { groups: [{ operator: 'AND', criteria: [{ key: 'city', values: [CITY] }] }], operator: 'OR' }, tags: [] },
    });
    expect(segment.ok()).toBe(true);
    const segmentId = ((await segment.json()) as { _id: string })._id;
    const today = saoPauloToday();
    const saved = await gql(
      page.request,
      'mutation($data: OmniCampaignInput!) { upsertOmniCampaign(data: $data) { _id campaign { status } } }',
      {
        data: {
          title: `Resultados e2e ${RUN}`,
          initial_date: today,
          final_date: today,
          segments: [segmentId],
          holdout_percentage: 20,
          schedule_settings: [{ initial_hour: '00:00', final_hour: '23:59', send_date: today, channels: { sms: { active: true, priority: 1, message: { text: 'Oi [primeiro nome], ofertas hoje! Responda SAIR para sair' } } } }],
        },
      },
    );
    const id = saved.upsertOmniCampaign._id as string;

    // the engine plans the slot and sends through the outbox (no SMS provider configured)
    await expect
      .poll(async () => (await ledger(page.request, id)).filter((row) => row.status === 'QUEUED').length === 0 && (await ledger(page.request, id)).length === PEOPLE, { timeout: 60_000 })
      .toBe(true);
    const rows = await ledger(page.request, id);
    const sent = rows.filter((row) => row.status === 'SENT').map((row) => row.client_id);
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
  });
});
