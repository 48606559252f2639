import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { is } from 'superstruct';
import { nationalPhoneDigits } from '../../../src/shared/lib/phone';
import { emailAddress } from '../../../src/shared/lib/validation';
import type { AnalyticsStore, OperationalStore, Queryable } from '../../stores';
import { readNdjsonLines, type LineLimits, type NumberedLine } from './lines';
import { SalesParsers } from './parsers';
import { checkConsumer, checkProduct, checkUnit, type ConsumerRecord, type IngestKind, type ProductRecord, type UnitRecord } from './records';
import { ITEM_COLUMNS, KEY_COLUMNS, keepTickets, TICKET_COLUMNS } from './rows';
import type { CatalogueData } from './sales-parser';

export { fixedDecimal, ITEM_COLUMNS, KEY_COLUMNS, TICKET_COLUMNS, ticketRows } from './rows';

/** The answer to one batch (contract: batch_id, accepted, duplicates, rejected). */
export interface BatchResult {
  batch_id: string;
  accepted: number;
  duplicates: number;
  /** each refused line with its pt-BR reason; at most MAX_LISTED_REJECTIONS are listed */
  rejected: { line: number; reason: string }[];
  /** how many lines were refused in all (the list stops at MAX_LISTED_REJECTIONS) */
  rejected_count: number;
  /** sales batches: the item rows written */
  item_rows?: number;
}

export type IngestSource = 'http' | 'cli' | 'demo';

/** A batch full of errors still answers in a bounded size. */
export const MAX_LISTED_REJECTIONS = 1000;
/** Tickets validated and written per round trip to the analytics store. */
const SALES_CHUNK = 10_000;
/** Master records upserted per statement. */
const MASTER_CHUNK = 5_000;

export interface IngestOptions {
  /** called after a batch that accepted lines (schedules the account's processing) */
  onCommitted?: (accountId: string) => void;
  /**
   * Fault injection for the crash test only (never set in production): the process kills itself
   * right after a sales batch's tickets are written and before its items are.
   */
  crashAfterTickets?: boolean;
  /** tickets per round trip to the analytics store (tests use small ones) */
  salesChunk?: number;
  /** the command line's credential (see cliIngestSecret) */
  cliSecret?: string;
  /** parse sales on the calling thread instead of the parser thread */
  inlineParsing?: boolean;
  /** bounds of a batch read from a stream (decompressed bytes, lines); none when absent */
  streamLimits?: Pick<LineLimits, 'maxBytes' | 'maxLines' | 'maxLineBytes'>;
}

class Rejections {
  readonly listed: { line: number; reason: string }[] = [];
  count = 0;
  add(line: number, reason: string) {
    this.count += 1;
    if (this.listed.length < MAX_LISTED_REJECTIONS) this.listed.push({ line, reason });
  }
}

function parseLine(line: NumberedLine, rejections: Rejections): unknown | undefined {
  if (line.reason !== undefined) {
    rejections.add(line.number, line.reason);
    return undefined;
  }
  try {
    return JSON.parse(line.text);
  } catch {
    rejections.add(line.number, 'JSON inválido nesta linha');
    return undefined;
  }
}

/**
 * Loads the four record kinds of contracts/sales-ingestion.md for one account. Units, products and
 * consumers are upserted in the operational store in one transaction per batch and mirrored into
 * the analytics store; tickets and their items go to the analytics store tagged with the batch,
 * which stays 'loading' until every row is written (a crash leaves a 'loading' batch that
 * `recoverInterrupted` removes at the next start).
 */
export class IngestService {
  /** sales batches of one account run one after the other, so a key cannot slip in twice */
  private readonly accountQueues = new Map<string, Promise<unknown>>();
  private readonly parsers: SalesParsers;

  constructor(
    private readonly db: OperationalStore,
    private readonly ch: AnalyticsStore,
    private readonly options: IngestOptions = {},
  ) {
    this.parsers = new SalesParsers(options.inlineParsing ?? false);
  }

  /** Stops the parser thread (a later batch starts it again). */
  close(): Promise<void> {
    return this.parsers.close();
  }

