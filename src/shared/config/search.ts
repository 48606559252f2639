import type { AccessSubject } from './access';
import { canSee, linkPath } from './navigation';
import { ROUTES, type RouteDef } from './routes';
import { SEARCH_DESCRIPTIONS } from './searchDescriptions';

/**
 * The global page search's view of the catalogue. Imported by the search's list chunk and the
 * Suporte panel, never by the first load (the barrel `@/shared/config` does not re-export it).
 */

/** What the global page search matches and shows for a page. */
export interface SearchablePage {
  id: string;
  /** page name: the menu label, else the title */
  name: string;
  description: string;
  /** section name: the menu group; pages of the user menu are under 'Menu do usuário' */
  section: string;
  path: string;
  newUntil?: string;
}

/** Section of searchable pages outside the side menu (the user menu's /perfil, /usuarios, /configuracoes-admin). */
export const USER_MENU_SECTION = 'Menu do usuário';

/** The sentence the search shows for a route, or undefined when the search does not offer it. */
export const searchDescriptionOf = (routeId: string): string | undefined => SEARCH_DESCRIPTIONS[routeId];

export function toSearchablePage(route: RouteDef): SearchablePage | null {
  const description = searchDescriptionOf(route.id);
  if (!description) return null;
  return {
    id: route.id,
    name: route.menu?.label ?? route.title,
    description,
    section: route.menu?.group ?? USER_MENU_SECTION,
    path: linkPath(route),
    ...(route.newUntil ? { newUntil: route.newUntil } : {}),
  };
}

/** The pages the global search offers a subject: searchable pages it may open, in catalogue order. */
export function searchablePagesFor(subject: AccessSubject, routes: readonly RouteDef[] = ROUTES): SearchablePage[] {
  return routes.flatMap((route) => {
    const page = route.access === 'private' && canSee(route, subject) ? toSearchablePage(route) : null;
    return page ? [page] : [];
  });
}
