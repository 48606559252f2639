import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';

/**
 * The analytics store, in ClickHouse dialect: the same SQL runs embedded (chDB) and on a server.
 * Parameters use ClickHouse's typed placeholders, `{name:Type}`, bound by the engine (never spliced).
 */
export interface AnalyticsStore {
  readonly kind: 'chdb' | 'clickhouse';
  /**
   * `options.queryId` names the query on a server (KILL QUERY finds it by that id) and `signal`
   * abandons it there; the embedded engine cannot stop a running query, so both are ignored there.
   */
  query<T = Record<string, unknown>>(sql: string, params?: Record<string, unknown>, options?: QueryOptions): Promise<T[]>;
  /** runs one statement that returns nothing (DDL, INSERT … SELECT) */
  command(sql: string, params?: Record<string, unknown>): Promise<void>;
  insert(table: string, rows: readonly Record<string, unknown>[]): Promise<void>;
  /**
   * Bulk insert of rows already written in ClickHouse's TabSeparated format (escaped `\t`, `\n`,
   * `\\`), in `columns` order: the engine parses it, no JavaScript object per row (ingestion).
   * `constants` fill columns that hold the same value on every row (the account, the batch), so
   * they are neither written nor parsed per row.
   */
  insertTsv(table: string, columns: readonly string[], payload: Buffer, constants?: Readonly<Record<string, string>>): Promise<void>;
  close(): Promise<void>;
}

export interface QueryOptions {
  queryId?: string;
  signal?: AbortSignal;
}

function parseJsonEachRow<T>(text: string): T[] {
  const rows: T[] = [];
  for (const line of text.split('\n')) if (line) rows.push(JSON.parse(line) as T);
  return rows;
}

/** A text as a ClickHouse string literal. */
const sqlString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const IDENTIFIER = /^\w+$/;

/**
 * The pieces of `INSERT INTO table (constants…, columns…) SELECT constant values…, * FROM <source>`:
 * the source (a file or the request body) holds only `columns`, with the types `structure` gives.
 */
async function tsvInsert(
  table: string,
  columns: readonly string[],
  constants: Readonly<Record<string, string>>,
  structure: (table: string) => Promise<Map<string, string>>,
): Promise<{ target: string; select: string; columnsStructure: string }> {
  const names = [...Object.keys(constants), ...columns];
  if (!IDENTIFIER.test(table) || !names.every((name) => IDENTIFIER.test(name))) throw new Error(`nome inválido em insertTsv: ${table}`);
  const types = await structure(table);
  const columnsStructure = columns
    .map((column) => {
      const type = types.get(column);
      if (!type) throw new Error(`insertTsv: coluna ${table}.${column} não existe`);
      return `${column} ${type}`;
    })
    .join(', ');
  const values = Object.values(constants).map(sqlString);
  return { target: `${table} (${names.join(', ')})`, select: [...values, '*'].join(', '), columnsStructure };
}

/** Column types per table, read once from system.columns (the store's own schema). */
function columnTypes(query: AnalyticsStore['query']) {
  const known = new Map<string, Promise<Map<string, string>>>();
  return (table: string) => {
    let types = known.get(table);
    if (!types) {
      types = query<{ name: string; type: string }>('SELECT name, type FROM system.columns WHERE database = currentDatabase() AND table = {table:String}', {
        table,
      }).then((rows) => new Map(rows.map((row) => [row.name, row.type])));
      // a failed read is not kept: the next insert asks again
      types.catch(() => known.delete(table));
      known.set(table, types);
    }
    return types;
  };
}

