import crypto from 'node:crypto';
import { ACCOUNT_MODULES, DEFAULT_FRANCHISEE_PERMISSIONS, type AccountModule } from '../../src/shared/config';
import { ensureDefaultRfvAnalysis } from '../modules/customer-rfv';
import { seedDemoSegments } from '../modules/segmentation';
import { seedDemoPriceRanges } from '../modules/price-ranges';
import { seedDemoMessageTemplates } from '../modules/message-templates';
import { saoPauloToday, seedDemoCampaigns, seedDemoWhatsapp } from '../modules/campaigns';
import { seedDemoWhatsappFlows } from '../modules/whatsapp-flows';
import { seedDemoCoupons } from '../modules/benefits';
import { demoCatalogue } from './sales/catalogue';
import { saveSocialProfiles, type SocialProfile } from '../modules/social-networks';
import { localToday } from '../shared/dates';
import { hashPassword } from '../modules/session';
import { mirrorUnits, type OfficeHours, type UnitRow } from '../modules/units';
import type { Stores } from '../stores';
import { makeCnpj } from './cnpj';
import { seedDemoAdminSettings } from '../modules/admin-settings';

/** Password of every demo user (personas contract). */
export const DEMO_PASSWORD = 'Demo@2026';

/** Fixed ids keep the demo deterministic: the same ids on every machine. */
export const DEMO_ACCOUNT_IDS = {
  bompreco: '10000000-0000-4000-8000-000000001001',
  'rede-mais': '10000000-0000-4000-8000-000000002001',
  'mais-feira': '10000000-0000-4000-8000-000000002002',
  'atacadao-promo': '10000000-0000-4000-8000-000000003001',
  sandbox: '10000000-0000-4000-8000-000000000000',
} as const;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNT_IDS;

const FRANCHISE_MODULES: AccountModule[] = [
  'push', 'mobile', 'points', 'cashback', 'raffle', 'offer_management', 'email_v2', 'whatsapp',
  'discount_coupon', 'products_tree', 'chatbot', 'industry',
];

interface DemoAccount {
  key: DemoAccountKey;
  name: string;
  integration_type: 'RETAILER' | 'FRANCHISE' | 'FRANCHISEE' | 'PROMOTIONS';
  id_external: number;
  modules: readonly AccountModule[];
  is_franchise?: boolean;
  is_franchisee?: boolean;
  franchise?: DemoAccountKey;
  only_mercapromo?: boolean;
  has_mercapromo?: boolean;
  brand_color: string;
  /** onboarding not finished yet: the logo leads to /primeiro-valor */
  first_value?: boolean;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'bompreco',
    name: 'Supermercados Bom Preço',
    integration_type: 'RETAILER',
    id_external: 1001,
    modules: ACCOUNT_MODULES.filter((m) => !['uncategorized_products', 'hotsite_international', 'jane', 'dynamic_sales'].includes(m)),
    brand_color: '#D62828',
  },
  { key: 'rede-mais', name: 'Rede Mais Franquias', integration_type: 'FRANCHISE', id_external: 2001, modules: FRANCHISE_MODULES, is_franchise: true, brand_color: '#1D4ED8' },
  {
    key: 'mais-feira',
    name: 'Mais Feira de Santana',
    integration_type: 'FRANCHISEE',
    id_external: 2002,
    modules: FRANCHISE_MODULES,
    is_franchisee: true,
    franchise: 'rede-mais',
    brand_color: '#1D4ED8',
  },
  {
    key: 'atacadao-promo',
    name: 'Atacadão Promo',
    integration_type: 'PROMOTIONS',
    id_external: 3001,
    modules: ['industry', 'offer_management'],
    only_mercapromo: true,
    has_mercapromo: true,
    brand_color: '#0F766E',
  },
  { key: 'sandbox', name: 'Conta Demonstração', integration_type: 'RETAILER', id_external: 0, modules: ACCOUNT_MODULES, brand_color: '#6D28D9', first_value: true },
];

/** Every page permission key a full-access persona holds (parents grant their children). */
const ALL_PAGES = ['home', 'empresa', 'clube', 'maria', 'industria', 'clientes', 'produtos', 'pedidos', 'mobile', 'campanhas', 'configuracoes', 'usuarios', 'gerenciador-analises'];

