import { enums, integer, nullable, object, optional } from 'superstruct';
import type { Viewer } from '../../access/context';
import { requireViewer } from '../../access/control';
import type { QueryResolvers } from '../../graphql/resolvers-types';
import type { Services } from '../../services';
import { searchTerm, validate } from '../../validation';
import { NORMALISE_SQL, normaliseText } from './compile';

/**
 * The values the editor offers for the criteria whose options are looked up (the catalogue's
 * `lookup`): the account's stores, the cities, neighbourhoods and states its consumers live in, the
 * departments, categories and products it sells, its consumers' tags. Each answer is the most common
 * values first (consumers or products behind each), at most `first`, narrowed by `search` (accents
 * and case ignored).
 */
export const LOOKUP_KINDS = ['units', 'cities', 'neighborhoods', 'federative_units', 'departments', 'categories', 'skus', 'tags'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

export interface LookupOption {
  value: string;
  label: string;
  hint: string | null;
}

const MAX_OPTIONS = 200;

/** A column and a search compared as the criteria compare addresses (no accents, lower case, single spaces). */
const folded = NORMALISE_SQL;
const fold = normaliseText;

/** The consumers' place columns of dim_consumers for each address lookup. */
const PLACE_COLUMNS = { cities: 'city_name', neighborhoods: 'neighborhood', federative_units: 'federative_unit' } as const;

export async function segmentLookup(
  services: Pick<Services, 'db' | 'ch' | 'processing'>,
  viewer: Pick<Viewer, 'account'>,
  kind: LookupKind,
  search: string | null,
  first: number,
): Promise<LookupOption[]> {
  const account = viewer.account.id;
  const limit = Math.min(Math.max(first, 1), MAX_OPTIONS);
  const term = search ? fold(search.trim()) : '';
  const like = `%${term}%`;
  if (kind === 'units') {
    const rows = await services.db.query<{ id_erp: string; name: string; city: string | null }>(
      `select id_erp, name, address_components->>'city_name' as city from units
        where account_id = $1 and ($2 = '' or lower(name) like $3 or id_erp = $2)
        order by name, id_erp limit $4`,
      [account, term, like, limit],
    );
    // names are compared here without accents too (PG's lower keeps them): the few stores are filtered in memory
    return rows
      .filter((row) => !term || fold(row.name).includes(term) || row.id_erp === term)
      .map((row) => ({ value: row.id_erp, label: row.name, hint: row.city }));
  }
  const params = { account, term, limit };
  if (kind === 'cities' || kind === 'neighborhoods' || kind === 'federative_units') {
    const column = PLACE_COLUMNS[kind];
    const rows = await services.ch.query<{ value: string; hint: string; n: string | number }>(
      `SELECT any(${column}) AS value, ${kind === 'neighborhoods' ? 'any(city_name)' : "''"} AS hint, count() AS n
         FROM dim_consumers FINAL
        WHERE account_id = {account:UUID} AND ${column} != ''
          AND ({term:String} = '' OR position(${folded(column)}, {term:String}) > 0)
        GROUP BY ${folded(column)}${kind === 'neighborhoods' ? `, ${folded('city_name')}` : ''}
        ORDER BY n DESC, value
        LIMIT {limit:UInt32}`,
      params,
    );
    return rows.map((row) => ({ value: row.value, label: row.value, hint: row.hint || null }));
  }
  if (kind === 'departments' || kind === 'categories') {
    const column = kind === 'departments' ? 'department' : 'category';
    const rows = await services.ch.query<{ value: string; hint: string }>(
      `SELECT ${column} AS value, ${kind === 'categories' ? 'any(department)' : "''"} AS hint, count() AS n
         FROM dim_products FINAL
        WHERE account_id = {account:UUID} AND ${column} != ''
          AND ({term:String} = '' OR position(${folded(column)}, {term:String}) > 0)
        GROUP BY ${column}
        ORDER BY n DESC, value
        LIMIT {limit:UInt32}`,
      params,
    );
    return rows.map((row) => ({ value: row.value, label: row.value, hint: row.hint || null }));
  }
  if (kind === 'skus') {
    const rows = await services.ch.query<{ sku: string; name: string }>(
      `SELECT sku, name
         FROM dim_products FINAL
        WHERE account_id = {account:UUID}
          AND ({term:String} = '' OR sku = {term:String} OR position(${folded('name')}, {term:String}) > 0)
        ORDER BY sku = {term:String} DESC, name, sku
        LIMIT {limit:UInt32}`,
      params,
    );
    return rows.map((row) => ({ value: row.sku, label: row.name || row.sku, hint: `SKU ${row.sku}` }));
  }
  // tags: the ones the latest processing run copied for the account's consumers
  const stamp = await services.processing.current(account);
  if (!stamp) return [];
  const rows = await services.ch.query<{ tag: string; n: string | number }>(
    `SELECT tag, count() AS n FROM agg_consumer_tags
      WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
        AND ({term:String} = '' OR position(${folded('tag')}, {term:String}) > 0)
      GROUP BY tag ORDER BY n DESC, tag LIMIT {limit:UInt32}`,
    { ...params, run: stamp.processing_uuid },
  );
  return rows.map((row) => ({ value: row.tag, label: row.tag, hint: null }));
}

const lookupArgs = object({ kind: enums(LOOKUP_KINDS), search: searchTerm(), first: optional(nullable(integer())) });

/** GraphQL: `segmentLookup(kind, search, first)`, behind the segmentation policy (module.ts). */
export const lookupQueries: Pick<QueryResolvers, 'segmentLookup'> = {
  async segmentLookup(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const input = validate(lookupArgs, args);
    return segmentLookup(ctx.services, viewer, input.kind, input.search ?? null, input.first ?? 50);
  },
};
