import { PUBLIC, SESSION, canOpen, type PolicyMap } from '../access/control';

/**
 * The access decision for every root field of schema.graphql. Fields that act on a record also check
 * the record's tenant where they load it.
 */
export const GRAPHQL_POLICIES: PolicyMap = {
  Query: {
    // Sales figures: /home shows the KPIs and activity groups to every signed-in user; the revenue
    // series is the Faturamento page's.
    dashboardMetrics: SESSION,
    clientsActivityClusters: SESSION,
    revenueSeries: canOpen('empresa.faturamento'),
    // home dashboard (open to every signed-in user, like the page): opportunities and promotion metrics
    suggestedProductsOpportunities: SESSION,
    mercapromoMetrics: SESSION,
    // Empresa pages (helper "empresa"): each query is its page's
    companyPerformance: canOpen('empresa.desempenho'),
    revenueDecomposition: canOpen('empresa.decomposicao'),
    integrationTokens: canOpen('configuracoes-admin.integracoes'),
    // Clube pages; the operators' routes also need employee-PII access (catalogue `requires`)
    clubDashboard: canOpen('clube.dashboard'),
    clubPerformance: canOpen('clube.desempenho'),
    clubComparison: canOpen('clube.comparativo'),
    clubStores: canOpen('clube.lojas'),
    operatorPerformance: canOpen('clube.performance-operacional'),
    operatorDetails: canOpen('clube.performance-operacional.detalhes-operador'),
    node: SESSION,
    viewer: PUBLIC,
    account: SESSION,
    accountFranchiseePermissions: SESSION,
    // Stores are the filter of almost every page: any signed-in user of the account lists them.
    units: SESSION,
    users: canOpen('usuarios'),
    // each user's own export history, in the session's account
    asyncJobs: SESSION,
    // toolbar: every signed-in user has Suporte and Novidades (the token resolver also checks the e-mail is the viewer's)
    zendeskWidgetToken: SESSION,
    supportContacts: SESSION,
    formDraft: SESSION,
    productNews: SESSION,
    platformNotifications: canOpen('perfil'),
    firstValueProgress: canOpen('primeiro-valor'),
  },
  Mutation: {
    // checks the access of the page the table is on, inside (the table names it)
    exportAnalyticsTable: SESSION,
    // recomputes the home's opportunities list: anyone who sees /home
    refreshOpportunities: SESSION,
    // Integration tokens: account admins, in Configurações > Integrações.
    createIntegrationToken: canOpen('configuracoes-admin.integracoes'),
    revokeIntegrationToken: canOpen('configuracoes-admin.integracoes'),
    restoreIntegrationToken: canOpen('configuracoes-admin.integracoes'),
    loginWithAuthCode: PUBLIC,
    refreshSession: PUBLIC,
    logout: PUBLIC,
    switchClient: SESSION,
    updateUnit: canOpen('configuracoes.units'),
    updateUser: canOpen('usuarios'),
    createUsersReport: canOpen('usuarios'),
    // only the job's owner: checked where the job is loaded
    resendAsyncJob: SESSION,
    updateAccountFranchiseePermissions: canOpen('configuracoes.permissionamento-filiado'),
    trackPlatformUser: SESSION,
    createSupportRequest: SESSION,
    // drafts are keyed by the session's account and user: nobody reads or replaces another's
    saveFormDraft: SESSION,
    discardFormDraft: SESSION,
    markProductNewsRead: SESSION,
    // account admins only, checked in the resolver (the page itself is open to the whole account)
    completeFirstValue: canOpen('primeiro-valor'),
  },
  Subscription: {
    asyncJobsReports: SESSION,
    deletedAHubReportAnalytics: SESSION,
  },
};