interface DemoUser {
  email: string;
  name: string;
  home: DemoAccountKey;
  accounts: DemoAccountKey[] | 'all';
  pages: string[];
  mf?: boolean;
  admin?: boolean;
  multi_user?: boolean;
  pii?: boolean;
  piiEmployees?: boolean;
  piiDownload?: boolean;
}

/**
 * Platform notification counters until the trade-offer and data-deletion features maintain them:
 * Bom Preço has offers waiting and requests to answer; Rede Mais one request (tenancy tests).
 */
export const DEMO_PLATFORM_NOTIFICATIONS: Partial<Record<DemoAccountKey, { key: string; type: 'info' | 'warning'; entities_amount: number }[]>> = {
  bompreco: [
    { key: 'AVAILABLE_TRADE_OFFERS', type: 'info', entities_amount: 3 },
    { key: 'PENDING_USER_DELETE_DATA_REQUESTS', type: 'warning', entities_amount: 2 },
  ],
  'rede-mais': [{ key: 'PENDING_USER_DELETE_DATA_REQUESTS', type: 'warning', entities_amount: 1 }],
};

export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@plataforma.dev', name: 'Administrador da Plataforma', home: 'bompreco', accounts: 'all', pages: ['mf/admin'], mf: true, admin: true },
  { email: 'gerente@bompreco.com.br', name: 'Marina Souza', home: 'bompreco', accounts: ['bompreco'], pages: ALL_PAGES, admin: true, pii: true, piiEmployees: true, piiDownload: true },
  {
    email: 'analista@bompreco.com.br',
    name: 'Rafael Lima',
    home: 'bompreco',
    accounts: ['bompreco'],
    pages: ['empresa/*', 'clube/dashboard', 'clube/desempenho', 'clube/comparativo', 'clube/lojas', 'produtos/*', 'campanhas/sms'],
  },
  { email: 'multi@bompreco.com.br', name: 'Carla Menezes', home: 'bompreco', accounts: ['bompreco', 'rede-mais'], pages: ALL_PAGES, multi_user: true, pii: true },
  { email: 'franqueador@redemais.com.br', name: 'Paulo Andrade', home: 'rede-mais', accounts: ['rede-mais'], pages: ALL_PAGES, admin: true, pii: true },
  { email: 'franqueado@maisfeira.com.br', name: 'Joana Ribeiro', home: 'mais-feira', accounts: ['mais-feira'], pages: ALL_PAGES, pii: true },
  { email: 'promo@atacadaopromo.com.br', name: 'Sérgio Tavares', home: 'atacadao-promo', accounts: ['atacadao-promo'], pages: ALL_PAGES },
];

interface City {
  name: string;
  lat: number;
  lng: number;
  neighborhoods: string[];
  cep: string;
}

const CITIES: Record<string, City> = {
  salvador: { name: 'Salvador', lat: -12.9777, lng: -38.5016, cep: '40', neighborhoods: ['Barra', 'Pituba', 'Itapuã', 'Brotas', 'Cabula', 'Liberdade', 'Rio Vermelho', 'Imbuí', 'Paralela', 'Stiep', 'Federação', 'Graça', 'Bonfim', 'Pernambués'] },
  lauro: { name: 'Lauro de Freitas', lat: -12.8978, lng: -38.3272, cep: '427', neighborhoods: ['Centro', 'Vilas do Atlântico', 'Ipitanga', 'Portão'] },
  camacari: { name: 'Camaçari', lat: -12.6996, lng: -38.3263, cep: '428', neighborhoods: ['Centro', 'Gleba A', 'Abrantes'] },
  feira: { name: 'Feira de Santana', lat: -12.2664, lng: -38.9663, cep: '440', neighborhoods: ['Centro', 'Kalilândia', 'Tomba', 'Santa Mônica', 'Cidade Nova'] },
};

const STREETS = ['Av. Sete de Setembro', 'Rua Chile', 'Av. Tancredo Neves', 'Av. Paralela', 'Rua da Graça', 'Av. Octávio Mangabeira', 'Rua Direta', 'Av. Getúlio Vargas', 'Av. Santos Dumont', 'Rua Marechal Deodoro'];

