import type { AccountModule } from './modules';

/**
 * The route/permission catalogue: one source for the router, the client guard and the server's
 * access control. This first cut holds the permission model, the fixed pages and the routes the
 * platform needs; the shell work completes it with every route of spec §2.
 */
export type RouteAccess = 'public' | 'unlogged' | 'private';

export interface RouteModules {
  /** every one of these modules must be on */
  all?: readonly AccountModule[];
  /** at least one of these modules must be on */
  any?: readonly AccountModule[];
}

export interface RouteRequirements {
  /** personal-data (PII) access of consumers */
  pii?: boolean;
  /** personal-data access of employees (operators) */
  piiEmployees?: boolean;
  /** permission to download personal data */
  piiDownload?: boolean;
  /** the user's account-admin flag */
  accountAdmin?: boolean;
}

export interface RouteHidden {
  franchise?: boolean;
  franchisee?: boolean;
}

export interface RouteDef {
  /** stable key, used by the server's policies and tests */
  id: string;
  /** react-router path pattern */
  path: string;
  /** pt-BR page title */
  title: string;
  access: RouteAccess;
  /** page permission string (spec §6); absent = any logged-in user */
  permission?: string;
  modules?: RouteModules;
  requires?: RouteRequirements;
  hiddenFor?: RouteHidden;
  /** promotions-only (only_mercapromo) users may open it */
  allowOnlyMercapromo?: boolean;
  /** whether this page is built; unbuilt pages render the "em construção" page inside the shell */
  built: boolean;
}

const route = (def: RouteDef): RouteDef => def;

/** The catalogue, in the order the router matches them. */
export const ROUTES: readonly RouteDef[] = [
  route({ id: 'login', path: '/login', title: 'Entrar', access: 'unlogged', built: true, allowOnlyMercapromo: true }),
  route({ id: 'expired-session', path: '/expired-session', title: 'Sessão expirada', access: 'public', built: true, allowOnlyMercapromo: true }),
  route({ id: 'maintenance', path: '/maintenance', title: 'Em manutenção', access: 'public', built: true, allowOnlyMercapromo: true }),
  route({ id: 'updating-system', path: '/updating-system', title: 'Atualizando o sistema', access: 'public', built: true, allowOnlyMercapromo: true }),
  route({ id: 'someting-wrong', path: '/someting-wrong', title: 'Algo deu errado', access: 'public', built: true, allowOnlyMercapromo: true }),
  route({ id: 'not-found', path: '/not-found', title: 'Página não encontrada', access: 'public', built: true, allowOnlyMercapromo: true }),
  route({ id: 'restrict-access', path: '/restrict-access', title: 'Acesso restrito', access: 'private', built: true, allowOnlyMercapromo: true }),
  route({ id: 'home', path: '/home', title: 'Home', access: 'private', built: true, allowOnlyMercapromo: true }),
  route({ id: 'clube.dashboard', path: '/clube/dashboard', title: 'Dashboard do Clube', access: 'private', permission: 'clube/dashboard', built: false }),
  route({ id: 'empresa.faturamento', path: '/empresa/faturamento', title: 'Faturamento', access: 'private', permission: 'empresa/faturamento', built: false }),
  route({
    id: 'clube.performance-operacional',
    path: '/clube/performance-operacional',
    title: 'Performance operacional',
    access: 'private',
    permission: 'clube/performance-operacional',
    modules: { all: ['operational_performance'] },
    requires: { piiEmployees: true },
    built: false,
  }),
  route({
    id: 'clientes.melhores-clientes',
    path: '/clientes/melhores-clientes',
    title: 'Melhores clientes',
    access: 'private',
    permission: 'clientes/melhores-clientes',
    requires: { pii: true },
    built: false,
  }),
  route({
    id: 'mobile.banners',
    path: '/mobile/banners',
    title: 'Banners',
    access: 'private',
    permission: 'mobile/banners',
    modules: { all: ['mobile'] },
    built: false,
  }),
  route({
    id: 'industria.ofertas-trade',
    path: '/industria/ofertas-trade',
    title: 'Ofertas trade',
    access: 'private',
    permission: 'industria/ofertas-trade',
    modules: { all: ['industry'] },
    allowOnlyMercapromo: true,
    built: false,
  }),
  route({
    id: 'configuracoes.units',
    path: '/configuracoes/units',
    title: 'Lojas',
    access: 'private',
    permission: 'configuracoes/lojas',
    built: false,
  }),
  route({
    id: 'configuracoes.permissionamento-filiado',
    path: '/configuracoes/permissionamento-filiado',
    title: 'Permissionamento do Filiado',
    access: 'private',
    permission: 'configuracoes/permissionamento-filiado',
    hiddenFor: { franchisee: true },
    built: false,
  }),
  route({
    id: 'usuarios',
    path: '/usuarios',
    title: 'Usuários',
    access: 'private',
    permission: 'usuarios/editar',
    requires: { pii: true, accountAdmin: true },
    built: false,
  }),
  route({
    id: 'configuracoes-admin',
    path: '/configuracoes-admin',
    title: 'Configurações',
    access: 'private',
    requires: { accountAdmin: true },
    allowOnlyMercapromo: true,
    built: false,
  }),
];

const byId = new Map(ROUTES.map((r) => [r.id, r]));

/** Looks a route up by its catalogue id; throws on a typo so a policy can never point at nothing. */
export function routeById(id: string): RouteDef {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown route id: ${id}`);
  return found;
}

/** Where a logged-in user lands by default (spec §2: root redirects to /home). */
export const HOME_PATH = '/home';
