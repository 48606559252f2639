import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { loginAs } from './support/auth';
import { PERIOD } from './support/salesDataset';

/**
 * Issue 4: one GraphQL query per in-app navigation. Each analytics route starts its `<Page>Query`
 * in the router's loader (render-as-you-fetch); nothing else on the way to the page's content may
 * reach the server: no widget refetch, no second lazy query, no shell or toolbar query re-run by the
 * route change. The navigations are the ones a user makes (side-menu items, in-page links, the
 * filter bar), never `page.goto`, so the app's own router, Relay store and caches are what is
 * measured. A page visited again with the same filters is answered from the Relay store: the route
 * registry keeps each route's last query reference (src/app/router/routeQueries.ts), so
 * `store-or-network` finds the data and sends nothing — until an answer reveals a new processing
 * stamp (spec §7): the store is then stale and each page costs its one query again, once.
 */

test.use({ viewport: { width: 1440, height: 900 } });

interface Post {
  url: string;
  /** a GraphQL POST's operation (null for any other POST) */
  graphql: { kind: string; name: string; variables: Record<string, unknown> } | null;
}

const GRAPHQL_PATH = '/graphql';
/** how long the network must stay silent after the content is shown before the count is taken */
const QUIET_MS = 800;
/**
 * Spec §4 step 9: every allowed navigation records a route access event, a fire-and-forget
 * mutation (`trackPlatformUser`, spec §6). It is not page data: it is expected exactly once per
 * navigation, with the address opened, and every other mutation is a failure.
 */
const TRACKING_MUTATION = 'trackPlatformUserMutation';

/** The operation a GraphQL POST body carries: `operationName`, a persisted `id` or the query text's name. */
function operationOf(request: Request): NonNullable<Post['graphql']> {
  let body: unknown;
  try {
    body = JSON.parse(request.postData() ?? '');
  } catch {
    return { kind: '?', name: '(corpo não é JSON)', variables: {} };
  }
  // a batched transport would send an array: it is reported as one unknown operation and fails
  if (Array.isArray(body)) return { kind: '?', name: `(lote de ${body.length} operações)`, variables: {} };
  const record = (body ?? {}) as { operationName?: unknown; id?: unknown; query?: unknown; variables?: unknown };
  const text = typeof record.query === 'string' ? record.query : '';
  const head = /^\s*(query|mutation|subscription)\b\s*([A-Za-z_]\w*)?/.exec(text);
  const name =
    typeof record.operationName === 'string' && record.operationName
      ? record.operationName
      : typeof record.id === 'string' && record.id
        ? `id:${record.id}`
        : (head?.[2] ?? '(operação sem nome)');
  const variables = typeof record.variables === 'object' && record.variables !== null ? (record.variables as Record<string, unknown>) : {};
  return { kind: head?.[1] ?? (text.trim().startsWith('{') ? 'query' : '?'), name, variables };
}

/**
 * Records the POSTs a page makes while an action runs. Every request (scripts, chunks, data) is
 * tracked to know when the network is quiet, so a query fired late (an effect after the first
 * render, a chunk that mounts a component with its own query) is still counted.
 */
class NetworkRecorder {
  private readonly inFlight = new Set<Request>();
  private lastActivity = Date.now();
  private recording: Post[] | null = null;

