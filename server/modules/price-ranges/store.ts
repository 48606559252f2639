import crypto from 'node:crypto';
import type { Queryable } from '../../stores';
import type { AnalysisResult, PriceRangeFilters } from './compute';

export type AnalysisStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';

/** A row of price_range_analyses (PG 016). */
export interface PriceRangeAnalysisRow {
  id: string;
  account_id: string;
  name: string;
  description: string;
  filters: PriceRangeFilters;
  products_count: number;
  ranges_count: number;
  status: AnalysisStatus;
  error: string | null;
  result: AnalysisResult | null;
  started_at: Date | null;
  finished_at: Date | null;
  created_by: string | null;
  created_by_name: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `a.id, a.account_id, a.name, a.description, a.filters, a.products_count, a.ranges_count, a.status, a.error, a.result,
  a.started_at, a.finished_at, a.created_by, u.name as created_by_name, a.created_at, a.updated_at`;
const FROM = `price_range_analyses a left join users u on u.id = a.created_by`;

/** The list's orders and the column each sorts by (ties by id). */
export const ANALYSIS_SORTS = {
  CREATED_AT: 'a.created_at',
  NAME: 'lower(a.name)',
  PRODUCTS: 'a.products_count',
  STATUS: 'a.status',
} as const;
export type AnalysisSort = keyof typeof ANALYSIS_SORTS;

export interface NewAnalysis {
  accountId: string;
  userId: string | null;
  name: string;
  description: string;
  filters: PriceRangeFilters;
}

export async function insertAnalysis(db: Queryable, input: NewAnalysis): Promise<PriceRangeAnalysisRow> {
  const id = crypto.randomUUID();
  await db.query(
    `insert into price_range_analyses (id, account_id, name, description, filters, products_count, ranges_count, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, input.accountId, input.name, input.description, JSON.stringify(input.filters), input.filters.products.length, input.filters.rangeCount, input.userId],
  );
  return (await findAnalysis(db, input.accountId, id))!;
}

/** Edits an analysis: name and description only keep its result; new filters queue it again. */
export async function updateAnalysis(db: Queryable, accountId: string, id: string, input: Omit<NewAnalysis, 'accountId' | 'userId'>, recompute: boolean): Promise<PriceRangeAnalysisRow | null> {
  const [row] = await db.query<{ id: string }>(
    recompute
      ? `update price_range_analyses set name = $3, description = $4, filters = $5, products_count = $6, ranges_count = $7,
           status = 'QUEUED', error = null, result = null, started_at = null, finished_at = null, updated_at = now()
          where account_id = $1 and id = $2 returning id`
      : `update price_range_analyses set name = $3, description = $4, updated_at = now() where account_id = $1 and id = $2 returning id`,
    recompute
      ? [accountId, id, input.name, input.description, JSON.stringify(input.filters), input.filters.products.length, input.filters.rangeCount]
      : [accountId, id, input.name, input.description],
  );
  return row ? findAnalysis(db, accountId, id) : null;
}

export async function findAnalysis(db: Queryable, accountId: string, id: string): Promise<PriceRangeAnalysisRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<PriceRangeAnalysisRow>(`select ${COLUMNS} from ${FROM} where a.account_id = $1 and a.id = $2`, [accountId, id]);
  return row ?? null;
}

/** A page of the account's analyses matching a search (name or description), in an order. */
export async function listAnalyses(
  db: Queryable,
  accountId: string,
  args: { search: string | null; sort: AnalysisSort; direction: 'ASC' | 'DESC'; offset: number; limit: number },
): Promise<{ rows: PriceRangeAnalysisRow[]; totalCount: number }> {
  const pattern = args.search ? `%${args.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `a.account_id = $1 and ($2::text is null or a.name ilike $2 or a.description ilike $2)`;
  const [rows, [{ total }]] = await Promise.all([
    db.query<PriceRangeAnalysisRow>(
      `select ${COLUMNS} from ${FROM} where ${where}
        order by ${ANALYSIS_SORTS[args.sort]} ${args.direction === 'ASC' ? 'asc' : 'desc'}, a.id limit $3 offset $4`,
      [accountId, pattern, args.limit, args.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from ${FROM} where ${where}`, [accountId, pattern]),
  ]);
  return { rows, totalCount: total };
}

export async function deleteAnalysis(db: Queryable, accountId: string, id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const rows = await db.query<{ id: string }>(`delete from price_range_analyses where account_id = $1 and id = $2 returning id`, [accountId, id]);
  return rows.length > 0;
}

/** Analyses waiting or interrupted (a stopped process left them RUNNING), oldest first; one account or all. */
export async function pendingAnalyses(db: Queryable, accountId: string | null): Promise<{ id: string; account_id: string }[]> {
  return db.query(
    `select id, account_id from price_range_analyses where status in ('QUEUED', 'RUNNING') and ($1::uuid is null or account_id = $1) order by created_at`,
    [accountId],
  );
}

/** Moves an analysis to RUNNING when it is still pending (null when it was deleted or edited meanwhile). */
export async function markRunning(db: Queryable, id: string): Promise<PriceRangeAnalysisRow | null> {
  const [row] = await db.query<{ account_id: string }>(
    `update price_range_analyses set status = 'RUNNING', started_at = now(), updated_at = now() where id = $1 and status in ('QUEUED', 'RUNNING') returning account_id`,
    [id],
  );
  return row ? findAnalysis(db, row.account_id, id) : null;
}

export async function markDone(db: Queryable, analysis: PriceRangeAnalysisRow, run: string, result: AnalysisResult): Promise<PriceRangeAnalysisRow | null> {
  await db.query(
    `update price_range_analyses set status = 'DONE', error = null, result = $3, processing_uuid = $4, finished_at = now(), updated_at = now()
      where account_id = $1 and id = $2 and status = 'RUNNING' and filters = $5`,
    [analysis.account_id, analysis.id, JSON.stringify(result), run, JSON.stringify(analysis.filters)],
  );
  return findAnalysis(db, analysis.account_id, analysis.id);
}

export async function markFailed(db: Queryable, analysis: PriceRangeAnalysisRow, error: string): Promise<PriceRangeAnalysisRow | null> {
  await db.query(
    `update price_range_analyses set status = 'FAILED', error = $3, finished_at = now(), updated_at = now() where account_id = $1 and id = $2 and status = 'RUNNING'`,
    [analysis.account_id, analysis.id, error],
  );
  return findAnalysis(db, analysis.account_id, analysis.id);
}

/** The catalogue names of SKUs (an unknown SKU is absent). */
export async function productNames(db: Queryable, accountId: string, skus: readonly string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ sku: string; name: string }>(`select sku, name from products where account_id = $1 and sku = any($2)`, [accountId, skus]);
  return new Map(rows.map((row) => [row.sku, row.name]));
}
