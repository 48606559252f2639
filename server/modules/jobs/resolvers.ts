import { integer, nullable, object, optional } from 'superstruct';
import { requireViewer } from '../../access/control';
import { toGlobalId } from '../../access/globalId';
import { getUserById } from '../users';
import { canResend, isExpired, type AsyncJobRow } from './types';
import { NotFoundError } from '../../errors';
import { globalId, plainText, validate } from '../../validation';
import type { AsyncJobEventResolvers, AsyncJobResolvers, MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';

/**
 * Async jobs have opaque ids like the Node types (base64url of `AsyncJob:uuid`) but are not nodes:
 * only their owner reads them, through asyncJobs and the subscription.
 */
export function asyncJobGlobalId(id: string): string {
  return Buffer.from(`AsyncJob:${id}`, 'utf8').toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The uuid behind an opaque or plain job id; anything else is "not found". */
export function asyncJobIdOf(id: string): string {
  if (UUID.test(id)) return id.toLowerCase();
  const decoded = Buffer.from(id, 'base64url').toString('utf8');
  const match = /^AsyncJob:(.+)$/.exec(decoded);
  if (!match || !UUID.test(match[1])) throw new NotFoundError('Relatório não encontrado.');
  return match[1].toLowerCase();
}

const asyncJobsArgs = object({ cursor: optional(nullable(plainText(300))), limit: optional(nullable(integer())) });

const resendArgs = object({ id: globalId() });

export const asyncJobQueries: Pick<QueryResolvers, 'asyncJobs'> = {
  asyncJobs: async (_parent, args, ctx) => {
    const viewer = requireViewer(ctx);
    return ctx.services.jobs.list(viewer.account.id, viewer.user.id, validate(asyncJobsArgs, args));
  },
};

export const asyncJobMutations: Pick<MutationResolvers, 'resendAsyncJob'> = {
  async resendAsyncJob(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { id } = validate(resendArgs, args);
    const asyncJob = await ctx.services.jobs.resend(viewer.account.id, viewer.user.id, asyncJobIdOf(id));
    return { asyncJob };
  },
};

const filesUrlOf = (job: AsyncJobRow) => (job.state === 'FINISHED' && job.file_token && job.file_path && !isExpired(job) ? `/api/files/${job.file_token}` : null);

export const AsyncJob: AsyncJobResolvers = {
  id: (job) => asyncJobGlobalId(job.id),
  _id: (job) => job.id,
  createdAt: (job) => job.created_at,
  updatedAt: (job) => job.updated_at,
  expiresAt: (job) => job.expires_at,
  fileFormat: (job) => job.file_format,
  fileUrl: (job) => filesUrlOf(job),
  filesUrl: (job) => {
    const url = filesUrlOf(job);
    return url ? [url] : [];
  },
  downloadUrl: (job) => (filesUrlOf(job) ? `/api/async-jobs/${asyncJobGlobalId(job.id)}/file` : null),
  expired: (job) => job.state === 'FINISHED' && (isExpired(job) || job.file_path === null),
  canResend: (job) => canResend(job),
  user: async (job, _args, ctx) => {
    const viewer = requireViewer(ctx);
    const owner = job.user_id === viewer.user.id ? viewer.user : await getUserById(ctx.services.db, job.user_id);
    return { id: toGlobalId('User', job.user_id), name: owner?.name ?? '' };
  },
  payload: (job) => job.payload,
};

export const AsyncJobEvent: AsyncJobEventResolvers = {
  // The runner's events carry the row; other publishers (tests, future kinds) are looked up.
  job: async (event, _args, ctx) => {
    const viewer = requireViewer(ctx);
    if (event.row) return event.row.user_id === viewer.user.id && event.row.account_id === viewer.account.id ? event.row : null;
    if (!UUID.test(event.id)) return null;
    try {
      return await ctx.services.jobs.getOwned(viewer.account.id, viewer.user.id, event.id);
    } catch {
      return null;
    }
  },
};

