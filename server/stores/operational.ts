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
      await db.close();
    },
  };
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
