import crypto from 'node:crypto';
import type { AnalyticsStore, Queryable } from '../../stores';
import { clampFirst, decodeCursor, toPage, type Page, type PageArgs } from '../../shared/paging';
import { currentTerms } from '../terms';
import { listIntegrationTokens } from '../ingestion';
import { getUnit, mirrorUnits, insertUnitAudit, updateUnit, type OfficeHours, type UnitActor, type UnitPatch, type UnitRow } from '../units';

/** Modules of the loyalty app that /configuracoes-admin/app switches (spec §6 module list). */
export const APP_MODULES = ['mobile', 'push', 'points', 'cashback', 'raffle', 'chatbot', 'enable_expanded_banner', 'offers_by_unit', 'ze_delivery', 'terms_optin'] as const;
/** Every module this area switches: the app's and telesales. */
export const SWITCHABLE_MODULES: readonly string[] = [...APP_MODULES, 'telesales'];

/** Payment methods a store may accept on telesales orders. */
export const PAYMENT_METHODS = ['PIX', 'CREDIT_CARD', 'DEBIT_CARD', 'CASH', 'MEAL_VOUCHER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A store with the columns the admin pages add (app_active). */
export type AdminUnitRow = UnitRow & { app_active: boolean };

const UNIT_COLUMNS = `u.id, u.account_id, u.id_erp, u.name, u.cnpj, u.active, u.app_active, u.address_components, u.latitude, u.longitude, u.office_hours, u.contact,
  u.ecommerce_v2_active, u.mobile, u.retailer_flag_id, u.unit_group_id, g.name as unit_group_name, u.tags, u.ecommerce_partner, u.edited_fields, u.updated_at`;
const UNIT_FROM = 'units u left join unit_groups g on g.id = u.unit_group_id';

// --- audit ----------------------------------------------------------------------------------------

export interface SettingChange {
  target: string;
  before: unknown;
  after: unknown;
}

/** Records one save (who, when, before/after per target) under one batch id, returned (the undo's handle). */
export async function recordChanges(db: Queryable, accountId: string, userId: string, area: string, changes: readonly SettingChange[]): Promise<string> {
  const batch = crypto.randomUUID();
  for (const change of changes) {
    await db.query(`insert into admin_setting_changes (batch, account_id, user_id, area, target, before, after) values ($1, $2, $3, $4, $5, $6, $7)`, [
      batch,
      accountId,
      userId,
      area,
      change.target,
      JSON.stringify(change.before ?? null),
      JSON.stringify(change.after ?? null),
    ]);
  }
  return batch;
}

export interface SettingAudit {
  updatedAt: Date;
  updatedBy: string | null;
}

// --- modules --------------------------------------------------------------------------------------

export async function accountModules(db: Queryable, accountId: string): Promise<string[]> {
  const [row] = await db.query<{ modules: string[] }>('select modules from accounts where id = $1', [accountId]);
  return row?.modules ?? [];
}

/**
 * Switches account modules: the same `accounts.modules` the session, the shell's menu and the
 * server's guard read on every request. Audited per module; unchanged switches write nothing.
 */
export async function setAccountModules(db: Queryable, accountId: string, userId: string, switches: readonly { module: string; on: boolean }[]): Promise<string[]> {
  const current = await accountModules(db, accountId);
  const next = new Set(current);
  const changes: SettingChange[] = [];
  for (const { module, on } of switches) {
    if (next.has(module) === on) continue;
    if (on) next.add(module);
    else next.delete(module);
    changes.push({ target: module, before: !on, after: on });
  }
  if (changes.length === 0) return current;
  const modules = current.filter((m) => next.has(m)).concat([...next].filter((m) => !current.includes(m)));
  await db.query('update accounts set modules = $2, updated_at = now() where id = $1', [accountId, modules]);
  await recordChanges(db, accountId, userId, 'modules', changes);
  return modules;
}

// --- telesales ------------------------------------------------------------------------------------

export interface TelesalesRow {
  unit_id: string;
  takes_orders: boolean;
  delivery: boolean;
  pickup: boolean;
  delivery_fee_cents: number;
  minimum_order_cents: number;
  service_hours: OfficeHours;
  order_phone: string;
  order_whatsapp: string;
  payment_methods: PaymentMethod[];
  updated_at: Date | null;
  updated_by_name: string | null;
}

/** A store without saved telesales settings: takes no orders. */
const NO_TELESALES = (unitId: string): TelesalesRow => ({
  unit_id: unitId,
  takes_orders: false,
  delivery: false,
  pickup: false,
  delivery_fee_cents: 0,
  minimum_order_cents: 0,
  service_hours: {},
  order_phone: '',
  order_whatsapp: '',
  payment_methods: [],
  updated_at: null,
  updated_by_name: null,
});

/** Every store of the account (by name) with its telesales settings. */
export async function telesalesOfAccount(db: Queryable, accountId: string): Promise<{ unit: AdminUnitRow; telesales: TelesalesRow }[]> {
  const units = await db.query<AdminUnitRow>(`select ${UNIT_COLUMNS} from ${UNIT_FROM} where u.account_id = $1 order by lower(u.name), u.id`, [accountId]);
  const rows = await db.query<TelesalesRow>(
    `select t.unit_id, t.takes_orders, t.delivery, t.pickup, t.delivery_fee_cents, t.minimum_order_cents, t.service_hours, t.order_phone, t.order_whatsapp,
            t.payment_methods, t.updated_at, us.name as updated_by_name
       from unit_telesales_settings t left join users us on us.id = t.updated_by where t.account_id = $1`,
    [accountId],
  );
  const byUnit = new Map(rows.map((row) => [row.unit_id, row]));
  return units.map((unit) => ({ unit, telesales: byUnit.get(unit.id) ?? NO_TELESALES(unit.id) }));
}

export type TelesalesPatch = Omit<TelesalesRow, 'unit_id' | 'updated_at' | 'updated_by_name'>;

/** Saves a store's telesales settings (whole), audited; null when the store is not the account's. */
export async function saveTelesales(db: Queryable, accountId: string, userId: string, unitId: string, patch: TelesalesPatch): Promise<{ unit: AdminUnitRow; telesales: TelesalesRow } | null> {
  const unit = await getAdminUnit(db, accountId, unitId);
  if (!unit) return null;
  const [before] = await db.query<TelesalesRow>('select * from unit_telesales_settings where account_id = $1 and unit_id = $2', [accountId, unitId]);
  await db.query(
    `insert into unit_telesales_settings (account_id, unit_id, takes_orders, delivery, pickup, delivery_fee_cents, minimum_order_cents, service_hours, order_phone,
       order_whatsapp, payment_methods, updated_at, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now(), $12)
     on conflict (account_id, unit_id) do update set takes_orders = excluded.takes_orders, delivery = excluded.delivery, pickup = excluded.pickup,
       delivery_fee_cents = excluded.delivery_fee_cents, minimum_order_cents = excluded.minimum_order_cents, service_hours = excluded.service_hours,
       order_phone = excluded.order_phone, order_whatsapp = excluded.order_whatsapp, payment_methods = excluded.payment_methods, updated_at = now(),
       updated_by = excluded.updated_by`,
    [
      accountId,
      unitId,
      patch.takes_orders,
      patch.delivery,
      patch.pickup,
      patch.delivery_fee_cents,
      patch.minimum_order_cents,
      JSON.stringify(patch.service_hours),
      patch.order_phone,
      patch.order_whatsapp,
      patch.payment_methods,
      userId,
    ],
  );
  const strip = (row: TelesalesRow | undefined) => (row ? Object.fromEntries(Object.entries(row).filter(([key]) => !['account_id', 'unit_id', 'updated_at', 'updated_by'].includes(key))) : null);
  await recordChanges(db, accountId, userId, 'telesales', [{ target: unitId, before: strip(before), after: patch }]);
  const all = await telesalesOfAccount(db, accountId);
  return all.find((entry) => entry.unit.id === unitId) ?? null;
}

// --- app settings ---------------------------------------------------------------------------------

export interface AppSettingsRow {
  app_name: string;
  app_store_url: string;
  google_play_url: string;
  ios_bundle_id: string;
  android_package: string;
  primary_color: string;
  on_primary_color: string;
  minimum_version: string;
  force_update: boolean;
  updated_at: Date | null;
  updated_by_name: string | null;
}

export type AppSettingsPatch = Omit<AppSettingsRow, 'updated_at' | 'updated_by_name'>;

/** The account's app settings; an account that saved none gets the defaults (named after the account). */
export async function appSettings(db: Queryable, accountId: string): Promise<AppSettingsRow> {
  const [row] = await db.query<AppSettingsRow>(
    `select s.app_name, s.app_store_url, s.google_play_url, s.ios_bundle_id, s.android_package, s.primary_color, s.on_primary_color, s.minimum_version,
            s.force_update, s.updated_at, u.name as updated_by_name
       from app_settings s left join users u on u.id = s.updated_by where s.account_id = $1`,
    [accountId],
  );
  if (row) return row;
  const [account] = await db.query<{ name: string; brand_color: string }>('select name, brand_color from accounts where id = $1', [accountId]);
  return {
    app_name: account?.name ?? '',
    app_store_url: '',
    google_play_url: '',
    ios_bundle_id: '',
    android_package: '',
    primary_color: (account?.brand_color ?? '#0B5FFF').toUpperCase(),
    on_primary_color: '#FFFFFF',
    minimum_version: '1.0.0',
    force_update: false,
    updated_at: null,
    updated_by_name: null,
  };
}

export async function saveAppSettings(db: Queryable, accountId: string, userId: string, patch: AppSettingsPatch): Promise<AppSettingsRow> {
  const before = await appSettings(db, accountId);
  await db.query(
    `insert into app_settings (account_id, app_name, app_store_url, google_play_url, ios_bundle_id, android_package, primary_color, on_primary_color, minimum_version,
       force_update, updated_at, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now(), $11)
     on conflict (account_id) do update set app_name = excluded.app_name, app_store_url = excluded.app_store_url, google_play_url = excluded.google_play_url,
       ios_bundle_id = excluded.ios_bundle_id, android_package = excluded.android_package, primary_color = excluded.primary_color,
       on_primary_color = excluded.on_primary_color, minimum_version = excluded.minimum_version, force_update = excluded.force_update, updated_at = now(),
       updated_by = excluded.updated_by`,
    [accountId, patch.app_name, patch.app_store_url, patch.google_play_url, patch.ios_bundle_id, patch.android_package, patch.primary_color, patch.on_primary_color, patch.minimum_version, patch.force_update, userId],
  );
  const { updated_at: _at, updated_by_name: _by, ...old } = before;
  await recordChanges(db, accountId, userId, 'app', [{ target: 'settings', before: old, after: patch }]);
  return appSettings(db, accountId);
}

// --- stores ---------------------------------------------------------------------------------------

export const ADMIN_UNIT_SORTS = ['NAME', 'ID_ERP', 'CITY'] as const;
export type AdminUnitSort = (typeof ADMIN_UNIT_SORTS)[number];
const ORDER: Record<AdminUnitSort, string> = {
  NAME: 'lower(u.name)',
  ID_ERP: "lpad(u.id_erp, 20, '0')",
  CITY: "lower(coalesce(u.address_components->>'city_name', ''))",
};

export interface AdminUnitListArgs extends PageArgs {
  search?: string | null;
  active?: boolean | null;
  appActive?: boolean | null;
  ecommerce?: boolean | null;
  retailerFlag?: string | null;
  sort?: AdminUnitSort | null;
  direction?: 'ASC' | 'DESC' | null;
}

function adminListWhere(args: AdminUnitListArgs): { where: string; params: unknown[] } {
  const search = args.search?.trim() ? `%${args.search.trim().toLowerCase().replace(/[%_\\]/g, '')}%` : null;
  return {
    where: `u.account_id = $1 and ($2::text is null or lower(u.name) like $2 or lower(u.id_erp) like $2 or lower(coalesce(u.address_components->>'city_name', '')) like $2)
            and ($3::boolean is null or u.active = $3) and ($4::boolean is null or u.app_active = $4)
            and ($5::boolean is null or u.ecommerce_v2_active = $5) and ($6::text is null or u.retailer_flag_id = $6)`,
    params: [search, args.active ?? null, args.appActive ?? null, args.ecommerce ?? null, args.retailerFlag ?? null],
  };
}

const orderOf = (args: AdminUnitListArgs) => `${ORDER[args.sort ?? 'NAME']} ${args.direction === 'DESC' ? 'desc' : 'asc'}, u.id`;

export async function listAdminUnits(db: Queryable, accountId: string, args: AdminUnitListArgs): Promise<Page<AdminUnitRow>> {
  const first = clampFirst(args.first);
  const offset = decodeCursor(args.after);
  const { where, params } = adminListWhere(args);
  const rows = await db.query<AdminUnitRow>(`select ${UNIT_COLUMNS} from ${UNIT_FROM} where ${where} order by ${orderOf(args)} limit $7 offset $8`, [accountId, ...params, first + 1, offset]);
  const [{ count }] = await db.query<{ count: number }>(`select count(*)::int as count from units u where ${where}`, [accountId, ...params]);
  return toPage(rows, first, offset, count);
}

/** Every store of the filter, in the list's order (the export). */
export async function allAdminUnits(db: Queryable, accountId: string, args: AdminUnitListArgs): Promise<AdminUnitRow[]> {
  const { where, params } = adminListWhere(args);
  return db.query<AdminUnitRow>(`select ${UNIT_COLUMNS} from ${UNIT_FROM} where ${where} order by ${orderOf(args)}`, [accountId, ...params]);
}

export async function getAdminUnit(db: Queryable, accountId: string, id: string): Promise<AdminUnitRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<AdminUnitRow>(`select ${UNIT_COLUMNS} from ${UNIT_FROM} where u.account_id = $1 and u.id = $2`, [accountId, id]);
  return row ?? null;
}

