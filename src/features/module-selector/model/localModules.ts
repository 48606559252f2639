import { ACCOUNT_MODULES, LOCKED_MODULES, isAccountModule, type AccessSubject, type AccountModule } from '@/shared/config';
import { sessionStore } from '@/shared/lib';

/**
 * The platform admin's local module override (spec §2 "Configurar módulos localmente").
 *
 * IMPORTANT: the override only shapes the admin's own view in this tab (side menu, page search,
 * user menu and the client route guard). The server keeps enforcing the account's real modules on
 * every call: turning a module on here never unlocks data the account does not have, and turning
 * one off only hides pages from this admin.
 */

/** Session-storage key (the store adds the `mf-` namespace: `mf-local-modules:<accountId>`). */
export const localModulesKey = (accountId: string): string => `local-modules:${accountId}`;

/** The modules saved for an account in this tab, or null when the admin saved none. */
export function readLocalModules(accountId: string): AccountModule[] | null {
  const saved = sessionStore.get<unknown>(localModulesKey(accountId));
  if (!Array.isArray(saved)) return null;
  return saved.filter((value): value is AccountModule => typeof value === 'string' && isAccountModule(value));
}

/**
 * Saves the modules the admin wants to see for an account, in catalogue order. Locked modules
 * (dynamic_sales) cannot be changed here: they keep the account's real state.
 */
export function saveLocalModules(accountId: string, modules: readonly string[], accountModules: readonly string[]): AccountModule[] {
  const wanted = new Set(modules);
  const allowed = ACCOUNT_MODULES.filter((module) => (LOCKED_MODULES.includes(module) ? accountModules.includes(module) : wanted.has(module)));
  sessionStore.set(localModulesKey(accountId), allowed);
  return allowed;
}

/** The modules in force for the session: the local override when saved, else the account's. */
export function effectiveModules(accountId: string | null | undefined, accountModules: readonly string[]): readonly string[] {
  return (accountId ? readLocalModules(accountId) : null) ?? accountModules;
}

/**
 * The access subject with the admin's local override applied. Only platform admins (user.mf) may
 * override; anybody else gets the subject unchanged. (View-only: the server still enforces the
 * account's real modules.)
 */
export function withLocalModules(subject: AccessSubject, accountId: string | null | undefined): AccessSubject {
  if (!subject.user.mf || !accountId) return subject;
  const override = readLocalModules(accountId);
  return override ? { ...subject, account: { ...subject.account, modules: override } } : subject;
}
