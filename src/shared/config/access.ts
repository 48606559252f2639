import { normalizeFranchiseePermissions, FRANCHISEE_PERMISSION_ROUTES, type FranchiseePermissions } from './franchisee';
import type { RouteDef } from './routes';

/** The single permission a platform admin (mf) carries; it passes every page check (spec §6). */
export const PLATFORM_ADMIN_PERMISSION = 'mf/admin';

/** What the access rules need to know about a user and the account they act in. */
export interface AccessSubject {
  user: {
    mf: boolean;
    admin: boolean;
    pages: readonly string[];
    has_pii_access: boolean;
    has_pii_employees_access: boolean;
    has_pii_download_data_permission: boolean;
  };
  account: {
    modules: readonly string[];
    is_franchise: boolean;
    is_franchisee: boolean;
    only_mercapromo: boolean;
    /** e-commerce channel active: may open /home without the page permission (guard step 7) */
    ecommerce?: boolean;
  };
  /** present for franchisee accounts */
  franchiseePermissions?: Partial<FranchiseePermissions> | null;
}

export type DenialReason =
  | 'promotions_only'
  | 'permission'
  | 'pii'
  | 'pii_employees'
  | 'pii_download'
  | 'account_admin'
  | 'account_type'
  | 'franchisee_permission'
  | 'module';

export type AccessDecision = { allowed: true } | { allowed: false; reason: DenialReason; redirectTo: '/restrict-access' | '/home' };

const ALLOWED: AccessDecision = { allowed: true };
const restrict = (reason: DenialReason): AccessDecision => ({ allowed: false, reason, redirectTo: '/restrict-access' });

/** Page permissions a user effectively holds: admins hold only the admin permission (guard step 4). */
export function effectivePages(user: AccessSubject['user']): readonly string[] {
  return user.mf ? [PLATFORM_ADMIN_PERMISSION] : user.pages;
}

/**
 * Whether a permission list grants a page permission. A parent permission matches by first path
 * segment: `empresa`, or the written form `empresa/*`, grants `empresa/faturamento`.
 */
export function hasPagePermission(pages: readonly string[], permission: string): boolean {
  if (pages.includes(PLATFORM_ADMIN_PERMISSION) || pages.includes(permission)) return true;
  const parent = permission.split('/')[0];
  return pages.includes(parent) || pages.includes(`${parent}/*`);
}

/**
 * Whether the account's modules satisfy a route's module rule: every `all` module on, at least one
 * `any` module on (alternatives), and every `none` module off.
 */
export function modulesAllow(modules: readonly string[], rule: RouteDef['modules']): boolean {
  if (!rule) return true;
  if (rule.all && !rule.all.every((m) => modules.includes(m))) return false;
  if (rule.any && rule.any.length > 0 && !rule.any.some((m) => modules.includes(m))) return false;
  if (rule.none && rule.none.some((m) => modules.includes(m))) return false;
  return true;
}

/**
 * Whether the user holds the route's page permission, or its alternative when the account is of
 * the kind the alternative is for (a franchise network: franchisor or franchisee).
 */
export function permissionAllows(route: Pick<RouteDef, 'permission' | 'alternativePermission'>, subject: AccessSubject): boolean {
  if (!route.permission) return true;
  const pages = effectivePages(subject.user);
  if (hasPagePermission(pages, route.permission)) return true;
  const alt = route.alternativePermission;
  if (alt?.for === 'franchise' && (subject.account.is_franchise || subject.account.is_franchisee)) {
    return hasPagePermission(pages, alt.permission);
  }
  return false;
}

/** The franchisee permission that switches this route off, if any. */
export function franchiseePermissionFor(route: Pick<RouteDef, 'permission' | 'path'>): keyof FranchiseePermissions | null {
  const key = route.permission ?? route.path.replace(/^\//, '');
  for (const [name, target] of Object.entries(FRANCHISEE_PERMISSION_ROUTES)) {
    if (key === target || key.startsWith(`${target}/`)) return name as keyof FranchiseePermissions;
  }
  return null;
}

/** Whether the side menu and the global search show a route to this account (its `visibleOnlyFor` rule). */
export function visibleTo(route: Pick<RouteDef, 'visibleOnlyFor'>, account: AccessSubject['account']): boolean {
  if (route.visibleOnlyFor?.franchise && !account.is_franchise) return false;
  return true;
}

/**
 * Decides whether a logged-in subject may open a route, in the order of the route guard (spec §4):
 * promotions-only (6), page permission and PII (7), account type and franchisee switches, modules (10).
 * Public and unlogged routes are always allowed here; the guard handles their redirects.
 */
export function checkRouteAccess(route: RouteDef, subject: AccessSubject): AccessDecision {
  if (route.access !== 'private') return ALLOWED;
  const { user, account } = subject;
  if (account.only_mercapromo && !user.mf && !route.allowOnlyMercapromo) return restrict('promotions_only');
  // Step 7's exception: an e-commerce account may still open /home, whatever its permissions.
  if (route.id === 'home' && account.ecommerce) return ALLOWED;
  if (!permissionAllows(route, subject)) return restrict('permission');
  if (!user.mf) {
    const req = route.requires ?? {};
    if (req.pii && !user.has_pii_access) return restrict('pii');
    if (req.piiEmployees && !user.has_pii_employees_access) return restrict('pii_employees');
    if (req.piiDownload && !user.has_pii_download_data_permission) return restrict('pii_download');
    if (req.accountAdmin && !user.admin) return restrict('account_admin');
  }
  if (route.hiddenFor?.franchise && account.is_franchise) return restrict('account_type');
  if (route.hiddenFor?.franchisee && account.is_franchisee) return restrict('account_type');
  if (account.is_franchisee) {
    const switchName = franchiseePermissionFor(route);
    if (switchName && !normalizeFranchiseePermissions(subject.franchiseePermissions)[switchName]) {
      return restrict('franchisee_permission');
    }
  }
  if (!modulesAllow(account.modules, route.modules)) return { allowed: false, reason: 'module', redirectTo: '/home' };
  return ALLOWED;
}

/**
 * Page permissions an account may grant its users: every catalogue permission (and alternative
 * permission) of a route whose module rule the account's modules satisfy, and the parent forms
 * `area` / `area/*` of those areas. The platform admin's own permission is never among them.
 */
export function grantablePagePermissions(routes: readonly RouteDef[], modules: readonly string[]): Set<string> {
  const grantable = new Set<string>();
  for (const route of routes) {
    if (!modulesAllow(modules, route.modules)) continue;
    for (const permission of [route.permission, route.alternativePermission?.permission]) {
      if (!permission || permission === PLATFORM_ADMIN_PERMISSION) continue;
      const area = permission.split('/')[0];
      grantable.add(permission).add(area).add(`${area}/*`);
    }
  }
  return grantable;
}