export class ErpCodeTaken extends Error {
  constructor(code: string) {
    super(`Campo "input.id_erp": o código ${code} já é de outra loja da conta.`);
  }
}

/**
 * The admin's store switches: ERP code and "active in the app" here (units has no such fields), the
 * rest through the units module's updateUnit (audit, edited_fields so ingestion keeps them, mirror).
 */
export async function updateAdminUnit(
  db: Queryable,
  ch: AnalyticsStore,
  accountId: string,
  id: string,
  patch: UnitPatch & { id_erp?: string; app_active?: boolean },
  actor: UnitActor,
): Promise<AdminUnitRow | null> {
  const existing = await getAdminUnit(db, accountId, id);
  if (!existing) return null;
  const { id_erp, app_active, ...unitPatch } = patch;
  const delta = [];
  if (id_erp !== undefined && id_erp !== existing.id_erp) {
    const [clash] = await db.query('select 1 from units where account_id = $1 and id_erp = $2 and id != $3', [accountId, id_erp, id]);
    if (clash) throw new ErpCodeTaken(id_erp);
    await db.query('update units set id_erp = $3, updated_at = now() where account_id = $1 and id = $2', [accountId, id, id_erp]);
    delta.push({ field: 'id_erp', old: existing.id_erp, new: id_erp });
  }
  if (app_active !== undefined && app_active !== existing.app_active) {
    await db.query('update units set app_active = $3, updated_at = now() where account_id = $1 and id = $2', [accountId, id, app_active]);
    delta.push({ field: 'app_active', old: existing.app_active, new: app_active });
  }
  if (delta.length) await insertUnitAudit(db, accountId, actor, 'updateAdminUnit', [{ unitId: id, delta }]);
  if (Object.values(unitPatch).some((value) => value !== undefined)) await updateUnit(db, ch, accountId, id, unitPatch, actor, 'updateAdminUnit');
  else if (delta.some((d) => d.field === 'id_erp')) await mirrorUnits(ch, [(await getUnit(db, accountId, id))!]);
  return getAdminUnit(db, accountId, id);
}

