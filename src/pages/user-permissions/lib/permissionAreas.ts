import { MENU_GROUPS, type RouteDef } from '@/shared/config';

/** One page permission a user can be granted, named after the first catalogue page that needs it. */
export interface PagePermission {
  permission: string;
  label: string;
}

/** An area of the catalogue (the permissions' first segment) and its pages. */
export interface PermissionArea {
  /** first segment of the area's permissions, e.g. `clientes` */
  area: string;
  /** pt-BR name: the side-menu group of the area's own pages, else the title of its first page */
  label: string;
  /** the parent permission that grants every page of the area (spec §6: `area/*`) */
  parent: string;
  pages: PagePermission[];
}

/**
 * Names of areas whose pages sit in another area's side-menu group (orders are listed under
 * Clientes), so two areas never show the same name.
 */
const AREA_NAMES: Readonly<Record<string, string>> = { pedidos: 'Pedidos' };

/** The platform admin's own permission: never granted from this screen. */
const ADMIN_PERMISSION = 'mf/admin';

const areaOf = (permission: string): string => permission.split('/')[0];

/**
 * Groups the catalogue's distinct page permissions by area, in catalogue order, so the screen
 * offers exactly what the route guard checks.
 */
export function permissionAreas(routes: readonly RouteDef[]): PermissionArea[] {
  const areas = new Map<string, PermissionArea>();
  const menuGroup = new Map<string, string>();
  const seen = new Set<string>();
  for (const route of routes) {
    const { permission } = route;
    if (!permission || permission === ADMIN_PERMISSION) continue;
    const area = areaOf(permission);
    // only the area's own pages name it: /configuracoes/gerais needs usuarios/permissionamento but
    // says nothing about the name of the usuarios area
    const ownPage = route.path.split('/')[1] === area;
    if (route.menu && ownPage && !menuGroup.has(area)) menuGroup.set(area, route.menu.group);
    if (!areas.has(area)) areas.set(area, { area, label: route.title, parent: `${area}/*`, pages: [] });
    if (seen.has(permission)) continue;
    seen.add(permission);
    areas.get(area)!.pages.push({ permission, label: route.menu?.label ?? route.title });
  }
  // side-menu order; areas outside the menu last, each list otherwise in catalogue order
  const rank = (area: string) => {
    const index = MENU_GROUPS.indexOf(menuGroup.get(area) as (typeof MENU_GROUPS)[number]);
    return index === -1 ? MENU_GROUPS.length : index;
  };
  return [...areas.values()]
    .map((entry) => ({ ...entry, label: AREA_NAMES[entry.area] ?? menuGroup.get(entry.area) ?? entry.label }))
    .sort((a, b) => rank(a.area) - rank(b.area));
}

/** Whether `pages` grants the permission, directly or through its area's parent permission. */
export function grants(pages: readonly string[], permission: string): boolean {
  return pages.includes(permission) || pages.includes(`${areaOf(permission)}/*`);
}

/**
 * Turns the area's parent permission on or off. On, it replaces the area's single pages (the
 * parent already grants them); permissions outside the catalogue are kept as they are.
 */
export function toggleArea(pages: readonly string[], area: PermissionArea, on: boolean): string[] {
  const ofArea = new Set([area.parent, ...area.pages.map((p) => p.permission)]);
  const rest = pages.filter((p) => !ofArea.has(p));
  return on ? [...rest, area.parent] : rest;
}

/** Turns one page permission on or off (a no-op while its area's parent permission is on). */
export function togglePage(pages: readonly string[], permission: string, on: boolean): string[] {
  const rest = pages.filter((p) => p !== permission);
  return on ? [...rest, permission] : rest;
}
