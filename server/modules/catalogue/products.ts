import { InputError } from '../../errors';
import { clampFirst, decodeCursor, toPage, type Page, type PageArgs } from '../../shared/paging';
import type { AnalyticsStore, OperationalStore, Queryable } from '../../stores';
import { mirrorProducts } from '../ingestion';
import { gtinProblem } from '../../../src/shared/lib/gtin';
import { measureOf } from './measures';

/** A nutrient line of the nutrition table. */
export interface NutritionLine {
  nutrient: string;
  amount: string;
  /** % of the daily value, when the label gives one */
  dailyValue: number | null;
}

/** Dimensions in centimetres and weights in kilograms (null when unknown). */
export interface ProductDimensions {
  heightCm: number | null;
  widthCm: number | null;
  depthCm: number | null;
  grossWeightKg: number | null;
  netWeightKg: number | null;
}

export interface ProductVariation {
  name: string;
  percentage: number;
  isDefault: boolean;
}

export interface ProductImage {
  url: string;
  /** absent for an address from the ERP: the image itself is shown */
  urlThumbnail?: string | null;
  urlMiniature?: string | null;
  isMain: boolean;
  order: number;
}

/** products.details: the parts of spec §3 only the edit page reads. */
export interface ProductDetails {
  description?: string;
  nutrition?: NutritionLine[];
  dimensions?: ProductDimensions | null;
  ncm?: string;
  keywords?: string[];
  synonyms?: string[];
  variations?: ProductVariation[];
  images?: ProductImage[];
  /** packing quantity by EAN (1 when absent) */
  packing?: Record<string, number>;
  /** SKUs cleanProductsDuplicates merged into this product */
  duplicates?: string[];
  /** the SKU this product was merged into (it is inactive since) */
  mergedInto?: string;
}

/** A catalogue product as the operational store keeps it (ingestion's columns + pg migration 015). */
export interface CatalogueRow {
  sku: string;
  legacy_sku: string;
  /** the main EAN first */
  eans: string[];
  name: string;
  long_name: string;
  department: string;
  category: string;
  subcategory: string;
  brand: string;
  measure: string;
  is_weightable: boolean;
  price: string | null;
  active: boolean;
  manually_edited: boolean;
  edited_fields: string[];
  details: ProductDetails;
  created_at: Date;
  updated_at: Date;
}

export const CATALOGUE_COLUMNS =
  'sku, legacy_sku, eans, name, long_name, department, category, subcategory, brand, measure, is_weightable, price, active, manually_edited, edited_fields, details, created_at, updated_at';

export interface ProductEan {
  ean: string;
  isMain: boolean;
  packingQuantity: number;
}

/** The fields a chain edits (the audit and the API name them so). */
export interface ProductFields {
  legacySku: string;
  eans: ProductEan[];
  name: string;
  longName: string;
  department: string;
  category: string;
  subcategory: string;
  brand: string;
  measure: string;
  isWeightable: boolean;
  active: boolean;
  description: string;
  nutrition: NutritionLine[];
  dimensions: ProductDimensions | null;
  ncm: string;
  keywords: string[];
  synonyms: string[];
  variations: ProductVariation[];
  images: ProductImage[];
}

export type ProductField = keyof ProductFields;
export type ProductChanges = Partial<ProductFields>;

/** Where each field is kept: a column of products (the name ingestion's upsert checks in edited_fields) or a details key. */
const STORAGE: Record<ProductField, string> = {
  legacySku: 'legacy_sku',
  eans: 'eans',
  name: 'name',
  longName: 'long_name',
  department: 'department',
  category: 'category',
  subcategory: 'subcategory',
  brand: 'brand',
  measure: 'measure',
  isWeightable: 'is_weightable',
  active: 'active',
  description: 'details.description',
  nutrition: 'details.nutrition',
  dimensions: 'details.dimensions',
  ncm: 'details.ncm',
  keywords: 'details.keywords',
  synonyms: 'details.synonyms',
  variations: 'details.variations',
  images: 'details.images',
};

export const PRODUCT_FIELDS = Object.keys(STORAGE) as ProductField[];

