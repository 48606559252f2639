export { ACCOUNT_MODULES, LOCKED_MODULES, isAccountModule } from './modules';
export type { AccountModule } from './modules';
export {
  FRANCHISEE_PERMISSION_ROUTES,
  FRANCHISEE_PERMISSION_NAMES,
  DEFAULT_FRANCHISEE_PERMISSIONS,
  normalizeFranchiseePermissions,
} from './franchisee';
export type { FranchiseePermission, FranchiseePermissions } from './franchisee';
export { ROUTES, routeById, HOME_PATH, MENU_GROUPS, NEW_UNTIL } from './routes';
export type {
  RouteDef,
  RouteAccess,
  RouteModules,
  RouteRequirements,
  RouteHidden,
  RouteOnlyFor,
  RouteAlternativePermission,
  RouteMenu,
  MenuGroup,
} from './routes';
export {
  matchPattern,
  matchRoute,
  fillPattern,
  resolveRedirect,
  linkPath,
  isNewAt,
  menuFor,
} from './navigation';
export type { RouteMatch, RouteParams, MenuItem, MenuSection } from './navigation';
// The search's view (`./search`: toSearchablePage, searchablePagesFor, USER_MENU_SECTION) and its
// sentences are imported as '@/shared/config/search' by the chunks that need them, not from here:
// re-exporting them would put every sentence in the first load.
export type { SearchablePage } from './search';
export {
  PLATFORM_ADMIN_PERMISSION,
  checkRouteAccess,
  hasPagePermission,
  modulesAllow,
  permissionAllows,
  visibleTo,
  effectivePages,
  franchiseePermissionFor,
  grantablePagePermissions,
} from './access';
export type { AccessSubject, AccessDecision, DenialReason } from './access';
export {
  NO_MAINTENANCE,
  parseMaintenanceList,
  accountInMaintenance,
  routeEntryMatches,
  routeModuleInMaintenance,
  maintenanceFor,
  routeInMaintenance,
} from './maintenance';
export type { MaintenanceLists } from './maintenance';
export { EXPORT_TABLES, EXPORT_TABLE_IDS, exportColumnHeader, exportHeaders, isExportTableId } from './exportTables';
export type { ExportColumn, ExportColumnKey, ExportTableDefinition, ExportTableId } from './exportTables';
