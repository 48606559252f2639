import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_SESSION_SECRET } from '../../playwright.config';
import { loginAs } from './support/auth';
import { whatsappOnSimulator } from './support/whatsappChannel';

/**
 * Discount coupons end to end (issue 12 "Done when"): a manager builds a unique-code coupon campaign
 * in the form for a segment of the test's own consumers (one made-up city), delivered by WhatsApp in
 * an approved template whose {{2}} is bound to [cupom] (the template is submitted to Meta's simulator
 * running in this test, which approves it through the signed webhook); the engine issues one code per
 * person at planning and sends each one's template message to the simulator, where the test reads the
 * codes; the test's POS (fetch with an integration token) redeems two of them for their owners; the
 * results page and the usage history show exactly those two, with figures computed here (revenue,
 * discount, average ticket).
 *
 * Bom Preço's WhatsApp channel points at this test's simulator while it runs (and back to the outbox
 * at the end), as campaigns-whatsapp.spec.ts's does: this suite runs in the project
 * chromium-own-data-sms, which starts only after the project chromium (where that suite runs) has
 * finished, so the two never hold the channel at the same time.
 */

const CITY = 'Cupomópolis';
const PEOPLE = 6;
const SKU = 'E2E-CUPOM-CAFE';

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
  document_no: cpf(`6${RUN}${String(i).padStart(3, '0')}`),
  person_type: 'F',
  name: `Cliente Cupom ${i}`,
  gender: 'F',
  phone: `7197${RUN.slice(-2)}${String(20000 + i).slice(-5)}`.slice(0, 11),
  created_at: '2025-01-10T09:00:00-03:00',
  unit_id_erp: '1',
  address: { city_name: CITY },
  opt_in: { whatsapp: true },
}));
const TEMPLATE = `cupom_e2e_${RUN}`;
const BODY = 'Olá, {{1}}! Seu cupom de desconto: {{2}}. Apresente no caixa.';

async function ingest(kind: 'consumers' | 'products', rows: unknown[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-coupons-'));
  try {
    const file = path.join(dir, `${kind}.ndjson`);
    fs.writeFileSync(file, rows.map((row) => JSON.stringify(row)).join('\n') + '\n');
    const args = ['--import', 'tsx', 'scripts/ingest.ts', '--account', 'bompreco', '--kind', kind, '--file', file, '--url', E2E_BASE_URL, '--process'];
    const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: path.resolve(__dirname, '../..'), env: { ...process.env, NODE_OPTIONS: '', SESSION_SECRET: E2E_SESSION_SECRET } });
    const result = JSON.parse(stdout) as { rejected_count: number; rejected: unknown[] };
    if (result.rejected_count > 0) throw new Error(`[e2e] coupons ${kind}: ${JSON.stringify(result.rejected)}`);
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

const saoPauloDay = (days = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * 86_400_000));
const value = async (page: Page, metric: string) => Number(await page.locator(`[data-metric="${metric}"]`).first().getAttribute('data-value'));

