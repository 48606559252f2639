import { canOpen } from '../../access/control';
import { defineModule } from '../types';
import { customerAnalyticsQueries } from './resolvers';

/** Customer analytics (contracts/customers.md): the demographic profile, retention and interests pages. */
export default defineModule({
  name: 'customer-analytics',
  resolvers: { Query: customerAnalyticsQueries },
  policies: {
    Query: {
      customerDemographics: canOpen('clientes.perfil-demografico'),
      customerRetention: canOpen('clientes.retencao'),
      retentionCustomers: canOpen('clientes.retencao'),
      // the three views share the root's rules (page permission, module uncategorized_products off, not franchise)
      customerInterests: canOpen('clientes.interesses'),
    },
  },
});
