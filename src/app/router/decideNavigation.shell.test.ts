import { describe, expect, it } from '@jest/globals';
import type { AccessSubject } from '@/shared/config';
import { decideNavigation, findCatalogueRoute, type NavigationInput } from './decideNavigation';

/** Guard steps 5 (maintenance lists) and 7 (e-commerce /home exception), and the sign-in landing. */

const manager: AccessSubject = {
  user: {
    mf: false,
    admin: true,
    pages: ['empresa', 'clube', 'clientes', 'industria', 'usuarios'],
    has_pii_access: true,
    has_pii_employees_access: true,
    has_pii_download_data_permission: true,
  },
  account: { modules: ['industry', 'offer_management'], is_franchise: false, is_franchisee: false, only_mercapromo: false },
};

const ecommerce: AccessSubject = { ...manager, user: { ...manager.user, pages: [] }, account: { ...manager.account, ecommerce: true } };
const promotionsOnly: AccessSubject = { ...manager, account: { ...manager.account, only_mercapromo: true } };

function to(path: string, overrides: Partial<NavigationInput> = {}): NavigationInput {
  return {
    pathname: path,
    search: '',
    route: findCatalogueRoute(path),
    subject: manager,
    authCode: null,
    rememberedPath: null,
    previous: null,
    maintenance: false,
    ...overrides,
  };
}

const inMaintenance = (routes: string[], modules: string[] = []) => ({ maintenanceLists: { routes, modules } });

describe('decideNavigation: maintenance lists (step 5)', () => {
  it.each([
    ['a listed route', '/clube/dashboard', inMaintenance(['clube.dashboard'])],
    ['a route under a listed prefix', '/clube/desempenho', inMaintenance(['/clube/*'])],
    ['any route with the wildcard', '/home', inMaintenance(['*'])],
    ['a page of a module in maintenance', '/industria/ofertas-trade/propostas', inMaintenance([], ['industry'])],
  ])('%s goes to /maintenance', (_name, path, lists) => {
    expect(decideNavigation(to(path, lists))).toEqual({ type: 'redirect', to: '/maintenance' });
  });

  it.each([
    ['no lists (the default)', '/clube/dashboard', {}],
    ['empty lists (account not listed)', '/clube/dashboard', inMaintenance([])],
    ['another route listed', '/empresa/faturamento', inMaintenance(['/clube/*'])],
    ['a module the route does not need', '/clube/dashboard', inMaintenance([], ['industry'])],
  ])('%s lets the page open', (_name, path, lists) => {
    expect(decideNavigation(to(path, lists))).toMatchObject({ type: 'allow' });
  });

  it('comes before the permission check (a page the user may not open still says maintenance)', () => {
    const analyst = { ...manager, user: { ...manager.user, pages: ['empresa/*'] } };
    expect(decideNavigation(to('/clube/dashboard', { subject: analyst, ...inMaintenance(['/clube/*']) }))).toEqual({ type: 'redirect', to: '/maintenance' });
  });

  it('leaves the maintenance page and sign-in alone', () => {
    expect(decideNavigation(to('/maintenance', inMaintenance(['*'])))).toMatchObject({ type: 'allow' });
    expect(decideNavigation(to('/login', { subject: null, ...inMaintenance(['*']) }))).toMatchObject({ type: 'allow' });
  });

  it('sends a signed-out visitor to login first', () => {
    expect(decideNavigation(to('/clube/dashboard', { subject: null, ...inMaintenance(['*']) }))).toMatchObject({ type: 'login' });
  });
});

describe('decideNavigation: e-commerce and promotions-only accounts (step 7, sign-in)', () => {
  it('an e-commerce account opens /home', () => {
    expect(decideNavigation(to('/home', { subject: ecommerce }))).toMatchObject({ type: 'allow' });
  });

  it('the exception is /home only', () => {
    expect(decideNavigation(to('/clube/dashboard', { subject: ecommerce }))).toEqual({ type: 'redirect', to: '/restrict-access' });
  });

  it.each([
    ['an e-commerce account', ecommerce],
    ['a promotions-only account', promotionsOnly],
  ])('%s lands on /home after sign-in, whatever was remembered', (_name, subject) => {
    const decision = decideNavigation(to('/login', { subject, authCode: 'code-1', signedInNow: true, rememberedPath: '/clube/dashboard' }));
    expect(decision).toEqual({ type: 'redirect', to: '/home', forgetRemembered: true });
  });

  it('other accounts still return to the remembered page', () => {
    const decision = decideNavigation(to('/login', { authCode: 'code-1', signedInNow: true, rememberedPath: '/clube/dashboard' }));
    expect(decision).toEqual({ type: 'redirect', to: '/clube/dashboard', forgetRemembered: true });
  });
});
