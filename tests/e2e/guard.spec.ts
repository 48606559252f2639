import { expect, test, type Page } from '@playwright/test';
import {
  expectRestrictAccess,
  expectUnderConstruction,
  inTopBar,
  loginAs,
  loginForm,
  switchClient,
} from './support/auth';
import { ACCOUNTS, PERSONAS, type PersonaKey } from './support/personas';

/**
 * Route guard (spec §4 "Route guard on every navigation", §6 roles and permissions) for the
 * catalogue's routes (src/shared/config/routes.ts), persona by persona. Each address is opened
 * with a full page load, as a bookmark or a typed address would be.
 */

type Outcome = 'allow' | 'restrict' | 'home';

interface CatalogueRoute {
  path: string;
  /** the page name the "em construção" page shows (the catalogue title) */
  title: string;
  /** a built page shows its own title as the heading instead of the "em construção" page */
  built?: boolean;
  /** where an address that redirects (a tabbed page) lands; `title` is then the landing page's */
  landsOn?: string;
}

const ROUTES = {
  dashboard: { path: '/clube/dashboard', title: 'Dashboard do Clube', built: true },
  faturamento: { path: '/empresa/faturamento', title: 'Faturamento', built: true },
  performance: { path: '/clube/performance-operacional', title: 'Performance operacional', built: true },
  melhoresClientes: { path: '/clientes/melhores-clientes', title: 'Melhores clientes', built: true },
  banners: { path: '/mobile/banners', title: 'Banners' },
  ofertasTrade: { path: '/industria/ofertas-trade', landsOn: '/industria/ofertas-trade/propostas', title: 'Propostas de ofertas trade' },
  lojas: { path: '/configuracoes/units', title: 'Lojas', built: true },
  permissionamento: { path: '/configuracoes/permissionamento-filiado', title: 'Permissionamento do Filiado', built: true },
  usuarios: { path: '/usuarios', title: 'Usuários', built: true },
  configuracoesAdmin: { path: '/configuracoes-admin', title: 'Configurações', built: true },
} as const satisfies Record<string, CatalogueRoute>;

type RouteKey = keyof typeof ROUTES;

/**
 * What each persona gets, worked out from personas.md and the spec rather than from the code:
 * - admin (mf): passes every page, PII and admin check; Bom Preço has every module these need;
 * - gerente: every page, every PII flag, account admin;
 * - analista: empresa/*, clube/{dashboard,desempenho,comparativo,lojas}, produtos/*, campanhas/sms;
 *   no PII, not admin;
 * - multi: every page and consumer PII, no employee PII, not admin;
 * - franqueador (franchise): every page, consumer PII, admin; no employee PII;
 * - franqueado (franchisee): every page, consumer PII, not admin; banners_mobile switched on;
 *   permissionamento-filiado is hidden for franchisees;
 * - promo (promotions-only): only routes that allow promotions-only users; not admin.
 * Cells left out are not decided by the spec (permissionamento-filiado for a plain retailer: §2
 * says "only for non-franchise users", §6 says franchise accounts are the ones that add it).
 */
const MATRIX: Record<PersonaKey, Partial<Record<RouteKey, Outcome>>> = {
  admin: {
    dashboard: 'allow', faturamento: 'allow', performance: 'allow', melhoresClientes: 'allow', banners: 'allow',
    ofertasTrade: 'allow', lojas: 'allow', usuarios: 'allow', configuracoesAdmin: 'allow',
  },
  gerente: {
    dashboard: 'allow', faturamento: 'allow', performance: 'allow', melhoresClientes: 'allow', banners: 'allow',
    ofertasTrade: 'allow', lojas: 'allow', usuarios: 'allow', configuracoesAdmin: 'allow',
  },
  analista: {
    dashboard: 'allow', faturamento: 'allow', performance: 'restrict', melhoresClientes: 'restrict', banners: 'restrict',
    ofertasTrade: 'restrict', lojas: 'restrict', permissionamento: 'restrict', usuarios: 'restrict', configuracoesAdmin: 'restrict',
  },
  multi: {
    dashboard: 'allow', faturamento: 'allow', performance: 'restrict', melhoresClientes: 'allow', banners: 'allow',
    ofertasTrade: 'allow', lojas: 'allow', usuarios: 'restrict', configuracoesAdmin: 'restrict',
  },
  franqueador: {
    dashboard: 'allow', faturamento: 'allow', performance: 'restrict', melhoresClientes: 'allow', banners: 'allow',
    ofertasTrade: 'allow', lojas: 'allow', permissionamento: 'allow', usuarios: 'allow', configuracoesAdmin: 'allow',
  },
  franqueado: {
    dashboard: 'allow', faturamento: 'allow', performance: 'restrict', melhoresClientes: 'allow', banners: 'allow',
    ofertasTrade: 'allow', lojas: 'allow', permissionamento: 'restrict', usuarios: 'restrict', configuracoesAdmin: 'restrict',
  },
  promo: {
    dashboard: 'restrict', faturamento: 'restrict', performance: 'restrict', melhoresClientes: 'restrict', banners: 'restrict',
    ofertasTrade: 'allow', lojas: 'restrict', permissionamento: 'restrict', usuarios: 'restrict', configuracoesAdmin: 'restrict',
  },
};

