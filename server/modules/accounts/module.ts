import { SESSION, canOpen } from '../../access/control';
import { defineModule } from '../types';
import { accountMutations, accountQueries, Account } from './resolvers';
import { registerAccountRoutes } from './rest';
import { getAccount, listAccountsOfUser } from './service';

/** Accounts (the chain a session acts in), franchisee permissions and the white-label logo sets. */
export default defineModule({
  name: 'accounts',
  resolvers: { Query: accountQueries, Mutation: accountMutations, Account },
  policies: {
    Query: { account: SESSION, accountFranchiseePermissions: SESSION },
    Mutation: { updateAccountFranchiseePermissions: canOpen('configuracoes.permissionamento-filiado') },
  },
  nodes: {
    // the session's account, or one a multi-user / platform admin may switch to
    Account: async (id, viewer, services) => {
      const reachable = await listAccountsOfUser(services.db, viewer.user);
      const allowed = id === viewer.account.id || ((viewer.user.mf || viewer.user.multi_user) && reachable.some((a) => a.id === id));
      return allowed ? getAccount(services.db, id) : null;
    },
  },
  rest: registerAccountRoutes,
});
