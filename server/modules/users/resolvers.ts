import { enums, object } from 'superstruct';
import { recipients } from '../jobs';
import { USERS_REPORT_KIND, type UsersReportPayload } from './usersReport';
import { requireViewer } from '../../access/control';
import { idOf, toGlobalId } from '../../access/globalId';
import { maskEmail, seesPersonalData } from '../../access/pii';
import { listAccountUsers, updateAccountUser } from './service';
import { NotFoundError } from '../../errors';
import { listArgs, validate } from '../../validation';
import { updateUserArgs } from './inputs';
import { toConnection } from '../../graphql/connection';
import type { RequestContext } from '../../access/context';
import type { UserRow } from './service';
import type { MutationResolvers, QueryResolvers, UserResolvers } from '../../graphql/resolvers-types';

export const userQueries: Pick<QueryResolvers, 'users'> = {
  users: async (_parent, args, ctx) => toConnection(await listAccountUsers(ctx.services.db, requireViewer(ctx).account.id, validate(listArgs(), args))),
};

export const createUsersReportArgs = object({
  input: object({ fileFormat: enums(['CSV', 'XLSX'] as const), emails: recipients }),
});

export const userMutations: Pick<MutationResolvers, 'updateUser' | 'createUsersReport'> = {
  async updateUser(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(updateUserArgs, args);
    const { id, ...patch } = input;
    const user = await updateAccountUser(ctx.services.db, viewer, idOf(id, 'User'), { ...patch, name: patch.name?.trim() });
    if (!user) throw new NotFoundError('Usuário não encontrado.');
    return { user };
  },
  async createUsersReport(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(createUsersReportArgs, args);
    // Downloaded files carry e-mails in full only for those allowed to download personal data.
    const payload: UsersReportPayload = {
      maskEmails: !(viewer.user.mf || (viewer.user.has_pii_access && viewer.user.has_pii_download_data_permission)),
    };
    const asyncJob = await ctx.services.jobs.enqueue({
      accountId: viewer.account.id,
      userId: viewer.user.id,
      kind: USERS_REPORT_KIND,
      name: 'Lista de usuários',
      title: `Lista de usuários – ${viewer.account.name}`,
      payload: payload as unknown as Record<string, unknown>,
      fileFormat: input.fileFormat,
      emails: input.emails.map((e) => e.trim()),
    });
    return { asyncJob };
  },
};

export const User: UserResolvers = {
  id: (user) => toGlobalId('User', user.id),
  _id: (user) => user.id,
  email: (user, _args, ctx) => visibleEmail(user, ctx),
  login: (user, _args, ctx) => visibleEmail(user, ctx),
  pages: (user) => (user.mf ? ['mf/admin'] : user.pages),
  created_at: (user) => user.created_at,
  // a multi-user belongs to their home account; the others list them but may not change them
  editable: (user, _args, ctx) => user.account_id === requireViewer(ctx).account.id,
};

/** PII is masked on the server: only the user themself and viewers with PII access see the e-mail. */
function visibleEmail(user: UserRow, ctx: RequestContext): string {
  const viewer = requireViewer(ctx);
  return viewer.user.id === user.id || seesPersonalData(viewer) ? user.email : maskEmail(user.email);
}
