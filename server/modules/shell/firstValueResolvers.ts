import { object } from 'superstruct';
import { requireViewer } from '../../access/control';
import { idOf } from '../../access/globalId';
import { completeFirstValue, firstValueProgress } from './firstValue';
import { ForbiddenError, NotFoundError } from '../../errors';
import { maintenanceFor } from '../../../src/shared/config';
import { globalId, validate } from '../../validation';
import type { MutationResolvers, QueryResolvers, ViewerResolvers } from '../../graphql/resolvers-types';

export const firstValueQueries: Pick<QueryResolvers, 'firstValueProgress'> = {
  firstValueProgress: async (_parent, _args, ctx) => firstValueProgress(ctx.services.db, requireViewer(ctx).account.id),
};

export const completeFirstValueArgs = object({ input: object({ accountId: globalId() }) });

export const firstValueMutations: Pick<MutationResolvers, 'completeFirstValue'> = {
  async completeFirstValue(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(completeFirstValueArgs, args);
    // Onboarding is the account's decision: its admins (or a platform admin acting in it).
    if (!viewer.user.admin && !viewer.user.mf) throw new ForbiddenError('Somente administradores da conta podem concluir os primeiros passos.');
    // The id names the account the page was showing; a tab left on another account must not
    // close this one's onboarding, so anything but the session's account is "not found".
    if (idOf(input.accountId, 'Account') !== viewer.account.id) throw new NotFoundError('Conta não encontrada.');
    const account = await completeFirstValue(ctx.services.db, viewer.account.id);
    if (!account) throw new NotFoundError('Conta não encontrada.');
    return { account };
  },
};

/** Viewer fields of the shell: the maintenance lists in force for the session's account. */
export const ViewerShell: Pick<ViewerResolvers, 'maintenance'> = {
  maintenance: (viewer, _args, ctx) => maintenanceFor(ctx.config.maintenance, viewer.account),
};
