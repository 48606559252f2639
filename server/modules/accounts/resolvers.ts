import { boolean, object, optional } from 'superstruct';
import { requireViewer } from '../../access/control';
import { idOf, toGlobalId } from '../../access/globalId';
import { getAccount, getFranchiseePermissions, recencyCriteria, saveFranchiseePermissions } from './service';
import { brandLogoUrls } from './brandLogos';
import { NotFoundError } from '../../errors';
import { FRANCHISEE_PERMISSION_NAMES, type FranchiseePermissions } from '../../../src/shared/config';
import { globalId, validate } from '../../validation';
import type { AccountResolvers, MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';

export const accountQueries: Pick<QueryResolvers, 'account' | 'accountFranchiseePermissions'> = {
  account: (_parent, _args, ctx) => requireViewer(ctx).account,
  accountFranchiseePermissions: (_parent, _args, ctx) => requireViewer(ctx).franchiseePermissions,
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
  // the generated white-label sets (a chain's uploaded logos would take their place here)
  logos: (account) => brandLogoUrls(account),
};
