import { checkRouteAccess, visibleTo, type AccessSubject } from './access';
import { MENU_GROUPS, ROUTES, type MenuGroup, type RouteDef } from './routes';

/**
 * Queries over the route catalogue for the shell (side menu, global page search) and the router
 * (matching, aliases and redirects). Pure: no router, no storage.
 */

export type RouteParams = Record<string, string | undefined>;

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * Matches a pathname against one react-router pattern, as react-router's `matchPath` with `end`
 * does: case-insensitive fixed segments, `:name`, optional `:name?`, a trailing `*` (kept in
 * `params['*']`), a trailing slash ignored. Null when it does not match.
 */
export function matchPattern(pattern: string, pathname: string): RouteParams | null {
  const parts = segmentsOf(pattern);
  const segments = segmentsOf(pathname);
  const params: RouteParams = {};
  let i = 0;
  for (let p = 0; p < parts.length; p += 1) {
    const part = parts[p];
    if (part === '*') {
      params['*'] = segments.slice(i).map(decode).join('/');
      return params;
    }
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (i < segments.length) {
        params[name] = decode(segments[i]);
        i += 1;
      } else if (optional) {
        params[name] = undefined;
      } else {
        return null;
      }
      continue;
    }
    if (i >= segments.length || segments[i].toLowerCase() !== part.toLowerCase()) return null;
    i += 1;
  }
  return i === segments.length ? params : null;
}

/** The catalogue route of a pathname with its parameters, first match in catalogue order; null when none. */
export function matchRoute(pathname: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  for (const route of routes) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** Fills a pattern's `:params` (dropping absent optional ones and a trailing `*` when empty). */
export function fillPattern(pattern: string, params: RouteParams = {}): string {
  const out: string[] = [];
  for (const part of segmentsOf(pattern)) {
    if (part === '*') {
      if (params['*']) out.push(params['*']);
    } else if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const value = params[part.slice(1, optional ? -1 : undefined)];
      if (value === undefined || value === '') {
        if (optional) continue;
        throw new Error(`Missing parameter ${part} for ${pattern}`);
      }
      out.push(encodeURIComponent(value));
    } else {
      out.push(part);
    }
  }
  return `/${out.join('/')}`;
}

/**
 * Where an alias or a tabbed page leads (its `redirectTo`, with this address's parameters), or
 * null when the address is not a redirect. Follows chains, at most a few hops.
 */
export function resolveRedirect(pathname: string, routes: readonly RouteDef[] = ROUTES): string | null {
  let target: string | null = null;
  let current = pathname;
  for (let hop = 0; hop < 5; hop += 1) {
    const match = matchRoute(current, routes);
    if (!match?.route.redirectTo) break;
    current = fillPattern(match.route.redirectTo, match.params);
    target = current;
  }
  return target;
}

/** The address a link to a route uses: its pattern without optional parameters. */
export function linkPath(route: Pick<RouteDef, 'path'>): string {
  return fillPattern(route.path);
}

/** Whether a route shows the "new" badge at `now`: until the start of its `newUntil` day, Brasília time (UTC−3). */
export function isNewAt(route: Pick<RouteDef, 'newUntil'>, now: Date): boolean {
  if (!route.newUntil) return false;
  return now.getTime() < Date.parse(`${route.newUntil}T00:00:00-03:00`);
}

export interface MenuItem {
  id: string;
  label: string;
  /** where the item links */
  path: string;
  isNew: boolean;
}

export interface MenuSection {
  group: MenuGroup;
  items: MenuItem[];
}

/** Whether the subject is shown the route (menu, search) and may open it. */
export const canSee = (route: RouteDef, subject: AccessSubject): boolean => visibleTo(route, subject.account) && checkRouteAccess(route, subject).allowed;

/**
 * The side menu for a subject: the groups of spec §2 in order, each with the items the subject may
 * open and is shown (an item the guard would refuse is hidden, not disabled), sorted by `menu.order`; groups left
 * empty are left out.
 */
export function menuFor(subject: AccessSubject, now: Date, routes: readonly RouteDef[] = ROUTES): MenuSection[] {
  return MENU_GROUPS.map((group) => ({
    group,
    items: routes
      .filter((route) => route.menu?.group === group && canSee(route, subject))
      .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))
      .map((route) => ({ id: route.id, label: route.menu?.label ?? route.title, path: linkPath(route), isNew: isNewAt(route, now) })),
  })).filter((section) => section.items.length > 0);
}

