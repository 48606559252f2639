/** Franchisee permission names (spec §3) and the route each one switches off when false (spec §6). */
export const FRANCHISEE_PERMISSION_ROUTES = {
  offers_mobile: 'mobile/ofertas/destaques',
  view_offers_schedule_trade_results: 'industria/ofertas_trade/resultados_franquia',
  banners_mobile: 'mobile/banners',
  performance_mobile: 'mobile/desempenho',
  push_campaigns: 'campanhas/aplicativo',
  flyers_campaigns: 'mobile/encartes',
  edit_cashback: 'mobile/cashback/ajustes',
  edit_points: 'clientes/gerenciamento/cadastros/edicao-pontos',
  edit_user_register: 'clientes/gerenciamento/cadastros/edicao-cadastros',
  managing_user_requests: 'clientes/gerenciamento/solicitacoes',
  edit_offers_mobile_units: 'mobile/ofertas/produtos/edicao-lojas-franquia',
} as const;

export type FranchiseePermission = keyof typeof FRANCHISEE_PERMISSION_ROUTES;
export type FranchiseePermissions = Record<FranchiseePermission, boolean>;

export const FRANCHISEE_PERMISSION_NAMES = Object.keys(FRANCHISEE_PERMISSION_ROUTES) as FranchiseePermission[];

/** Defaults of spec §3: all false except managing_user_requests. */
export const DEFAULT_FRANCHISEE_PERMISSIONS: FranchiseePermissions = {
  offers_mobile: false,
  view_offers_schedule_trade_results: false,
  banners_mobile: false,
  performance_mobile: false,
  push_campaigns: false,
  flyers_campaigns: false,
  edit_cashback: false,
  edit_points: false,
  edit_user_register: false,
  managing_user_requests: true,
  edit_offers_mobile_units: false,
};

/** Fills a stored (possibly partial) map with the defaults, ignoring unknown names. */
export function normalizeFranchiseePermissions(stored: Partial<Record<string, unknown>> | null | undefined): FranchiseePermissions {
  const result = { ...DEFAULT_FRANCHISEE_PERMISSIONS };
  for (const name of FRANCHISEE_PERMISSION_NAMES) {
    const value = stored?.[name];
    if (typeof value === 'boolean') result[name] = value;
  }
  return result;
}
