import type { FranchiseePermission } from '@/shared/config';

/** The page's tabs (spec §2), by their path segment, each with the franchisee permissions it sets (spec §3). */
export const PERMISSION_TABS = {
  gestao_consumidor: ['edit_user_register', 'edit_points', 'managing_user_requests'],
  aplicativo: ['offers_mobile', 'banners_mobile', 'performance_mobile', 'push_campaigns', 'flyers_campaigns', 'edit_cashback', 'edit_offers_mobile_units'],
  trade: ['view_offers_schedule_trade_results'],
} as const satisfies Record<string, readonly FranchiseePermission[]>;

export type PermissionTab = keyof typeof PERMISSION_TABS;

/** The page's base path; each tab is a segment under it, the first tab when there is none. */
export const BASE_PATH = '/configuracoes/permissionamento-filiado';

/** The tab an address shows. */
export function tabOf(pathname: string): PermissionTab {
  const segment = pathname.replace(/\/+$/, '').slice(BASE_PATH.length + 1);
  return segment in PERMISSION_TABS ? (segment as PermissionTab) : 'gestao_consumidor';
}

/** Address parameters: the franchisee shown (its account's global id) and the list's search. */
export const PARAMS = { franchisee: 'filiado', search: 'busca' } as const;