/** The product's editable fields as the API shows them. */
export function fieldsOf(row: CatalogueRow): ProductFields {
  const d = row.details ?? {};
  return {
    legacySku: row.legacy_sku,
    eans: row.eans.map((ean, index) => ({ ean, isMain: index === 0, packingQuantity: d.packing?.[ean] ?? 1 })),
    name: row.name,
    longName: row.long_name,
    department: row.department,
    category: row.category,
    subcategory: row.subcategory,
    brand: row.brand,
    measure: row.measure,
    isWeightable: row.is_weightable,
    active: row.active,
    description: d.description ?? '',
    nutrition: d.nutrition ?? [],
    dimensions: d.dimensions ?? null,
    ncm: d.ncm ?? '',
    keywords: d.keywords ?? [],
    synonyms: d.synonyms ?? [],
    variations: d.variations ?? [],
    images: d.images ?? [],
  };
}

/** EANs as stored: the main one first, and the packing quantities other than 1 (kept in details). */
export function storedEans(list: readonly ProductEan[]): { eans: string[]; packing: Record<string, number> } {
  const ordered = [...list.filter((ean) => ean.isMain), ...list.filter((ean) => !ean.isMain)];
  const packing = Object.fromEntries(ordered.filter((ean) => ean.packingQuantity !== 1).map((ean) => [ean.ean, ean.packingQuantity]));
  return { eans: ordered.map((ean) => ean.ean), packing };
}

/** The row with the fields of `changes` set (main EAN first, packing quantities kept in details). */
function withFields(row: CatalogueRow, changes: ProductChanges): CatalogueRow {
  const fields = { ...fieldsOf(row), ...changes };
  const { eans, packing } = storedEans(fields.eans);
  return {
    ...row,
    legacy_sku: fields.legacySku,
    eans,
    name: fields.name,
    long_name: fields.longName,
    department: fields.department,
    category: fields.category,
    subcategory: fields.subcategory,
    brand: fields.brand,
    measure: fields.measure,
    is_weightable: fields.isWeightable,
    active: fields.active,
    details: {
      ...row.details,
      description: fields.description,
      nutrition: fields.nutrition,
      dimensions: fields.dimensions,
      ncm: fields.ncm,
      keywords: fields.keywords,
      synonyms: fields.synonyms,
      variations: fields.variations,
      images: fields.images,
      packing,
    },
  };
}

/** One field's change in the audit (spec §3 operation log delta). */
export interface AuditDelta {
  field: ProductField | 'duplicates' | `store.${string}`;
  old: unknown;
  new: unknown;
  /** the store's name, for a store product's change */
  store?: string;
}

/** The fields whose value differs between two rows. */
export function diffFields(before: CatalogueRow | null, after: CatalogueRow): AuditDelta[] {
  const next = fieldsOf(after);
  const previous = before ? fieldsOf(before) : null;
  return PRODUCT_FIELDS.filter((field) => JSON.stringify(previous?.[field] ?? null) !== JSON.stringify(next[field])).map((field) => ({
    field,
    old: previous ? previous[field] : null,
    new: next[field],
  }));
}

/** Who changes the catalogue, for the audit. */
export interface Actor {
  userId: string | null;
  login: string;
}

export type CatalogueMutation = 'createProduct' | 'updateProduct' | 'cleanProductsDuplicates' | 'uploadProducts' | 'createStoreProduct' | 'updateStoreProduct';

// ----------------------------------------------------------------------------------------------
// reading

const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñý';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucny';

/** A name as pg migration 013 stores it for search (products.name_search). */
export function normalizeName(text: string): string {
  let out = '';
  for (const char of text.toLowerCase()) {
    const at = ACCENTED.indexOf(char);
    out += at < 0 ? char : PLAIN[at];
  }
  return out;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export type CatalogueSort = 'NAME' | 'SKU' | 'DEPARTMENT' | 'UPDATED_AT';
export type SortDirection = 'ASC' | 'DESC';

export interface CatalogueListArgs extends PageArgs {
  search?: string | null;
  department?: string | null;
  active?: boolean | null;
  manuallyEdited?: boolean | null;
  sort?: CatalogueSort | null;
  direction?: SortDirection | null;
}

const ORDER: Record<CatalogueSort, string> = { NAME: 'name_search', SKU: 'sku', DEPARTMENT: 'department', UPDATED_AT: 'updated_at' };

/** The where clause and parameters of a catalogue list (also the export's). */
function listFilter(accountId: string, args: CatalogueListArgs): { where: string; params: unknown[] } {
  const params: unknown[] = [accountId];
  const clauses = ['account_id = $1'];
  const typed = args.search?.trim() ?? '';
  const words = normalizeName(typed).split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    params.push(typed);
    const exact = `$${params.length}`;
    const names = words.map((word) => {
      params.push(`%${likeEscape(word)}%`);
      return `name_search like $${params.length}`;
    });
    clauses.push(`(sku = ${exact} or legacy_sku = ${exact} or eans @> array[${exact}]::text[] or (${names.join(' and ')}))`);
  }
  if (args.department != null) {
    params.push(args.department);
    clauses.push(`department = $${params.length}`);
  }
  if (args.active != null) {
    params.push(args.active);
    clauses.push(`active = $${params.length}`);
  }
  if (args.manuallyEdited != null) {
    params.push(args.manuallyEdited);
    clauses.push(`manually_edited = $${params.length}`);
  }
  return { where: clauses.join(' and '), params };
}

