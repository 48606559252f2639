import fs from 'node:fs/promises';
import path from 'node:path';
import { ForbiddenError, InputError, NotFoundError } from '../../errors';
import type { Mailer } from '../../mail';
import type { Queryable } from '../../stores';
import { CONTENT_TYPES } from './files';
import { reportMessage } from './email';
import { JobRunner } from './runner';
import { getJobByToken, getOwnedJob, insertJob, listOwnedJobs, touchJob, type NewJob } from './store';
import { canResend, isExpired, NOT_RESENDABLE_KINDS, type AsyncJobRow, type ReportBuilder } from './types';

export interface JobServiceOptions {
  db: Queryable;
  mailer: Mailer;
  builders: ReadonlyMap<string, ReportBuilder>;
  dataDir: string;
  publicUrl: string;
  publish(job: AsyncJobRow): void;
  log?: (message: string) => void;
}

/** Message of an expired report (spec §8), shown in the drawer and answered by the download with 410. */
export const EXPIRED_MESSAGE = 'Relatório expirado';

export class ExpiredFileError extends Error {
  constructor() {
    super(EXPIRED_MESSAGE);
  }
}

export interface JobFile {
  name: string;
  contentType: string;
  content: Buffer;
}

/** Async jobs of the account: enqueueing, the viewer's history, resend and downloads. */
export class JobService {
  readonly runner: JobRunner;
  readonly filesDir: string;

  constructor(private readonly options: JobServiceOptions) {
    this.filesDir = path.join(options.dataDir, 'files');
    this.runner = new JobRunner({ ...options, filesDir: this.filesDir });
  }

  get mailer(): Mailer {
    return this.options.mailer;
  }

  async enqueue(job: NewJob): Promise<AsyncJobRow> {
    if (!this.options.builders.has(job.kind)) throw new Error(`no builder for ${job.kind}`);
    const row = await insertJob(this.options.db, job);
    this.options.publish(row);
    this.runner.wake();
    return row;
  }

  list(accountId: string, userId: string, args: { cursor?: string | null; limit?: number | null }) {
    return listOwnedJobs(this.options.db, accountId, userId, args);
  }

  async getOwned(accountId: string, userId: string, id: string): Promise<AsyncJobRow> {
    const job = await getOwnedJob(this.options.db, accountId, userId, id);
    if (!job) throw new NotFoundError('Relatório não encontrado.');
    return job;
  }

  /** E-mails the built file again to the same recipients. Refused where the spec forbids it (§5). */
  async resend(accountId: string, userId: string, id: string): Promise<AsyncJobRow> {
    const job = await this.getOwned(accountId, userId, id);
    if (!canResend(job)) {
      if (NOT_RESENDABLE_KINDS.includes(job.kind) || job.state === 'FAILED') throw new ForbiddenError('Não é possível reenviar este relatório.');
      if (job.state === 'ENQUEUED') throw new InputError('O relatório ainda está na fila: aguarde o envio.', 'id');
      throw new InputError(EXPIRED_MESSAGE, 'id');
    }
    const file = await this.readFile(job);
    await this.options.mailer.send(reportMessage(job, this.options.publicUrl, { filename: file.name, contentType: file.contentType, content: file.content }));
    const touched = await touchJob(this.options.db, job.id);
    this.options.publish(touched);
    return touched;
  }

  /** The job's file, or ExpiredFileError once it expired (the row stays). */
  async readFile(job: AsyncJobRow): Promise<JobFile> {
    if (job.state !== 'FINISHED') throw new NotFoundError('O relatório ainda não tem arquivo.');
    if (isExpired(job) || !job.file_path || !job.file_name) throw new ExpiredFileError();
    try {
      const content = await fs.readFile(path.join(this.filesDir, job.file_path));
      return { name: job.file_name, contentType: CONTENT_TYPES[job.file_format], content };
    } catch {
      // removed by the sweep between the check and the read
      throw new ExpiredFileError();
    }
  }

  /** A file link (/api/files/{token}); an unknown token is "not found". */
  async fileByToken(token: string): Promise<JobFile> {
    const job = /^[A-Za-z0-9_-]{43}$/.test(token) ? await getJobByToken(this.options.db, token) : null;
    if (!job) throw new NotFoundError('Relatório não encontrado.');
    return this.readFile(job);
  }

  start(): void {
    this.runner.start();
  }

  async stop(): Promise<void> {
    await this.runner.stop();
    await this.options.mailer.close();
  }
}
