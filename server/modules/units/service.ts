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
  updated_at: Date;
}

const COLUMNS = `id, account_id, id_erp, name, cnpj, active, address_components, latitude, longitude, office_hours, contact,
  ecommerce_v2_active, updated_at`;

export async function listUnits(db: Queryable, accountId: string, args: PageArgs & { search?: string | null }): Promise<Page<UnitRow>> {
  const first = clampFirst(args.first);
  const offset = decodeCursor(args.after);
  const search = args.search?.trim() ? `%${args.search.trim().toLowerCase()}%` : null;
  const where = `account_id = $1 and ($2::text is null or lower(name) like $2 or id_erp like $2 or lower(address_components->>'city_name') like $2)`;
  const rows = await db.query<UnitRow>(`select ${COLUMNS} from units where ${where} order by name, id limit $3 offset $4`, [
    accountId,
    search,
    first + 1,
    offset,
  ]);
  const [{ count }] = await db.query<{ count: number }>(`select count(*)::int as count from units where ${where}`, [accountId, search]);
  return toPage(rows, first, offset, count);
}

export async function getUnit(db: Queryable, accountId: string, id: string): Promise<UnitRow | null> {
  const [row] = await db.query<UnitRow>(`select ${COLUMNS} from units where account_id = $1 and id = $2`, [accountId, id]);
  return row ?? null;
}

export interface UnitPatch {
  name?: string;
  active?: boolean;
  office_hours?: OfficeHours;
  contact?: { phone?: string | null; email?: string | null };
}

export async function updateUnit(db: Queryable, ch: AnalyticsStore, accountId: string, id: string, patch: UnitPatch): Promise<UnitRow | null> {
  const existing = await getUnit(db, accountId, id);
  if (!existing) return null;
  await db.query(
    `update units set name = $3, active = $4, office_hours = $5, contact = $6, updated_at = now() where account_id = $1 and id = $2`,
    [
      accountId,
      id,
      patch.name ?? existing.name,
      patch.active ?? existing.active,
      JSON.stringify({ ...existing.office_hours, ...(patch.office_hours ?? {}) }),
      JSON.stringify({ ...existing.contact, ...(patch.contact ?? {}) }),
    ],
  );
  const updated = (await getUnit(db, accountId, id))!;
  await mirrorUnits(ch, [updated]);
  return updated;
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
