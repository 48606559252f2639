import type { RouteDef } from '@/shared/config';
import type { PageRoute } from '@/shared/lib/route-module';

/**
 * A page's route module (how to load its code and start its query). Registered as a loader so the
 * route module, with its query's Relay artifact, leaves the first load: it arrives in a small chunk
 * of its own when the route is entered, while the guard runs. A route module imported directly (a
 * plain object) also works, but is then part of every first load.
 */
export type PageRouteEntry = PageRoute | (() => Promise<PageRoute>);

/** The page of every built catalogue route, by catalogue id. */
export const PAGE_ROUTES: Readonly<Record<string, PageRouteEntry>> = {
  login: () => import(/* webpackChunkName: "route-login" */ '@/pages/login').then((m) => m.loginRoute),
  'expired-session': () => import(/* webpackChunkName: "route-expired-session" */ '@/pages/expired-session').then((m) => m.expiredSessionRoute),
  maintenance: () => import(/* webpackChunkName: "route-maintenance" */ '@/pages/maintenance').then((m) => m.maintenanceRoute),
  'updating-system': () => import(/* webpackChunkName: "route-updating-system" */ '@/pages/updating-system').then((m) => m.updatingSystemRoute),
  'someting-wrong': () => import(/* webpackChunkName: "route-something-wrong" */ '@/pages/something-wrong').then((m) => m.somethingWrongRoute),
  'not-found': () => import(/* webpackChunkName: "route-not-found" */ '@/pages/not-found').then((m) => m.notFoundRoute),
  'restrict-access': () => import(/* webpackChunkName: "route-restrict-access" */ '@/pages/restrict-access').then((m) => m.restrictAccessRoute),
  home: () => import(/* webpackChunkName: "route-home" */ '@/pages/home').then((m) => m.homeRoute),
  usuarios: () => import(/* webpackChunkName: "route-users" */ '@/pages/users').then((m) => m.usersRoute),
  'usuarios.permissionamento': () => import(/* webpackChunkName: "route-user-permissions" */ '@/pages/user-permissions').then((m) => m.userPermissionsRoute),
  perfil: () => import(/* webpackChunkName: "route-profile" */ '@/pages/profile').then((m) => m.profileRoute),
  'primeiro-valor': () => import(/* webpackChunkName: "route-first-value" */ '@/pages/first-value').then((m) => m.firstValueRoute),
  'empresa.faturamento': () => import(/* webpackChunkName: "route-company-revenue" */ '@/pages/company-revenue').then((m) => m.companyRevenueRoute),
  'empresa.faturamento.diario': () => import(/* webpackChunkName: "route-company-daily-revenue" */ '@/pages/company-daily-revenue').then((m) => m.companyDailyRevenueRoute),
  'empresa.desempenho': () => import(/* webpackChunkName: "route-company-performance" */ '@/pages/company-performance').then((m) => m.companyPerformanceRoute),
  'empresa.decomposicao': () => import(/* webpackChunkName: "route-company-decomposition" */ '@/pages/company-decomposition').then((m) => m.companyDecompositionRoute),
  'clube.dashboard': () => import(/* webpackChunkName: "route-club-dashboard" */ '@/pages/club-dashboard').then((m) => m.clubDashboardRoute),
  'clube.desempenho': () => import(/* webpackChunkName: "route-club-performance" */ '@/pages/club-performance').then((m) => m.clubPerformanceRoute),
  'clube.comparativo': () => import(/* webpackChunkName: "route-club-comparison" */ '@/pages/club-comparison').then((m) => m.clubComparisonRoute),
  'clube.lojas': () => import(/* webpackChunkName: "route-club-stores" */ '@/pages/club-stores').then((m) => m.clubStoresRoute),
  'clube.performance-operacional': () => import(/* webpackChunkName: "route-club-operational-performance" */ '@/pages/club-operational-performance').then((m) => m.operationalPerformanceRoute),
  'clube.performance-operacional.detalhes-operador': () => import(/* webpackChunkName: "route-club-operator-details" */ '@/pages/club-operator-details').then((m) => m.operatorDetailsRoute),
  'configuracoes-admin.integracoes': () => import(/* webpackChunkName: "route-admin-integrations" */ '@/pages/admin-integrations').then((m) => m.integrationsRoute),
};

const underConstruction: PageRouteEntry = () =>
  import(/* webpackChunkName: "route-under-construction" */ '@/pages/under-construction').then((m) => m.underConstructionRoute);

const loaders = new Map<PageRouteEntry, () => Promise<PageRoute>>();

/** One loader per entry, sharing its promise (a failed load is tried again on the next call). */
function loaderOf(entry: PageRouteEntry): () => Promise<PageRoute> {
  let loader = loaders.get(entry);
  if (!loader) {
    if (typeof entry === 'function') {
      let pending: Promise<PageRoute> | null = null;
      loader = () => {
        pending ??= entry().catch((error: unknown) => {
          pending = null;
          throw error;
        });
        return pending;
      };
    } else {
      const ready = Promise.resolve(entry);
      loader = () => ready;
    }
    loaders.set(entry, loader);
  }
  return loader;
}

/**
 * Loader of the page a catalogue route renders: its own when built, the shared "em construção" page
 * when not. A route marked built without a page is a catalogue/registry mismatch and fails loudly.
 */
export function pageFor(route: RouteDef): () => Promise<PageRoute> {
  if (!route.built) return loaderOf(underConstruction);
  const page = PAGE_ROUTES[route.id];
  if (!page) throw new Error(`Route "${route.id}" is marked built but has no page in PAGE_ROUTES`);
  return loaderOf(page);
}
