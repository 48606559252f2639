import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { AnalyticsStore, OperationalStore, Queryable } from '../../stores';
import { mirrorConsumers } from '../ingestion';

/** The categories a PARTIAL request may name (the rest of the registration stays). */
export const PARTIAL_CATEGORIES = ['CONTACT', 'PROFILE', 'MARKETING'] as const;
export type PartialCategory = (typeof PARTIAL_CATEGORIES)[number];

/** The name an anonymised consumer keeps: the registration stays (counts, sales), the person does not. */
export const ANONYMISED_NAME = 'Cliente anonimizado';
/** Reason recorded on the suppression list for the hashes an acceptance adds. */
export const SUPPRESSION_REASON = 'Exclusão de dados (LGPD)';

/**
 * Tables the generic sweep never rewrites: back-office users and their sessions (a staff member may share
 * a name or an e-mail with a consumer), the consumers table itself (a homonym is another person: the
 * consumer's own row is rewritten by key), its search tokens (derived by trigger), the migration ledger,
 * and the requests (they name the consumer by document only, moved with every other document_no).
 */
const SWEEP_EXCLUDED = new Set([
  'users',
  'user_accounts',
  'sessions',
  'refresh_tokens',
  'auth_codes',
  'login_failures',
  'consumers',
  'consumer_name_tokens',
  'consumer_name_words',
  'schema_migrations',
  'consumer_data_requests',
  'campaign_suppressions',
]);

export interface ErasureSubject {
  accountId: string;
  documentNo: string;
  name: string;
  email: string | null;
  phone: string | null;
}

export interface ProofEntry {
  /** 'operacional' (PostgreSQL), 'analítico' (ClickHouse), 'arquivos' (the export files), 'supressão' */
  store: string;
  /** table, table.column or file name */
  target: string;
  /** rows (or files) touched */
  rows: number;
  action: string;
}

export interface ErasureProof {
  kind: 'FULL' | 'PARTIAL';
  categories: PartialCategory[];
  /** the pseudonymous id the consumer's sales and ledgers now carry (FULL) */
  pseudonym: string | null;
  entries: ProofEntry[];
  suppressed: number;
  at: string;
  by: string;
}

export interface ErasureDeps {
  db: OperationalStore;
  ch: AnalyticsStore;
  /** `<DATA_DIR>/files`: finished exports */
  filesDir: string;
}

const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
/** A phone's national digits (area code + number), the form the campaign ledgers keep. */
export const nationalPhone = (phone: string | null | undefined) => {
  const digits = digitsOf(phone);
  return digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits;
};
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Digits with any short run of separators between them: finds "529.982.247-25" and "52998224725" alike. */
const digitsPattern = (digits: string) => `(?<![0-9])${digits.split('').join('[^0-9A-Za-z]{0,3}')}(?![0-9])`;

/** The value the suppression list keeps for a contact or document: a hash, never the raw value. */
export const suppressionHash = (value: string) => `sha256:${crypto.createHash('sha256').update(value).digest('hex')}`;

/** The regular expression (PostgreSQL ARE and JavaScript alike) that finds the person's values in text. */
export function personPattern(subject: ErasureSubject, parts: { document: boolean; name: boolean; contacts: boolean }): string | null {
  const alternatives: string[] = [];
  const document = digitsOf(subject.documentNo);
  if (parts.document && document.length >= 11) alternatives.push(digitsPattern(document));
  if (parts.contacts && subject.email) alternatives.push(escapeRegex(subject.email.trim()));
  const phone = nationalPhone(subject.phone);
  if (parts.contacts && phone.length >= 10) alternatives.push(`(?<![0-9])(55[^0-9]{0,3})?${phone.split('').join('[^0-9A-Za-z]{0,3}')}(?![0-9])`);
  if (parts.name && subject.name.trim().split(/\s+/).length >= 2) alternatives.push(escapeRegex(subject.name.trim().replace(/\s+/g, ' ')).replace(/ /g, '\\s+'));
  return alternatives.length ? `(${alternatives.join('|')})` : null;
}

