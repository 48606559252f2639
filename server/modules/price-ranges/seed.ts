import type { Queryable } from '../../stores';
import type { PriceRangeFilters } from './compute';
import { insertAnalysis } from './store';

/** `day` moved by `days` whole days (YYYY-MM-DD). */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A demo analysis: a part of the demo catalogue and a number of ranges. */
interface DemoAnalysis {
  name: string;
  description: string;
  pick: (product: { subcategory: string; category: string }) => boolean;
  rangeCount: number;
}

const DEMO_ANALYSES: DemoAnalysis[] = [
  {
    name: 'Café torrado e moído — trimestre',
    description: 'Os clientes de café subiram ou desceram de faixa de preço no último trimestre?',
    pick: (product) => product.subcategory === 'Café',
    rangeCount: 4,
  },
  {
    name: 'Cervejas — trimestre',
    description: 'Faixas de preço das cervejas: quem passou a comprar as mais caras.',
    pick: (product) => product.category === 'Cervejas',
    rangeCount: 5,
  },
];

/**
 * The demo account's price-range analyses (idempotent: only when the account has none), queued: the
 * account's first processing run computes them (services.ts), so `npm start` shows them done. The
 * analysed period is the 90 days ending `today`, the reference the 90 days before.
 */
export async function seedDemoPriceRanges(
  db: Queryable,
  accountId: string,
  catalogue: readonly { sku: string; subcategory: string; category: string }[],
  today: string,
): Promise<number> {
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from price_range_analyses where account_id = $1`, [accountId]);
  if (total > 0) return 0;
  let created = 0;
  for (const demo of DEMO_ANALYSES) {
    const products = catalogue.filter(demo.pick).map((product) => product.sku).slice(0, 500);
    if (products.length === 0) continue;
    const filters: PriceRangeFilters = {
      products,
      units: null,
      referenceStart: addDays(today, -179),
      referenceEnd: addDays(today, -90),
      analyzedStart: addDays(today, -89),
      analyzedEnd: today,
      rangeCount: demo.rangeCount,
    };
    await insertAnalysis(db, { accountId, userId: null, name: demo.name, description: demo.description, filters });
    created++;
  }
  return created;
}
