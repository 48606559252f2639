import type { AnalyticsStore, Queryable } from '../../stores';
import { clampFirst, decodeCursor, toPage, type Page, type PageArgs } from '../../shared/paging';

export interface AddressComponents {
  postal_code?: string;
  street?: string;
  neighborhood?: string;
  number?: string;
  complement?: string;
  city?: string;
  city_name?: string;
  federative_unit?: string;
}

export interface Interval {
  start: string;
  finish: string;
}

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday' | 'holidays';
export type OfficeHours = Partial<Record<Weekday, Interval | null>>;

/** A store's tag (spec §3 Unit.tags): the colour is the account's for that name (one colour per tag). */
export interface UnitTag {
  name: string;
  color: string;
}

export interface EcommercePartner {
  partner_type: string;
  partner_unit_id: string;
}

export interface UnitRow {
  id: string;
  account_id: string;
  id_erp: string;
  name: string;
  cnpj: string;
  active: boolean;
  address_components: AddressComponents;
  latitude: number | null;
  longitude: number | null;
  office_hours: OfficeHours;
  contact: { phone?: string; email?: string };
  ecommerce_v2_active: boolean;
  mobile?: string;
  retailer_flag_id?: string | null;
  unit_group_id?: string | null;
  unit_group_name?: string | null;
  tags?: UnitTag[];
  ecommerce_partner?: EcommercePartner | null;
  edited_fields?: string[];
  updated_at: Date;
}

const COLUMNS = `u.id, u.account_id, u.id_erp, u.name, u.cnpj, u.active, u.address_components, u.latitude, u.longitude, u.office_hours, u.contact,
  u.ecommerce_v2_active, u.mobile, u.retailer_flag_id, u.unit_group_id, g.name as unit_group_name, u.tags, u.ecommerce_partner, u.edited_fields, u.updated_at`;
const FROM = 'units u left join unit_groups g on g.id = u.unit_group_id';

/** Sort keys of the stores list (URL `ordem`). */
export const UNIT_SORTS = ['NAME', 'ID_ERP', 'CITY', 'UPDATED_AT'] as const;
export type UnitSort = (typeof UNIT_SORTS)[number];
const ORDER: Record<UnitSort, string> = {
  NAME: 'lower(u.name)',
  ID_ERP: "lpad(u.id_erp, 20, '0')",
  CITY: "lower(coalesce(u.address_components->>'city_name', ''))",
  UPDATED_AT: 'u.updated_at',
};

export interface UnitListArgs extends PageArgs {
  search?: string | null;
  group?: string | null;
  tag?: string | null;
  active?: boolean | null;
  sort?: UnitSort | null;
  direction?: 'ASC' | 'DESC' | null;
}

/** The list's filter as SQL over `units u` ($1 account, then search, group, tag, active). */
function listWhere(args: UnitListArgs): { where: string; params: unknown[] } {
  const search = args.search?.trim() ? `%${args.search.trim().toLowerCase()}%` : null;
  return {
    where: `u.account_id = $1 and ($2::text is null or lower(u.name) like $2 or u.id_erp like $2 or lower(u.address_components->>'city_name') like $2
              or regexp_replace(u.cnpj, '[^0-9A-Za-z]', '', 'g') ilike regexp_replace($2, '[^0-9A-Za-z%]', '', 'g'))
            and ($3::uuid is null or u.unit_group_id = $3) and ($4::text is null or u.tags @> jsonb_build_array(jsonb_build_object('name', $4::text)))
            and ($5::boolean is null or u.active = $5)`,
    params: [search, args.group ?? null, args.tag ?? null, args.active ?? null],
  };
}

export async function listUnits(db: Queryable, accountId: string, args: UnitListArgs): Promise<Page<UnitRow>> {
  const first = clampFirst(args.first);
  const offset = decodeCursor(args.after);
  const { where, params } = listWhere(args);
  const order = `${ORDER[args.sort ?? 'NAME']} ${args.direction === 'DESC' ? 'desc' : 'asc'}, u.id`;
  const rows = await db.query<UnitRow>(`select ${COLUMNS} from ${FROM} where ${where} order by ${order} limit $6 offset $7`, [accountId, ...params, first + 1, offset]);
  const [{ count }] = await db.query<{ count: number }>(`select count(*)::int as count from units u where ${where}`, [accountId, ...params]);
  return toPage(rows, first, offset, count);
}