/** A stable UUID (version-5 layout) derived from a name, so seeded users and stores get the same ids everywhere. */
export function stableUuid(name: string): string {
  const hex = crypto.createHash('sha1').update(`clube-varejo-demo:${name}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Deterministic pseudo-random numbers (mulberry32), so every machine seeds the same demo. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WEEKDAY_HOURS: OfficeHours = {
  monday: { start: '07:00', finish: '22:00' },
  tuesday: { start: '07:00', finish: '22:00' },
  wednesday: { start: '07:00', finish: '22:00' },
  thursday: { start: '07:00', finish: '22:00' },
  friday: { start: '07:00', finish: '22:00' },
  saturday: { start: '07:00', finish: '21:00' },
  sunday: { start: '08:00', finish: '14:00' },
  holidays: { start: '08:00', finish: '13:00' },
};

/** Store plan per account: [city key, how many]. */
const STORE_PLAN: Record<DemoAccountKey, { prefix: string; cnpjRoot: string; cities: [keyof typeof CITIES, number][] }> = {
  bompreco: { prefix: 'Bom Preço', cnpjRoot: '13004510', cities: [['salvador', 14], ['lauro', 4], ['camacari', 3], ['feira', 3]] },
  'rede-mais': { prefix: 'Mais', cnpjRoot: '21456789', cities: [['salvador', 3], ['lauro', 1]] },
  'mais-feira': { prefix: 'Mais Feira', cnpjRoot: '34567812', cities: [['feira', 3]] },
  'atacadao-promo': { prefix: 'Atacadão Promo', cnpjRoot: '45678123', cities: [['salvador', 2]] },
  // The demo account shows the alphanumeric CNPJ format (in force since July 2026).
  sandbox: { prefix: 'Loja Demo', cnpjRoot: '12ABC345', cities: [['salvador', 2], ['feira', 1]] },
};

export function demoUnits(key: DemoAccountKey): Omit<UnitRow, 'id' | 'updated_at'>[] {
  const plan = STORE_PLAN[key];
  const random = seededRandom(DEMO_ACCOUNTS.findIndex((a) => a.key === key) + 7);
  const units: Omit<UnitRow, 'id' | 'updated_at'>[] = [];
  let branch = 1;
  for (const [cityKey, count] of plan.cities) {
    const city = CITIES[cityKey];
    for (let i = 0; i < count; i += 1) {
      const neighborhood = city.neighborhoods[i % city.neighborhoods.length];
      const idErp = String(branch);
      units.push({
        account_id: DEMO_ACCOUNT_IDS[key],
        id_erp: idErp,
        // Outside Salvador the city is part of the name, so "Centro" stores stay distinguishable.
        name: `${plan.prefix} ${cityKey === 'salvador' ? '' : `${city.name} `}${neighborhood}${i >= city.neighborhoods.length ? ` ${Math.floor(i / city.neighborhoods.length) + 1}` : ''}`,
        cnpj: makeCnpj(plan.cnpjRoot, branch),
        active: !(key === 'bompreco' && branch === 24),
        address_components: {
          postal_code: `${city.cep}${String(Math.floor(random() * 10 ** (8 - city.cep.length))).padStart(8 - city.cep.length, '0')}`,
          street: STREETS[Math.floor(random() * STREETS.length)],
          number: String(10 + Math.floor(random() * 2000)),
          neighborhood,
          city: city.name,
          city_name: city.name,
          federative_unit: 'BA',
        },
        latitude: Number((city.lat + (random() - 0.5) * 0.08).toFixed(6)),
        longitude: Number((city.lng + (random() - 0.5) * 0.08).toFixed(6)),
        office_hours: WEEKDAY_HOURS,
        contact: { phone: `7${cityKey === 'feira' ? 5 : 1}3${String(3000000 + Math.floor(random() * 999999)).slice(0, 7)}`, email: `loja${idErp}@${key.replace('-', '')}.com.br` },
        ecommerce_v2_active: false,
      });
      branch += 1;
    }
  }
  return units;
}

/** True when the operational store has no accounts yet (an empty data directory). */
export async function isEmpty(stores: Stores): Promise<boolean> {
  const [row] = await stores.pg.query<{ count: number }>('select count(*)::int as count from accounts');
  return row.count === 0;
}

/**
 * Creates the personas' accounts, users and stores (contracts/personas.md). Refused in production
 * unless SEED_DEMO=1. Idempotent: existing rows (by key, e-mail, store id) are left as they are.
 */
export async function seedDemo(stores: Stores, options: { production: boolean; allowInProduction: boolean }): Promise<{ accounts: number; users: number; units: number }> {
  if (options.production && !options.allowInProduction) {
    throw new Error('Os usuários de demonstração não são criados em produção sem SEED_DEMO=1.');
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const insertedUnits: UnitRow[] = [];
  await stores.pg.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      await tx.query(
        `insert into accounts (id, key, name, integration_type, id_external, franchise_id, modules, is_franchise, is_franchisee,
           only_mercapromo, has_mercapromo, db_name, brand_color, cbm_configuration, security, first_value)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) on conflict (key) do nothing`,
        [
          DEMO_ACCOUNT_IDS[account.key],
          account.key,
          account.name,
          account.integration_type,
          account.id_external,
          account.franchise ? DEMO_ACCOUNT_IDS[account.franchise] : null,
          [...account.modules],
          Boolean(account.is_franchise),
          Boolean(account.is_franchisee),
          Boolean(account.only_mercapromo),
          Boolean(account.has_mercapromo),
          `db_${account.key.replace(/-/g, '_')}`,
          account.brand_color,
          JSON.stringify({}),
          JSON.stringify({ phone_required: false }),
          Boolean(account.first_value),
        ],
      );
      for (const notification of DEMO_PLATFORM_NOTIFICATIONS[account.key] ?? []) {
        await tx.query(
          `insert into platform_notifications (account_id, key, type, entities_amount) values ($1, $2, $3, $4)
           on conflict (account_id, key) do nothing`,
          [DEMO_ACCOUNT_IDS[account.key], notification.key, notification.type, notification.entities_amount],
        );
      }
      if (account.is_franchisee) {
        await tx.query('insert into franchisee_permissions (account_id, permissions) values ($1, $2) on conflict (account_id) do nothing', [
          DEMO_ACCOUNT_IDS[account.key],
          JSON.stringify({ ...DEFAULT_FRANCHISEE_PERMISSIONS, banners_mobile: true }),
        ]);
      }
      for (const unit of demoUnits(account.key)) {
        const rows = await tx.query<UnitRow>(
          `insert into units (id, account_id, id_erp, name, cnpj, active, address_components, latitude, longitude, office_hours, contact, ecommerce_v2_active)
           values ($12, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (account_id, id_erp) do nothing returning *`,
          [
            unit.account_id,
            unit.id_erp,
            unit.name,
            unit.cnpj,
            unit.active,
            JSON.stringify(unit.address_components),
            unit.latitude,
            unit.longitude,
            JSON.stringify(unit.office_hours),
            JSON.stringify(unit.contact),
            unit.ecommerce_v2_active,
            stableUuid(`unit:${account.key}:${unit.id_erp}`),
          ],
        );
        insertedUnits.push(...rows);
      }
    }
    for (const user of DEMO_USERS) {
      const [row] = await tx.query<{ id: string }>(
        `insert into users (id, account_id, email, name, password_hash, pages, mf, admin, multi_user, has_pii_access,
           has_pii_employees_access, has_pii_download_data_permission)
         values ($12, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict ((lower(email))) do nothing returning id`,
        [
          DEMO_ACCOUNT_IDS[user.home],
          user.email,
          user.name,
          passwordHash,
          user.pages,
          Boolean(user.mf),
          Boolean(user.admin),
          Boolean(user.multi_user),
          Boolean(user.pii),
          Boolean(user.piiEmployees),
          Boolean(user.piiDownload),
          stableUuid(`user:${user.email}`),
        ],
      );
      if (!row) continue;
      const memberships = user.accounts === 'all' ? (Object.keys(DEMO_ACCOUNT_IDS) as DemoAccountKey[]) : user.accounts;
      for (const key of memberships) {
        await tx.query('insert into user_accounts (account_id, user_id) values ($1, $2) on conflict do nothing', [DEMO_ACCOUNT_IDS[key], row.id]);
      }
    }
  });
  await mirrorUnits(stores.ch, insertedUnits);
  // each account's default recurrent RFV analysis, computed by the account's processing runs
  for (const account of DEMO_ACCOUNTS) await ensureDefaultRfvAnalysis(stores.pg, DEMO_ACCOUNT_IDS[account.key]);
  // a few stored segments per account for the segmentation list (counted by the first processing run)
  for (const account of DEMO_ACCOUNTS) await seedDemoSegments({ db: stores.pg, ch: stores.ch }, DEMO_ACCOUNT_IDS[account.key], localToday());
  // two price-range analyses of the demo chain, queued: computed after its first processing run
  await seedDemoPriceRanges(stores.pg, DEMO_ACCOUNT_IDS.bompreco, demoCatalogue(), localToday());
  // each chain's standard texts (/configuracoes/mensagens) and its SMS opt-out suffix
  for (const account of DEMO_ACCOUNTS) await seedDemoMessageTemplates(stores.pg, DEMO_ACCOUNT_IDS[account.key], account.name);
  // the demo chain's campaigns in each status, on its Salvador segment, and its SMS credits
  const campaignSegments = await stores.pg.query<{ id: string }>(`select id from segments where account_id = $1 and name = 'Clientes de Salvador'`, [DEMO_ACCOUNT_IDS.bompreco]);
  await seedDemoCampaigns(stores.pg, DEMO_ACCOUNT_IDS.bompreco, campaignSegments.map((row) => row.id), saoPauloToday());
  await seedDemoWhatsapp(stores.pg, DEMO_ACCOUNT_IDS.bompreco, campaignSegments.map((row) => row.id), saoPauloToday());
  // the demo chain's WhatsApp flows (the offers opt-in, the path to a person) and two inbox conversations
  await seedDemoWhatsappFlows(stores.pg, DEMO_ACCOUNT_IDS.bompreco, 'Bom Preço', 'gerente@bompreco.com.br');
  // its two discount coupon campaigns (issue 12); their uses are the chain's tickets, after its first processing run
  await seedDemoCoupons(stores.pg, DEMO_ACCOUNT_IDS.bompreco, campaignSegments.map((row) => row.id));
  // the chains' social profiles (/configuracoes/redes-sociais), saved by their managers
  for (const [key, profiles] of Object.entries(DEMO_SOCIAL_PROFILES) as [DemoAccountKey, SocialProfile[]][]) {
    await saveSocialProfiles(stores.pg, DEMO_ACCOUNT_IDS[key], profiles, DEMO_SOCIAL_EDITOR[key]);
  }
  // stores' banners, groups and tags, and the chains' app configuration (/configuracoes/units, /configuracoes/gerais)
  for (const account of DEMO_ACCOUNTS) await seedStoreSettings(stores.pg, account.key);
  // the demo chain's app settings and televendas (/configuracoes-admin/app, /televendas), saved by its manager
  await seedDemoAdminSettings(stores.pg, DEMO_ACCOUNT_IDS.bompreco, stableUuid('user:gerente@bompreco.com.br'), 'bompreco');
  return { accounts: DEMO_ACCOUNTS.length, users: DEMO_USERS.length, units: insertedUnits.length };
}

/** Demo banners, store groups (by city) and tags of each chain, and its app configuration; only on a store that has none yet. */
async function seedStoreSettings(db: Stores['pg'], key: DemoAccountKey): Promise<void> {
  const accountId = DEMO_ACCOUNT_IDS[key];
  const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from unit_groups where account_id = $1', [accountId]);
  if (count > 0) return;
  const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
  const flags = key === 'bompreco' ? [['bp', 'Bom Preço'], ['bp-express', 'Bom Preço Express']] : [['principal', account.name]];
  for (const [id, name] of flags) {
    await db.query('insert into retailer_flags (account_id, id, name) values ($1, $2, $3) on conflict do nothing', [accountId, id, name]);
  }
  const units = await db.query<{ id: string; id_erp: string; city: string }>(
    `select id, id_erp, coalesce(address_components->>'city_name', '') as city from units where account_id = $1 order by id_erp::int`,
    [accountId],
  );
  const groups = new Map<string, string>();
  for (const city of new Set(units.map((u) => u.city))) {
    const [{ id }] = await db.query<{ id: string }>('insert into unit_groups (id, account_id, name) values ($1, $2, $3) returning id', [
      stableUuid(`unit-group:${key}:${city}`),
      accountId,
      city === 'Salvador' ? 'Capital' : `Região ${city}`,
    ]);
    groups.set(city, id);
  }
  for (const [index, unit] of units.entries()) {
    const tags = [
      ...(index % 3 === 0 ? [{ name: '24 horas', color: '#7c3aed' }] : []),
      ...(index % 4 === 1 ? [{ name: 'Reforma', color: '#ea580c' }] : []),
      ...(index < 2 ? [{ name: 'Piloto', color: '#0891b2' }] : []),
    ];
    await db.query(
      `update units set unit_group_id = $3, retailer_flag_id = $4, tags = $5, mobile = $6,
         ecommerce_partner = $7, ecommerce_v2_active = $8 where account_id = $1 and id = $2`,
      [
        accountId,
        unit.id,
        groups.get(unit.city) ?? null,
        flags[index % 5 === 4 && flags.length > 1 ? 1 : 0][0],
        JSON.stringify(tags),
        `71988${String(100000 + index * 7919).slice(-6)}`,
        index === 0 ? JSON.stringify({ partner_type: 'IFOOD', partner_unit_id: `${key}-${unit.id_erp}` }) : null,
        index === 0,
      ],
    );
  }
  const domain = key.replace('-', '');
  await db.query(
    `insert into account_app_configurations (account_id, configuration, updated_by) values ($1, $2, $3) on conflict (account_id) do nothing`,
    [
      accountId,
      JSON.stringify({
        contacts: { phones: ['7133330000'], emails: [`sac@${domain}.com.br`], whatsapp: ['71999990000'] },
        hotsite_links: [
          { name: 'Regulamento do clube', url: `https://www.${domain}.com.br/regulamento` },
          { name: 'Política de privacidade', url: `https://www.${domain}.com.br/privacidade` },
        ],
        password_recovery_channels: { sms: true, email: true },
        enable_delete_data_requests: true,
        enable_delete_partial_data_requests: false,
        enable_whatsapp_link: true,
        whatsapp_link: 'https://wa.me/5571999990000',
        enable_apps: account.modules.includes('mobile'),
      }),
      DEMO_SOCIAL_EDITOR[key],
    ],
  );
}

