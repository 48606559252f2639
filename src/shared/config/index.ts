export { ACCOUNT_MODULES, LOCKED_MODULES, isAccountModule } from './modules';
export type { AccountModule } from './modules';
export {
  FRANCHISEE_PERMISSION_ROUTES,
  FRANCHISEE_PERMISSION_NAMES,
  DEFAULT_FRANCHISEE_PERMISSIONS,
  normalizeFranchiseePermissions,
} from './franchisee';
export type { FranchiseePermission, FranchiseePermissions } from './franchisee';
export { ROUTES, routeById, HOME_PATH } from './routes';
export type { RouteDef, RouteAccess, RouteModules, RouteRequirements } from './routes';
export {
  PLATFORM_ADMIN_PERMISSION,
  checkRouteAccess,
  hasPagePermission,
  modulesAllow,
  effectivePages,
  franchiseePermissionFor,
} from './access';
export type { AccessSubject, AccessDecision, DenialReason } from './access';
