import { SESSION, canOpen } from '../../access/control';
import { defineModule } from '../types';
import { registerRfvRoutes } from './rest';
import { AHubAnalyticsConfiguration, AnalyticsPeriod, rfvMutations, rfvQueries, rfvSubscriptions } from './resolvers';

/**
 * Customer RFV and the analysis manager (/clientes/classificacao-rfv, /gerenciador-analises):
 * analyses by type (RFV; DRE later), their periods and limits, the RFV clusters and migrations.
 */
export default defineModule({
  name: 'customer-rfv',
  resolvers: { Query: rfvQueries, Mutation: rfvMutations, Subscription: rfvSubscriptions, AHubAnalyticsConfiguration, AnalyticsPeriod },
  policies: {
    Query: {
      // the manager lists them; the RFV page picks its analysis and periods from the same list (checked inside)
      aHubAnalyticsConfigurations: SESSION,
      analyticsConfiguration: SESSION,
      analyticsPeriods: SESSION,
      aHubAnalyticsLimits: canOpen('gerenciador-analises'),
      // the RFV page's figures (page permission clientes/rfv, refused to promotions-only users)
      rfvClientsMetrics: canOpen('clientes.classificacao-rfv'),
      rfvPeriodMigrations: canOpen('clientes.classificacao-rfv'),
      rfvClusterCustomers: canOpen('clientes.classificacao-rfv'),
    },
    Mutation: {
      upsertAHubReportAnalytics: canOpen('gerenciador-analises'),
      activeDeleteAHubReportAnalytics: canOpen('gerenciador-analises'),
    },
    // readers of the manager's list (checked inside, as for aHubAnalyticsConfigurations)
    Subscription: { aHubAnalyticsStatus: SESSION },
  },
  rest: registerRfvRoutes,
});