  constructor(private readonly page: Page) {
    page.on('request', (request) => {
      this.inFlight.add(request);
      this.lastActivity = Date.now();
      if (this.recording && request.method() === 'POST') {
        const url = new URL(request.url());
        this.recording.push({ url: url.pathname, graphql: url.pathname === GRAPHQL_PATH ? operationOf(request) : null });
      }
    });
    const done = (request: Request) => {
      this.inFlight.delete(request);
      this.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** Waits until no request has been in flight for QUIET_MS. */
  async quiet(): Promise<void> {
    await expect
      .poll(() => this.inFlight.size === 0 && Date.now() - this.lastActivity >= QUIET_MS, {
        message: 'a rede não ficou em silêncio',
        intervals: [100],
        timeout: 20_000,
      })
      .toBe(true);
  }

  /** The POSTs made from `action` until `shown` resolves and the network is quiet again. */
  async during(action: () => Promise<void>, shown: () => Promise<void>): Promise<Post[]> {
    await this.quiet();
    const posts: Post[] = [];
    this.recording = posts;
    try {
      await action();
      await shown();
      await this.quiet();
    } finally {
      this.recording = null;
    }
    return posts;
  }
}

const sideMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Menu principal' }).filter({ visible: true });

/** A side-menu item, opening its group first when it is closed. */
async function menuItem(page: Page, group: string | null, item: string): Promise<Locator> {
  if (!group) return sideMenu(page).getByRole('link', { name: item, exact: true });
  const button = sideMenu(page).getByRole('button', { name: group, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`).getByRole('link', { name: item, exact: true });
}

/**
 * The page's answer is on screen: its h1, its filter bar (rendered with the query's data, after the
 * loading skeleton) and one of its figures — a KPI or a table row — or, when the default period has
 * no sales, the empty state.
 */
async function expectContent(page: Page, heading: string, figure: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Filtros' })).toBeVisible();
  await expect(page.locator(figure).or(page.getByText(/^Nenhum.* no período/)).first()).toBeVisible();
}

const KPI = (metric: string) => `[data-metric="${metric}"]`;

interface Measured {
  navigation: string;
  queries: string[];
  tracked: string[];
  others: string[];
}

const measured: Measured[] = [];

function describePost(post: Post): string {
  if (!post.graphql) return `POST ${post.url}`;
  const route = post.graphql.name === TRACKING_MUTATION ? ` ${JSON.stringify(post.graphql.variables.route)}` : '';
  return `POST ${post.url} ${post.graphql.kind} ${post.graphql.name}${route}`;
}

/**
 * Runs one in-app navigation and asserts what it cost: exactly the `expected` queries (the page's
 * query, or none when the Relay store already holds the answer), the route access mutation for the
 * address reached and nothing else on /graphql. Other POSTs are listed in the message.
 */
async function navigate(
  page: Page,
  recorder: NetworkRecorder,
  navigation: string,
  expected: string[],
  action: () => Promise<void>,
  shown: () => Promise<void>,
): Promise<void> {
  await test.step(navigation, async () => {
    const posts = await recorder.during(action, shown);
    const operations = posts.flatMap((post) => (post.graphql ? [post.graphql] : []));
    const queries = operations.filter((op) => op.kind === 'query').map((op) => op.name);
    const tracked = operations.filter((op) => op.name === TRACKING_MUTATION).map((op) => String(op.variables.route));
    const unexpected = operations.filter((op) => op.kind !== 'query' && op.name !== TRACKING_MUTATION).map((op) => `${op.kind} ${op.name}`);
    const others = posts.filter((post) => !post.graphql).map((post) => post.url);
    measured.push({ navigation, queries, tracked, others });
    const reached = new URL(page.url());
    const listing = posts.map(describePost).join('\n  ') || '(nenhum)';
    expect(
      { queries, tracked, unexpected },
      `${navigation}: esperadas as consultas ${JSON.stringify(expected)} e um registro de acesso; POSTs feitos:\n  ${listing}`,
    ).toEqual({ queries: expected, tracked: [`${reached.pathname}${reached.search}`], unexpected: [] });
  });
}

test('each analytics page costs one GraphQL query per in-app navigation, none when visited again with the same filters, one again after a new processing', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const recorder = new NetworkRecorder(page);

  await loginAs(page, 'gerente');
  // Start from a page outside the measured set, on a fresh load: nothing of /home (where the login
  // lands) is in the Relay store, and no cached answer of an earlier visit is in local storage, so
  // the first visit of every page below is a real first visit. The landing page's answer is awaited
  // first: cleared while still in flight, it would be stored right after the clearing.
  await expect(page.locator(KPI('VAL_FATURAMENTO'))).toHaveAttribute('data-value', /.+/);
  await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith('mf-query-cache:')) window.localStorage.removeItem(key);
  });
  await page.goto('/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  await expect(sideMenu(page)).toBeVisible();

  const click = (locator: () => Promise<Locator>) => async () => (await locator()).click();

  // ---- first visits: exactly the page's query
  await navigate(page, recorder, 'menu Home → /home', ['HomePageQuery'], click(() => menuItem(page, null, 'Home')), async () => {
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await expect(page.locator(KPI('VAL_FATURAMENTO'))).toHaveAttribute('data-value', /.+/);
  });

  await navigate(page, recorder, 'menu Empresa > Faturamento → /empresa/faturamento', ['CompanyRevenuePageQuery'], click(() => menuItem(page, 'Empresa', 'Faturamento')), () =>
    expectContent(page, 'Faturamento', KPI('VAL_FATURAMENTO')),
  );

  // the default 12 months include the dataset's March 2026: its row links to the month's days
  await navigate(
    page,
    recorder,
    'link "Ver os dias de mar/2026" → /empresa/faturamento/diario/2026-03',
    ['CompanyDailyRevenuePageQuery'],
    click(async () => page.getByRole('link', { name: 'Ver os dias de mar/2026' })),
    async () => {
      await expect(page).toHaveURL((url) => url.pathname === '/empresa/faturamento/diario/2026-03');
      // the daily page has no filter bar (its month is in the path): its table row is the answer
      await expect(page.getByRole('heading', { level: 1, name: 'Faturamento diário de março de 2026' })).toBeVisible();
      await expect(page.locator('tbody [data-period="2026-03-02"]')).toBeVisible();
    },
  );

  await navigate(page, recorder, 'menu Empresa > Desempenho → /empresa/desempenho', ['CompanyPerformancePageQuery'], click(() => menuItem(page, 'Empresa', 'Desempenho')), () =>
    expectContent(page, 'Desempenho da empresa', '[data-unit]'),
  );

  await navigate(
    page,
    recorder,
    'menu Empresa > Decomposição → /empresa/decomposicao',
    ['CompanyDecompositionPageQuery'],
    click(() => menuItem(page, 'Empresa', 'Decomposição')),
    () => expectContent(page, 'Decomposição do faturamento', KPI('VAL_FATURAMENTO')),
  );

  await navigate(page, recorder, 'menu Clube > Dashboard → /clube/dashboard', ['ClubDashboardPageQuery'], click(() => menuItem(page, 'Clube', 'Dashboard')), () =>
    expectContent(page, 'Dashboard do Clube', KPI('NUM_CLIENTES_CADASTRADOS')),
  );

  await navigate(page, recorder, 'menu Clube > Desempenho → /clube/desempenho', ['ClubPerformancePageQuery'], click(() => menuItem(page, 'Clube', 'Desempenho')), () =>
    expectContent(page, 'Desempenho do Clube', 'tr[data-row]'),
  );

  await navigate(page, recorder, 'menu Clube > Comparativo → /clube/comparativo', ['ClubComparisonPageQuery'], click(() => menuItem(page, 'Clube', 'Comparativo')), () =>
    expectContent(page, 'Comparativo do Clube', KPI('VAL_FATURAMENTO')),
  );

  await navigate(page, recorder, 'menu Clube > Lojas → /clube/lojas', ['ClubStoresPageQuery'], click(() => menuItem(page, 'Clube', 'Lojas')), () =>
    expectContent(page, 'Clube por loja', 'tr[data-row]'),
  );

  await navigate(
    page,
    recorder,
    'menu Clube > Performance operacional → /clube/performance-operacional',
    ['OperationalPerformancePageQuery'],
    click(() => menuItem(page, 'Clube', 'Performance operacional')),
    () => expectContent(page, 'Performance operacional', 'tr[data-row]'),
  );

  // a filter change is a navigation too (the filters live in the address): one query again
  await navigate(
    page,
    recorder,
    'filtro De/Até março de 2026 → /clube/performance-operacional?de=…',
    ['OperationalPerformancePageQuery'],
    async () => {
      const filters = page.getByRole('form', { name: 'Filtros' });
      await filters.getByLabel('De', { exact: true }).fill(PERIOD.start);
      await filters.getByLabel('Até', { exact: true }).fill(PERIOD.end);
      await filters.getByRole('button', { name: 'Aplicar datas' }).click();
    },
    async () => {
      await expect(page).toHaveURL((url) => url.searchParams.get('de') === PERIOD.start && url.searchParams.get('ate') === PERIOD.end);
      await expect(page.getByRole('link', { name: 'Joana Alves' })).toBeVisible();
    },
  );

  await navigate(
    page,
    recorder,
    'link "Joana Alves" → /clube/performance-operacional/detalhes-operador/101',
    ['OperatorDetailsPageQuery'],
    click(async () => page.getByRole('link', { name: 'Joana Alves' })),
    async () => {
      await expect(page).toHaveURL((url) => url.pathname === '/clube/performance-operacional/detalhes-operador/101');
      await expect(page.getByRole('heading', { level: 2, name: 'Joana Alves' })).toBeVisible();
      await expect(page.locator(KPI('NUM_CUPONS_TOTAL'))).toBeVisible();
    },
  );

  // ---- visits again with the same filters: answered from the Relay store, no request at all
  await navigate(
    page,
    recorder,
    'de novo: link "← Voltar para Performance operacional" (mesmos filtros)',
    [],
    click(async () => page.getByRole('link', { name: '← Voltar para Performance operacional' })),
    async () => {
      await expect(page).toHaveURL((url) => url.pathname === '/clube/performance-operacional' && url.searchParams.get('de') === PERIOD.start);
      await expect(page.getByRole('link', { name: 'Joana Alves' })).toBeVisible();
    },
  );

  await navigate(page, recorder, 'de novo: menu Home (mesmos filtros)', [], click(() => menuItem(page, null, 'Home')), async () => {
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await expect(page.locator(KPI('VAL_FATURAMENTO'))).toHaveAttribute('data-value', /.+/);
  });

  await navigate(page, recorder, 'de novo: menu Clube > Dashboard (mesmos filtros)', [], click(() => menuItem(page, 'Clube', 'Dashboard')), () =>
    expectContent(page, 'Dashboard do Clube', KPI('NUM_CLIENTES_CADASTRADOS')),
  );

  await navigate(page, recorder, 'de novo: menu Empresa > Faturamento (mesmos filtros)', [], click(() => menuItem(page, 'Empresa', 'Faturamento')), () =>
    expectContent(page, 'Faturamento', KPI('VAL_FATURAMENTO')),
  );

  // ---- a new processing run: the server's answers carry a new stamp (`extensions.processing`). The
  // run is simulated on the answers rather than run on the shared e2e server, whose other specs
  // read the same account meanwhile. The first answer with the new stamp (the route access record
  // of the next navigation) marks the Relay store stale, so each page costs its query once more.
  const newStamp = { processingUuid: 'e2e-nova-execucao', lastUpdated: new Date().toISOString() };
  await page.route('**/graphql', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { extensions?: { processing?: unknown } };
    if (body.extensions?.processing) body.extensions.processing = newStamp;
    await route.fulfill({ response, json: body });
  });

  await navigate(page, recorder, 'nova execução revelada: menu Clube > Dashboard (ainda do store)', [], click(() => menuItem(page, 'Clube', 'Dashboard')), () =>
    expectContent(page, 'Dashboard do Clube', KPI('NUM_CLIENTES_CADASTRADOS')),
  );
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('mf-processing-uuid'))).toBe(newStamp.processingUuid);

  await navigate(page, recorder, 'após nova execução: menu Empresa > Faturamento (mesmos filtros)', ['CompanyRevenuePageQuery'], click(() => menuItem(page, 'Empresa', 'Faturamento')), () =>
    expectContent(page, 'Faturamento', KPI('VAL_FATURAMENTO')),
  );

  await navigate(page, recorder, 'após nova execução: menu Home (mesmos filtros)', ['HomePageQuery'], async () => (await menuItem(page, null, 'Home')).click(), async () => {
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await expect(page.locator(KPI('VAL_FATURAMENTO'))).toHaveAttribute('data-value', /.+/);
  });

  await navigate(page, recorder, 'após nova execução, de novo: menu Empresa > Faturamento', [], click(() => menuItem(page, 'Empresa', 'Faturamento')), () =>
    expectContent(page, 'Faturamento', KPI('VAL_FATURAMENTO')),
  );

  const table = measured
    .map((row) => `${row.navigation} | ${row.queries.length} | ${row.queries.join(', ') || '—'} | ${row.tracked.join(', ')} | ${row.others.join(', ') || '—'}`)
    .join('\n');
  await testInfo.attach('consultas-por-navegacao.txt', {
    body: `navegação | consultas | operações | acesso registrado | outros POSTs\n${table}\n`,
    contentType: 'text/plain',
  });
});
