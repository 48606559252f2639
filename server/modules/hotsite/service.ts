import type { OperationalStore, Queryable } from '../../stores';
import { defaultHotsiteSettings, type HotsiteOverrides, type HotsiteSettings } from '../../../src/shared/lib/hotsite-settings';

/** Where every slot's public address starts. */
export const HOTSITE_PATH_PREFIX = '/cadastro';

/** A slot row (pg migration 031) with its configurations' versions. */
export interface SlotRow {
  id: string;
  account_id: string;
  name: string;
  url_path: string;
  latest_version: number;
  preview_configuration_id: string | null;
  production_configuration_id: string | null;
  created_at: Date;
  signups: number;
}

/** One saved configuration. */
export interface ConfigurationRow {
  id: string;
  slot_id: string;
  version: number;
  mode: string;
  settings: HotsiteSettings;
  overrides: HotsiteOverrides;
  restored_from: number | null;
  created_by_id: string | null;
  created_by_login: string;
  created_at: Date;
}

/** Who saves. */
export interface Author {
  id: string | null;
  login: string;
}

const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const configuration = (row: ConfigurationRow): ConfigurationRow => ({ ...row, settings: parseJson(row.settings), overrides: parseJson(row.overrides) });

const SLOT_COLUMNS = `s.id, s.account_id, s.name, s.url_path, s.latest_version, s.preview_configuration_id, s.production_configuration_id, s.created_at,
  (select count(*)::int from consumers c where c.account_id = s.account_id and c.origin = s.name) as signups`;

/** A slug for an address: lower case ASCII letters, digits and hyphens. */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

export const NO_OVERRIDES: HotsiteOverrides = { facebook_pixel_id: null, google_analytics_id: null, signup_tag: null };

export type SlotSort = 'NAME' | 'CREATED_AT';

