import { matchPath } from 'react-router-dom';
import { checkRouteAccess, HOME_PATH, resolveRedirect, routeInMaintenance, ROUTES, type AccessSubject, type RouteDef } from '@/shared/config';

/** Where unknown addresses lead. */
export const NOT_FOUND_PATH = '/not-found';
/** Where maintenance leads. */
export const MAINTENANCE_PATH = '/maintenance';

/** The catalogue route an address belongs to, in catalogue order; null when none matches. */
export function findCatalogueRoute(pathname: string, routes: readonly RouteDef[] = ROUTES): RouteDef | null {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname)) ?? null;
}

/** Everything the route guard weighs for one navigation. Pure data: no storage, no network. */
export interface NavigationInput {
  pathname: string;
  /** the search string without any auth_code, '' or '?…' */
  search: string;
  /** the catalogue route of `pathname`, null when the address matches none */
  route: RouteDef | null;
  /** who is signed in; null when nobody is */
  subject: AccessSubject | null;
  /** a one-time code a sign-on put in the address */
  authCode: string | null;
  /** true once this navigation has exchanged `authCode` for a session */
  signedInNow?: boolean;
  /** the page remembered for after sign-in (local storage redirectAfterLogin) */
  rememberedPath: string | null;
  /** the page being left, when the app already showed one */
  previous: { path: string; route: RouteDef } | null;
  /** the platform announced a maintenance window (/api/config) */
  maintenance: boolean;
  /** the maintenance lists in force for the signed-in account (viewer.maintenance); none when absent */
  maintenanceLists?: { routes: readonly string[]; modules: readonly string[] } | null;
}

export type NavigationDecision =
  /** exchange the code for a session first, then decide again with `signedInNow` */
  | { type: 'exchange-auth-code'; authCode: string }
  /** go elsewhere inside the app; `forgetRemembered` once the remembered page has been used */
  | { type: 'redirect'; to: string; forgetRemembered?: boolean }
  /** go to the configured login, remembering where the user wanted to go */
  | { type: 'login'; remember: string }
  /** show the route; remember `remember` for after sign-in; record the access when `track` */
  | { type: 'allow'; route: RouteDef; remember?: string; track: boolean };

/** Whether a path can be reopened after sign-in: an app path to a private page. */
function rememberable(path: string | null, routes: readonly RouteDef[]): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return false;
  const route = findCatalogueRoute(path.split(/[?#]/)[0], routes);
  return route?.access === 'private';
}

/**
 * The route guard's decision (spec §4 "Route guard on every navigation", steps 2, 3, 5–8, 10),
 * as a pure function so each rule is tested on its own. The root loader gathers the input,
 * carries out the decision (storage, redirects, title, tracking) and calls it again after an
 * auth-code exchange.
 */
export function decideNavigation(input: NavigationInput, routes: readonly RouteDef[] = ROUTES): NavigationDecision {
  const { pathname, search, route, subject } = input;

  if (input.authCode && !input.signedInNow) return { type: 'exchange-auth-code', authCode: input.authCode };

  if (input.signedInNow) {
    // Back from a sign-on: the remembered page first, else the page the code arrived on, else home.
    // E-commerce and promotions-only accounts always start at /home (spec §4 "Login").
    const homeOnly = Boolean(subject && (subject.account.ecommerce || subject.account.only_mercapromo));
    if (homeOnly) return { type: 'redirect', to: HOME_PATH, forgetRemembered: true };
    const arrivedOn = route?.access === 'private' ? `${pathname}${search}` : null;
    const to = [input.rememberedPath, arrivedOn].find((path) => rememberable(path, routes)) ?? HOME_PATH;
    return { type: 'redirect', to, forgetRemembered: true };
  }

  if (pathname === '/') return { type: 'redirect', to: HOME_PATH };
  if (!route) return { type: 'redirect', to: NOT_FOUND_PATH };

  // Aliases and tabbed pages land on their target (with this address's parameters and query)
  // before any access rule: the target's own rules are weighed on the navigation there.
  const redirectTo = route.redirectTo ? resolveRedirect(pathname, routes) : null;
  if (redirectTo && redirectTo !== pathname) return { type: 'redirect', to: `${redirectTo}${search}` };

  if (route.access === 'public') {
    // Step 2: leaving a page for /expired-session remembers that page, so re-login returns to it.
    const previousPath = input.previous?.path ?? null;
    if (route.id === 'expired-session' && previousPath !== pathname && rememberable(previousPath, routes)) {
      return { type: 'allow', route, remember: previousPath, track: false };
    }
    return { type: 'allow', route, track: false };
  }

  if (route.access === 'unlogged') {
    // Steps 3 and 8: a signed-in user has nothing to do on /login.
    return subject ? { type: 'redirect', to: HOME_PATH } : { type: 'allow', route, track: false };
  }

  // Step 2: a private page without a session goes to login and is remembered for afterwards.
  if (!subject) return { type: 'login', remember: `${pathname}${search}` };
  // Step 5: platform maintenance.
  if (input.maintenance) return { type: 'redirect', to: MAINTENANCE_PATH };
  // Step 5: this account and this route are on the maintenance lists (or its module is).
  if (input.maintenanceLists && routeInMaintenance(route, input.maintenanceLists, subject.account.modules)) {
    return { type: 'redirect', to: MAINTENANCE_PATH };
  }
  // Steps 6, 7, 10: promotions-only, permissions and PII, account type, modules.
  const access = checkRouteAccess(route, subject);
  if (!access.allowed) return { type: 'redirect', to: access.redirectTo };
  return { type: 'allow', route, track: true };
}