interface TextColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
}

/** Every text-like column (text, varchar, json, jsonb, text[]) of the tenant tables the sweep may rewrite. */
async function sweepColumns(db: Queryable): Promise<TextColumn[]> {
  const rows = await db.query<TextColumn>(
    `select c.table_name, c.column_name, c.data_type, c.udt_name
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = current_schema()
        and (c.data_type in ('text', 'character varying', 'json', 'jsonb') or c.udt_name = '_text')
        and c.is_generated = 'NEVER'
        and exists (select 1 from information_schema.columns a where a.table_schema = c.table_schema and a.table_name = c.table_name and a.column_name = 'account_id')
      order by c.table_name, c.column_name`,
  );
  return rows.filter((row) => !SWEEP_EXCLUDED.has(row.table_name) && row.column_name !== 'account_id');
}

const IDENT = /^[a-z_][a-z0-9_]*$/;
const quoteIdent = (name: string) => {
  if (!IDENT.test(name)) throw new Error(`identificador inesperado: ${name}`);
  return `"${name}"`;
};

/**
 * Replaces the person's values by `marker` in every text column of every tenant table (outbox bodies,
 * job payloads, operation logs, campaign contacts, WhatsApp texts…). Returns what it touched.
 */
async function sweepText(db: Queryable, accountId: string, pattern: string, marker: string): Promise<ProofEntry[]> {
  const entries: ProofEntry[] = [];
  for (const column of await sweepColumns(db)) {
    const col = quoteIdent(column.column_name);
    const table = quoteIdent(column.table_name);
    const replaced =
      column.udt_name === '_text'
        ? `array(select regexp_replace(e, $2, $3, 'gi') from unnest(${col}) as e)`
        : column.data_type === 'jsonb' || column.data_type === 'json'
          ? `regexp_replace(${col}::text, $2, $3, 'gi')::${column.data_type}`
          : `regexp_replace(${col}, $2, $3, 'gi')`;
    const rows = await db.query<{ n: number }>(
      `with touched as (update ${table} set ${col} = ${replaced} where account_id = $1 and ${col}::text ~* $2 returning 1) select count(*)::int as n from touched`,
      [accountId, pattern, marker],
    );
    if (rows[0]?.n) entries.push({ store: 'operacional', target: `${column.table_name}.${column.column_name}`, rows: rows[0].n, action: 'dado pessoal substituído' });
  }
  return entries;
}

/** Moves every row of the document to the pseudonym in each tenant table with a document_no column. */
async function moveDocument(db: Queryable, accountId: string, from: string, to: string): Promise<ProofEntry[]> {
  const tables = await db.query<{ table_name: string }>(
    `select c.table_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = current_schema() and c.column_name = 'document_no' and c.table_name not in ('consumers', 'consumer_name_tokens')
        and exists (select 1 from information_schema.columns a where a.table_schema = c.table_schema and a.table_name = c.table_name and a.column_name = 'account_id')
      order by c.table_name`,
  );
  const entries: ProofEntry[] = [];
  for (const { table_name } of tables) {
    const rows = await db.query<{ n: number }>(
      `with touched as (update ${quoteIdent(table_name)} set document_no = $3 where account_id = $1 and document_no = $2 returning 1) select count(*)::int as n from touched`,
      [accountId, from, to],
    );
    if (rows[0]?.n) entries.push({ store: 'operacional', target: table_name, rows: rows[0].n, action: 'vínculo trocado pelo pseudônimo' });
  }
  return entries;
}

/**
 * The consumer's row under the pseudonym, with nothing of the person: name, document, contacts, birth
 * date, address, opt-ins, password and tokens replaced; the registration day, store, origin and person
 * type stay (they identify nobody and keep the counts).
 */
