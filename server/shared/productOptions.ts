import type { Queryable } from '../stores';

/** Products a picker offers at most per search. */
export const PRODUCT_OPTIONS_LIMIT = 30;

/**
 * Catalogue products for a picker: those whose name holds the term, or whose SKU or an EAN is the term
 * (at most PRODUCT_OPTIONS_LIMIT), plus the SKUs already chosen (so their names show), by name.
 */
export async function productOptions(db: Queryable, accountId: string, search: string | null | undefined, chosen: readonly string[] = []): Promise<{ sku: string; name: string }[]> {
  const term = search?.trim() ?? '';
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.query<{ sku: string; name: string }>(
    `(select sku, name from products where account_id = $1 and $2 <> '' and (name ilike $3 or sku = $2 or $2 = any(eans)) order by name limit ${PRODUCT_OPTIONS_LIMIT})
     union
     (select sku, name from products where account_id = $1 and sku = any($4::text[]))
     order by name`,
    [accountId, term, pattern, [...chosen]],
  );
}