export async function openChdb(dataDir: string): Promise<AnalyticsStore> {
  fs.mkdirSync(dataDir, { recursive: true });
  // Bulk TSV goes through a file the engine reads with file(): measured 2–2.5× faster than the
  // binding's inline INSERT … FORMAT (150k item rows: ~230 ms against ~560 ms). Files a crash left
  // behind are removed here.
  const spool = path.join(dataDir, 'insert-spool');
  fs.rmSync(spool, { recursive: true, force: true });
  fs.mkdirSync(spool, { recursive: true });
  // Loaded lazily: the engine is large and only the embedded mode needs it.
  const { Session, drainPending } = await import('chdb');
  const session = new Session(dataDir, {
    connectionArgs: ['--async_load_databases=0', '--output_format_json_quote_64bit_integers=0'],
  });
  const store: AnalyticsStore = {
    kind: 'chdb',
    async query<T>(sql: string, params: Record<string, unknown> = {}) {
      const result = await session.queryBindAsync(sql, params, { format: 'JSONEachRow' });
      return parseJsonEachRow<T>(result.text());
    },
    async command(sql: string, params: Record<string, unknown> = {}) {
      await session.queryBindAsync(sql, params, { format: 'Null' });
    },
    async insert(table: string, rows: readonly Record<string, unknown>[]) {
      if (rows.length === 0) return;
      await session.insert({ table, values: rows as Record<string, unknown>[] });
    },
    async insertTsv(table: string, columns: readonly string[], payload: Buffer, constants = {}) {
      if (payload.length === 0) return;
      const insert = await tsvInsert(table, columns, constants, structure);
      const file = path.join(spool, `${crypto.randomUUID()}.tsv`);
      // synchronous on purpose: fs.promises.writeFile writes in pieces, each continuing on this
      // (busy) thread, and took up to 250 ms for 9 MB under load; this is a copy into the page cache
      fs.writeFileSync(file, payload);
      try {
        // one thread, so the engine does not compete with the thread that parses the next chunk
        await session.queryAsync(
          `INSERT INTO ${insert.target} SELECT ${insert.select} FROM file(${sqlString(file)}, TabSeparated, ${sqlString(insert.columnsStructure)}) ` +
            'SETTINGS max_threads = 1, input_format_parallel_parsing = 0',
          { format: 'Null' },
        );
      } finally {
        fs.rmSync(file, { force: true });
      }
    },
    async close() {
      // Drain before and after: the engine binds one data directory per process, and the next
      // session (a test file in the same worker) may open another one.
      await drainPending();
      session.close();
      await drainPending();
    },
  };
  const structure = columnTypes(store.query.bind(store));
  return store;
}

export async function openClickHouse(url: string): Promise<AnalyticsStore> {
  const { createClient } = await import('@clickhouse/client');
  const client = createClient({ url, clickhouse_settings: { output_format_json_quote_64bit_integers: 0 } });
  await client.ping();
  const store: AnalyticsStore = {
    kind: 'clickhouse',
    async query<T>(sql: string, params: Record<string, unknown> = {}, options: QueryOptions = {}) {
      const result = await client.query({ query: sql, query_params: params, format: 'JSONEachRow', query_id: options.queryId, abort_signal: options.signal });
      return (await result.json()) as T[];
    },
    async command(sql: string, params: Record<string, unknown> = {}) {
      await client.command({ query: sql, query_params: params });
    },
    async insert(table: string, rows: readonly Record<string, unknown>[]) {
      if (rows.length === 0) return;
      await client.insert({ table, values: rows as Record<string, unknown>[], format: 'JSONEachRow' });
    },
    async insertTsv(table: string, columns: readonly string[], payload: Buffer, constants = {}) {
      if (payload.length === 0) return;
      const insert = await tsvInsert(table, columns, constants, structure);
      // input() reads the request body with the given structure (the server's INSERT … SELECT form)
      const result = await client.exec({
        query: `INSERT INTO ${insert.target} SELECT ${insert.select} FROM input(${sqlString(insert.columnsStructure)}) FORMAT TabSeparated`,
        values: Readable.from([payload]),
      });
      result.stream.resume();
    },
    async close() {
      await client.close();
    },
  };
  const structure = columnTypes(store.query.bind(store));
  return store;
}
