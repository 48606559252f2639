import crypto from 'node:crypto';
import { boolean, nullable, object, optional, pattern, string } from 'superstruct';
import { requireViewer } from '../../access/control';
import { idOf, toGlobalId } from '../../access/globalId';
import {
  getAccount,
  getFranchiseePermissions,
  listFranchisees,
  markFranchiseePermissionChangesUndone,
  pendingFranchiseePermissionChanges,
  recencyCriteria,
  recordFranchiseePermissionChanges,
  saveFranchiseePermissions,
  type FranchiseeRow,
} from './service';
import { brandLogoUrls } from './brandLogos';
import { NotFoundError } from '../../errors';
import { FRANCHISEE_PERMISSION_NAMES, type FranchiseePermissions } from '../../../src/shared/config';
import { globalId, searchTerm, validate } from '../../validation';
import type { AccountResolvers, FranchiseeAccountResolvers, MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';

export const accountQueries: Pick<QueryResolvers, 'account' | 'accountFranchiseePermissions' | 'franchiseeAccounts'> = {
  account: (_parent, _args, ctx) => requireViewer(ctx).account,
  accountFranchiseePermissions: (_parent, _args, ctx) => requireViewer(ctx).franchiseePermissions,
  async franchiseeAccounts(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { search } = validate(object({ search: searchTerm() }), { search: args.search });
    return listFranchisees(ctx.services.db, viewer.account.id, search?.trim() ?? '');
  },
};

const permissionsInput = object(Object.fromEntries(FRANCHISEE_PERMISSION_NAMES.map((name) => [name, optional(boolean())])));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const accountMutations: Pick<MutationResolvers, 'updateAccountFranchiseePermissions' | 'undoFranchiseePermissionsChange'> = {
  async updateAccountFranchiseePermissions(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(object({ input: object({ accountId: globalId(), permissions: permissionsInput, applyToAllFranchisees: optional(nullable(boolean())) }) }), args);
    const franchisee = await getAccount(ctx.services.db, idOf(input.accountId, 'Account'));
    // Only the franchisor of this franchisee grants its switches; any other account is "not found".
    const ownsIt = franchisee?.is_franchisee && (franchisee.franchise_id === viewer.account.id || viewer.user.mf);
    if (!franchisee || !ownsIt) throw new NotFoundError('Franqueado não encontrado.');
    const franchisorId = franchisee.franchise_id!;
    const targets = input.applyToAllFranchisees ? (await listFranchisees(ctx.services.db, franchisorId)).map((row) => row.id) : [franchisee.id];
    const changeId = crypto.randomUUID();
    await ctx.services.db.transaction(async (tx) => {
      const changes = [];
      for (const id of targets) {
        const before = await getFranchiseePermissions(tx, id);
        const after = { ...before } as FranchiseePermissions;
        for (const [name, value] of Object.entries(input.permissions)) if (typeof value === 'boolean') after[name as keyof FranchiseePermissions] = value;
        await saveFranchiseePermissions(tx, id, after, viewer.user.id);
        changes.push({ franchiseeId: id, before, after });
      }
      // audit: who changed which franchisee, when, from what to what (the undo reads it back)
      await recordFranchiseePermissionChanges(tx, changeId, franchisorId, viewer.user.id, changes);
    });
    const franchisees = (await listFranchisees(ctx.services.db, franchisorId)).filter((row) => targets.includes(row.id));
    return { account: franchisee, permissions: franchisees.find((row) => row.id === franchisee.id)!.permissions, changeId, franchisees };
  },
  async undoFranchiseePermissionsChange(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(object({ input: object({ changeId: pattern(string(), UUID) }) }), args);
    const franchisorId = viewer.account.id;
    const restored = await ctx.services.db.transaction(async (tx) => {
      const changes = await pendingFranchiseePermissionChanges(tx, input.changeId, franchisorId);
      if (changes.length === 0) return null;
      const undo = [];
      for (const change of changes) {
        // only the switches that save changed go back: a later save of other switches stands
        const current = await getFranchiseePermissions(tx, change.franchiseeId);
        const restored = { ...current };
        for (const name of FRANCHISEE_PERMISSION_NAMES) if (change.before[name] !== change.after[name]) restored[name] = change.before[name];
        await saveFranchiseePermissions(tx, change.franchiseeId, restored, viewer.user.id);
        undo.push({ franchiseeId: change.franchiseeId, before: current, after: restored });
      }
      await markFranchiseePermissionChangesUndone(tx, changes.map((change) => change.id));
      await recordFranchiseePermissionChanges(tx, crypto.randomUUID(), franchisorId, viewer.user.id, undo);
      return changes.map((change) => change.franchiseeId);
    });
    if (!restored) throw new NotFoundError('Alteração não encontrada ou já desfeita.');
    const franchisees = (await listFranchisees(ctx.services.db, franchisorId)).filter((row) => restored.includes(row.id));
    return { franchisees };
  },
};

export const FranchiseeAccount: FranchiseeAccountResolvers = {
  // its own type in the id, so the client's store never mixes it with the Account record of the same account
  id: (row: FranchiseeRow) => Buffer.from(`FranchiseeAccount:${row.id}`).toString('base64url'),
  account_id: (row: FranchiseeRow) => toGlobalId('Account', row.id),
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
