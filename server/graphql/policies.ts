import { PUBLIC, SESSION, canOpen, type PolicyMap } from '../access/control';

/**
 * The access decision for every root field of schema.graphql. Fields that act on a record also check
 * the record's tenant where they load it.
 */
export const GRAPHQL_POLICIES: PolicyMap = {
  Query: {
    node: SESSION,
    viewer: PUBLIC,
    account: SESSION,
    accountFranchiseePermissions: SESSION,
    // Stores are the filter of almost every page: any signed-in user of the account lists them.
    units: SESSION,
    users: canOpen('usuarios'),
  },
  Mutation: {
    loginWithAuthCode: PUBLIC,
    refreshSession: PUBLIC,
    logout: PUBLIC,
    switchClient: SESSION,
    updateUnit: canOpen('configuracoes.units'),
    updateUser: canOpen('usuarios'),
    updateAccountFranchiseePermissions: canOpen('configuracoes.permissionamento-filiado'),
    trackPlatformUser: SESSION,
  },
  Subscription: {
    asyncJobsReports: SESSION,
    deletedAHubReportAnalytics: SESSION,
  },
};