/** A page of the account's catalogue: search by name (every word, no case or accents), SKU, legacy SKU or EAN. */
export async function listCatalogue(db: Queryable, accountId: string, args: CatalogueListArgs): Promise<Page<CatalogueRow>> {
  const first = clampFirst(args.first);
  const offset = decodeCursor(args.after);
  const { where, params } = listFilter(accountId, args);
  const direction = args.direction === 'DESC' ? 'desc' : 'asc';
  const order = `${ORDER[args.sort ?? 'NAME']} ${direction}, sku ${direction}`;
  const [rows, [{ count }]] = await Promise.all([
    db.query<CatalogueRow>(`select ${CATALOGUE_COLUMNS} from products where ${where} order by ${order} limit ${first + 1} offset ${offset}`, params),
    db.query<{ count: string }>(`select count(*) as count from products where ${where}`, params),
  ]);
  return toPage(rows, first, offset, Number(count));
}

/** Every product of a list's filters, in its order, for the export (at most `limit`). */
export async function catalogueRowsForExport(db: Queryable, accountId: string, args: CatalogueListArgs, limit: number): Promise<CatalogueRow[]> {
  const { where, params } = listFilter(accountId, args);
  const direction = args.direction === 'DESC' ? 'desc' : 'asc';
  return db.query<CatalogueRow>(
    `select ${CATALOGUE_COLUMNS} from products where ${where} order by ${ORDER[args.sort ?? 'NAME']} ${direction}, sku ${direction} limit ${limit}`,
    params,
  );
}

export async function getCatalogueProduct(db: Queryable, accountId: string, sku: string): Promise<CatalogueRow | null> {
  const [row] = await db.query<CatalogueRow>(`select ${CATALOGUE_COLUMNS} from products where account_id = $1 and sku = $2`, [accountId, sku]);
  return row ?? null;
}

/** The account's departments (non-empty), by name: the list filter's choices and the bulk upload's known departments. */
export async function listDepartments(db: Queryable, accountId: string): Promise<string[]> {
  const rows = await db.query<{ department: string }>(
    `select distinct department from products where account_id = $1 and department <> '' order by department`,
    [accountId],
  );
  return rows.map((row) => row.department);
}

export interface AuditRow {
  id: string;
  sku: string;
  user_login: string;
  mutation: string;
  delta: AuditDelta[];
  created_at: Date;
}

/** A product's history, newest first. */
export async function productHistory(db: Queryable, accountId: string, sku: string, limit = 50): Promise<AuditRow[]> {
  return db.query<AuditRow>(
    `select id, sku, user_login, mutation, delta, created_at from product_audit
      where account_id = $1 and sku = $2 order by created_at desc, id limit $3`,
    [accountId, sku, limit],
  );
}

// ----------------------------------------------------------------------------------------------
// writing

/** Domain checks of the fields beyond their shape (superstruct): EAN check digits, one main EAN, known measure. */
export function checkFields(changes: ProductChanges): void {
  if (changes.eans) {
    const seen = new Set<string>();
    changes.eans.forEach((ean, index) => {
      const problem = gtinProblem(ean.ean);
      if (problem) throw new InputError(`Campo "eans.${index}.ean": ${problem}.`, `eans.${index}.ean`);
      if (seen.has(ean.ean)) throw new InputError(`Campo "eans.${index}.ean": o EAN ${ean.ean} aparece duas vezes.`, `eans.${index}.ean`);
      seen.add(ean.ean);
    });
    const mains = changes.eans.filter((ean) => ean.isMain).length;
    if (changes.eans.length > 0 && mains !== 1) throw new InputError('Campo "eans": marque exatamente um EAN como principal.', 'eans');
  }
  if (changes.measure !== undefined && !measureOf(changes.measure)) {
    throw new InputError(`Campo "measure": unidade de medida desconhecida (${changes.measure}).`, 'measure');
  }
  if (changes.images && changes.images.length > 0 && changes.images.filter((image) => image.isMain).length !== 1) {
    throw new InputError('Campo "images": marque exatamente uma imagem como principal.', 'images');
  }
  if (changes.variations) {
    const defaults = changes.variations.filter((variation) => variation.isDefault).length;
    if (changes.variations.length > 0 && defaults > 1) throw new InputError('Campo "variations": só uma variação pode ser a padrão.', 'variations');
  }
}