  /** whether a batch of the account is being loaded or waits its turn */
  isBusy(accountId: string): boolean {
    return this.accountQueues.has(accountId);
  }

  /** what `npm run ingest` must present (empty: the command line is not accepted) */
  get cliSecret(): string {
    return this.options.cliSecret ?? '';
  }

  /**
   * Reads NDJSON (gzip or not) and loads it as one batch, within the service's stream limits
   * (BatchTooLargeError past them); `signal` stops the reading when the sender went away.
   */
  ingestStream(
    accountId: string,
    kind: IngestKind,
    body: Readable | AsyncIterable<Buffer>,
    source: IngestSource,
    signal?: AbortSignal,
  ): Promise<BatchResult> {
    return this.ingestLines(accountId, kind, readNdjsonLines(body, { ...this.options.streamLimits, signal }), source);
  }

  ingestLines(accountId: string, kind: IngestKind, lines: AsyncIterable<NumberedLine>, source: IngestSource): Promise<BatchResult> {
    const previous = this.accountQueues.get(accountId) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.runBatch(accountId, kind, lines, source));
    this.accountQueues.set(accountId, run);
    void run.finally(() => {
      if (this.accountQueues.get(accountId) === run) this.accountQueues.delete(accountId);
    }).catch(() => undefined);
    return run;
  }

  private async runBatch(accountId: string, kind: IngestKind, lines: AsyncIterable<NumberedLine>, source: IngestSource): Promise<BatchResult> {
    const result = kind === 'sales' ? await this.loadSales(accountId, lines, source) : await this.loadMaster(accountId, kind, lines, source);
    if (result.accepted > 0) this.options.onCommitted?.(accountId);
    return result;
  }

  // --- units, products, consumers ---------------------------------------------------------------

  private async loadMaster(accountId: string, kind: Exclude<IngestKind, 'sales'>, lines: AsyncIterable<NumberedLine>, source: IngestSource): Promise<BatchResult> {
    const batchId = crypto.randomUUID();
    const rejections = new Rejections();
    const byKey = new Map<string, UnitRecord | ProductRecord | ConsumerRecord>();
    let duplicates = 0;
    const units = kind === 'consumers' ? await this.unitIds(accountId) : null;
    for await (const line of lines) {
      const value = parseLine(line, rejections);
      if (value === undefined) continue;
      const checked = kind === 'units' ? checkUnit(value) : kind === 'products' ? checkProduct(value) : checkConsumer(value);
      if (!checked.ok) {
        rejections.add(line.number, checked.reason);
        continue;
      }
      const record = checked.record;
      if (kind === 'consumers' && units) {
        const unit = (record as ConsumerRecord).unit_id_erp;
        if (unit !== null && !units.has(unit)) {
          rejections.add(line.number, `loja desconhecida: ${unit}`);
          continue;
        }
      }
      const key = 'id_erp' in record ? record.id_erp : 'sku' in record ? record.sku : record.document_no;
      // the same key twice in one batch: the first line counts, the others are duplicates
      if (byKey.has(key)) duplicates += 1;
      else byKey.set(key, record);
    }

    const records = [...byKey.values()];
    const changed = await this.db.transaction(async (tx) => {
      const keys: string[] = [];
      for (let start = 0; start < records.length; start += MASTER_CHUNK) {
        const chunk = records.slice(start, start + MASTER_CHUNK);
        if (kind === 'units') keys.push(...(await upsertUnits(tx, accountId, chunk as UnitRecord[])));
        else if (kind === 'products') keys.push(...(await upsertProducts(tx, accountId, chunk as ProductRecord[])));
        else keys.push(...(await upsertConsumers(tx, accountId, chunk as ConsumerRecord[])));
      }
      await tx.query(
        `insert into ingestion_batches (id, account_id, kind, source, status, accepted, duplicates, rejected, finished_at)
         values ($1, $2, $3, $4, 'committed', $5, $6, $7, now())`,
        [batchId, accountId, kind, source, keys.length, duplicates + records.length - keys.length, rejections.count],
      );
      return keys;
    });
    if (changed.length > 0) await this.mirror(accountId, kind, changed);
    return {
      batch_id: batchId,
      accepted: changed.length,
      duplicates: duplicates + records.length - changed.length,
      rejected: rejections.listed,
      rejected_count: rejections.count,
    };
  }

  /** Copies the changed records into the analytics store's dimensions (ReplacingMergeTree: the newest row wins). */
  private async mirror(accountId: string, kind: Exclude<IngestKind, 'sales'>, keys: readonly string[]) {
    if (kind === 'units') {
      const { mirrorUnits } = await import('../units');
      const rows = await this.db.query(`select * from units where account_id = $1 and id_erp = any($2)`, [accountId, keys]);
      await mirrorUnits(this.ch, rows as never);
    } else if (kind === 'products') {
      await mirrorProducts(this.db, this.ch, accountId, keys);
    } else {
      await mirrorConsumers(this.db, this.ch, accountId, keys);
    }
  }

  private async unitIds(accountId: string): Promise<Set<string>> {
    const rows = await this.db.query<{ id_erp: string }>('select id_erp from units where account_id = $1', [accountId]);
    return new Set(rows.map((row) => row.id_erp));
  }

  // --- sales ------------------------------------------------------------------------------------

  private async salesCatalogue(accountId: string): Promise<CatalogueData> {
    const units = await this.unitIds(accountId);
    const products = await this.db.query<{ sku: string; eans: string[]; is_weightable: boolean }>(
      'select sku, eans, is_weightable from products where account_id = $1',
      [accountId],
    );
    return { units: [...units], products: products.map((product) => [product.sku, product.eans, product.is_weightable]) };
  }

  private async loadSales(accountId: string, lines: AsyncIterable<NumberedLine>, source: IngestSource): Promise<BatchResult> {
    const batchId = crypto.randomUUID();
    const catalogue = this.parsers.open(await this.salesCatalogue(accountId));
    const rejections = new Rejections();
    const seen = new Set<string>();
    let accepted = 0;
    let duplicates = 0;
    let itemRows = 0;
    const chunkSize = this.options.salesChunk ?? SALES_CHUNK;
    let texts: string[] = [];
    let numbers: number[] = [];
    let reasons: Record<number, string> = {};
    await this.db.query(`insert into ingestion_batches (id, account_id, kind, source, status) values ($1, $2, 'sales', $3, 'loading')`, [
      batchId,
      accountId,
      source,
    ]);

    // A pipeline over chunks of lines: this thread reads the body and cuts chunk N+1 while the
    // parser thread (parsers.ts) parses, checks and builds the rows of chunk N and the analytics
    // engine (off this thread too) writes chunk N−1. Writes keep their order, one chunk after the
    // other, and so do the duplicate checks: batches of an account run one after the other, so every
    // earlier key is already written when a chunk's keys are looked up; duplicates inside the batch
    // are caught by `seen`, the first line winning.
    let writing: Promise<void> = Promise.resolve();
    const flush = () => {
      if (texts.length === 0) return;
      const parsing = catalogue.parse({ text: texts.join('\n'), numbers: Int32Array.from(numbers), reasons });
      texts = [];
      numbers = [];
      reasons = {};
      const known = parsing.then(({ ids }) =>
        ids.length
          ? this.ch.query<{ ticket_id: string }>('SELECT ticket_id FROM ticket_keys WHERE account_id = {account:UUID} AND ticket_id IN {ids:Array(String)}', {
              account: accountId,
              ids,
            })
          : [],
      );
      known.catch(() => undefined);
      const previous = writing;
      writing = (async () => {
        const chunk = await parsing;
        const existing = new Set((await known).map((row) => row.ticket_id));
        await previous;
        for (const { line, reason } of chunk.rejected) rejections.add(line, reason);
        const kept: number[] = [];
        for (let index = 0; index < chunk.ids.length; index += 1) {
          const id = chunk.ids[index];
          if (seen.has(id) || existing.has(id)) continue;
          seen.add(id);
          kept.push(index);
        }
        duplicates += chunk.ids.length - kept.length;
        if (kept.length === 0) return;
        const rows = kept.length === chunk.ids.length ? chunk.rows : keepTickets(chunk.rows, kept);
        const constants = { account_id: accountId, batch_id: batchId };
        await this.ch.insertTsv('ticket_keys', KEY_COLUMNS, rows.keys, constants);
        await this.ch.insertTsv('tickets', TICKET_COLUMNS, rows.tickets, constants);
        if (this.options.crashAfterTickets) process.kill(process.pid, 'SIGKILL');
        await this.ch.insertTsv('ticket_items', ITEM_COLUMNS, rows.items, constants);
        if (chunk.coupons.length) {
          const keptIds = new Set(kept.map((index) => chunk.ids[index]));
          const coupons = chunk.coupons.filter((coupon) => keptIds.has(coupon.ticket_id)).map((coupon) => ({ ...coupon, account_id: accountId, batch_id: batchId }));
          if (coupons.length) await this.ch.insert('ticket_coupons', coupons);
        }
        accepted += kept.length;
        itemRows += rows.itemRows;
      })();
      // a failed write surfaces at the end (or stops the loop below), not as an unhandled rejection
      writing.catch(() => undefined);
    };
    /** keeps at most two chunks in flight (parsing or writing), so memory stays bounded however large the batch */
    let inFlight: Promise<void>[] = [];
    const cut = async () => {
      flush();
      inFlight.push(writing);
      if (inFlight.length > 2) await inFlight.shift();
    };

    try {
      for await (const line of lines) {
        if (line.reason !== undefined) reasons[texts.length] = line.reason;
        texts.push(line.text);
        numbers.push(line.number);
        if (texts.length >= chunkSize) await cut();
      }
      flush();
      await writing;
      inFlight = [];
    } catch (error) {
      await writing.catch(() => undefined);
      // a stream cut or a store failure: take back what this batch wrote
      await this.abortBatch(batchId);
      throw error;
    } finally {
      catalogue.release();
    }
    await this.db.query(
      `update ingestion_batches set status = 'committed', accepted = $2, duplicates = $3, rejected = $4, item_rows = $5, finished_at = now() where id = $1`,
      [batchId, accepted, duplicates, rejections.count, itemRows],
    );
    return { batch_id: batchId, accepted, duplicates, rejected: rejections.listed, rejected_count: rejections.count, item_rows: itemRows };
  }

  /** Removes a sales batch's rows from the analytics store and marks it aborted. */
  private async abortBatch(batchId: string) {
    // customer_tickets / customer_ticket_items: the facts' copies by document (CH 021, written by the facts' views)
    for (const table of ['ticket_keys', 'tickets', 'ticket_items', 'ticket_coupons', 'customer_tickets', 'customer_ticket_items']) {
      await this.ch.command(`DELETE FROM ${table} WHERE batch_id = {batch:UUID}`, { batch: batchId });
    }
    await this.db.query(`update ingestion_batches set status = 'aborted', finished_at = now() where id = $1`, [batchId]);
  }

  /** At start-up: sales batches a crash left 'loading' are removed, so no batch is ever half-loaded. */
  async recoverInterrupted(): Promise<number> {
    const loading = await this.db.query<{ id: string }>(`select id from ingestion_batches where status = 'loading'`);
    for (const batch of loading) await this.abortBatch(batch.id);
    return loading.length;
  }
}