async function replaceConsumerRow(db: Queryable, accountId: string, documentNo: string, pseudonym: string): Promise<void> {
  const columns = (
    await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'consumers' and is_generated = 'NEVER' order by ordinal_position`,
    )
  ).map((row) => row.column_name);
  const overrides: Record<string, string> = {
    document_no: '$3',
    name: '$4',
    email: 'null',
    phone: 'null',
    gender: `'U'`,
    birth_date: 'null',
    address: `'{}'::jsonb`,
    opt_in: `'{"sms": false, "email": false, "whatsapp": false, "push": false}'::jsonb`,
    password_hash: 'null',
    password_reset_token_hash: 'null',
    signup_confirmation_token_hash: 'null',
    anonymised_at: 'now()',
    updated_at: 'now()',
  };
  const list = columns.map(quoteIdent).join(', ');
  const values = columns.map((column) => overrides[column] ?? quoteIdent(column)).join(', ');
  await db.query(`insert into consumers (${list}) select ${values} from consumers where account_id = $1 and document_no = $2`, [accountId, documentNo, pseudonym, ANONYMISED_NAME]);
}

/** The WhatsApp history of the phone (conversations, messages, window, contact): removed, not rewritten. */
async function removeWhatsapp(db: Queryable, accountId: string, phone: string): Promise<ProofEntry[]> {
  const national = nationalPhone(phone);
  if (!national) return [];
  const forms = [national, `55${national}`];
  const entries: ProofEntry[] = [];
  for (const table of ['whatsapp_conversations', 'whatsapp_messages', 'whatsapp_windows', 'whatsapp_contacts']) {
    const rows = await db.query<{ n: number }>(
      `with touched as (delete from ${table} where account_id = $1 and phone = any($2::text[]) returning 1) select count(*)::int as n from touched`,
      [accountId, forms],
    );
    if (rows[0]?.n) entries.push({ store: 'operacional', target: table, rows: rows[0].n, action: 'removido' });
  }
  return entries;
}

/** The hashes of the person's document and contacts on every channel's suppression list. */
async function suppressHashes(db: Queryable, accountId: string, values: string[]): Promise<number> {
  let added = 0;
  for (const value of values.filter(Boolean)) {
    const rows = await db.query(
      `insert into campaign_suppressions (account_id, value, channel, reason) values ($1, $2, 'all', $3) on conflict do nothing returning 1`,
      [accountId, suppressionHash(value), SUPPRESSION_REASON],
    );
    added += rows.length;
  }
  return added;
}

/** Raw suppression entries of the person (opt-outs, bounces): replaced by their hashes below. */
async function dropRawSuppressions(db: Queryable, accountId: string, values: string[]): Promise<number> {
  const rows = await db.query(`delete from campaign_suppressions where account_id = $1 and value = any($2::text[]) returning 1`, [accountId, values.filter(Boolean)]);
  return rows.length;
}

/** A text as a ClickHouse string literal. */
const chString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The analytics store's rows of the document moved to the pseudonym: tickets stay (sales totals unchanged). */
async function moveAnalytics(ch: AnalyticsStore, accountId: string, from: string, to: string): Promise<ProofEntry[]> {
  const tables = await ch.query<{ table: string }>(
    `SELECT c.table AS table FROM system.columns c
      WHERE c.database = currentDatabase() AND c.name = 'document_no'
        AND c.table IN (SELECT table FROM system.columns WHERE database = currentDatabase() AND name = 'account_id')
        AND c.table IN (SELECT name FROM system.tables WHERE database = currentDatabase() AND engine LIKE '%MergeTree')
      ORDER BY c.table`,
  );
  // tables a materialized view fills from another (CH 021's per-customer copies of the facts): their
  // pseudonymous rows arrive through the view when the source's rows are written again, so here they
  // are only deleted — writing them again too would count the person's tickets twice
  const filled = new Set(
    (await ch.query<{ query: string }>(`SELECT create_table_query AS query FROM system.tables WHERE database = currentDatabase() AND engine = 'MaterializedView'`))
      .map(({ query }) => /\bTO\s+(?:\w+\.)?`?(\w+)`?/.exec(query)?.[1])
      .filter((name): name is string => Boolean(name)),
  );
  const entries: ProofEntry[] = [];
  for (const { table } of tables) {
    if (!/^\w+$/.test(table)) continue;
    const [{ n }] = await ch.query<{ n: string }>(`SELECT count() AS n FROM ${table} WHERE account_id = {a:UUID} AND document_no = {d:String}`, { a: accountId, d: from });
    if (Number(n) === 0) continue;
    // the registration's copy is written again from the anonymised row (mirrorConsumers), never moved
    if (table !== 'dim_consumers' && !filled.has(table)) {
      const columns = (
        await ch.query<{ name: string }>(
          `SELECT name FROM system.columns WHERE database = currentDatabase() AND table = {t:String} AND default_kind NOT IN ('MATERIALIZED', 'ALIAS') ORDER BY position`,
          { t: table },
        )
      ).map((column) => column.name);
      if (!columns.every((name) => /^\w+$/.test(name))) continue;
      // the pseudonym by position, without an alias: ClickHouse lets a SELECT alias shadow the column in WHERE
      const selected = columns.map((name) => (name === 'document_no' ? chString(to) : name)).join(', ');
      await ch.command(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${selected} FROM ${table} WHERE account_id = toUUID(${chString(accountId)}) AND document_no = ${chString(from)}`);
    }
    await ch.command(`ALTER TABLE ${table} DELETE WHERE account_id = {a:UUID} AND document_no = {d:String} SETTINGS mutations_sync = 2`, { a: accountId, d: from });
    entries.push({
      store: 'analítico',
      target: table,
      rows: Number(n),
      action: table === 'dim_consumers' ? 'removido (reescrito anonimizado)' : filled.has(table) ? 'vínculo trocado pelo pseudônimo (cópia refeita pela visão)' : 'vínculo trocado pelo pseudônimo',
    });
  }
  return entries;
}

