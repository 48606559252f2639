import { InputError } from '../../errors';
import type { Queryable } from '../../stores';
import type { AsyncJobRow, FileFormat } from './types';

const COLUMNS = `id, account_id, user_id, kind, name, title, state, progress, payload, file_format, emails, file_path, file_name,
  file_token, error, attempts, created_at, updated_at, finished_at, expires_at`;

/** Page size of the export history (spec §9) and the most one request may ask for. */
export const DEFAULT_JOBS_LIMIT = 5;
export const MAX_JOBS_LIMIT = 50;

/** How long a claimed job is reserved for the runner that took it; a crashed runner's job is retried after it. */
export const CLAIM_LEASE_SECONDS = 300;
/** A job claimed this many times without ending (the process died each time) fails instead of looping. */
export const MAX_ATTEMPTS = 3;

export interface NewJob {
  accountId: string;
  userId: string;
  kind: string;
  name: string;
  title: string;
  payload: Record<string, unknown>;
  fileFormat: FileFormat;
  emails: string[];
}

export async function insertJob(db: Queryable, job: NewJob): Promise<AsyncJobRow> {
  const [row] = await db.query<AsyncJobRow>(
    `insert into async_jobs (account_id, user_id, kind, name, title, payload, file_format, emails)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
    [job.accountId, job.userId, job.kind, job.name, job.title, JSON.stringify(job.payload), job.fileFormat, job.emails],
  );
  return row;
}

export async function getJob(db: Queryable, id: string): Promise<AsyncJobRow | null> {
  const [row] = await db.query<AsyncJobRow>(`select ${COLUMNS} from async_jobs where id = $1`, [id]);
  return row ?? null;
}

/** The viewer's own job in the session's account; anyone else's does not exist from here. */
export async function getOwnedJob(db: Queryable, accountId: string, userId: string, id: string): Promise<AsyncJobRow | null> {
  const [row] = await db.query<AsyncJobRow>(`select ${COLUMNS} from async_jobs where id = $1 and account_id = $2 and user_id = $3`, [id, accountId, userId]);
  return row ?? null;
}

export async function getJobByToken(db: Queryable, token: string): Promise<AsyncJobRow | null> {
  const [row] = await db.query<AsyncJobRow>(`select ${COLUMNS} from async_jobs where file_token = $1`, [token]);
  return row ?? null;
}

/** Cursor of the export history: the (created_at, id) of the last item, opaque to clients. */
function encodeJobCursor(row: AsyncJobRow): string {
  return Buffer.from(`job:${row.created_at.toISOString()}|${row.id}`).toString('base64url');
}

function decodeJobCursor(cursor: string): { createdAt: string; id: string } {
  const match = /^job:(\d{4}-\d{2}-\d{2}T[\d:.]+Z)\|([0-9a-f-]{36})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new InputError('Cursor de paginação inválido.', 'cursor');
  return { createdAt: match[1], id: match[2] };
}

export function clampJobsLimit(limit: number | null | undefined): number {
  if (limit == null || !Number.isFinite(limit)) return DEFAULT_JOBS_LIMIT;
  return Math.min(MAX_JOBS_LIMIT, Math.max(1, Math.floor(limit)));
}

/** The viewer's jobs in the account, newest first; `cursor` is null on the last page. */
export async function listOwnedJobs(
  db: Queryable,
  accountId: string,
  userId: string,
  args: { cursor?: string | null; limit?: number | null },
): Promise<{ cursor: string | null; asyncJobs: AsyncJobRow[] }> {
  const limit = clampJobsLimit(args.limit);
  const after = args.cursor ? decodeJobCursor(args.cursor) : null;
  const rows = await db.query<AsyncJobRow>(
    `select ${COLUMNS} from async_jobs
      where account_id = $1 and user_id = $2
        and ($3::timestamptz is null or (created_at, id) < ($3::timestamptz, $4::uuid))
      order by created_at desc, id desc limit $5`,
    [accountId, userId, after?.createdAt ?? null, after?.id ?? null, limit + 1],
  );
  const page = rows.slice(0, limit);
  return { cursor: rows.length > limit ? encodeJobCursor(page[page.length - 1]) : null, asyncJobs: page };
}

/** Takes the oldest waiting job for this runner (skipping ones another runner holds). */
export async function claimNextJob(db: Queryable): Promise<AsyncJobRow | null> {
  const [row] = await db.query<AsyncJobRow>(
    `update async_jobs set attempts = attempts + 1, locked_until = now() + make_interval(secs => $1), updated_at = now()
      where id = (
        select id from async_jobs
         where state = 'ENQUEUED' and (locked_until is null or locked_until < now())
         order by created_at, id limit 1 for update skip locked)
      returning ${COLUMNS}`,
    [CLAIM_LEASE_SECONDS],
  );
  return row ?? null;
}

export async function setProgress(db: Queryable, id: string, progress: number): Promise<AsyncJobRow> {
  const [row] = await db.query<AsyncJobRow>(`update async_jobs set progress = $2, updated_at = now() where id = $1 returning ${COLUMNS}`, [
    id,
    Math.min(1, Math.max(0, progress)),
  ]);
  return row;
}

export async function markFinished(
  db: Queryable,
  id: string,
  file: { path: string; name: string; token: string; expiresAt: Date },
): Promise<AsyncJobRow> {
  const [row] = await db.query<AsyncJobRow>(
    `update async_jobs set state = 'FINISHED', progress = 1, file_path = $2, file_name = $3, file_token = $4, expires_at = $5,
       error = null, locked_until = null, finished_at = now(), updated_at = now()
     where id = $1 returning ${COLUMNS}`,
    [id, file.path, file.name, file.token, file.expiresAt],
  );
  return row;
}

export async function markFailed(db: Queryable, id: string, error: string): Promise<AsyncJobRow> {
  const [row] = await db.query<AsyncJobRow>(
    `update async_jobs set state = 'FAILED', error = $2, locked_until = null, finished_at = now(), updated_at = now() where id = $1 returning ${COLUMNS}`,
    [id, error],
  );
  return row;
}

export async function touchJob(db: Queryable, id: string): Promise<AsyncJobRow> {
  const [row] = await db.query<AsyncJobRow>(`update async_jobs set updated_at = now() where id = $1 returning ${COLUMNS}`, [id]);
  return row;
}

/** Files past their expiry that are still on disk. */
export async function listExpiredFiles(db: Queryable): Promise<{ id: string; file_path: string }[]> {
  return db.query(`select id, file_path from async_jobs where file_path is not null and expires_at <= now() limit 500`);
}

export async function forgetFile(db: Queryable, id: string): Promise<void> {
  await db.query(`update async_jobs set file_path = null, updated_at = now() where id = $1`, [id]);
}