// --- upserts: a known key with the same content is a duplicate; changed content updates it ------

/** The new value of a store column: the chain's, unless somebody edited it in the back-office (units module). */
const ingestedUnitValue = (field: string, value = `excluded.${field}`) => `case when '${field}' = any(units.edited_fields) then units.${field} else ${value} end`;

async function upsertUnits(tx: Queryable, accountId: string, records: readonly UnitRecord[]): Promise<string[]> {
  const next = {
    name: ingestedUnitValue('name'),
    cnpj: ingestedUnitValue('cnpj'),
    active: ingestedUnitValue('active'),
    latitude: ingestedUnitValue('latitude'),
    longitude: ingestedUnitValue('longitude'),
    address_components: ingestedUnitValue('address_components', 'units.address_components || excluded.address_components'),
  };
  const rows = await tx.query<{ id_erp: string }>(
    `insert into units (account_id, id_erp, name, cnpj, active, address_components, latitude, longitude)
     select $1, x.id_erp, x.name, x.cnpj, x.active,
            jsonb_strip_nulls(jsonb_build_object('city_name', x.city, 'federative_unit', x.federative_unit)), x.latitude, x.longitude
       from jsonb_to_recordset($2::jsonb) as x(id_erp text, name text, cnpj text, city text, federative_unit text,
                                               latitude double precision, longitude double precision, active boolean)
     on conflict (account_id, id_erp) do update set
       ${Object.entries(next).map(([field, value]) => `${field} = ${value}`).join(', ')}, updated_at = now()
     where (units.name, units.cnpj, units.active, units.latitude, units.longitude, units.address_components)
             is distinct from (${Object.values(next).join(', ')})
     returning id_erp`,
    [accountId, JSON.stringify(records)],
  );
  return rows.map((row) => row.id_erp);
}