/** One page of the account's slots, filtered by name, and how many there are. */
export async function listSlots(db: Queryable, accountId: string, query: { search: string | null; sort: SlotSort; direction: 'ASC' | 'DESC'; offset: number; limit: number }) {
  const order = query.sort === 'NAME' ? 'lower(s.name)' : 's.created_at';
  const direction = query.direction === 'DESC' ? 'desc' : 'asc';
  const search = query.search?.trim() ? `%${query.search.trim().toLowerCase()}%` : null;
  const [rows, [{ total }]] = await Promise.all([
    db.query<SlotRow>(
      `select ${SLOT_COLUMNS} from hotsite_slots s where s.account_id = $1 and ($2::text is null or lower(s.name) like $2 or s.url_path like $2)
        order by ${order} ${direction}, s.id limit ${query.limit} offset ${query.offset}`,
      [accountId, search],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from hotsite_slots s where s.account_id = $1 and ($2::text is null or lower(s.name) like $2 or s.url_path like $2)`, [accountId, search]),
  ]);
  return { rows, total };
}

export async function findSlot(db: Queryable, accountId: string, id: string): Promise<SlotRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<SlotRow>(`select ${SLOT_COLUMNS} from hotsite_slots s where s.account_id = $1 and s.id = $2`, [accountId, id]);
  return row ?? null;
}

/** The slot serving a public address (any account), or null. */
export async function slotByPath(db: Queryable, path: string): Promise<SlotRow | null> {
  const [row] = await db.query<SlotRow>(`select ${SLOT_COLUMNS} from hotsite_slots s where s.url_path = $1`, [path]);
  return row ?? null;
}

export async function findConfiguration(db: Queryable, id: string | null): Promise<ConfigurationRow | null> {
  if (!id) return null;
  const [row] = await db.query<ConfigurationRow>('select * from hotsite_configurations where id = $1', [id]);
  return row ? configuration(row) : null;
}

export async function configurationByVersion(db: Queryable, slotId: string, version: number): Promise<ConfigurationRow | null> {
  const [row] = await db.query<ConfigurationRow>('select * from hotsite_configurations where slot_id = $1 and version = $2', [slotId, version]);
  return row ? configuration(row) : null;
}

/** A slot's versions, newest first. */
export async function listConfigurations(db: Queryable, slotId: string, offset: number, limit: number) {
  const [rows, [{ total }]] = await Promise.all([
    db.query<ConfigurationRow>(`select * from hotsite_configurations where slot_id = $1 order by version desc limit ${limit} offset ${offset}`, [slotId]),
    db.query<{ total: number }>('select count(*)::int as total from hotsite_configurations where slot_id = $1', [slotId]),
  ]);
  return { rows: rows.map(configuration), total };
}

/** A slot's address is already taken (by any account: addresses route requests). */
export class SlotTakenError extends Error {}

/**
 * Creates a slot at `/cadastro/<account key>/<slug>` with the default configuration (the account's
 * brand colour, the account's default fields when given) as its preview, version 1; unpublished.
 */
export async function addSlot(
  db: OperationalStore,
  account: { id: string; key: string; brand_color: string },
  name: string,
  slug: string,
  author: Author,
  fields?: Pick<HotsiteSettings['fields'], 'natural' | 'legal'>,
): Promise<SlotRow> {
  const path = `${HOTSITE_PATH_PREFIX}/${account.key}/${slug}`;
  const id = await db.transaction(async (tx) => {
    const [taken] = await tx.query<{ id: string }>('select id from hotsite_slots where url_path = $1 or (account_id = $2 and lower(name) = lower($3))', [path, account.id, name]);
    if (taken) throw new SlotTakenError();
    const [slot] = await tx.query<{ id: string }>('insert into hotsite_slots (account_id, name, url_path, created_by) values ($1, $2, $3, $4) returning id', [account.id, name, path, author.login]);
    const settings = defaultHotsiteSettings(account.brand_color);
    // new slots start from the account's default field sets (/configuracoes-admin/hotsite)
    if (fields && fields.natural.length > 0 && fields.legal.length > 0) settings.fields = { ...settings.fields, ...fields };
    await saveVersion(tx, account.id, slot.id, settings, NO_OVERRIDES, author, null);
    return slot.id;
  });
  return (await findSlot(db, account.id, id))!;
}

/** Saves a new version (the next number) and makes it the slot's preview; returns it. */
export async function saveVersion(tx: Queryable, accountId: string, slotId: string, settings: HotsiteSettings, overrides: HotsiteOverrides, author: Author, restoredFrom: number | null): Promise<ConfigurationRow> {
  // the slot row's lock orders two saves of the same slot: each gets its own number
  const [slot] = await tx.query<{ latest_version: number }>('update hotsite_slots set latest_version = latest_version + 1 where id = $1 and account_id = $2 returning latest_version', [slotId, accountId]);
  const [row] = await tx.query<ConfigurationRow>(
    `insert into hotsite_configurations (account_id, slot_id, version, settings, overrides, restored_from, created_by_id, created_by_login)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
    [accountId, slotId, slot.latest_version, JSON.stringify(settings), JSON.stringify(overrides), restoredFrom, author.id, author.login],
  );
  await tx.query('update hotsite_slots set preview_configuration_id = $2 where id = $1', [slotId, row.id]);
  return configuration(row);
}

export async function setPreview(db: OperationalStore, accountId: string, slotId: string, settings: HotsiteSettings, overrides: HotsiteOverrides, author: Author) {
  return db.transaction((tx) => saveVersion(tx, accountId, slotId, settings, overrides, author, null));
}

/** Saves an old version again as the newest (the preview); null when there is no such version. */
export async function restoreVersion(db: OperationalStore, accountId: string, slotId: string, version: number, author: Author): Promise<ConfigurationRow | null> {
  const old = await configurationByVersion(db, slotId, version);
  if (!old) return null;
  return db.transaction((tx) => saveVersion(tx, accountId, slotId, old.settings, old.overrides, author, version));
}

/** Makes a version the production one. */
export async function publish(db: Queryable, accountId: string, slotId: string, configurationId: string): Promise<void> {
  await db.query('update hotsite_slots set production_configuration_id = $3 where id = $2 and account_id = $1', [accountId, slotId, configurationId]);
}
