import type { AnalyticsStore, OperationalStore } from '../../stores';
import { checkDigitOf } from '../../../src/shared/lib/gtin';
import { saveProduct, type CatalogueRow, CATALOGUE_COLUMNS } from './products';

/**
 * A few back-office edits on each demo account's catalogue, so /produtos/gerenciamento-produtos shows
 * edited products and their history from the first `npm start`: the best-known products of three
 * departments get a long name, keywords, an NCM, dimensions, a box EAN (GTIN-14 of the unit's EAN-13
 * with 12 units) and one product is deactivated — each through saveProduct, audited as the account's
 * first administrator. An account whose catalogue already has history is left alone.
 */
export async function seedCatalogueEdits(stores: { db: OperationalStore; ch: AnalyticsStore }, accountId: string): Promise<number> {
  const [{ count }] = await stores.db.query<{ count: number }>('select count(*)::int as count from product_audit where account_id = $1', [accountId]);
  if (count > 0) return 0;
  const [admin] = await stores.db.query<{ id: string; email: string }>(
    `select u.id, u.email from users u where u.account_id = $1 and u.admin and not u.mf order by u.created_at, u.email limit 1`,
    [accountId],
  );
  if (!admin) return 0;
  const actor = { userId: admin.id, login: admin.email };
  // one product with an EAN-13 per department, the first three departments by name
  const rows = await stores.db.query<CatalogueRow>(
    `select distinct on (department) ${CATALOGUE_COLUMNS} from products
      where account_id = $1 and department <> '' and cardinality(eans) > 0 and length(eans[1]) = 13
      order by department, sku limit 3`,
    [accountId],
  );
  let edited = 0;
  for (const [index, row] of rows.entries()) {
    const main = row.eans[0];
    const boxBody = `1${main.slice(0, 12)}`;
    const changes =
      index === 2
        ? { active: false }
        : {
            longName: `${row.name} – ${row.brand || row.department}`,
            keywords: [row.category, row.department].filter(Boolean).map((word) => word.toLowerCase()),
            ncm: index === 0 ? '10063021' : '04069090',
            dimensions: { heightCm: 30, widthCm: 20, depthCm: 8, grossWeightKg: 5.1, netWeightKg: 5 },
            eans: [
              { ean: main, isMain: true, packingQuantity: 1 },
              { ean: `${boxBody}${checkDigitOf(boxBody)}`, isMain: false, packingQuantity: 12 },
            ],
          };
    const saved = await saveProduct(stores, accountId, actor, row.sku, changes, { create: false, mutation: 'updateProduct' });
    if (saved?.changed.length) edited += 1;
  }
  return edited;
}