/** The product columns ingestion writes; the catalogue's edit names the same ones in products.edited_fields. */
const INGESTED_PRODUCT_FIELDS = ['eans', 'name', 'department', 'category', 'subcategory', 'brand', 'measure', 'is_weightable', 'price'] as const;

/** The new value of a column: the chain's, unless somebody edited that field in the back-office (catalogue module). */
const ingestedValue = (field: string) => `case when '${field}' = any(products.edited_fields) then products.${field} else excluded.${field} end`;

async function upsertProducts(tx: Queryable, accountId: string, records: readonly ProductRecord[]): Promise<string[]> {
  const rows = await tx.query<{ sku: string }>(
    `insert into products (account_id, sku, eans, name, department, category, subcategory, brand, measure, is_weightable, price)
     select $1, x.sku, array(select jsonb_array_elements_text(x.eans)), x.name, x.department, x.category, x.subcategory, x.brand,
            x.measure, x.is_weightable, x.price
       from jsonb_to_recordset($2::jsonb) as x(sku text, eans jsonb, name text, department text, category text, subcategory text,
                                               brand text, measure text, is_weightable boolean, price numeric)
     on conflict (account_id, sku) do update set
       ${INGESTED_PRODUCT_FIELDS.map((field) => `${field} = ${ingestedValue(field)}`).join(', ')}, updated_at = now()
     where (${INGESTED_PRODUCT_FIELDS.map((field) => `products.${field}`).join(', ')})
           is distinct from (${INGESTED_PRODUCT_FIELDS.map(ingestedValue).join(', ')})
     returning sku`,
    [accountId, JSON.stringify(records)],
  );
  return rows.map((row) => row.sku);
}

