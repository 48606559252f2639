import { InputError } from '../../errors';
import { clampFirst, decodeCursor, toPage, type Page, type PageArgs } from '../../shared/paging';
import type { OperationalStore, Queryable } from '../../stores';
import { insertAudit, normalizeName, type Actor, type AuditDelta } from './products';

/** The sales configuration of a store product (spec §3). */
export interface StoreProductSales {
  active: boolean;
  discount: number | null;
  minimumLimit: number | null;
  maximumLimit: number | null;
  price1: number | null;
  price2: number | null;
  /** how the sale is made in the store (e.g. 'UNIT', 'WEIGHT') */
  type: string | null;
  typeEcommerce: string | null;
}

export interface StoreProductRow {
  unit_id: string;
  unit_name: string;
  sku: string;
  name: string;
  price1: string | null;
  stock: string | null;
  stock_break: boolean;
  sort_order: number;
  active: boolean;
  created_manually: boolean;
  sales: Partial<StoreProductSales>;
  updated_at: Date;
}

const COLUMNS = `sp.unit_id, u.name as unit_name, sp.sku, p.name, sp.price1, sp.stock, sp.stock_break, sp.sort_order, sp.active,
  sp.created_manually, sp.sales, sp.updated_at`;
const FROM = `store_products sp join units u on u.id = sp.unit_id join products p on p.account_id = sp.account_id and p.sku = sp.sku`;

/** The fields a store product's form sets. */
export interface StoreProductFields {
  price1: number | null;
  stock: number | null;
  stockBreak: boolean;
  order: number;
  active: boolean;
  sales: StoreProductSales;
}

export const SALES_DEFAULTS: StoreProductSales = { active: false, discount: null, minimumLimit: null, maximumLimit: null, price1: null, price2: null, type: null, typeEcommerce: null };

export function storeFieldsOf(row: StoreProductRow): StoreProductFields {
  return {
    price1: row.price1 === null ? null : Number(row.price1),
    stock: row.stock === null ? null : Number(row.stock),
    stockBreak: row.stock_break,
    order: row.sort_order,
    active: row.active,
    sales: { ...SALES_DEFAULTS, ...row.sales },
  };
}

/** The opaque id of a store product: its store and SKU. */
export const storeProductId = (unitId: string, sku: string) => Buffer.from(`StoreProduct:${unitId}|${sku}`).toString('base64url');

/** The store and SKU of an id, or null when it names no store product. */
export function parseStoreProductId(id: string): { unitId: string; sku: string } | null {
  const match = /^StoreProduct:([0-9a-f-]{36})\|([^\n\r]{1,60})$/i.exec(Buffer.from(id, 'base64url').toString('utf8'));
  return match ? { unitId: match[1], sku: match[2] } : null;
}

export interface StoreProductListArgs extends PageArgs {
  search?: string | null;
  storeId?: string | null;
  active?: boolean | null;
}

export async function listStoreProducts(db: Queryable, accountId: string, args: StoreProductListArgs): Promise<Page<StoreProductRow>> {
  const first = clampFirst(args.first);
  const offset = decodeCursor(args.after);
  const params: unknown[] = [accountId];
  const where = ['sp.account_id = $1'];
  const typed = args.search?.trim() ?? '';
  const words = normalizeName(typed).split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    params.push(typed);
    const exact = `$${params.length}`;
    const names = words.map((word) => {
      params.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      return `p.name_search like $${params.length}`;
    });
    where.push(`(sp.sku = ${exact} or p.eans @> array[${exact}]::text[] or (${names.join(' and ')}))`);
  }
  if (args.storeId) {
    params.push(args.storeId);
    where.push(`sp.unit_id = $${params.length}`);
  }
  if (args.active != null) {
    params.push(args.active);
    where.push(`sp.active = $${params.length}`);
  }
  const clause = where.join(' and ');
  const [rows, [{ count }]] = await Promise.all([
    db.query<StoreProductRow>(`select ${COLUMNS} from ${FROM} where ${clause} order by u.name, sp.sort_order, p.name_search, sp.sku limit ${first + 1} offset ${offset}`, params),
    db.query<{ count: string }>(`select count(*) as count from ${FROM} where ${clause}`, params),
  ]);
  return toPage(rows, first, offset, Number(count));
}

