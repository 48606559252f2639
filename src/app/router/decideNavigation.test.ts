import { describe, expect, it } from '@jest/globals';
import { routeById, type AccessSubject, type RouteDef } from '@/shared/config';
import { decideNavigation, findCatalogueRoute, type NavigationDecision, type NavigationInput } from './decideNavigation';

const manager: AccessSubject = {
  user: {
    mf: false,
    admin: true,
    pages: ['empresa', 'clube', 'clientes', 'mobile', 'industria', 'configuracoes', 'usuarios'],
    has_pii_access: true,
    has_pii_employees_access: true,
    has_pii_download_data_permission: true,
  },
  account: { modules: ['mobile', 'industry'], is_franchise: false, is_franchisee: false, only_mercapromo: false },
};

const analyst: AccessSubject = {
  ...manager,
  user: { ...manager.user, admin: false, pages: ['empresa/*', 'clube/dashboard'], has_pii_access: false, has_pii_employees_access: false },
};

const withoutMobile: AccessSubject = { ...manager, account: { ...manager.account, modules: [] } };

const promotionsOnly: AccessSubject = { ...manager, account: { ...manager.account, only_mercapromo: true } };

/** Builds the input for a navigation to `path`, looking its route up in the catalogue. */
function to(path: string, overrides: Partial<NavigationInput> = {}): NavigationInput {
  const [pathname, query = ''] = path.split('?');
  return {
    pathname,
    search: query ? `?${query}` : '',
    route: findCatalogueRoute(pathname),
    subject: null,
    authCode: null,
    rememberedPath: null,
    previous: null,
    maintenance: false,
    ...overrides,
  };
}

const from = (path: string) => ({ path, route: findCatalogueRoute(path) as RouteDef });

type Row = [string, NavigationInput, Partial<NavigationDecision>];

