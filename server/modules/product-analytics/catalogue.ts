import type { Queryable } from '../../stores';

/** A catalogue product as the operational store keeps it (contracts/sales-ingestion.md products). */
export interface CatalogueProductRow {
  sku: string;
  eans: string[];
  name: string;
  department: string;
  category: string;
  subcategory: string;
  brand: string;
  measure: string;
  is_weightable: boolean;
  price: string | null;
}

const COLUMNS = 'sku, eans, name, department, category, subcategory, brand, measure, is_weightable, price';

/** One product of the account, or null (another account's SKU is "not found"). */
export async function getProduct(db: Queryable, accountId: string, sku: string): Promise<CatalogueProductRow | null> {
  const [row] = await db.query<CatalogueProductRow>(`select ${COLUMNS} from products where account_id = $1 and sku = $2`, [accountId, sku]);
  return row ?? null;
}

/** The API's Product: the catalogue data, with the main EAN first (ingestion puts it first). */
export function toProductModel(row: CatalogueProductRow) {
  return {
    sku: row.sku,
    eans: row.eans,
    name: row.name,
    department: row.department,
    category: row.category,
    subcategory: row.subcategory,
    brand: row.brand,
    measure: row.measure,
    isWeightable: row.is_weightable,
    price: row.price === null ? null : Number(row.price),
  };
}
