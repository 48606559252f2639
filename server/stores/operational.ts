import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Pool, types } from 'pg';

/** Anything that runs PostgreSQL-dialect SQL with positional parameters ($1, $2…). */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** The operational store: records that need transactions and constraints. */
export interface OperationalStore extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** runs `fn` in one transaction: committed when it resolves, rolled back when it throws */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** runs a script of several statements (migrations) */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export async function openPGlite(dataDir: string | null): Promise<OperationalStore> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the customer search's name index (migration 009), as on a PostgreSQL server
  const options = { extensions: { pg_trgm } };
  const db = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  await analyzeStale(db);
  const analyzer = setInterval(() => void analyzeStale(db).catch(() => undefined), AUTO_ANALYZE_MS);
  analyzer.unref();
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return db.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params: readonly unknown[] = []) {
            return (await tx.query<R>(sql, params as unknown[])).rows;
          },
        }),
      );
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    async close() {
      clearInterval(analyzer);
      await db.close();
    },
  };
}

/** How often the embedded store looks for tables to analyze (autovacuum's naptime is 60 s). */
const AUTO_ANALYZE_MS = 30_000;

/**
 * PGlite runs no autovacuum daemon, so nothing gathers the planner's statistics: on a million
 * consumers, looking up the 51 documents of a best-customers page went through the wrong index
 * (330–780 ms; 3–9 ms once analyzed). The embedded store does what autovacuum's analyze would, with
 * its default thresholds: a table whose rows changed by more than 50 + 10 % of its size since its
 * last analysis is analyzed, checked every AUTO_ANALYZE_MS; and, at open, any table with data never
 * analyzed (the change counters do not survive a restart; pg_class's row estimate does). A PostgreSQL
 * server has its own autovacuum.
 */
export async function analyzeStale(db: PGlite): Promise<void> {
  const { rows } = await db.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       left join pg_stat_user_tables s on s.relid = c.oid
      where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
        and ((c.reltuples < 0 and pg_relation_size(c.oid) > 0) or coalesce(s.n_mod_since_analyze, 0) > 50 + 0.1 * greatest(c.reltuples, 0))`,
  );
  for (const { schema, name } of rows) await db.exec(`analyze "${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`);
}

// int8 (count(*), bigint ids) as numbers, like PGlite does: our counts stay far below 2^53.
types.setTypeParser(20, (value) => Number.parseInt(value, 10));
// numeric as numbers for the same reason; money is stored in numeric(14,2) and stays exact at that size.
types.setTypeParser(1700, (value) => Number.parseFloat(value));

export async function openPostgres(url: string): Promise<OperationalStore> {
  const pool = new Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query(sql, params as unknown[])).rows as T[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          async query<R>(sql: string, params: readonly unknown[] = []) {
            return (await client.query(sql, params as unknown[])).rows as R[];
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}