async function expectHome(page: Page, accountName: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible();
  await expect(page.getByText(`Você está na conta ${accountName}.`)).toBeVisible();
}

async function expectOutcome(page: Page, route: CatalogueRoute, outcome: Outcome, accountName: string): Promise<void> {
  await page.goto(route.path);
  if (outcome === 'allow') {
    if (route.built) await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
    else await expectUnderConstruction(page, route.title);
    await expect(page).toHaveURL((url) => url.pathname === (route.landsOn ?? route.path));
    await expect(page).toHaveTitle(new RegExp(`^${route.title} \\| `));
  } else if (outcome === 'restrict') {
    await expectRestrictAccess(page);
  } else {
    await expectHome(page, accountName);
  }
  // whatever the outcome, the user stays signed in, in the same account
  await expect(inTopBar(page, accountName)).toBeVisible();
}

test.describe('route guard: persona × catalogue route', () => {
  for (const [key, expectations] of Object.entries(MATRIX) as [PersonaKey, Partial<Record<RouteKey, Outcome>>][]) {
    const persona = PERSONAS[key];
    test(`${persona.email}`, async ({ page }) => {
      await loginAs(page, key);
      for (const [routeKey, outcome] of Object.entries(expectations) as [RouteKey, Outcome][]) {
        const route = ROUTES[routeKey];
        await test.step(`${route.path} → ${outcome}`, () => expectOutcome(page, route, outcome, persona.account));
      }
    });
  }
});

