import { InputError } from '../../errors';
import type { Queryable } from '../../stores';

/** A product group (spec §3) as the operational store keeps it. */
export interface ProductGroupRow {
  id: string;
  name: string;
  image_url: string | null;
  rules_exhibition: { active?: boolean; start?: string | null; finish?: string | null };
  category: string;
  categories_final_consumer: { department: string; category: string; sub_category: string }[];
  skus: string[];
  updated_at: Date;
}

const COLUMNS = 'id, name, image_url, rules_exhibition, category, categories_final_consumer, skus, updated_at';

export interface ProductGroupInput {
  id: string | null;
  name: string;
  image_url: string | null;
  rules_exhibition: { active: boolean; start: string | null; finish: string | null };
  category: string;
  categories_final_consumer: { department: string; category: string; sub_category: string }[];
  skus: string[];
}

export async function listProductGroups(db: Queryable, accountId: string, search: string | null): Promise<ProductGroupRow[]> {
  const term = search?.trim() ? `%${search.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db.query<ProductGroupRow>(
    `select ${COLUMNS} from product_groups where account_id = $1 and ($2::text is null or lower(name) like $2) order by lower(name) limit 500`,
    [accountId, term],
  );
}

export async function getProductGroup(db: Queryable, accountId: string, id: string): Promise<ProductGroupRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<ProductGroupRow>(`select ${COLUMNS} from product_groups where account_id = $1 and id = $2`, [accountId, id]);
  return row ?? null;
}

/** Whether `name` is free in the account (without case), other than for the group `exceptId`. */
export async function isGroupNameAvailable(db: Queryable, accountId: string, name: string, exceptId: string | null): Promise<boolean> {
  const rows = await db.query(`select 1 from product_groups where account_id = $1 and lower(name) = lower($2) and ($3::uuid is null or id <> $3::uuid)`, [
    accountId,
    name.trim(),
    exceptId,
  ]);
  return rows.length === 0;
}

/** Creates or updates a group: the name free, the dates in order, every SKU in the catalogue. */
export async function upsertProductGroup(db: Queryable, accountId: string, input: ProductGroupInput): Promise<ProductGroupRow | null> {
  const name = input.name.trim();
  if (!(await isGroupNameAvailable(db, accountId, name, input.id))) throw new InputError(`Campo "name": já existe um grupo chamado "${name}".`, 'name');
  const { start, finish } = input.rules_exhibition;
  if (start && finish && start > finish) throw new InputError('Campo "rules_exhibition.finish": o fim da exibição deve ser depois do início.', 'rules_exhibition.finish');
  const skus = [...new Set(input.skus.map((sku) => sku.trim()).filter(Boolean))];
  if (skus.length > 0) {
    const found = await db.query<{ sku: string }>('select sku from products where account_id = $1 and sku = any($2)', [accountId, skus]);
    const known = new Set(found.map((row) => row.sku));
    const missing = skus.filter((sku) => !known.has(sku));
    if (missing.length) throw new InputError(`Campo "skus": produtos fora do catálogo: ${missing.slice(0, 5).join(', ')}.`, 'skus');
  }
  const values = [accountId, name, input.image_url, JSON.stringify(input.rules_exhibition), input.category.trim(), JSON.stringify(input.categories_final_consumer), skus];
  if (input.id) {
    const [row] = await db.query<ProductGroupRow>(
      `update product_groups set name = $2, image_url = $3, rules_exhibition = $4::jsonb, category = $5, categories_final_consumer = $6::jsonb, skus = $7,
              updated_at = now() where account_id = $1 and id = $8 returning ${COLUMNS}`,
      [...values, input.id],
    );
    return row ?? null;
  }
  const [row] = await db.query<ProductGroupRow>(
    `insert into product_groups (account_id, name, image_url, rules_exhibition, category, categories_final_consumer, skus)
     values ($1, $2, $3, $4::jsonb, $5, $6::jsonb, $7) returning ${COLUMNS}`,
    values,
  );
  return row;
}

export async function deleteProductGroup(db: Queryable, accountId: string, id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  return (await db.query('delete from product_groups where account_id = $1 and id = $2 returning id', [accountId, id])).length > 0;
}