/** Refuses EANs already on another active product of the account (a manual edit never creates a duplicate). */
async function checkEansFree(tx: Queryable, accountId: string, sku: string, eans: readonly string[]) {
  if (eans.length === 0) return;
  const [taken] = await tx.query<{ sku: string; name: string; ean: string }>(
    `select sku, name, (select e from unnest(eans) e where e = any($3::text[]) limit 1) as ean
       from products where account_id = $1 and sku <> $2 and active and eans && $3::text[] limit 1`,
    [accountId, sku, eans],
  );
  if (taken) throw new InputError(`Campo "eans": o EAN ${taken.ean} já está no produto ${taken.sku} (${taken.name}).`, 'eans');
}

async function writeRow(tx: Queryable, accountId: string, row: CatalogueRow, create: boolean, editedFields: readonly string[]) {
  const values = [
    accountId, row.sku, row.legacy_sku, row.eans, row.name, row.long_name, row.department, row.category, row.subcategory, row.brand,
    row.measure, row.is_weightable, row.active, editedFields, JSON.stringify(row.details),
  ];
  if (create) {
    await tx.query(
      `insert into products (account_id, sku, legacy_sku, eans, name, long_name, department, category, subcategory, brand, measure,
                             is_weightable, active, manually_edited, edited_fields, details)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, true, $14, $15::jsonb)`,
      values,
    );
  } else {
    await tx.query(
      `update products set legacy_sku = $3, eans = $4, name = $5, long_name = $6, department = $7, category = $8, subcategory = $9,
              brand = $10, measure = $11, is_weightable = $12, active = $13, manually_edited = true,
              edited_fields = array(select distinct f from unnest(edited_fields || $14::text[]) f order by f), details = $15::jsonb, updated_at = now()
        where account_id = $1 and sku = $2`,
      values,
    );
  }
}

export async function insertAudit(tx: Queryable, accountId: string, actor: Actor, mutation: CatalogueMutation, entries: readonly { sku: string; delta: AuditDelta[] }[]) {
  const rows = entries.filter((entry) => entry.delta.length > 0);
  if (rows.length === 0) return;
  await tx.query(
    `insert into product_audit (account_id, sku, user_id, user_login, mutation, delta)
     select $1, x.sku, $2, $3, $4, x.delta from jsonb_to_recordset($5::jsonb) as x(sku text, delta jsonb)`,
    [accountId, actor.userId, actor.login, mutation, JSON.stringify(rows)],
  );
}

/** A product not in the catalogue yet, as a form or a file creates it (a manual edit). */
export const emptyRow = (sku: string): CatalogueRow => ({
  sku,
  legacy_sku: '',
  eans: [],
  name: '',
  long_name: '',
  department: '',
  category: '',
  subcategory: '',
  brand: '',
  measure: 'un',
  is_weightable: false,
  price: null,
  active: true,
  manually_edited: true,
  edited_fields: [],
  details: {},
  created_at: new Date(),
  updated_at: new Date(),
});

/** The storage names of the changed fields (what ingestion then leaves alone). */
const storageOf = (delta: readonly AuditDelta[]) => delta.map((entry) => STORAGE[entry.field as ProductField]).filter(Boolean);

export interface SaveResult {
  product: CatalogueRow;
  changed: AuditDelta[];
}

/**
 * Creates (`create`) or updates one product with the given fields, in one transaction with its audit
 * entry; the analytics store's dimension follows. An update that changes nothing writes nothing.
 */