const profile = (network: SocialProfile['network'], url: string, where: Partial<Pick<SocialProfile, 'show_in_app' | 'show_in_hotsite' | 'show_in_email'>> = {}): SocialProfile => ({
  network,
  url,
  show_in_app: true,
  show_in_hotsite: true,
  show_in_email: true,
  ...where,
});

/** Demo social profiles: Bom Preço on four networks (the site not in the app), Rede Mais on Instagram. */
const DEMO_SOCIAL_PROFILES: Partial<Record<DemoAccountKey, SocialProfile[]>> = {
  bompreco: [
    profile('instagram', 'https://www.instagram.com/supermercadosbompreco'),
    profile('facebook', 'https://www.facebook.com/supermercadosbompreco', { show_in_email: false }),
    profile('whatsapp', 'https://wa.me/5571999990000'),
    profile('site', 'https://www.bompreco.com.br/', { show_in_app: false }),
  ],
  'rede-mais': [profile('instagram', 'https://www.instagram.com/redemaisfranquias')],
};
const DEMO_SOCIAL_EDITOR: Record<DemoAccountKey, string> = {
  bompreco: 'gerente@bompreco.com.br',
  'rede-mais': 'franqueador@redemais.com.br',
  'mais-feira': 'franqueado@maisfeira.com.br',
  'atacadao-promo': 'promo@atacadaopromo.com.br',
  sandbox: 'admin@plataforma.dev',
};
