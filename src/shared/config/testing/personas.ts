import type { AccessSubject } from '../access';
import { DEFAULT_FRANCHISEE_PERMISSIONS } from '../franchisee';
import { ACCOUNT_MODULES, type AccountModule } from '../modules';

/**
 * The demo personas of ../shared/contracts/personas.md as access subjects, for table-driven tests.
 * "Every page permission" is the seed's list of top-level permissions (server/seed/demo.ts ALL_PAGES);
 * a parent permission grants every page under it (spec §6).
 */
export const ALL_PAGES = ['home', 'empresa', 'clube', 'maria', 'industria', 'clientes', 'produtos', 'pedidos', 'mobile', 'campanhas', 'configuracoes', 'usuarios', 'gerenciador-analises'];

const REDE_MAIS_MODULES: AccountModule[] = [
  'push', 'mobile', 'points', 'cashback', 'raffle', 'offer_management', 'email_v2', 'whatsapp', 'discount_coupon', 'products_tree', 'chatbot', 'industry',
];

export const ACCOUNTS = {
  bompreco: {
    modules: ACCOUNT_MODULES.filter((m) => !['uncategorized_products', 'hotsite_international', 'jane', 'dynamic_sales'].includes(m)),
    is_franchise: false,
    is_franchisee: false,
    only_mercapromo: false,
  },
  'rede-mais': { modules: REDE_MAIS_MODULES, is_franchise: true, is_franchisee: false, only_mercapromo: false },
  'mais-feira': { modules: REDE_MAIS_MODULES, is_franchise: false, is_franchisee: true, only_mercapromo: false },
  'atacadao-promo': { modules: ['industry', 'offer_management'] as AccountModule[], is_franchise: false, is_franchisee: false, only_mercapromo: true },
  sandbox: { modules: [...ACCOUNT_MODULES], is_franchise: false, is_franchisee: false, only_mercapromo: false },
} satisfies Record<string, AccessSubject['account']>;

export type AccountKey = keyof typeof ACCOUNTS;

const user = (overrides: Partial<AccessSubject['user']>): AccessSubject['user'] => ({
  mf: false,
  admin: false,
  pages: [],
  has_pii_access: false,
  has_pii_employees_access: false,
  has_pii_download_data_permission: false,
  ...overrides,
});

const FULL_PII = { has_pii_access: true, has_pii_employees_access: true, has_pii_download_data_permission: true };

export const PERSONAS = {
  admin: { user: user({ mf: true, admin: true, pages: ['mf/admin'] }), account: ACCOUNTS.bompreco },
  gerente: { user: user({ admin: true, pages: ALL_PAGES, ...FULL_PII }), account: ACCOUNTS.bompreco },
  analista: {
    user: user({ pages: ['empresa/*', 'clube/dashboard', 'clube/desempenho', 'clube/comparativo', 'clube/lojas', 'produtos/*', 'campanhas/sms'] }),
    account: ACCOUNTS.bompreco,
  },
  multi: { user: user({ pages: ALL_PAGES, has_pii_access: true }), account: ACCOUNTS.bompreco },
  franqueador: { user: user({ admin: true, pages: ALL_PAGES, has_pii_access: true }), account: ACCOUNTS['rede-mais'] },
  franqueado: {
    user: user({ pages: ALL_PAGES, has_pii_access: true }),
    account: ACCOUNTS['mais-feira'],
    franchiseePermissions: { ...DEFAULT_FRANCHISEE_PERMISSIONS, banners_mobile: true },
  },
  promo: { user: user({ pages: ALL_PAGES }), account: ACCOUNTS['atacadao-promo'] },
} satisfies Record<string, AccessSubject>;

export type PersonaKey = keyof typeof PERSONAS;

/** A persona acting in another account (the platform admin and multi-user switch clients). */
export const actingIn = (persona: AccessSubject, account: AccountKey): AccessSubject => ({ ...persona, account: ACCOUNTS[account] });
