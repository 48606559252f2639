import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Mailer } from '../../mail';
import type { Queryable } from '../../stores';
import { CONTENT_TYPES, fileNameOf, toCsv, toXlsx } from './files';
import { claimNextJob, forgetFile, listExpiredFiles, markFailed, markFinished, MAX_ATTEMPTS, setProgress } from './store';
import { FILE_TTL_MS, type AsyncJobRow, type ReportBuilder } from './types';
import { reportMessage } from './email';

/** How often the runner looks for jobs nobody woke it for (left by another process, or a lease that ran out). */
const POLL_MS = 5_000;
/** How often expired files are deleted. */
const SWEEP_MS = 10 * 60_000;
/** Progress is published at most this often per job, so a big report does not flood the sockets. */
const PROGRESS_EVERY_MS = 500;

export interface RunnerDeps {
  db: Queryable;
  mailer: Mailer;
  builders: ReadonlyMap<string, ReportBuilder>;
  /** <DATA_DIR>/files */
  filesDir: string;
  publicUrl: string;
  publish(job: AsyncJobRow): void;
  log?: (message: string) => void;
  now?: () => Date;
}

/**
 * Runs the persisted jobs inside the server process, one at a time: claims the oldest ENQUEUED job
 * (including ones a previous process left), builds its file, e-mails it and marks it FINISHED or
 * FAILED, publishing every change. `stop()` lets the job in hand finish, so a graceful shutdown
 * never leaves a half-written file behind.
 */
export class JobRunner {
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private loop: Promise<void> | null = null;
  private again = false;
  private lastSweep = 0;

  constructor(private readonly deps: RunnerDeps) {}

  get running(): boolean {
    return !this.stopped;
  }

  /** Starts in the background: the first look happens after the current tick, never delaying startup. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** A job was enqueued: look now instead of at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.loop) this.again = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.loop;
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.loop ??= this.drain().finally(() => {
        this.loop = null;
        if (this.stopped) return;
        const again = this.again;
        this.again = false;
        this.schedule(again ? 0 : POLL_MS);
      });
    }, ms);
    // the poll never keeps the process (or a test) alive by itself
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped) {
        const job = await claimNextJob(this.deps.db);
        if (!job) break;
        await this.run(job);
      }
      const now = this.now().getTime();
      if (!this.stopped && now - this.lastSweep >= SWEEP_MS) {
        this.lastSweep = now;
        await this.sweepExpired();
      }
    } catch (error) {
      // a store hiccup (or the store closing under us) ends this round; the next poll retries
      if (!this.stopped) this.deps.log?.(`jobs: ${(error as Error).message}`);
    }
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** Runs one claimed job to FINISHED or FAILED. */
  async run(claimed: AsyncJobRow): Promise<AsyncJobRow> {
    const { db, publish } = this.deps;
    if (claimed.attempts > MAX_ATTEMPTS) {
      const failed = await markFailed(db, claimed.id, 'O relatório foi interrompido várias vezes e não foi gerado.');
      publish(failed);
      return failed;
    }
    publish(claimed);
    let written: string | null = null;
    try {
      const builder = this.deps.builders.get(claimed.kind);
      if (!builder) throw new Error(`no builder for ${claimed.kind}`);
      let lastPublished = 0;
      const table = await builder({
        job: claimed,
        progress: async (fraction) => {
          // building is 90% of the work; writing and e-mailing the rest
          const row = await setProgress(db, claimed.id, 0.9 * fraction);
          if (Date.now() - lastPublished >= PROGRESS_EVERY_MS) {
            lastPublished = Date.now();
            publish(row);
          }
        },
      });
      const content = claimed.file_format === 'CSV' ? toCsv(table) : await toXlsx(table);
      const name = fileNameOf(table, claimed.file_format, claimed.created_at);
      const relative = path.join(claimed.account_id, claimed.id, name);
      written = path.join(this.deps.filesDir, relative);
      await fs.mkdir(path.dirname(written), { recursive: true });
      await fs.writeFile(written, content);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(this.now().getTime() + FILE_TTL_MS);
      publish(await setProgress(db, claimed.id, 0.95));
      await this.deps.mailer.send(
        reportMessage({ ...claimed, file_token: token, expires_at: expiresAt }, this.deps.publicUrl, {
          filename: name,
          contentType: CONTENT_TYPES[claimed.file_format],
          content,
        }),
      );
      const finished = await markFinished(db, claimed.id, { path: relative, name, token, expiresAt });
      publish(finished);
      return finished;
    } catch (error) {
      this.deps.log?.(`jobs: ${claimed.kind} ${claimed.id} falhou: ${(error as Error).message}`);
      if (written) await fs.rm(written, { force: true });
      const failed = await markFailed(db, claimed.id, 'Não foi possível gerar ou enviar o relatório.');
      publish(failed);
      return failed;
    }
  }

  /** Deletes expired files; the rows stay, so the history still lists them as expired. */
  async sweepExpired(): Promise<number> {
    const expired = await listExpiredFiles(this.deps.db);
    for (const job of expired) {
      await fs.rm(path.join(this.deps.filesDir, job.file_path), { force: true });
      await fs.rm(path.dirname(path.join(this.deps.filesDir, job.file_path)), { recursive: true, force: true });
      await forgetFile(this.deps.db, job.id);
    }
    return expired.length;
  }
}
