import { describe, expect, it } from '@jest/globals';
import { checkRouteAccess, hasPagePermission, franchiseePermissionFor, type AccessSubject } from './access';
import { DEFAULT_FRANCHISEE_PERMISSIONS } from './franchisee';
import { routeById, ROUTES } from './routes';

const user = (overrides: Partial<AccessSubject['user']> = {}): AccessSubject['user'] => ({
  mf: false,
  admin: false,
  pages: [],
  has_pii_access: false,
  has_pii_employees_access: false,
  has_pii_download_data_permission: false,
  ...overrides,
});

const account = (overrides: Partial<AccessSubject['account']> = {}): AccessSubject['account'] => ({
  modules: [],
  is_franchise: false,
  is_franchisee: false,
  only_mercapromo: false,
  ...overrides,
});

describe('page permissions', () => {
  it.each([
    [['empresa/faturamento'], 'empresa/faturamento', true],
    [['empresa'], 'empresa/faturamento', true],
    [['empresa/*'], 'empresa/decomposicao', true],
    [['empresa/desempenho'], 'empresa/faturamento', false],
    [['clube/dashboard'], 'clientes/rfv', false],
    [['mf/admin'], 'usuarios/editar', true],
    [[], 'clube/dashboard', false],
  ])('%j grants %s: %s', (pages, permission, expected) => {
    expect(hasPagePermission(pages, permission)).toBe(expected);
  });
});

describe('route access, in the order of the route guard', () => {
  const analyst = { user: user({ pages: ['empresa/*', 'clube/dashboard'] }), account: account({ modules: ['mobile'] }) };

  it('lets anyone signed in open /home', () => {
    expect(checkRouteAccess(routeById('home'), { user: user(), account: account() })).toEqual({ allowed: true });
  });

  it('refuses a page without its permission, to /restrict-access', () => {
    expect(checkRouteAccess(routeById('usuarios'), analyst)).toEqual({ allowed: false, reason: 'permission', redirectTo: '/restrict-access' });
  });

  it('refuses a page that needs employee PII to a user without it', () => {
    const subject = { user: user({ pages: ['clube'] }), account: account({ modules: ['operational_performance'] }) };
    expect(checkRouteAccess(routeById('clube.performance-operacional'), subject)).toMatchObject({ allowed: false, reason: 'pii_employees' });
    subject.user.has_pii_employees_access = true;
    expect(checkRouteAccess(routeById('clube.performance-operacional'), subject)).toEqual({ allowed: true });
  });

  it('sends a page whose module is off to /home', () => {
    const subject = { user: user({ pages: ['clube'], has_pii_employees_access: true }), account: account() };
    expect(checkRouteAccess(routeById('clube.performance-operacional'), subject)).toEqual({ allowed: false, reason: 'module', redirectTo: '/home' });
  });

  it('keeps promotions-only users to the routes that allow them, unless they are platform admins', () => {
    const promo = { user: user({ pages: ['clube', 'industria'] }), account: account({ only_mercapromo: true, modules: ['industry'] }) };
    expect(checkRouteAccess(routeById('clube.dashboard'), promo)).toMatchObject({ allowed: false, reason: 'promotions_only' });
    expect(checkRouteAccess(routeById('industria.ofertas-trade'), promo)).toEqual({ allowed: true });
    expect(checkRouteAccess(routeById('clube.dashboard'), { ...promo, user: user({ mf: true }) })).toEqual({ allowed: true });
  });

  it('lets franchisee switches turn pages off, with the spec defaults', () => {
    const franchisee = { user: user({ pages: ['mobile'] }), account: account({ is_franchisee: true, modules: ['mobile'] }) };
    expect(checkRouteAccess(routeById('mobile.banners'), { ...franchisee, franchiseePermissions: DEFAULT_FRANCHISEE_PERMISSIONS })).toMatchObject({
      allowed: false,
      reason: 'franchisee_permission',
    });
    expect(checkRouteAccess(routeById('mobile.banners'), { ...franchisee, franchiseePermissions: { ...DEFAULT_FRANCHISEE_PERMISSIONS, banners_mobile: true } })).toEqual({
      allowed: true,
    });
  });

  it('hides franchisor-only pages from franchisees', () => {
    const subject = { user: user({ pages: ['configuracoes'] }), account: account({ is_franchisee: true }) };
    expect(checkRouteAccess(routeById('configuracoes.permissionamento-filiado'), subject)).toMatchObject({ allowed: false, reason: 'account_type' });
  });

  it('maps each franchisee switch to its route', () => {
    expect(franchiseePermissionFor({ path: '/mobile/banners', permission: 'mobile/banners' })).toBe('banners_mobile');
    expect(franchiseePermissionFor({ path: '/mobile/banners/novo' })).toBe('banners_mobile');
    expect(franchiseePermissionFor({ path: '/clube/dashboard', permission: 'clube/dashboard' })).toBeNull();
  });

  it('always allows public and unlogged routes', () => {
    for (const route of ROUTES.filter((r) => r.access !== 'private')) {
      expect(checkRouteAccess(route, { user: user(), account: account({ only_mercapromo: true }) })).toEqual({ allowed: true });
    }
  });
});

describe('the catalogue', () => {
  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('refuses an unknown route id', () => {
    expect(() => routeById('nao-existe')).toThrow('Unknown route id');
  });
});
