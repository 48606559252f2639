/** Persisted async job (table async_jobs). */
export type AsyncJobState = 'ENQUEUED' | 'FAILED' | 'FINISHED';
export type FileFormat = 'CSV' | 'XLSX';

export interface AsyncJobRow {
  id: string;
  account_id: string;
  user_id: string;
  kind: string;
  name: string;
  title: string;
  state: AsyncJobState;
  progress: number;
  payload: Record<string, unknown>;
  file_format: FileFormat;
  emails: string[];
  file_path: string | null;
  file_name: string | null;
  file_token: string | null;
  error: string | null;
  attempts: number;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
  expires_at: Date | null;
}

/** Kinds whose reports may never be resent (spec §5). */
export const NOT_RESENDABLE_KINDS = ['cashback.usercashback.adjustment.report'];

/** Files are kept for 7 days after they are built; the job row stays, the drawer says "Relatório expirado". */
export const FILE_TTL_MS = 7 * 24 * 3600 * 1000;

/** A tabular report: the runner writes it as CSV or XLSX. */
export interface ReportTable {
  /** base of the file name, e.g. 'usuarios' → usuarios-2026-11-22.csv */
  fileBaseName: string;
  sheetName: string;
  columns: { header: string; width: number }[];
  rows: string[][];
}

export interface BuilderContext {
  job: AsyncJobRow;
  /** reports progress 0..1 of the building step */
  progress(fraction: number): Promise<void>;
}

/** Builds one kind of report from the job's payload. */
export type ReportBuilder = (ctx: BuilderContext) => Promise<ReportTable>;

export function isExpired(job: Pick<AsyncJobRow, 'expires_at'>, now = new Date()): boolean {
  return job.expires_at !== null && job.expires_at.getTime() <= now.getTime();
}

/** Whether the report may be e-mailed again: finished, file still there, and not a kind that forbids it. */
export function canResend(job: Pick<AsyncJobRow, 'state' | 'kind' | 'expires_at' | 'file_path'>, now = new Date()): boolean {
  return job.state === 'FINISHED' && !NOT_RESENDABLE_KINDS.includes(job.kind) && !isExpired(job, now) && job.file_path !== null;
}