test.describe('discount coupons', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a manager builds a unique-code coupon campaign, the codes go out by WhatsApp, the till redeems two; results and usage history show exactly those two', async ({ page, browser }) => {
    await ingest('products', [{ sku: SKU, name: 'Café Cupom 500 g', eans: ['7890000099017'], department: 'Mercearia' }]);
    await ingest('consumers', CONSUMERS);

    const channel = await whatsappOnSimulator(browser, 'cupons');
    const { simulator } = channel;

    try {
      await loginAs(page, 'gerente@bompreco.com.br');
      const segment = await page.request.post('/api/segmentation/segments', {
        data: { name: `Cupons ${RUN}`, description: '', fixed: false, definition: { groups: [{ operator: 'AND', criteria: [{ key: 'city', values: [CITY] }] }], operator: 'OR' }, tags: [] },
      });
      expect(segment.ok()).toBe(true);
      const segmentName = ((await segment.json()) as { name: string }).name;
      const token = (await gql(page.request, 'mutation($name: String!) { createIntegrationToken(input: { name: $name }) { token } }', { name: `PDV e2e ${RUN}` })).createIntegrationToken.token as string;
      // the template the code travels in: submitted to Meta (the simulator), approved through the webhook
      const saved = await gql(page.request, 'mutation($input: WhatsappTemplateInput!) { upsertWhatsappTemplate(input: $input) { template { _id } } }', {
        input: { name: TEMPLATE, category: 'MARKETING', body: BODY, variables: ['[primeiro nome]', '[cupom]'] },
      });
      await gql(page.request, 'mutation($id: ID!) { submitWhatsappTemplate(_id: $id) { template { status } } }', { id: saved.upsertWhatsappTemplate.template._id });
      await expect.poll(async () => ((await gql(page.request, '{ whatsappTemplates(status: [APPROVED]) { name } }')).whatsappTemplates as { name: string }[]).some((t) => t.name === TEMPLATE)).toBe(true);

      // the form: a unique code per client, 10 % off, valid from today, delivered by WhatsApp at any hour
      const title = `Cupom e2e ${RUN}`;
      await page.goto('/campanhas/cupom-desconto');
      await page.getByRole('link', { name: 'Novo cupom' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Novo cupom de desconto' })).toBeVisible();
      await page.getByLabel('Título', { exact: true }).fill(title);
      await page.getByLabel('Código', { exact: true }).selectOption('UNIQUE');
      await page.getByLabel('Desconto (%)').fill('10');
      await page.getByLabel('Início da validade').fill(saoPauloDay());
      await page.getByLabel('Fim da validade').fill(saoPauloDay(10));
      await page.getByRole('combobox', { name: 'Segmentos que recebem o cupom' }).fill(segmentName);
      await page.getByRole('option', { name: new RegExp(segmentName) }).first().click();
      // WhatsApp instead of SMS: the approved template, its {{2}} bound to the code
      // (the segments' list stays open after a pick: closed first, it covered the switches)
      await page.keyboard.press('Escape');
      await page.getByRole('switch', { name: 'Enviar por SMS' }).uncheck();
      await page.getByRole('switch', { name: 'Enviar por WhatsApp' }).check();
      await expect(page.getByRole('switch', { name: 'Enviar por SMS' })).not.toBeChecked();
      await page.getByLabel('Modelo aprovado').selectOption({ label: TEMPLATE });
      await expect(page.getByLabel('Variável {{2}}')).toHaveValue('[cupom]');
      await page.getByLabel('Variável {{2}}').fill('o código');
      await expect(page.getByText('Nenhuma variável tem [cupom]: o código não chegaria ao cliente.')).toBeVisible();
      await page.getByLabel('Variável {{2}}').fill('[cupom]');
      await expect(page.getByTestId('whatsapp-preview')).toContainText('Olá, Maria! Seu cupom de desconto:');
      await page.getByLabel('Enviar a partir de').fill('00:00');
      await page.getByLabel('Enviar até').fill('23:59');
      await page.getByRole('button', { name: 'Salvar e ativar' }).click();
      await expect(page.getByText(`Cupom "${title}" ativado.`)).toBeVisible();
      await expect(page).toHaveURL(/\/campanhas\/cupom-desconto$/);
      const row = page.locator('tr', { hasText: title });
      await expect(row.locator('[data-status="ACTIVE"]')).toBeVisible();
      const found = await gql(page.request, 'query($search: String) { findPaginatedBenefits(first: 1, input: { search: $search }) { edges { node { id _id } } } }', { search: title });
      const { id, _id } = found.findPaginatedBenefits.edges[0].node as { id: string; _id: string };

      // the engine issues a code per person and sends it: Meta (the simulator) receives one template
      // message each, {{1}} the first name and {{2}} that person's code
      const ours = () => simulator.received.filter((m) => m.template?.name === TEMPLATE);
      await expect.poll(() => ours().length, { timeout: 60_000 }).toBe(PEOPLE);
      const delivered = ours().map((m) => ({ code: m.template!.variables[1], person: CONSUMERS.find((c) => `55${c.phone}` === m.to)! }));
      for (const d of delivered) expect(ours().find((m) => m.template!.variables[1] === d.code)!.template!.variables[0]).toBe('Cliente');
      expect(new Set(delivered.map((d) => d.person?.document_no)).size).toBe(PEOPLE);
      expect(new Set(delivered.map((d) => d.code)).size).toBe(PEOPLE);
      for (const d of delivered) expect(d.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{10}$/);

      // the test's POS: two people redeem their codes; another person's code is refused for them
      const pos = async (action: string, body: unknown) => {
        const response = await fetch(`${E2E_BASE_URL}/api/pos/coupons/${action}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
        expect(response.status).toBe(200);
        return (await response.json()) as { valid: boolean; consumed?: boolean; discount_cents: number; reason?: string };
      };
      const baskets = [
        { items: [{ sku: SKU, quantity: 3, unit_price: 18.9 }], total: 56.7 },
        { items: [{ ean: '7890000099017', quantity: 1, unit_price: 18.9 }, { sku: SKU, quantity: 2, unit_price: 18.9 }], total: 56.7 },
      ];
      const [first, second] = delivered;
      const refused = await pos('validate', { code: first.code, document_no: second.person.document_no, unit_id_erp: '1', ...baskets[0] });
      expect(refused).toMatchObject({ valid: false, reason: 'Este cupom pertence a outro consumidor.' });
      const redeemed = [];
      for (const [index, d] of [first, second].entries()) {
        const basket = { code: d.code, document_no: d.person.document_no, unit_id_erp: '1', ...baskets[index] };
        const checked = await pos('validate', basket);
        expect(checked.valid).toBe(true);
        const consumed = await pos('consume', { ...basket, ticket_id: `CUP-${RUN}-${index}` });
        expect(consumed).toMatchObject({ consumed: true, discount_cents: checked.discount_cents });
        redeemed.push({ ...d, totalCents: Math.round(basket.total * 100), discount: consumed.discount_cents });
      }
      // 10 % of what the coupon applies to, in cents
      expect(redeemed.map((r) => r.discount)).toEqual([Math.floor((5670 * 10) / 100), Math.floor((5670 * 10) / 100)]);
      const revenue = redeemed.reduce((s, r) => s + r.totalCents, 0);
      const discount = redeemed.reduce((s, r) => s + r.discount, 0);

      await page.goto(`/campanhas/cupom-desconto/resultados/${_id}`);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Resultados do cupom: ${title}`) })).toBeVisible();
      expect(await value(page, 'CUPONS_ENTREGUES')).toBe(PEOPLE);
      expect(await value(page, 'CUPONS_GERADOS')).toBe(PEOPLE);
      expect(await value(page, 'CUPONS_CONSUMIDOS')).toBe(2);
      expect(await value(page, 'CUPONS_DISPONIVEIS')).toBe(PEOPLE - 2);
      expect(await value(page, 'FATURAMENTO_CUPOM')).toBe(revenue);
      expect(await value(page, 'DESCONTO_CUPOM')).toBe(discount);
      expect(await value(page, 'TICKET_MEDIO_CUPOM')).toBe(Math.round(revenue / 2));
      await expect(page.getByRole('table', { name: 'Por loja' }).locator('[data-row="1"] [data-metric="CUPONS_CONSUMIDOS"]')).toHaveAttribute('data-value', '2');

      await page.goto(`/campanhas/cupom-desconto/historico-utilizacao/${_id}`);
      const table = page.getByRole('table', { name: 'Utilizações do cupom' });
      await expect(table.locator('tbody tr')).toHaveCount(2);
      expect((await table.locator('[data-code]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-code')))).sort()).toEqual(redeemed.map((r) => r.code).sort());
      await expect(table.locator('[data-status="RECOVERED"]')).toHaveCount(2);
      // a cancelled sale releases its use: the default status filter still lists it, as Cancelado
      expect((await pos('cancel', { ticket_id: `CUP-${RUN}-1` })) as unknown).toEqual({ cancelled: 1 });
      await page.reload();
      await expect(table.locator('[data-status="NOT_RECOVERED"]')).toHaveCount(1);
      await page.getByLabel('Cancelado').click();
      await expect(page).toHaveURL(/situacao=RECOVERED%2CNOT_PROCESSED|situacao=RECOVERED,NOT_PROCESSED/);
      await expect(table.locator('tbody tr')).toHaveCount(1);

      // the report job of the history
      await page.getByRole('button', { name: 'Gerar relatório' }).click();
      await page.getByRole('dialog').getByRole('button', { name: /Exportar|Gerar|Enviar/ }).click();
      await expect(page.getByText('Relatório solicitado: você receberá o arquivo por e-mail.')).toBeVisible();

      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const [name, address] of [
          ['lista', '/campanhas/cupom-desconto'],
          ['nova', '/campanhas/cupom-desconto/nova'],
          ['detalhes', `/campanhas/cupom-desconto/${_id}`],
          ['resultados', `/campanhas/cupom-desconto/resultados/${_id}`],
          ['historico', `/campanhas/cupom-desconto/historico-utilizacao/${_id}`],
        ]) {
          await page.goto(address);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForTimeout(300);
          await page.screenshot({ path: `test-results/coupons-${name}-${width}.png`, fullPage: true });
        }
      }
      expect(id).toBeTruthy();
    } finally {
      await channel.restore();
    }
  });
});
