import fs from 'node:fs';
import path from 'node:path';
import type { AnalyticsStore } from './analytics';
import type { OperationalStore } from './operational';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Numbered plain-SQL files (`001_name.sql`), in order. */
function readMigrations(dialect: 'pg' | 'ch'): Migration[] {
  const dir = path.join(MIGRATIONS_DIR, dialect);
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{3}_.+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 3)), name: file, sql: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

/** Applies the operational store's pending migrations, each in its own transaction. Returns the names applied. */
export async function migrateOperational(store: OperationalStore): Promise<string[]> {
  // The migrations ledger is the one table without account_id: it describes the database, not a tenant.
  await store.exec('create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())');
  const done = new Set((await store.query<{ version: number }>('select version from schema_migrations')).map((r) => r.version));
  const applied: string[] = [];
  for (const migration of readMigrations('pg')) {
    if (done.has(migration.version)) continue;
    await store.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
    });
    applied.push(migration.name);
  }
  return applied;
}

/** Applies the analytics store's pending migrations (ClickHouse DDL is not transactional: each statement is idempotent). */
export async function migrateAnalytics(store: AnalyticsStore): Promise<string[]> {
  await store.command(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version UInt32, name String, applied_at DateTime DEFAULT now()) ENGINE = ReplacingMergeTree ORDER BY version",
  );
  const done = new Set((await store.query<{ version: number }>('SELECT version FROM schema_migrations FINAL')).map((r) => Number(r.version)));
  const applied: string[] = [];
  for (const migration of readMigrations('ch')) {
    if (done.has(migration.version)) continue;
    for (const statement of splitStatements(migration.sql)) await store.command(statement);
    await store.insert('schema_migrations', [{ version: migration.version, name: migration.name }]);
    applied.push(migration.name);
  }
  return applied;
}

/** Splits a script on semicolons that end a line, dropping comment-only chunks. */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\r?\n|$)/)
    .map((chunk) =>
      chunk
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter(Boolean);
}
