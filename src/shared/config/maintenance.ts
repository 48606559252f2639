import type { RouteDef } from './routes';

/**
 * Maintenance lists (spec §4, route guard step 5), configured on the server (MAINTENANCE_ACCOUNTS,
 * MAINTENANCE_ROUTES, MAINTENANCE_MODULES), empty by default; '*' matches everything. The client
 * guard and the server's route policy read the same rules from here.
 */
export interface MaintenanceLists {
  /** account ids or db_names, or '*' */
  accounts: readonly string[];
  /** catalogue route ids or paths, path prefixes ending in '/*' ('/clube/*'), or '*' */
  routes: readonly string[];
  /** account modules whose pages are in maintenance, or '*' */
  modules: readonly string[];
}

export const NO_MAINTENANCE: MaintenanceLists = { accounts: [], routes: [], modules: [] };

/** A comma-separated list from the environment: trimmed, blanks dropped. */
export function parseMaintenanceList(value: string | undefined | null): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** Whether an account is on the accounts list (by id or db_name). */
export function accountInMaintenance(accounts: readonly string[], account: { id: string; db_name: string }): boolean {
  return accounts.some((entry) => entry === '*' || entry === account.id || entry === account.db_name);
}

/** Whether one routes-list entry covers a catalogue route: '*', its id, its path, or a '/prefix/*' above it. */
export function routeEntryMatches(entry: string, route: Pick<RouteDef, 'id' | 'path'>): boolean {
  if (entry === '*' || entry === route.id || entry === route.path) return true;
  if (entry.endsWith('/*')) {
    const prefix = entry.slice(0, -2);
    return route.path === prefix || route.path.startsWith(`${prefix}/`);
  }
  return false;
}

/**
 * Whether a route's pages depend on a module in maintenance: one of its required modules is listed,
 * or every alternative module the account has on is listed. Modules the account does not have are
 * not its concern (the module rule already sends it home).
 */
export function routeModuleInMaintenance(modules: readonly string[], route: Pick<RouteDef, 'modules'>, accountModules: readonly string[]): boolean {
  if (modules.length === 0 || !route.modules) return false;
  const listed = (module: string) => modules.includes('*') || modules.includes(module);
  if (route.modules.all?.some(listed)) return true;
  const alternatives = (route.modules.any ?? []).filter((module) => accountModules.includes(module));
  return alternatives.length > 0 && alternatives.every(listed);
}

/**
 * The maintenance in force for one account, as handed to the client: the route entries when the
 * account is listed (else none), and the listed modules the account has on ('*' expanded).
 */
export function maintenanceFor(lists: MaintenanceLists, account: { id: string; db_name: string; modules: readonly string[] }): { routes: string[]; modules: string[] } {
  const routes = accountInMaintenance(lists.accounts, account) ? [...lists.routes] : [];
  const modules = lists.modules.includes('*') ? [...account.modules] : account.modules.filter((module) => lists.modules.includes(module));
  return { routes, modules };
}

/**
 * Whether a private route is in maintenance for an account, given what `maintenanceFor` returned:
 * the account is listed and the route matches, or the route needs a module in maintenance.
 * The maintenance page itself is public and never matches.
 */
export function routeInMaintenance(
  route: Pick<RouteDef, 'id' | 'path' | 'modules' | 'access'>,
  forAccount: { routes: readonly string[]; modules: readonly string[] },
  accountModules: readonly string[],
): boolean {
  if (route.access !== 'private') return false;
  if (forAccount.routes.some((entry) => routeEntryMatches(entry, route))) return true;
  return routeModuleInMaintenance(forAccount.modules, route, accountModules);
}
