import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { InputError, NotFoundError } from '../../errors';
import type { AnalyticsStore, OperationalStore, Queryable } from '../../stores';
import type { ReportBuilder, ReportTable } from '../jobs';
import type { Actor } from './products';
import { guessMapping, parseProductFile, runUpload, dryRunUpload, REFUSED_SHOWN, type ParsedFile, type RefusedLine, type UploadMapping, type UploadOptions, type UploadPlan } from './upload';

/** Job kind of a bulk product upload's run: the job's file lists the refused lines. */
export const PRODUCTS_UPLOAD_KIND = 'catalogue.products.upload';

export type UploadStatus = 'uploaded' | 'running' | 'finished' | 'failed';

export interface ProductUploadRow {
  id: string;
  account_id: string;
  user_id: string | null;
  file_name: string;
  format: 'CSV' | 'XLSX';
  header: string[];
  line_count: number;
  status: UploadStatus;
  job_id: string | null;
  options: UploadOptions | null;
  result: UploadPlan | null;
  created_at: Date;
  finished_at: Date | null;
}

/** Files are kept gzipped (a 50 000-line CSV of 4 MB takes ~0.6 MB); zlib works off the event loop. */
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

const COLUMNS = 'id, account_id, user_id, file_name, format, header, line_count, status, job_id, options, result, created_at, finished_at';

/** Keeps an uploaded file (parsed once to check it and read its header) until its run. */
export async function storeUpload(db: Queryable, accountId: string, userId: string, fileName: string, content: Buffer): Promise<ProductUploadRow & { mapping: UploadMapping }> {
  const parsed = await parseProductFile(fileName, content);
  const [row] = await db.query<ProductUploadRow>(
    `insert into product_uploads (id, account_id, user_id, file_name, format, content, header, line_count)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
    [crypto.randomUUID(), accountId, userId, fileName.slice(0, 200), parsed.format, await gzip(content), parsed.header, parsed.lines.length],
  );
  return { ...row, mapping: guessMapping(parsed.header) };
}

export async function getUpload(db: Queryable, accountId: string, id: string): Promise<ProductUploadRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<ProductUploadRow>(`select ${COLUMNS} from product_uploads where account_id = $1 and id = $2`, [accountId, id]);
  return row ?? null;
}

async function fileOf(db: Queryable, accountId: string, id: string): Promise<{ row: ProductUploadRow; file: ParsedFile }> {
  const [row] = await db.query<ProductUploadRow & { content: Buffer | Uint8Array }>(
    `select ${COLUMNS}, content from product_uploads where account_id = $1 and id = $2`,
    [accountId, id],
  );
  if (!row) throw new NotFoundError('Arquivo de produtos não encontrado.');
  const file = await parseProductFile(row.file_name, await gunzip(Buffer.from(row.content)));
  return { row, file };
}

/** The upload's dry run: what its run would create, update and refuse with these choices. */
export async function dryRunStoredUpload(db: OperationalStore, accountId: string, id: string, options: UploadOptions): Promise<UploadPlan> {
  const { file } = await fileOf(db, accountId, id);
  return shown(await dryRunUpload(db, accountId, file, options));
}

/** An answer keeps the first REFUSED_SHOWN refused lines (the run's file has them all). */
function shown(plan: UploadPlan): UploadPlan & { refusedCount: number } {
  return { ...plan, refused: plan.refused.slice(0, REFUSED_SHOWN), refusedCount: plan.refused.length };
}

/** Marks the upload running with these choices; the job runs it. Refused while it runs already. */
export async function startUpload(db: Queryable, accountId: string, id: string, options: UploadOptions, jobId: string): Promise<void> {
  const rows = await db.query(
    `update product_uploads set status = 'running', options = $3, job_id = $4, result = null, finished_at = null
      where account_id = $1 and id = $2 and status <> 'running' returning id`,
    [accountId, id, JSON.stringify(options), jobId],
  );
  if (rows.length === 0) throw new InputError('Este arquivo já está sendo processado.', 'uploadId');
}

export const refusedTable = (refused: readonly RefusedLine[]): ReportTable => ({
  fileBaseName: 'produtos-recusados',
  sheetName: 'Linhas recusadas',
  columns: [
    { header: 'Linha', width: 8 },
    { header: 'SKU', width: 18 },
    { header: 'EAN', width: 16 },
    { header: 'Nome', width: 40 },
    { header: 'Motivo', width: 60 },
  ],
  rows: refused.map((line) => [String(line.line), line.sku, line.ean, line.name, line.reason]),
});

/** Payload of the upload job. */
export interface UploadJobPayload {
  uploadId: string;
  accountId: string;
  actor: Actor;
}

/** Runs an upload as a job: progress pushed by the runner, the result kept on the upload, the refused lines as the job's file. */
export function productsUploadBuilder(stores: { db: OperationalStore; ch: AnalyticsStore }): ReportBuilder {
  return async ({ job, progress }) => {
    const payload = job.payload as unknown as UploadJobPayload;
    try {
      const { row, file } = await fileOf(stores.db, payload.accountId, payload.uploadId);
      const plan = await runUpload(stores, payload.accountId, payload.actor, file, row.options!, progress);
      await stores.db.query(`update product_uploads set status = 'finished', result = $2, finished_at = now() where id = $1`, [row.id, JSON.stringify(shown(plan))]);
      return refusedTable(plan.refused);
    } catch (error) {
      await stores.db.query(`update product_uploads set status = 'failed', finished_at = now() where id = $1`, [payload.uploadId]);
      throw error;
    }
  };
}
