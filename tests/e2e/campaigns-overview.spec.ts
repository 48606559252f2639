import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectRestrictAccess, loginAs } from './support/auth';
import { addDays, bahiaToday } from './support/days';

/**
 * Issue 12 "Campaigns overview" and issue 13 item 6 "franchisee permissions", end to end.
 *
 * The overview's figures are checked against what this test computes from each campaign's results
 * (omniCampaignMetrics, the results page's query): which campaigns belong to the period (first send
 * in it), their sums, the per-channel split adding up to them; and the filters write the address.
 * The permissions: franqueador switches edit_points on and off for Mais Feira; franqueado's next
 * requests follow (the page opens, then is refused, and so is its adjustPoints); back to the default.
 */

async function gql<T = Record<string, unknown>>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

interface Metrics {
  window: { start: string | null };
  recipients: number;
  clients: number;
  tickets: number;
  revenue: number;
  count: number;
  channels: { channel: string; count: number; price: number; recipients: number; revenue: number }[];
}

const METRICS = `query($id: ID!) { omniCampaignMetrics(_id: $id) {
  window { start } recipients clients tickets revenue count channels { channel count price recipients revenue } } }`;
const bahiaDay = (instant: string) => new Date(instant).toLocaleDateString('sv-SE', { timeZone: 'America/Bahia' });
const cents = (reais: number) => Math.round(reais * 100);
const value = async (page: Page, metric: string) => Number(await page.locator(`[data-metric="${metric}"]`).getAttribute('data-value'));

