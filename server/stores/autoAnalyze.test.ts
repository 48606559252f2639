import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { analyzeStale, openPGlite } from './operational';

/** PGlite has no autovacuum: the embedded store gathers the planner's statistics itself. */
describe('the embedded store analyzes its tables like autovacuum would', () => {
  // a backend reports its change counters at most once a second (PGSTAT_MIN_INTERVAL), after a statement
  const reported = async (db: PGlite) => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await db.query('select 1');
  };
  const estimate = async (db: PGlite) => (await db.query<{ reltuples: number }>(`select reltuples from pg_class where relname = 't'`)).rows[0].reltuples;

  it('analyzes a table past 50 + 10 % changed rows, and not before', async () => {
    const db = await PGlite.create();
    await db.exec(`create table t (id int primary key, v text); insert into t select i, 'x' || i from generate_series(1, 10000) i`);
    expect(await estimate(db)).toBe(-1);
    await reported(db);
    await analyzeStale(db);
    expect(await estimate(db)).toBe(10000);
    // 1 000 more rows: under 50 + 10 % of 10 000
    await db.exec(`insert into t select i, 'y' from generate_series(10001, 11000) i`);
    await reported(db);
    await analyzeStale(db);
    expect(await estimate(db)).toBe(10000);
    await db.exec(`insert into t select i, 'z' from generate_series(11001, 11100) i`);
    await reported(db);
    await analyzeStale(db);
    expect(await estimate(db)).toBe(11100);
    await db.close();
  });

  it('analyzes at open a table with data that was never analyzed (the counters do not survive a restart)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'analyze-'));
    try {
      const raw = await PGlite.create(dir);
      await raw.exec(`create table t (id int primary key, v text); insert into t select i, 'x' from generate_series(1, 5000) i; create table empty (id int)`);
      await raw.close();
      const store = await openPGlite(dir);
      const rows = await store.query<{ relname: string; reltuples: number }>(`select relname, reltuples from pg_class where relname in ('t', 'empty') order by relname`);
      // an empty table has nothing to learn from
      expect(rows).toEqual([{ relname: 'empty', reltuples: -1 }, { relname: 't', reltuples: 5000 }]);
      // the planner then takes the primary key for a handful of ids
      const plan = await store.query<{ 'QUERY PLAN': string }>('explain select * from t where id = any($1::int[])', [[1, 2, 3]]);
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/t_pkey/);
      await store.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