test.describe('route guard: the cases of the brief, one by one', () => {
  test('analista (no admin flag, no PII) → /usuarios is restricted; the page offers the way home', async ({ page, request }) => {
    await loginAs(page, 'analista');
    await page.goto('/usuarios');
    await expectRestrictAccess(page);
    await expect(page).toHaveTitle(/^Acesso restrito \| /);
    // the restriction page keeps the shell, and its button leads home
    await expect(inTopBar(page, PERSONAS.analista.name)).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para a Home' }).click();
    await expectHome(page, PERSONAS.analista.account);

    // the server enforces the same rule: the users API refuses this session as forbidden…
    const users = await page.request.get('/api/users');
    expect(users.status()).toBe(403);
    expect(await users.json()).toMatchObject({ error: 'forbidden' });
    // …and a visitor without a session as a session problem (spec §8: 403 + session message)
    const anonymous = await request.get('/api/users');
    expect(anonymous.status()).toBe(403);
    expect(await anonymous.json()).toMatchObject({ error: 'authentication.missing.session.id' });
  });

  test('gerente → /usuarios renders the Usuários page and the users API answers', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto('/usuarios');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/usuarios');
    const users = await page.request.get('/api/users');
    expect(users.status()).toBe(200);
    const body = (await users.json()) as { users: { name: string }[] };
    expect(body.users.map((u) => u.name)).toEqual(expect.arrayContaining([PERSONAS.gerente.name, PERSONAS.analista.name]));
  });

  test('promotions-only user: /clube/dashboard restricted, /industria/ofertas-trade allowed (→ propostas), /home allowed', async ({ page }) => {
    await loginAs(page, 'promo');
    await page.goto('/clube/dashboard');
    await expectRestrictAccess(page);
    // ofertas-trade is a tabbed page: it lands on its first tab, propostas
    await page.goto('/industria/ofertas-trade');
    await expect(page).toHaveURL((url) => url.pathname === '/industria/ofertas-trade/propostas');
    await expectUnderConstruction(page, 'Propostas de ofertas trade');
    await page.goto('/home');
    await expectHome(page, PERSONAS.promo.account);
  });

  test('franchisee: /mobile/banners allowed (banners_mobile on), /configuracoes/permissionamento-filiado restricted', async ({ page }) => {
    await loginAs(page, 'franqueado');
    await page.goto('/mobile/banners');
    await expectUnderConstruction(page, 'Banners');
    await page.goto('/configuracoes/permissionamento-filiado');
    await expectRestrictAccess(page);
  });

  test('no employee-data access → /clube/performance-operacional restricted (analista, franqueador)', async ({ page, browser, baseURL }) => {
    await loginAs(page, 'analista');
    await page.goto('/clube/performance-operacional');
    await expectRestrictAccess(page);

    // franqueador has every page and consumer PII, but not employee PII
    const other = await browser.newContext({ baseURL });
    try {
      const franchisor = await other.newPage();
      await loginAs(franchisor, 'franqueador');
      await franchisor.goto('/clube/performance-operacional');
      await expectRestrictAccess(franchisor);
    } finally {
      await other.close();
    }
  });

  test('a module the account lacks sends to /home (platform admin passes every page and PII check)', async ({ page }) => {
    await loginAs(page, 'admin');
    // Bom Preço has operational_performance: the admin opens the page
    await page.goto('/clube/performance-operacional');
    await expect(page.getByRole('heading', { level: 1, name: 'Performance operacional' })).toBeVisible();

    // Rede Mais has no operational_performance: same page → /home (not /restrict-access)
    await switchClient(page, ACCOUNTS.redeMais);
    await page.goto('/clube/performance-operacional');
    await expectHome(page, ACCOUNTS.redeMais);

    // Atacadão Promo (promotions-only) has no mobile module: /mobile/banners → /home; the admin is
    // not held by the promotions-only rule, and industry is on there
    await switchClient(page, ACCOUNTS.atacadaoPromo);
    await page.goto('/mobile/banners');
    await expectHome(page, ACCOUNTS.atacadaoPromo);
    await page.goto('/clube/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard do Clube' })).toBeVisible();
    await page.goto('/industria/ofertas-trade');
    await expect(page).toHaveURL((url) => url.pathname === '/industria/ofertas-trade/propostas');
    await expectUnderConstruction(page, 'Propostas de ofertas trade');
  });

  test('maintenance lists: an account × route in maintenance → /maintenance, the same page elsewhere opens', async ({ page }) => {
    // the e2e server lists db_sandbox × /clientes/* (playwright.config.ts)
    await loginAs(page, 'admin');
    await page.goto('/clientes/melhores-clientes');
    await expect(page.getByRole('heading', { level: 1, name: 'Melhores clientes' })).toBeVisible();
    await switchClient(page, ACCOUNTS.sandbox);
    await page.goto('/clientes/melhores-clientes');
    await expect(page).toHaveURL((url) => url.pathname === '/maintenance');
    // a page outside the list is not affected
    await page.goto('/clube/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard do Clube' })).toBeVisible();
  });

  test('an unknown address → /not-found; "/" → /home', async ({ page }) => {
    await loginAs(page, 'gerente');
    await page.goto('/pagina/que-nao-existe');
    await expect(page).toHaveURL((url) => url.pathname === '/not-found');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expect(page).toHaveTitle(/^Página não encontrada \| /);
    await page.getByRole('link', { name: 'Ir para a página inicial' }).click();
    await expectHome(page, PERSONAS.gerente.account);

    await page.goto('/');
    await expectHome(page, PERSONAS.gerente.account);
  });

  test('signed out: an unknown address → /not-found; "/" → /home → /login', async ({ page }) => {
    await page.goto('/pagina/que-nao-existe');
    await expect(page).toHaveURL((url) => url.pathname === '/not-found');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();

    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(loginForm(page).email).toBeVisible();
  });
});