export async function getStoreProduct(db: Queryable, accountId: string, unitId: string, sku: string): Promise<StoreProductRow | null> {
  const [row] = await db.query<StoreProductRow>(`select ${COLUMNS} from ${FROM} where sp.account_id = $1 and sp.unit_id = $2 and sp.sku = $3`, [accountId, unitId, sku]);
  return row ?? null;
}

function checkStoreFields(fields: StoreProductFields) {
  const { sales } = fields;
  if (sales.minimumLimit !== null && sales.maximumLimit !== null && sales.minimumLimit > sales.maximumLimit) {
    throw new InputError('Campo "sales.maximumLimit": o limite máximo deve ser maior ou igual ao mínimo.', 'sales.maximumLimit');
  }
  if (sales.discount !== null && sales.discount > 100) throw new InputError('Campo "sales.discount": o desconto é um percentual de 0 a 100.', 'sales.discount');
}

/** Names in the audit of the store product's fields, prefixed by the store so the product's history tells stores apart. */
function storeDelta(storeName: string, before: StoreProductFields | null, after: StoreProductFields): AuditDelta[] {
  const keys: (keyof StoreProductFields)[] = ['price1', 'stock', 'stockBreak', 'order', 'active', 'sales'];
  return keys
    .filter((key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after[key]))
    .map((key) => ({ field: `store.${key}` as AuditDelta['field'], old: before?.[key] ?? null, new: after[key], store: storeName }) as AuditDelta);
}

/** Creates (`create`) or updates a store product, audited on its product's history. */
export async function saveStoreProduct(
  db: OperationalStore,
  accountId: string,
  actor: Actor,
  unitId: string,
  sku: string,
  fields: StoreProductFields,
  create: boolean,
): Promise<{ row: StoreProductRow; changed: string[] } | null> {
  checkStoreFields(fields);
  return db.transaction(async (tx) => {
    const [unit] = await tx.query<{ name: string }>('select name from units where account_id = $1 and id = $2', [accountId, unitId]);
    if (!unit) throw new InputError('Campo "storeId": loja não encontrada.', 'storeId');
    const [product] = await tx.query<{ sku: string }>('select sku from products where account_id = $1 and sku = $2', [accountId, sku]);
    if (!product) throw new InputError(`Campo "sku": não há produto com o SKU ${sku} no catálogo.`, 'sku');
    const [current] = await tx.query<StoreProductRow>(`select ${COLUMNS} from ${FROM} where sp.account_id = $1 and sp.unit_id = $2 and sp.sku = $3 for update of sp`, [accountId, unitId, sku]);
    if (create && current) throw new InputError(`Campo "sku": o produto ${sku} já está cadastrado nesta loja.`, 'sku');
    if (!create && !current) return null;
    const delta = storeDelta(unit.name, current ? storeFieldsOf(current) : null, fields);
    if (delta.length > 0) {
      await tx.query(
        `insert into store_products (account_id, unit_id, sku, price1, stock, stock_break, sort_order, active, sales)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)
         on conflict (account_id, unit_id, sku) do update set price1 = excluded.price1, stock = excluded.stock, stock_break = excluded.stock_break,
           sort_order = excluded.sort_order, active = excluded.active, sales = excluded.sales, updated_at = now()`,
        [accountId, unitId, sku, fields.price1, fields.stock, fields.stockBreak, fields.order, fields.active, JSON.stringify(fields.sales)],
      );
      await insertAudit(tx, accountId, actor, create ? 'createStoreProduct' : 'updateStoreProduct', [{ sku, delta }]);
    }
    const [row] = await tx.query<StoreProductRow>(`select ${COLUMNS} from ${FROM} where sp.account_id = $1 and sp.unit_id = $2 and sp.sku = $3`, [accountId, unitId, sku]);
    return { row, changed: delta.map((entry) => entry.field) };
  });
}