export type UnitSwitch = 'CLUB' | 'APP';
const SWITCH_FIELD: Record<UnitSwitch, 'active' | 'app_active'> = { CLUB: 'active', APP: 'app_active' };

/** Bulk (de)activation in the club or the app; returns the change's batch (the undo's handle). */
export async function setUnitsActive(
  db: Queryable,
  ch: AnalyticsStore,
  accountId: string,
  unitIds: readonly string[],
  unitSwitch: UnitSwitch,
  active: boolean,
  actor: UnitActor & { userId: string },
): Promise<{ changeId: string; units: AdminUnitRow[] }> {
  const field = SWITCH_FIELD[unitSwitch];
  const changes: SettingChange[] = [];
  for (const id of unitIds) {
    const unit = await getAdminUnit(db, accountId, id);
    if (!unit || unit[field] === active) continue;
    await updateAdminUnit(db, ch, accountId, id, { [field]: active }, actor);
    changes.push({ target: id, before: { [field]: unit[field] }, after: { [field]: active } });
  }
  const changeId = await recordChanges(db, accountId, actor.userId, 'units', changes);
  const units = (await Promise.all(unitIds.map((id) => getAdminUnit(db, accountId, id)))).filter((row): row is AdminUnitRow => row !== null);
  return { changeId, units };
}

