import { boolean, object, optional } from 'superstruct';
import { requireViewer } from '../../access/control';
import { idOf, toGlobalId } from '../../access/globalId';
import { getAccount, getFranchiseePermissions, listAccountsOfUser, recencyCriteria, saveFranchiseePermissions } from './service';
import { listUnits } from '../units/service';
import { NotFoundError } from '../../errors';
import { effectivePages, FRANCHISEE_PERMISSION_NAMES, type FranchiseePermissions } from '../../../src/shared/config';
import { globalId, listArgs, validate } from '../../validation';
import { toConnection } from '../../graphql/connection';
import type { AccountResolvers, MutationResolvers, QueryResolvers, ViewerResolvers } from '../../graphql/resolvers-types';

export const accountQueries: Pick<QueryResolvers, 'account' | 'accountFranchiseePermissions' | 'units'> = {
  account: (_parent, _args, ctx) => requireViewer(ctx).account,
  accountFranchiseePermissions: (_parent, _args, ctx) => requireViewer(ctx).franchiseePermissions,
  units: async (_parent, args, ctx) => toConnection(await listUnits(ctx.services.db, requireViewer(ctx).account.id, validate(listArgs(), args))),
};

const permissionsInput = object(Object.fromEntries(FRANCHISEE_PERMISSION_NAMES.map((name) => [name, optional(boolean())])));

export const accountMutations: Pick<MutationResolvers, 'updateAccountFranchiseePermissions'> = {
  async updateAccountFranchiseePermissions(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(object({ input: object({ accountId: globalId(), permissions: permissionsInput }) }), args);
    const franchisee = await getAccount(ctx.services.db, idOf(input.accountId, 'Account'));
    // Only the franchisor of this franchisee grants its switches; any other account is "not found".
    const ownsIt = franchisee?.is_franchisee && (franchisee.franchise_id === viewer.account.id || viewer.user.mf);
    if (!franchisee || !ownsIt) throw new NotFoundError('Franqueado não encontrado.');
    const current = await getFranchiseePermissions(ctx.services.db, franchisee.id);
    const next = { ...current } as FranchiseePermissions;
    for (const [name, value] of Object.entries(input.permissions)) if (typeof value === 'boolean') next[name as keyof FranchiseePermissions] = value;
    const saved = await saveFranchiseePermissions(ctx.services.db, franchisee.id, next);
    return { account: franchisee, permissions: saved };
  },
};

export const Account: AccountResolvers = {
  id: (account) => toGlobalId('Account', account.id),
  _id: (account) => account.id,
  franchise_id: (account) => (account.franchise_id ? toGlobalId('Account', account.franchise_id) : null),
  is_test: (account) => account.id_external === 0,
  cbm_configuration: (account) => ({ recency_criteria: recencyCriteria(account) }),
  security: (account) => ({ phone_required: Boolean(account.security.phone_required) }),
  units: async (account, args, ctx) => {
    // An account's units are reachable only from inside that account.
    if (requireViewer(ctx).account.id !== account.id) throw new NotFoundError();
    return toConnection(await listUnits(ctx.services.db, account.id, validate(listArgs(), args)));
  },
};

export const Viewer: ViewerResolvers = {
  accounts: async (viewer, _args, ctx) =>
    viewer.user.mf || viewer.user.multi_user ? listAccountsOfUser(ctx.services.db, viewer.user) : [viewer.account],
  permissions: (viewer) => [...effectivePages(viewer.user)],
  franchiseePermissions: (viewer) => viewer.franchiseePermissions,
  sessionExpiresAt: (viewer) => viewer.accessExpiresAt,
};
