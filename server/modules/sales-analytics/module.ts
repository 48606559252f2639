import { SESSION, canOpen } from '../../access/control';
import { defineModule } from '../types';
import { analyticsTableBuilder, ANALYTICS_TABLE_REPORT_KIND } from './exportTable';
import { accountProcessingField, analyticsMutations, analyticsQueries } from './resolvers/analytics';
import { clubQueries } from './resolvers/club';
import { companyQueries } from './resolvers/company';
import { homeMutations, homeQueries } from './resolvers/home';

/** Sales analytics (contracts/metrics.md): the figures of /home, /empresa/* and /clube/*, and their exports. */
export default defineModule({
  name: 'sales-analytics',
  resolvers: {
    Query: { ...analyticsQueries, ...companyQueries, ...homeQueries, ...clubQueries },
    Mutation: { ...analyticsMutations, ...homeMutations },
    Account: accountProcessingField,
  },
  policies: {
    Query: {
      // /home shows the KPIs and activity groups to every signed-in user; the revenue series is the Faturamento page's
      dashboardMetrics: SESSION,
      clientsActivityClusters: SESSION,
      revenueSeries: canOpen('empresa.faturamento'),
      // home dashboard (open to every signed-in user, like the page): opportunities and promotion metrics
      suggestedProductsOpportunities: SESSION,
      mercapromoMetrics: SESSION,
      // each Empresa and Clube query is its page's; the operators' routes also need employee-PII access (catalogue `requires`)
      companyPerformance: canOpen('empresa.desempenho'),
      revenueDecomposition: canOpen('empresa.decomposicao'),
      clubDashboard: canOpen('clube.dashboard'),
      clubPerformance: canOpen('clube.desempenho'),
      clubComparison: canOpen('clube.comparativo'),
      clubStores: canOpen('clube.lojas'),
      operatorPerformance: canOpen('clube.performance-operacional'),
      operatorDetails: canOpen('clube.performance-operacional.detalhes-operador'),
    },
    Mutation: {
      // checks the access of the page the table is on, inside (the table names it)
      exportAnalyticsTable: SESSION,
      // recomputes the home's opportunities list: anyone who sees /home
      refreshOpportunities: SESSION,
    },
  },
  reports: ({ ch, db }) => [[ANALYTICS_TABLE_REPORT_KIND, analyticsTableBuilder(ch, db)]],
});