/** Every store of the list's filter (the export), in the list's order. */
export async function allUnits(db: Queryable, accountId: string, args: UnitListArgs): Promise<UnitRow[]> {
  const { where, params } = listWhere(args);
  const order = `${ORDER[args.sort ?? 'NAME']} ${args.direction === 'DESC' ? 'desc' : 'asc'}, u.id`;
  return db.query<UnitRow>(`select ${COLUMNS} from ${FROM} where ${where} order by ${order}`, [accountId, ...params]);
}

export async function getUnit(db: Queryable, accountId: string, id: string): Promise<UnitRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<UnitRow>(`select ${COLUMNS} from ${FROM} where u.account_id = $1 and u.id = $2`, [accountId, id]);
  return row ?? null;
}

/** The fields of a store the back-office edits; the audit, the API and edited_fields name them so. */
export interface UnitPatch {
  name?: string;
  cnpj?: string;
  active?: boolean;
  mobile?: string;
  address_components?: AddressComponents;
  latitude?: number | null;
  longitude?: number | null;
  office_hours?: OfficeHours;
  contact?: { phone?: string | null; email?: string | null };
  ecommerce_v2_active?: boolean;
  retailer_flag_id?: string | null;
  unit_group_id?: string | null;
  tags?: UnitTag[];
  ecommerce_partner?: EcommercePartner | null;
}

/** Who changes a store, for the audit. */
export interface UnitActor {
  userId: string | null;
  login: string;
}

export interface AuditDelta {
  field: string;
  old: unknown;
  new: unknown;
}