/** Puts back what a bulk change switched (only stores still as it left them); null when there is nothing to undo. */
export async function undoUnitsActive(db: Queryable, ch: AnalyticsStore, accountId: string, changeId: string, actor: UnitActor & { userId: string }): Promise<AdminUnitRow[] | null> {
  const rows = await db.query<{ id: string; target: string; before: Record<string, boolean>; after: Record<string, boolean> }>(
    `select id::text as id, target, before, after from admin_setting_changes where batch = $1 and account_id = $2 and area = 'units' and undone_at is null order by id for update`,
    [changeId, accountId],
  );
  if (rows.length === 0) return null;
  const undo: SettingChange[] = [];
  for (const row of rows) {
    const [field, value] = Object.entries(row.before)[0] as ['active' | 'app_active', boolean];
    const unit = await getAdminUnit(db, accountId, row.target);
    if (!unit || unit[field] !== row.after[field]) continue;
    await updateAdminUnit(db, ch, accountId, row.target, { [field]: value }, actor);
    undo.push({ target: row.target, before: row.after, after: row.before });
  }
  await db.query('update admin_setting_changes set undone_at = now() where id = any($1::bigint[])', [rows.map((row) => row.id)]);
  await recordChanges(db, accountId, actor.userId, 'units', undo);
  return (await Promise.all(rows.map((row) => getAdminUnit(db, accountId, row.target)))).filter((row): row is AdminUnitRow => row !== null);
}