export async function saveProduct(
  stores: { db: OperationalStore; ch: AnalyticsStore },
  accountId: string,
  actor: Actor,
  sku: string,
  changes: ProductChanges,
  options: { create: boolean; mutation: CatalogueMutation },
): Promise<SaveResult | null> {
  checkFields(changes);
  const result = await stores.db.transaction(async (tx) => {
    const [current] = await tx.query<CatalogueRow>(`select ${CATALOGUE_COLUMNS} from products where account_id = $1 and sku = $2 for update`, [accountId, sku]);
    if (options.create && current) throw new InputError(`Campo "sku": já existe um produto com o SKU ${sku}.`, 'sku');
    if (!options.create && !current) return null;
    const next = withFields(current ?? emptyRow(sku), changes);
    const changed = diffFields(current ?? null, next);
    if (changed.length === 0) return { product: current!, changed };
    if (changed.some((entry) => entry.field === 'eans' || entry.field === 'active') && next.active) await checkEansFree(tx, accountId, sku, next.eans);
    await writeRow(tx, accountId, next, options.create, storageOf(changed));
    await insertAudit(tx, accountId, actor, options.mutation, [{ sku, delta: changed }]);
    const [saved] = await tx.query<CatalogueRow>(`select ${CATALOGUE_COLUMNS} from products where account_id = $1 and sku = $2`, [accountId, sku]);
    return { product: saved, changed };
  });
  if (result && result.changed.length > 0) await mirrorProducts(stores.db, stores.ch, accountId, [sku]);
  return result;
}

// ----------------------------------------------------------------------------------------------
// duplicates

export interface DuplicateMerge {
  ean: string;
  kept: string;
  merged: string[];
}

/**
 * Finds products of the account that share a main EAN and merges each group into one: the product
 * edited by hand (else the oldest, else the lowest SKU) keeps the EAN and takes the others' EANs; the
 * others are deactivated with no EAN, named in its `duplicates`, and keep their history (their sales stay
 * theirs). Ingestion does not give a merged product its EANs back (they are an edited field).
 */
export async function cleanProductsDuplicates(stores: { db: OperationalStore; ch: AnalyticsStore }, accountId: string, actor: Actor): Promise<DuplicateMerge[]> {
  const merges = await stores.db.transaction(async (tx) => {
    const groups = await tx.query<{ ean: string; skus: string[] }>(
      `select eans[1] as ean, array_agg(sku order by manually_edited desc, created_at, sku) as skus
         from products where account_id = $1 and active and cardinality(eans) > 0
        group by eans[1] having count(*) > 1 order by eans[1]`,
      [accountId],
    );
    const done: DuplicateMerge[] = [];
    for (const group of groups) {
      const rows = await tx.query<CatalogueRow>(`select ${CATALOGUE_COLUMNS} from products where account_id = $1 and sku = any($2) for update`, [accountId, group.skus]);
      const bySku = new Map(rows.map((row) => [row.sku, row]));
      const [keptSku, ...mergedSkus] = group.skus;
      const kept = bySku.get(keptSku)!;
      const audit: { sku: string; delta: AuditDelta[] }[] = [];
      const keptFields = fieldsOf(kept);
      const eans = [...keptFields.eans];
      for (const sku of mergedSkus) {
        for (const ean of fieldsOf(bySku.get(sku)!).eans) if (!eans.some((known) => known.ean === ean.ean)) eans.push({ ...ean, isMain: false });
      }
      const nextKept = withFields(kept, { eans });
      nextKept.details = { ...nextKept.details, duplicates: [...new Set([...(kept.details.duplicates ?? []), ...mergedSkus])] };
      await writeRow(tx, accountId, nextKept, false, storageOf(diffFields(kept, nextKept)));
      audit.push({ sku: keptSku, delta: [...diffFields(kept, nextKept), { field: 'duplicates', old: kept.details.duplicates ?? [], new: nextKept.details.duplicates }] });
      for (const sku of mergedSkus) {
        const row = bySku.get(sku)!;
        const next = withFields(row, { eans: [], active: false });
        next.details = { ...next.details, mergedInto: keptSku };
        const delta = diffFields(row, next);
        await writeRow(tx, accountId, next, false, storageOf(delta));
        audit.push({ sku, delta });
      }
      await insertAudit(tx, accountId, actor, 'cleanProductsDuplicates', audit);
      done.push({ ean: group.ean, kept: keptSku, merged: mergedSkus });
    }
    return done;
  });
  if (merges.length > 0) await mirrorProducts(stores.db, stores.ch, accountId, merges.flatMap((merge) => [merge.kept, ...merge.merged]));
  return merges;
}
