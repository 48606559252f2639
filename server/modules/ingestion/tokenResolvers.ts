import { object } from 'superstruct';
import { requireViewer } from '../../access/control';
import { idOf, toGlobalId } from '../../access/globalId';
import { NotFoundError } from '../../errors';
import { createIntegrationToken, listIntegrationTokens, restoreIntegrationToken, revokeIntegrationToken } from './tokens';
import { globalId, requiredText, validate } from '../../validation';
import type { IntegrationTokenResolvers, MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';

export const createIntegrationTokenArgs = object({ input: object({ name: requiredText(80) }) });
export const revokeIntegrationTokenArgs = object({ input: object({ id: globalId() }) });
export const restoreIntegrationTokenArgs = revokeIntegrationTokenArgs;

export const integrationTokenQueries: Pick<QueryResolvers, 'integrationTokens'> = {
  integrationTokens: (_parent, _args, ctx) => listIntegrationTokens(ctx.services.db, requireViewer(ctx).account.id),
};

export const integrationTokenMutations: Pick<MutationResolvers, 'createIntegrationToken' | 'revokeIntegrationToken' | 'restoreIntegrationToken'> = {
  async createIntegrationToken(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(createIntegrationTokenArgs, args);
    const { token, row } = await createIntegrationToken(ctx.services.db, viewer.account.id, input.name.trim(), viewer.user.id);
    return { token, integrationToken: row };
  },
  async revokeIntegrationToken(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(revokeIntegrationTokenArgs, args);
    const row = await revokeIntegrationToken(ctx.services.db, viewer.account.id, idOf(input.id, 'IntegrationToken'));
    if (!row) throw new NotFoundError('Token não encontrado.');
    return { integrationToken: row };
  },
  async restoreIntegrationToken(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(restoreIntegrationTokenArgs, args);
    const row = await restoreIntegrationToken(ctx.services.db, viewer.account.id, idOf(input.id, 'IntegrationToken'));
    if (!row) throw new NotFoundError('Token não encontrado ou fora do prazo para desfazer.');
    return { integrationToken: row };
  },
};

export const IntegrationToken: IntegrationTokenResolvers = {
  id: (row) => toGlobalId('IntegrationToken', row.id),
  name: (row) => row.name,
  prefix: (row) => row.token_prefix,
  createdAt: (row) => row.created_at,
  createdBy: (row) => row.created_by_name,
  lastUsedAt: (row) => row.last_used_at,
  revokedAt: (row) => row.revoked_at,
  active: (row) => row.revoked_at === null,
};