/** The text of an export file (CSV as is; XLSX cell by cell). */
async function fileText(file: string): Promise<string> {
  if (file.toLowerCase().endsWith('.xlsx')) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const parts: string[] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => parts.push(String(cell.text ?? '')))));
    return parts.join('\n');
  }
  return fs.readFile(file, 'utf8');
}

/**
 * Finished exports of the account that contain the person: the file is deleted and the entry marked as
 * removed for privacy (the history still lists it). A file that cannot be read is removed too: what
 * cannot be checked cannot be kept.
 */
async function removeExports(db: Queryable, filesDir: string, accountId: string, pattern: RegExp): Promise<ProofEntry[]> {
  const jobs = await db.query<{ id: string; file_path: string; file_name: string }>(
    `select id, file_path, file_name from async_jobs where account_id = $1 and file_path is not null`,
    [accountId],
  );
  const entries: ProofEntry[] = [];
  for (const job of jobs) {
    const file = path.join(filesDir, job.file_path);
    let found = true;
    try {
      found = pattern.test(await fileText(file));
    } catch {
      found = true;
    }
    if (!found) continue;
    await fs.rm(file, { force: true });
    await fs.rm(path.dirname(file), { recursive: true, force: true });
    await db.query(
      `update async_jobs set file_path = null, file_token = null, expires_at = least(coalesce(expires_at, now()), now()),
              error = 'Arquivo removido por um pedido de exclusão de dados (LGPD).', updated_at = now() where id = $1`,
      [job.id],
    );
    entries.push({ store: 'arquivos', target: job.file_name, rows: 1, action: 'exportação removida' });
  }
  return entries;
}

/**
 * Erases a consumer's data for an accepted request (LGPD Art. 18): FULL anonymises them everywhere —
 * the registration under a pseudonym with nothing of the person, every ledger and the analytics store
 * moved to the pseudonym (tickets stay, so sales totals do not change), every text column of the
 * operational store swept of the document, name, e-mail and phone, the WhatsApp history removed, the
 * export files holding them deleted, and the document and contacts put on every channel's suppression
 * list as hashes. PARTIAL erases only the categories: CONTACT (e-mail, phone, their copies and WhatsApp
 * history; contacts suppressed), PROFILE (birth date, gender, address), MARKETING (opt-ins off, tags
 * removed, suppressed on every channel). Returns the proof.
 */
