import type { Queryable } from '../../stores';
import type { CatalogueProductRow } from './catalogue';

/** Longest search text accepted. */
export const PRODUCT_SEARCH_MAX_LENGTH = 120;
/** How many products a search answers at most. */
export const PRODUCT_SEARCH_LIMIT = 50;

/** The same list as `products.name_search` (pg migration 013): a typed "feijão" meets a stored "FEIJAO". */
export const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñý';
export const PLAIN = 'aaaaaaeeeeiiiiooooouuuucny';

/** A name as pg migration 013 stores it for search. */
export function normalizeProductName(text: string): string {
  let out = '';
  for (const char of text.toLowerCase()) {
    const at = ACCENTED.indexOf(char);
    out += at < 0 ? char : PLAIN[at];
  }
  return out;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export interface ProductSearchPage {
  rows: CatalogueProductRow[];
  totalCount: number;
}

/**
 * Products whose SKU or one of whose EANs is the text typed (exactly), or whose name holds every
 * word typed (without case or accents). Exact SKU/EAN matches come first, then names in order.
 */
export async function searchProducts(db: Queryable, accountId: string, text: string, limit = PRODUCT_SEARCH_LIMIT): Promise<ProductSearchPage> {
  const typed = text.trim();
  const words = normalizeProductName(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return { rows: [], totalCount: 0 };
  const patterns = words.map((word) => `%${likeEscape(word)}%`);
  const nameMatch = patterns.map((_pattern, index) => `name_search like $${index + 3}`).join(' and ');
  const where = `account_id = $1 and (sku = $2 or eans @> array[$2]::text[] or (${nameMatch}))`;
  const params = [accountId, typed, ...patterns];
  const [rows, [{ count }]] = await Promise.all([
    db.query<CatalogueProductRow>(
      `select sku, eans, name, department, category, subcategory, brand, measure, is_weightable, price from products
        where ${where}
        order by (sku = $2 or eans @> array[$2]::text[]) desc, name_search, sku
        limit ${Math.max(1, Math.min(limit, PRODUCT_SEARCH_LIMIT))}`,
      params,
    ),
    db.query<{ count: string }>(`select count(*) as count from products where ${where}`, params),
  ]);
  return { rows, totalCount: Number(count) };
}