async function upsertConsumers(tx: Queryable, accountId: string, records: readonly ConsumerRecord[]): Promise<string[]> {
  const payload = records.map((record) => ({
    ...record,
    created_at: new Date(record.created_at.epochMs).toISOString(),
    created_date: record.created_at.localDate,
  }));
  const rows = await tx.query<{ document_no: string }>(
    `insert into consumers (account_id, document_no, person_type, name, email, phone, gender, birth_date, created_at, created_date,
                            unit_id_erp, address, opt_in)
     select $1, x.document_no, x.person_type, x.name, x.email, x.phone, x.gender, x.birth_date, x.created_at, x.created_date,
            x.unit_id_erp, x.address, x.opt_in
       from jsonb_to_recordset($2::jsonb) as x(document_no text, person_type text, name text, email text, phone text, gender text,
                                               birth_date date, created_at timestamptz, created_date date, unit_id_erp text,
                                               address jsonb, opt_in jsonb)
     on conflict (account_id, document_no) do update set
       person_type = excluded.person_type, name = excluded.name, email = excluded.email, phone = excluded.phone,
       gender = excluded.gender, birth_date = excluded.birth_date, created_at = excluded.created_at,
       created_date = excluded.created_date, unit_id_erp = excluded.unit_id_erp, address = excluded.address,
       opt_in = excluded.opt_in, updated_at = now()
     where (consumers.person_type, consumers.name, consumers.email, consumers.phone, consumers.gender, consumers.birth_date,
            consumers.created_at, consumers.unit_id_erp, consumers.address, consumers.opt_in)
           is distinct from (excluded.person_type, excluded.name, excluded.email, excluded.phone, excluded.gender,
            excluded.birth_date, excluded.created_at, excluded.unit_id_erp, excluded.address, excluded.opt_in)
     returning document_no`,
    [accountId, JSON.stringify(payload)],
  );
  return rows.map((row) => row.document_no);
}

