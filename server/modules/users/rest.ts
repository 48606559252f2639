import { canOpen, requireViewer } from '../../access/control';
import type { Viewer } from '../../access/context';
import { idOf, toGlobalId } from '../../access/globalId';
import { maskEmail, seesPersonalData } from '../../access/pii';
import { NotFoundError } from '../../errors';
import { bodyObject, pageArgs } from '../../rest/params';
import type { RestRouter } from '../../rest/router';
import { validate } from '../../validation';
import { updateUserArgs } from './inputs';
import { getAccountUser, listAccountUsers, updateAccountUser, type UserRow } from './service';

function userJson(user: UserRow, viewer: Viewer) {
  const visible = viewer.user.id === user.id || seesPersonalData(viewer);
  return {
    id: toGlobalId('User', user.id),
    name: user.name,
    email: visible ? user.email : maskEmail(user.email),
    pages: user.pages,
    admin: user.admin,
    active: user.active,
    has_pii_access: user.has_pii_access,
    has_pii_employees_access: user.has_pii_employees_access,
    has_pii_download_data_permission: user.has_pii_download_data_permission,
  };
}

/** Users of the session's account (spec §7: list, get by id with pages, edit by id). */
export function registerUserRoutes(router: RestRouter): RestRouter {
  return router
    .on('GET', '/api/users', canOpen('usuarios'), async ({ ctx, query }) => {
      const viewer = requireViewer(ctx);
      const page = await listAccountUsers(ctx.services.db, viewer.account.id, pageArgs(query));
      return { total: page.totalCount, next_cursor: page.hasNextPage ? page.items.at(-1)?.cursor : null, users: page.items.map((i) => userJson(i.node, viewer)) };
    })
    .on('GET', '/api/users/:id', canOpen('usuarios'), async ({ ctx, params }) => {
      const viewer = requireViewer(ctx);
      const user = await getAccountUser(ctx.services.db, viewer.account.id, idOf(params.id, 'User'));
      if (!user) throw new NotFoundError('Usuário não encontrado.');
      return userJson(user, viewer);
    })
    .on('PUT', '/api/users/:id', canOpen('usuarios'), async ({ ctx, params, body }) => {
      const viewer = requireViewer(ctx);
      const { input } = validate(updateUserArgs, { input: { ...bodyObject(body), id: params.id } });
      const { id, ...patch } = input;
      const user = await updateAccountUser(ctx.services.db, viewer, idOf(id, 'User'), { ...patch, name: patch.name?.trim() });
      if (!user) throw new NotFoundError('Usuário não encontrado.');
      return userJson(user, viewer);
    });
}