export async function eraseConsumer(
  deps: ErasureDeps,
  subject: ErasureSubject,
  request: { kind: 'FULL' | 'PARTIAL'; categories: readonly PartialCategory[]; by: string },
): Promise<ErasureProof> {
  const full = request.kind === 'FULL';
  const wants = (category: PartialCategory) => full || request.categories.includes(category);
  const pseudonym = `ANON-${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
  const marker = `anonimizado-${pseudonym.slice(5).toLowerCase()}`;
  const document = digitsOf(subject.documentNo) || subject.documentNo;
  const email = subject.email?.trim().toLowerCase() ?? '';
  const phone = nationalPhone(subject.phone);
  const entries: ProofEntry[] = [];
  const hashed = [
    ...(full || wants('MARKETING') ? [document] : []),
    ...(wants('CONTACT') || full ? [email, phone] : []),
  ].filter(Boolean);
  let suppressed = 0;

  await deps.db.transaction(async (tx) => {
    const raw = await dropRawSuppressions(tx, subject.accountId, [document, subject.documentNo, email, phone, phone ? `55${phone}` : '']);
    if (raw) entries.push({ store: 'supressão', target: 'campaign_suppressions', rows: raw, action: 'valor em claro trocado pelo hash' });
    if (wants('CONTACT') && subject.phone) entries.push(...(await removeWhatsapp(tx, subject.accountId, subject.phone)));
    if (full) {
      await replaceConsumerRow(tx, subject.accountId, subject.documentNo, pseudonym);
      entries.push(...(await moveDocument(tx, subject.accountId, subject.documentNo, pseudonym)));
      await tx.query('delete from consumers where account_id = $1 and document_no = $2', [subject.accountId, subject.documentNo]);
      entries.push({ store: 'operacional', target: 'consumers', rows: 1, action: 'cadastro anonimizado (nome, documento, contatos, nascimento, endereço, senha)' });
    } else {
      const sets: string[] = [];
      if (wants('CONTACT')) sets.push('email = null', 'phone = null');
      if (wants('PROFILE')) sets.push(`birth_date = null`, `gender = 'U'`, `address = '{}'::jsonb`);
      if (wants('CONTACT') || wants('MARKETING')) sets.push(`opt_in = '{"sms": false, "email": false, "whatsapp": false, "push": false}'::jsonb`);
      await tx.query(`update consumers set ${sets.join(', ')}, updated_at = now() where account_id = $1 and document_no = $2`, [subject.accountId, subject.documentNo]);
      entries.push({ store: 'operacional', target: 'consumers', rows: 1, action: `categorias apagadas: ${request.categories.join(', ')}` });
      if (wants('MARKETING')) {
        const tags = await tx.query('delete from consumer_tags where account_id = $1 and document_no = $2 returning 1', [subject.accountId, subject.documentNo]);
        if (tags.length) entries.push({ store: 'operacional', target: 'consumer_tags', rows: tags.length, action: 'removido' });
      }
    }
    const pattern = personPattern(subject, { document: full, name: full, contacts: full || wants('CONTACT') });
    if (pattern) entries.push(...(await sweepText(tx, subject.accountId, pattern, marker)));
    suppressed = await suppressHashes(tx, subject.accountId, hashed);
  });

  if (full) entries.push(...(await moveAnalytics(deps.ch, subject.accountId, subject.documentNo, pseudonym)));
  // the analytics copy of the registration follows (demographics, segmentation read it)
  await mirrorConsumers(deps.db, deps.ch, subject.accountId, [full ? pseudonym : subject.documentNo]);
  const filePattern = personPattern(subject, { document: full, name: full, contacts: full || wants('CONTACT') });
  if (filePattern) entries.push(...(await removeExports(deps.db, deps.filesDir, subject.accountId, new RegExp(filePattern, 'i'))));

  return {
    kind: request.kind,
    categories: full ? [] : [...request.categories],
    pseudonym: full ? pseudonym : null,
    entries,
    suppressed,
    at: new Date().toISOString(),
    by: request.by,
  };
}