// --- dimensions in the analytics store ----------------------------------------------------------

const chTime = (value: Date | string) => new Date(value).toISOString().slice(0, 23).replace('T', ' ');

/** Mirrors products (all of the account's, or those with the given SKUs) into dim_products. */
export async function mirrorProducts(db: Queryable, ch: AnalyticsStore, accountId: string, skus?: readonly string[]) {
  const rows = await db.query<{
    sku: string;
    name: string;
    department: string;
    category: string;
    subcategory: string;
    brand: string;
    measure: string;
    is_weightable: boolean;
    updated_at: Date;
  }>(
    `select sku, name, department, category, subcategory, brand, measure, is_weightable, updated_at
       from products where account_id = $1 and ($2::text[] is null or sku = any($2))`,
    [accountId, skus ?? null],
  );
  await ch.insert(
    'dim_products',
    rows.map((row) => ({ account_id: accountId, ...row, is_weightable: row.is_weightable ? 1 : 0, updated_at: chTime(row.updated_at) })),
  );
}

/** Mirrors consumers (all of the account's, or those with the given documents) into dim_consumers. */
/** A coordinate of the address as the map reads it: a finite number within ±limit, else none. */
function position(value: unknown, limit: number): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/** A Brazilian mobile number (area code + 9 digits starting with 9): SMS and WhatsApp reach only these. */
function isMobilePhone(value: string | null): boolean {
  const national = nationalPhoneDigits(value);
  return national.length === 11 && national[0] !== '0' && national[1] !== '0' && national[2] === '9';
}

export async function mirrorConsumers(db: Queryable, ch: AnalyticsStore, accountId: string, documents?: readonly string[]) {
  const rows = await db.query<{
    document_no: string;
    person_type: string;
    gender: string;
    birth_date: string | null;
    created_date: string;
    unit_id_erp: string | null;
    address: Record<string, string | number | null>;
    opt_in: Record<string, boolean>;
    email: string | null;
    phone: string | null;
    updated_at: Date;
  }>(
    `select document_no, person_type, gender, to_char(birth_date, 'YYYY-MM-DD') as birth_date, to_char(created_date, 'YYYY-MM-DD') as created_date,
            unit_id_erp, address, opt_in, email, phone, updated_at
       from consumers where account_id = $1 and ($2::text[] is null or document_no = any($2))`,
    [accountId, documents ?? null],
  );
  await ch.insert(
    'dim_consumers',
    rows.map((row) => ({
      account_id: accountId,
      document_no: row.document_no,
      person_type: row.person_type,
      gender: row.gender,
      birth_date: row.birth_date,
      created_date: row.created_date,
      unit_id_erp: row.unit_id_erp ?? '',
      city_name: String(row.address.city_name ?? ''),
      neighborhood: String(row.address.neighborhood ?? ''),
      latitude: position(row.address.latitude, 90),
      longitude: position(row.address.longitude, 180),
      opt_in_sms: row.opt_in.sms ? 1 : 0,
      opt_in_email: row.opt_in.email ? 1 : 0,
      opt_in_whatsapp: row.opt_in.whatsapp ? 1 : 0,
      opt_in_push: row.opt_in.push ? 1 : 0,
      // segmentation: the state, and whether an opt-in has a contact to reach (CH migration 011)
      federative_unit: String(row.address.federative_unit ?? ''),
      email_valid: is(row.email, emailAddress()) ? 1 : 0,
      mobile_valid: isMobilePhone(row.phone) ? 1 : 0,
      updated_at: chTime(row.updated_at),
    })),
  );
}