// --- overview -------------------------------------------------------------------------------------

/** The live status line of each child page of /configuracoes-admin. */
export async function overview(db: Queryable, accountId: string) {
  const modules = new Set(await accountModules(db, accountId));
  const [stores] = await db.query<{ total: number; active: number; app_active: number }>(
    'select count(*)::int as total, count(*) filter (where active)::int as active, count(*) filter (where app_active)::int as app_active from units where account_id = $1',
    [accountId],
  );
  const [telesales] = await db.query<{ taking: number }>(
    'select count(*)::int as taking from unit_telesales_settings t join units u on u.id = t.unit_id where t.account_id = $1 and t.takes_orders and u.active',
    [accountId],
  );
  const app = await appSettings(db, accountId);
  const storeLinks = [app.app_store_url, app.google_play_url].filter(Boolean).length;
  const terms = await currentTerms(db, accountId);
  const [hotsite] = await db.query<{ slots: number; published: number }>(
    'select count(*)::int as slots, count(production_configuration_id)::int as published from hotsite_slots where account_id = $1',
    [accountId],
  );
  const tokens = await listIntegrationTokens(db, accountId);
  const [ingestion] = await db.query<{ last: Date | null }>(`select max(finished_at) as last from ingestion_batches where account_id = $1 and status = 'committed'`, [accountId]);
  return {
    telesales: { enabled: modules.has('telesales'), storesTakingOrders: telesales.taking, totalStores: stores.total },
    app: {
      enabled: modules.has('mobile'),
      appName: app.app_name,
      published: storeLinks === 2,
      storeLinks,
      modulesOn: APP_MODULES.filter((m) => modules.has(m)).length,
      modulesTotal: APP_MODULES.length,
    },
    stores: { active: stores.active, appActive: stores.app_active, total: stores.total },
    termsVersion: terms?.version ?? null,
    termsPublishedAt: terms?.published_at ?? null,
    hotsite: { slots: hotsite.slots, published: hotsite.published },
    integrations: { activeTokens: tokens.filter((token) => !token.revoked_at).length, lastIngestionAt: ingestion.last },
  };
}

/** A store's telesales settings as GraphQL's UnitTelesales resolves them. */
export type UnitTelesalesModel = TelesalesRow & { unit: AdminUnitRow };
/** The app settings as GraphQL's AppSettings resolves them. */
export type AppSettingsModel = AppSettingsRow & { modules: { module: string; on: boolean; editable: boolean }[] };