const rows: Row[] = [
  // signed out
  ['a logged-out deep link goes to login and is remembered', to('/clube/dashboard?periodo=30d'), { type: 'login', remember: '/clube/dashboard?periodo=30d' }],
  ['a logged-out visit to /home goes to login', to('/home'), { type: 'login', remember: '/home' }],
  ['a logged-out visit to /login is shown', to('/login'), { type: 'allow', track: false }],
  ['public pages open without a session', to('/maintenance'), { type: 'allow', track: false }],
  ['unknown addresses go to /not-found', to('/nao-existe'), { type: 'redirect', to: '/not-found' }],
  ['the root goes to /home', to('/'), { type: 'redirect', to: '/home' }],

  // signed in
  ['/login while logged in goes to /home', to('/login', { subject: manager }), { type: 'redirect', to: '/home' }],
  ['a permitted page is shown and tracked', to('/clube/dashboard', { subject: manager }), { type: 'allow', track: true }],
  ['a page without permission goes to /restrict-access', to('/mobile/banners', { subject: analyst }), { type: 'redirect', to: '/restrict-access' }],
  ['a page needing PII access goes to /restrict-access', to('/clientes/melhores-clientes', { subject: analyst }), { type: 'redirect', to: '/restrict-access' }],
  ['a page whose module is off goes to /home', to('/mobile/banners', { subject: withoutMobile }), { type: 'redirect', to: '/home' }],
  ['promotions-only users are kept to their pages', to('/clube/dashboard', { subject: promotionsOnly }), { type: 'redirect', to: '/restrict-access' }],
  ['promotions-only users may open pages that allow them', to('/industria/ofertas-trade/propostas', { subject: promotionsOnly }), { type: 'allow', track: true }],
  ['platform maintenance sends private pages to /maintenance', to('/home', { subject: manager, maintenance: true }), { type: 'redirect', to: '/maintenance' }],

  // auth code
  ['an auth_code in the address is exchanged first', to('/login', { authCode: 'code-123' }), { type: 'exchange-auth-code', authCode: 'code-123' }],
  [
    'after the exchange the remembered route opens and is forgotten',
    to('/login', { authCode: 'code-123', signedInNow: true, subject: manager, rememberedPath: '/clube/dashboard?periodo=30d' }),
    { type: 'redirect', to: '/clube/dashboard?periodo=30d', forgetRemembered: true },
  ],
  [
    'after the exchange without a remembered route the first page opens',
    to('/login', { authCode: 'code-123', signedInNow: true, subject: manager }),
    { type: 'redirect', to: '/home', forgetRemembered: true },
  ],
  [
    'after an external sign-on returned to a deep link, that page opens',
    to('/empresa/faturamento', { authCode: 'code-123', signedInNow: true, subject: manager }),
    { type: 'redirect', to: '/empresa/faturamento', forgetRemembered: true },
  ],
  [
    'a remembered address outside the app is ignored',
    to('/login', { authCode: 'code-123', signedInNow: true, subject: manager, rememberedPath: '//evil.example/home' }),
    { type: 'redirect', to: '/home', forgetRemembered: true },
  ],

  // redirects (aliases, tabbed pages) apply before the access checks
  ['a tabbed page lands on its first tab', to('/industria/ofertas-trade', { subject: promotionsOnly }), { type: 'redirect', to: '/industria/ofertas-trade/propostas' }],
  ['a redirect keeps the query string', to('/industria/ofertas-trade?status=novas', { subject: manager }), { type: 'redirect', to: '/industria/ofertas-trade/propostas?status=novas' }],
  ['an alias lands on its page', to('/campanhas/email-marketing', { subject: manager }), { type: 'redirect', to: '/campanhas/email' }],
  ['a second alias lands on the same page', to('/campanhas/campanhas-email', { subject: manager }), { type: 'redirect', to: '/campanhas/email' }],
  ['an alias carries its parameters', to('/mobile/pontos/resultados/42', { subject: manager }), { type: 'redirect', to: '/mobile/pontos/42' }],
  ['another alias carries its parameters', to('/mobile/pontos/editar/7', { subject: manager }), { type: 'redirect', to: '/mobile/pontos/7' }],
  ['a redirect applies before the permission check', to('/industria/ofertas-trade', { subject: analyst }), { type: 'redirect', to: '/industria/ofertas-trade/propostas' }],
  ['a redirect applies before the module check', to('/campanhas/email-marketing', { subject: withoutMobile }), { type: 'redirect', to: '/campanhas/email' }],
  ['a redirect applies before the sign-in check', to('/industria/ofertas-trade'), { type: 'redirect', to: '/industria/ofertas-trade/propostas' }],
  ['the redirect target is then checked on its own', to('/industria/ofertas-trade/propostas', { subject: analyst }), { type: 'redirect', to: '/restrict-access' }],
  ['an auth_code exchange still comes first', to('/industria/ofertas-trade', { authCode: 'code-1' }), { type: 'exchange-auth-code', authCode: 'code-1' }],
  ['a route without redirectTo is not redirected', to('/industria/ofertas-trade/aceitas', { subject: manager }), { type: 'allow', track: true }],

  // expired session
  [
    'arriving at /expired-session from a page remembers that page',
    to('/expired-session', { previous: from('/clube/dashboard') }),
    { type: 'allow', remember: '/clube/dashboard', track: false },
  ],
  ['opening /expired-session directly remembers nothing', to('/expired-session'), { type: 'allow', remember: undefined }],
  ['arriving at /expired-session from a public page remembers nothing', to('/expired-session', { previous: from('/login') }), { type: 'allow', remember: undefined }],
];

describe('decideNavigation', () => {
  it.each(rows)('%s', (_name, input, expected) => {
    const decision = decideNavigation(input) as Record<string, unknown>;
    // key by key, so `remember: undefined` asserts that nothing is remembered
    for (const [key, value] of Object.entries(expected)) expect([key, decision[key]]).toEqual([key, value]);
  });

  it('names the allowed route so the title can be set', () => {
    const decision = decideNavigation(to('/home', { subject: manager }));
    expect(decision).toEqual({ type: 'allow', route: routeById('home'), track: true });
  });
});

describe('findCatalogueRoute', () => {
  it('matches whole paths only', () => {
    expect(findCatalogueRoute('/home')?.id).toBe('home');
    expect(findCatalogueRoute('/home/extra')).toBeNull();
  });
});
