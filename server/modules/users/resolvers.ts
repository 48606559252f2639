import { array, boolean, object, optional, refine, size, string } from 'superstruct';
import { requireViewer } from '../../access/control';
import { idOf, toGlobalId } from '../../access/globalId';
import { maskEmail, seesPersonalData } from '../../access/pii';
import { listAccountUsers, updateAccountUser } from './service';
import { NotFoundError } from '../../errors';
import { globalId, listArgs, requiredText, validate } from '../../validation';
import { toConnection } from '../../graphql/connection';
import type { RequestContext } from '../../access/context';
import type { UserRow } from './service';
import type { MutationResolvers, QueryResolvers, UserResolvers } from '../../graphql/resolvers-types';

export const userQueries: Pick<QueryResolvers, 'users'> = {
  users: async (_parent, args, ctx) => toConnection(await listAccountUsers(ctx.services.db, requireViewer(ctx).account.id, validate(listArgs(), args))),
};

/** Page permission strings: path-like keys, as in the catalogue (e.g. `empresa/faturamento`, `clube/*`). */
const pagePermission = refine(string(), 'permissao', (value) => /^[a-z0-9_-]+(\/[a-z0-9_*-]+)*$/.test(value) || `permissão inválida: ${value}`);

export const updateUserArgs = object({
  input: object({
    id: globalId(),
    name: optional(requiredText(120)),
    active: optional(boolean()),
    // bounded: the catalogue has fewer keys than this; a longer list is not an edit, it is an attack
    pages: optional(size(array(pagePermission), 0, 300)),
    has_pii_access: optional(boolean()),
    has_pii_employees_access: optional(boolean()),
    has_pii_download_data_permission: optional(boolean()),
  }),
});

export const userMutations: Pick<MutationResolvers, 'updateUser'> = {
  async updateUser(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(updateUserArgs, args);
    const { id, ...patch } = input;
    const user = await updateAccountUser(ctx.services.db, viewer, idOf(id, 'User'), { ...patch, name: patch.name?.trim() });
    if (!user) throw new NotFoundError('Usuário não encontrado.');
    return { user };
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