test.describe('campaigns overview (/campanhas/resultados-gerais)', () => {
  test("shows each campaign first sent in the period with its results page's figures, totals and a channel split that add up", async ({ page }) => {
    test.setTimeout(150_000);
    await loginAs(page, 'gerente');
    const today = bahiaToday();
    const start = addDays(today, -89);
    // the demo's past campaign (Black Friday) is sent by the engine after the first processing run
    const campaigns = async () =>
      (await gql<{ omniCampaigns: { omni_campaigns: { _id: string; title: string; status: string }[] } }>(page.request, '{ omniCampaigns(page: 1, pageSize: 100) { omni_campaigns { _id title status } } }')).omniCampaigns
        .omni_campaigns;
    await expect.poll(async () => (await campaigns()).find((c) => c.title === 'Black Friday 2026')?.status, { timeout: 90_000, intervals: [2000] }).toBe('FINISHED');

    // what this test expects: every campaign with a first send in the period, from its own results
    const expected = new Map<string, Metrics>();
    for (const campaign of await campaigns()) {
      if (campaign.status === 'DRAFT') continue;
      const { omniCampaignMetrics: metrics } = await gql<{ omniCampaignMetrics: Metrics }>(page.request, METRICS, { id: campaign._id });
      if (!metrics.window.start) continue;
      const first = bahiaDay(metrics.window.start);
      if (first >= start && first <= today) expected.set(campaign._id, metrics);
    }
    expect(expected.size).toBeGreaterThan(0);
    const sum = (pick: (m: Metrics) => number) => [...expected.values()].reduce((total, m) => total + pick(m), 0);
    const totals = {
      campaigns: expected.size,
      count: sum((m) => m.count),
      priceCents: sum((m) => m.channels.reduce((total, c) => total + cents(c.price), 0)),
      recipients: sum((m) => m.recipients),
      revenueCents: sum((m) => cents(m.revenue)),
    };

    await page.goto(`/campanhas/resultados-gerais?de=${start}&ate=${today}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados gerais das campanhas' })).toBeVisible();
    await expect(page.locator('[data-metric="campaigns"]')).toHaveAttribute('data-value', String(totals.campaigns));
    expect(await value(page, 'count')).toBe(totals.count);
    expect(cents(await value(page, 'price'))).toBe(totals.priceCents);
    expect(await value(page, 'recipients')).toBe(totals.recipients);
    expect(cents(await value(page, 'revenue'))).toBe(totals.revenueCents);

    // one row per expected campaign, each with its own results' figures
    const table = page.getByRole('table', { name: 'Por campanha' });
    await expect(table.locator('tbody tr[data-row]')).toHaveCount(expected.size);
    for (const [id, metrics] of expected) {
      const row = table.locator(`tr[data-row="${id}"]`);
      await expect(row.locator('[data-column="count"]')).toHaveAttribute('data-value', String(metrics.count));
      await expect(row.locator('[data-column="recipients"]')).toHaveAttribute('data-value', String(metrics.recipients));
      expect(cents(Number(await row.locator('[data-column="revenue"]').getAttribute('data-value')))).toBe(cents(metrics.revenue));
    }

    // per channel: each channel's figures are the sum of that channel in each campaign, and messages and cost add up to the totals
    const channelTable = page.getByRole('table', { name: 'Por canal' });
    const channels = new Map<string, { count: number; priceCents: number; revenueCents: number }>();
    for (const metrics of expected.values())
      for (const c of metrics.channels) {
        const entry = channels.get(c.channel) ?? { count: 0, priceCents: 0, revenueCents: 0 };
        entry.count += c.count;
        entry.priceCents += cents(c.price);
        entry.revenueCents += cents(c.revenue);
        channels.set(c.channel, entry);
      }
    await expect(channelTable.locator('tbody tr[data-row]')).toHaveCount(channels.size);
    let countSum = 0;
    let priceSum = 0;
    for (const [channel, entry] of channels) {
      const row = channelTable.locator(`tr[data-row="${channel}"]`);
      const count = Number(await row.locator('[data-column="count"]').getAttribute('data-value'));
      const price = cents(Number(await row.locator('[data-column="price"]').getAttribute('data-value')));
      expect({ channel, count, price, revenue: cents(Number(await row.locator('[data-column="revenue"]').getAttribute('data-value'))) }).toEqual({
        channel,
        count: entry.count,
        price: entry.priceCents,
        revenue: entry.revenueCents,
      });
      countSum += count;
      priceSum += price;
    }
    expect(countSum).toBe(totals.count);
    expect(priceSum).toBe(totals.priceCents);

    // filters write the address: one channel, then the evolution grouped per channel
    const [firstChannel] = [...channels.keys()];
    const channelNames: Record<string, string> = { sms: 'SMS', email: 'E-mail', push: 'Aplicativo (push)', whatsapp: 'WhatsApp' };
    await page.getByRole('combobox', { name: 'Canais' }).click();
    await page.getByRole('option', { name: channelNames[firstChannel] }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('canais') === firstChannel && url.searchParams.get('de') === start);
    await page.keyboard.press('Escape');
    await page.getByLabel('Agrupar evolução por').selectOption('canal');
    await expect(page).toHaveURL((url) => url.searchParams.get('agrupar') === 'canal');
    const evolution = page.getByRole('table', { name: 'Evolução' });
    await expect(evolution.locator('tbody tr[data-row]')).toHaveCount(1);
    await expect(evolution.locator(`tr[data-row="${firstChannel}"] [data-column="count"]`)).toHaveAttribute('data-value', String(channels.get(firstChannel)!.count));
    // a period with no campaign: the empty state, and zero figures
    await page.goto('/campanhas/resultados-gerais?de=2020-01-01&ate=2020-01-31');
    await expect(page.getByText('Nenhuma campanha enviada no período').first()).toBeVisible();
    await expect(page.locator('[data-metric="campaigns"]')).toHaveAttribute('data-value', '0');
  });

  test('is refused to a user without the page (analista)', async ({ page }) => {
    await loginAs(page, 'analista');
    await page.goto('/campanhas/resultados-gerais');
    await expectRestrictAccess(page);
    const response = await page.request.post('/graphql', { data: { query: `{ metricsKpi(initialDate: "${addDays(bahiaToday(), -10)}", finalDate: "${bahiaToday()}") { totals { campaigns } } }` } });
    expect((await response.json()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

const ADJUST = `mutation { adjustPoints(userId: "Q3VzdG9tZXI6MDAwMDAwMDAwMDA", pointsAdjustment: { amount: 1, reason: "e2e" }) { success } }`;

async function signedInPage(browser: Browser, who: 'franqueador' | 'franqueado') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, who);
  return { context, page };
}

test.describe('franchisee permissions (/configuracoes/permissionamento-filiado)', () => {
  // both tests save Mais Feira's switches: one after the other
  test.describe.configure({ mode: 'serial' });
  test("franqueador switches edit_points for Mais Feira; franqueado's next requests follow, and it is switched back", async ({ browser }) => {
    test.setTimeout(120_000);
    const franchisor = await signedInPage(browser, 'franqueador');
    const franchisee = await signedInPage(browser, 'franqueado');
    const editPoints = franchisor.page.getByRole('switch', { name: /Editar pontos de clientes/ });
    const save = async (message: RegExp) => {
      await franchisor.page.getByRole('button', { name: 'Salvar permissões' }).click();
      // the previous save's "Desfazer" snackbar may still be there: the newest one
      await expect(franchisor.page.getByText(message).last()).toBeVisible();
    };
    const adjustCode = async () => {
      const answer = await (await franchisee.page.request.post('/graphql', { data: { query: ADJUST } })).json();
      return answer.errors?.[0]?.extensions?.code ?? 'OK';
    };
    try {
      await franchisor.page.goto('/configuracoes/permissionamento-filiado');
      await expect(franchisor.page.getByRole('heading', { level: 1, name: 'Permissionamento do Filiado' })).toBeVisible();
      await expect(franchisor.page.getByRole('button', { name: /Mais Feira de Santana/ })).toHaveAttribute('aria-pressed', 'true');
      // the tabs are addresses
      await franchisor.page.getByRole('link', { name: 'Aplicativo' }).click();
      await expect(franchisor.page).toHaveURL(/\/configuracoes\/permissionamento-filiado\/aplicativo/);
      await expect(franchisor.page.getByRole('switch', { name: /Banners do aplicativo/ })).toBeChecked();
      await franchisor.page.getByRole('link', { name: 'Gestão do consumidor' }).click();
      await expect(franchisor.page).toHaveURL(/\/gestao_consumidor/);

      // default: off — the franchisee is refused the page and its mutation
      await expect(editPoints).not.toBeChecked();
      await franchisee.page.goto('/clientes/gerenciamento/cadastros/edicao-pontos');
      await expectRestrictAccess(franchisee.page);
      expect(await adjustCode()).toBe('FORBIDDEN');

      // on: the franchisee's next request is allowed (no new sign-in)
      await editPoints.check();
      await save(/Permissões de Mais Feira de Santana salvas/);
      await expect(franchisor.page.getByText(/Última alteração: Paulo Andrade/)).toBeVisible();
      await franchisee.page.goto('/clientes/gerenciamento/cadastros/edicao-pontos');
      await expect(franchisee.page.getByRole('heading', { level: 1, name: 'Edição de pontos' })).toBeVisible();
      await expect(franchisee.page).toHaveURL((url) => url.pathname === '/clientes/gerenciamento/cadastros/edicao-pontos');
      expect(await adjustCode()).not.toBe('FORBIDDEN');

      // off again: refused again
      await editPoints.uncheck();
      await save(/Permissões de Mais Feira de Santana salvas/);
      await franchisee.page.goto('/clientes/gerenciamento/cadastros/edicao-pontos');
      await expectRestrictAccess(franchisee.page);
      expect(await adjustCode()).toBe('FORBIDDEN');

      // "apply to all" asks first; cancelling changes nothing
      await franchisor.page.getByRole('button', { name: 'Aplicar a todos os franqueados' }).click();
      const dialog = franchisor.page.getByRole('alertdialog');
      await expect(dialog).toContainText('Aplicar a todos os franqueados?');
      await franchisor.page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    } finally {
      // back to the demo's default whatever happened (other suites see Mais Feira as seeded)
      const { franchiseeAccounts } = await gql<{ franchiseeAccounts: { account_id: string; name: string }[] }>(franchisor.page.request, '{ franchiseeAccounts { account_id name } }');
      const maisFeira = franchiseeAccounts.find((row) => row.name === 'Mais Feira de Santana');
      if (maisFeira) {
        await gql(franchisor.page.request, 'mutation($input: UpdateAccountFranchiseePermissionsInput!) { updateAccountFranchiseePermissions(input: $input) { changeId } }', {
          input: { accountId: maisFeira.account_id, permissions: { edit_points: false } },
        });
      }
      await franchisor.context.close();
      await franchisee.context.close();
    }
  });

  test('undo puts back the last save', async ({ page }) => {
    await loginAs(page, 'franqueador');
    await page.goto('/configuracoes/permissionamento-filiado/trade');
    const trade = page.getByRole('switch', { name: /Resultados das ofertas trade da franquia/ });
    await expect(trade).not.toBeChecked();
    await trade.check();
    await page.getByRole('button', { name: 'Salvar permissões' }).click();
    await page.getByRole('button', { name: 'Desfazer' }).click();
    await expect(page.getByText('Alteração desfeita.')).toBeVisible();
    await expect(trade).not.toBeChecked();
    const { franchiseeAccounts } = await gql<{ franchiseeAccounts: { permissions: { view_offers_schedule_trade_results: boolean } }[] }>(
      page.request,
      '{ franchiseeAccounts { permissions { view_offers_schedule_trade_results } } }',
    );
    expect(franchiseeAccounts.every((row) => !row.permissions.view_offers_schedule_trade_results)).toBe(true);
  });
});

test.describe('accessibility of both pages (axe: no serious or critical violation)', () => {
  const blocking = async (page: Page) =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 3) }));

  test('/campanhas/resultados-gerais', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto('/campanhas/resultados-gerais');
    await expect(page.locator('[data-metric="campaigns"]')).toBeVisible();
    expect(await blocking(page)).toEqual([]);
  });

  test('/configuracoes/permissionamento-filiado', async ({ page }) => {
    await loginAs(page, 'franqueador');
    await page.goto('/configuracoes/permissionamento-filiado');
    await expect(page.getByRole('switch').first()).toBeVisible();
    expect(await blocking(page)).toEqual([]);
  });
});