/** Columns ingestion also writes: a change here is kept from the next ingestion (units.edited_fields). */
export const INGESTED_UNIT_FIELDS = ['name', 'cnpj', 'active', 'address_components', 'latitude', 'longitude'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What `patch` changes in `unit`, field by field (the audit's delta); unchanged fields are left out. */
export function unitDelta(unit: UnitRow, patch: UnitPatch): AuditDelta[] {
  const delta: AuditDelta[] = [];
  for (const [field, value] of Object.entries(patch) as [keyof UnitPatch, unknown][]) {
    if (value === undefined) continue;
    const old = (unit as unknown as Record<string, unknown>)[field];
    const next = field === 'contact' ? { ...unit.contact, ...(value as object) } : field === 'office_hours' ? { ...unit.office_hours, ...(value as object) } : value;
    if (!same(old, next)) delta.push({ field, old: old ?? null, new: next ?? null });
  }
  return delta;
}

/**
 * Updates a store with the changed fields of `patch`, audits them (mutation, old and new per field,
 * who) and marks the ingested ones as edited so the chain's next file does not undo them. Nothing
 * changed: nothing is written. Null when the store is not the account's.
 */
export async function updateUnit(db: Queryable, ch: AnalyticsStore, accountId: string, id: string, patch: UnitPatch, actor?: UnitActor, mutation = 'updateUnit'): Promise<UnitRow | null> {
  const existing = await getUnit(db, accountId, id);
  if (!existing) return null;
  const delta = unitDelta(existing, patch);
  if (delta.length === 0) return existing;
  const next = Object.fromEntries(delta.map((d) => [d.field, d.new])) as Record<string, unknown>;
  const value = <K extends keyof UnitRow>(field: K) => (field in next ? next[field] : existing[field]);
  const json = (v: unknown) => (v == null ? null : JSON.stringify(v));
  const edited = delta.map((d) => d.field).filter((field) => (INGESTED_UNIT_FIELDS as readonly string[]).includes(field));
  await db.query(
    `update units set name = $3, cnpj = $4, active = $5, mobile = $6, address_components = $7, latitude = $8, longitude = $9,
       office_hours = $10, contact = $11, ecommerce_v2_active = $12, retailer_flag_id = $13, unit_group_id = $14, tags = $15,
       ecommerce_partner = $16, edited_fields = array(select distinct f from unnest(edited_fields || $17::text[]) f order by f), updated_at = now()
     where account_id = $1 and id = $2`,
    [
      accountId,
      id,
      value('name'),
      value('cnpj'),
      value('active'),
      value('mobile') ?? '',
      json(value('address_components') ?? {}),
      value('latitude'),
      value('longitude'),
      json(value('office_hours') ?? {}),
      json(value('contact') ?? {}),
      value('ecommerce_v2_active'),
      value('retailer_flag_id'),
      value('unit_group_id'),
      json(value('tags') ?? []),
      json(value('ecommerce_partner')),
      edited,
    ],
  );
  if (actor) await insertUnitAudit(db, accountId, actor, mutation, [{ unitId: id, delta }]);
  const updated = (await getUnit(db, accountId, id))!;
  await mirrorUnits(ch, [updated]);
  return updated;
}

export async function insertUnitAudit(db: Queryable, accountId: string, actor: UnitActor, mutation: string, entries: { unitId: string; delta: AuditDelta[] }[]) {
  for (const entry of entries) {
    if (entry.delta.length === 0) continue;
    await db.query(`insert into unit_audit (account_id, unit_id, user_id, user_login, mutation, delta) values ($1, $2, $3, $4, $5, $6)`, [
      accountId,
      entry.unitId,
      actor.userId,
      actor.login,
      mutation,
      JSON.stringify(entry.delta),
    ]);
  }
}

export interface UnitAuditRow {
  id: string;
  user_login: string;
  mutation: string;
  delta: AuditDelta[];
  created_at: Date;
}

/** A store's change history, newest first. */
export async function unitAudit(db: Queryable, accountId: string, unitId: string, limit = 50): Promise<UnitAuditRow[]> {
  return db.query<UnitAuditRow>(
    `select id, user_login, mutation, delta, created_at from unit_audit where account_id = $1 and unit_id = $2 order by created_at desc, id limit $3`,
    [accountId, unitId, limit],
  );
}

// --- tags -------------------------------------------------------------------------------------

/** The account's tags (each name once, with its colour) and how many stores carry each. */
export async function unitTags(db: Queryable, accountId: string): Promise<(UnitTag & { units: number })[]> {
  return db.query<UnitTag & { units: number }>(
    `select t->>'name' as name, min(t->>'color') as color, count(*)::int as units
       from units u, jsonb_array_elements(u.tags) t where u.account_id = $1 group by t->>'name' order by lower(t->>'name')`,
    [accountId],
  );
}

/**
 * updateTagsUnits: the given stores get exactly `tags`; a tag's colour is the account's, so a colour
 * given here is applied to that tag on every other store as well. Each changed store is audited.
 */
export async function setUnitTags(db: Queryable, ch: AnalyticsStore, accountId: string, unitIds: readonly string[], tags: readonly UnitTag[], actor: UnitActor): Promise<UnitRow[]> {
  const colors = new Map(tags.map((tag) => [tag.name.toLowerCase(), tag.color]));
  const all = await db.query<UnitRow>(`select ${COLUMNS} from ${FROM} where u.account_id = $1 and u.tags != '[]'::jsonb`, [accountId]);
  const targets = new Set(unitIds);
  const entries: { unitId: string; delta: AuditDelta[] }[] = [];
  const changed: string[] = [];
  const write = async (unit: UnitRow, next: UnitTag[]) => {
    if (same(unit.tags ?? [], next)) return;
    await db.query(`update units set tags = $3, updated_at = now() where account_id = $1 and id = $2`, [accountId, unit.id, JSON.stringify(next)]);
    entries.push({ unitId: unit.id, delta: [{ field: 'tags', old: unit.tags ?? [], new: next }] });
    changed.push(unit.id);
  };
  for (const id of unitIds) {
    const unit = all.find((u) => u.id === id) ?? (await getUnit(db, accountId, id));
    if (!unit) continue;
    await write(unit, tags.map((tag) => ({ name: tag.name, color: tag.color })));
  }
  // recolour the same tags elsewhere
  for (const unit of all) {
    if (targets.has(unit.id)) continue;
    const next = (unit.tags ?? []).map((tag) => ({ name: tag.name, color: colors.get(tag.name.toLowerCase()) ?? tag.color }));
    await write(unit, next);
  }
  await insertUnitAudit(db, accountId, actor, 'updateTagsUnits', entries);
  const updated = changed.length ? await db.query<UnitRow>(`select ${COLUMNS} from ${FROM} where u.account_id = $1 and u.id = any($2::uuid[])`, [accountId, changed]) : [];
  if (updated.length) await mirrorUnits(ch, updated);
  return Promise.all(unitIds.map((id) => getUnit(db, accountId, id))).then((rows) => rows.filter((row): row is UnitRow => row !== null));
}

// --- groups -----------------------------------------------------------------------------------

export interface UnitGroupRow {
  id: string;
  name: string;
  unit_ids: string[];
}

export async function unitGroups(db: Queryable, accountId: string): Promise<UnitGroupRow[]> {
  return db.query<UnitGroupRow>(
    `select g.id, g.name, coalesce(array_agg(u.id order by lower(u.name)) filter (where u.id is not null), '{}') as unit_ids
       from unit_groups g left join units u on u.unit_group_id = g.id and u.account_id = g.account_id
      where g.account_id = $1 group by g.id, g.name order by lower(g.name)`,
    [accountId],
  );
}

/**
 * upsertUnitGroups: creates (no id) or renames each group and makes its stores exactly `unit_ids` (a
 * store moved in leaves its previous group). Refuses a name another group of the account has.
 */
export async function upsertUnitGroups(
  db: Queryable,
  accountId: string,
  groups: readonly { id?: string | null; name: string; unit_ids: readonly string[] }[],
  actor: UnitActor,
): Promise<UnitGroupRow[]> {
  for (const group of groups) {
    const [clash] = await db.query<{ id: string }>(`select id from unit_groups where account_id = $1 and lower(name) = lower($2) and ($3::uuid is null or id != $3)`, [
      accountId,
      group.name,
      group.id ?? null,
    ]);
    if (clash) throw new UnitGroupNameTaken(group.name);
    let id = group.id ?? null;
    if (id) {
      const rows = await db.query(`update unit_groups set name = $3, updated_at = now() where account_id = $1 and id = $2 returning id`, [accountId, id, group.name]);
      if (rows.length === 0) throw new UnitGroupNotFound();
    } else {
      [{ id }] = await db.query<{ id: string }>(`insert into unit_groups (account_id, name) values ($1, $2) returning id`, [accountId, group.name]);
    }
    const before = await db.query<{ id: string; unit_group_id: string | null }>(
      `select id, unit_group_id from units where account_id = $1 and (unit_group_id = $2 or id = any($3::uuid[]))`,
      [accountId, id, group.unit_ids],
    );
    const wanted = new Set(group.unit_ids);
    const entries: { unitId: string; delta: AuditDelta[] }[] = [];
    for (const unit of before) {
      const next = wanted.has(unit.id) ? id : null;
      if (unit.unit_group_id === next) continue;
      await db.query(`update units set unit_group_id = $3, updated_at = now() where account_id = $1 and id = $2`, [accountId, unit.id, next]);
      entries.push({ unitId: unit.id, delta: [{ field: 'unit_group_id', old: unit.unit_group_id, new: next }] });
    }
    await insertUnitAudit(db, accountId, actor, 'upsertUnitGroups', entries);
  }
  return unitGroups(db, accountId);
}

/** deleteUnitGroups: the groups go; their stores stay, without a group (audited). */
export async function deleteUnitGroups(db: Queryable, accountId: string, ids: readonly string[], actor: UnitActor): Promise<string[]> {
  const members = await db.query<{ id: string; unit_group_id: string }>(`select id, unit_group_id from units where account_id = $1 and unit_group_id = any($2::uuid[])`, [accountId, ids]);
  await insertUnitAudit(
    db,
    accountId,
    actor,
    'deleteUnitGroups',
    members.map((unit) => ({ unitId: unit.id, delta: [{ field: 'unit_group_id', old: unit.unit_group_id, new: null }] })),
  );
  const rows = await db.query<{ id: string }>(`delete from unit_groups where account_id = $1 and id = any($2::uuid[]) returning id`, [accountId, ids]);
  return rows.map((row) => row.id);
}

export class UnitGroupNameTaken extends Error {
  constructor(readonly groupName: string) {
    super(`Já existe um grupo de lojas chamado "${groupName}".`);
  }
}
export class UnitGroupNotFound extends Error {
  constructor() {
    super('Grupo de lojas não encontrado.');
  }
}

// --- retailer flags -----------------------------------------------------------------------------

export async function retailerFlags(db: Queryable, accountId: string): Promise<{ id: string; name: string }[]> {
  return db.query(`select id, name from retailer_flags where account_id = $1 order by lower(name)`, [accountId]);
}

/** Mirrors units into the analytics store's dimension (ReplacingMergeTree keeps the latest by updated_at). */
export async function mirrorUnits(ch: AnalyticsStore, units: readonly UnitRow[]): Promise<void> {
  await ch.insert(
    'dim_units',
    units.map((unit) => ({
      account_id: unit.account_id,
      id_erp: unit.id_erp,
      name: unit.name,
      cnpj: unit.cnpj,
      city: unit.address_components.city_name ?? '',
      federative_unit: unit.address_components.federative_unit ?? '',
      latitude: unit.latitude,
      longitude: unit.longitude,
      active: unit.active ? 1 : 0,
      updated_at: new Date(unit.updated_at).toISOString().replace('T', ' ').replace('Z', ''),
    })),
  );
}

/** One-line address for lists: "Rua X, 10 - Bairro, Cidade/UF". */
export function formatAddress(address: AddressComponents): string {
  const street = [address.street, address.number].filter(Boolean).join(', ');
  const place = [address.neighborhood, [address.city_name, address.federative_unit].filter(Boolean).join('/')].filter(Boolean).join(', ');
  return [street, place].filter(Boolean).join(' - ');
}
