import { SESSION, canOpen } from '../../access/control';
import { defineModule } from '../types';
import { accountMutations, accountQueries, Account, FranchiseeAccount } from './resolvers';
import { registerAccountRoutes } from './rest';
import { getAccount, listAccountsOfUser } from './service';

/** Who may read and set franchisee permissions: whoever may open their page (franchisor accounts, spec §6). */
const FRANCHISEE_PERMISSIONS_PAGE = canOpen('configuracoes.permissionamento-filiado');

/** Accounts (the chain a session acts in), franchisee permissions and the white-label logo sets. */
export default defineModule({
  name: 'accounts',
  resolvers: { Query: accountQueries, Mutation: accountMutations, Account, FranchiseeAccount },
  policies: {
    Query: { account: SESSION, accountFranchiseePermissions: SESSION, franchiseeAccounts: FRANCHISEE_PERMISSIONS_PAGE },
    Mutation: { updateAccountFranchiseePermissions: FRANCHISEE_PERMISSIONS_PAGE, undoFranchiseePermissionsChange: FRANCHISEE_PERMISSIONS_PAGE },
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
