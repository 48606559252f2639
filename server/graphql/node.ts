import { requireViewer, viewerCanOpen } from '../access/control';
import { parseGlobalId } from '../access/globalId';
import type { Viewer } from '../access/context';
import { getAccount, listAccountsOfUser } from '../modules/accounts/service';
import { getUnit } from '../modules/units/service';
import { getAccountUser } from '../modules/users/service';
import { getIntegrationToken } from '../modules/ingestion/tokens';
import type { Services } from '../services';
import type { QueryResolvers, NodeResolvers } from './resolvers-types';

/**
 * Loads a node by global id inside the viewer's tenant. Anything outside it, of a type the viewer may
 * not read, or malformed, is null ("not found"): a foreign id reveals nothing, not even that it exists.
 */
async function loadNode(globalId: string, viewer: Viewer, services: Services) {
  const parsed = parseGlobalId(globalId);
  if (!parsed) return null;
  switch (parsed.type) {
    case 'Account': {
      const reachable = await listAccountsOfUser(services.db, viewer.user);
      const allowed = parsed.id === viewer.account.id || ((viewer.user.mf || viewer.user.multi_user) && reachable.some((a) => a.id === parsed.id));
      const account = allowed ? await getAccount(services.db, parsed.id) : null;
      return account ? { ...account, __typename: 'Account' as const } : null;
    }
    case 'User': {
      if (parsed.id !== viewer.user.id && !viewerCanOpen(viewer, 'usuarios')) return null;
      const user = parsed.id === viewer.user.id ? viewer.user : await getAccountUser(services.db, viewer.account.id, parsed.id);
      return user ? { ...user, __typename: 'User' as const } : null;
    }
    case 'Unit': {
      const unit = await getUnit(services.db, viewer.account.id, parsed.id);
      return unit ? { ...unit, __typename: 'Unit' as const } : null;
    }
    case 'IntegrationToken': {
      if (!viewerCanOpen(viewer, 'configuracoes-admin.integracoes')) return null;
      const token = await getIntegrationToken(services.db, viewer.account.id, parsed.id);
      return token ? { ...token, __typename: 'IntegrationToken' as const } : null;
    }
  }
}

export const nodeQueries: Pick<QueryResolvers, 'node'> = {
  node: (_parent, args, ctx) => loadNode(args.id, requireViewer(ctx), ctx.services),
};

export const Node: NodeResolvers = {
  __resolveType: (node) => (node as unknown as { __typename: 'Account' | 'User' | 'Unit' | 'IntegrationToken' }).__typename,
};
