import { canOpen, viewerCanOpen } from '../../access/control';
import { defineModule } from '../types';
import { registerIngestRoutes } from './routes';
import { IntegrationToken, integrationTokenMutations, integrationTokenQueries } from './tokenResolvers';
import { getIntegrationToken } from './tokens';

/** Sales ingestion (contracts/sales-ingestion.md) and the account's integration tokens. */
export default defineModule({
  name: 'ingestion',
  resolvers: { Query: integrationTokenQueries, Mutation: integrationTokenMutations, IntegrationToken },
  // account admins, in Configurações > Integrações
  policies: {
    Query: { integrationTokens: canOpen('configuracoes-admin.integracoes') },
    Mutation: {
      createIntegrationToken: canOpen('configuracoes-admin.integracoes'),
      revokeIntegrationToken: canOpen('configuracoes-admin.integracoes'),
      restoreIntegrationToken: canOpen('configuracoes-admin.integracoes'),
    },
  },
  nodes: {
    IntegrationToken: async (id, viewer, services) =>
      viewerCanOpen(viewer, 'configuracoes-admin.integracoes') ? getIntegrationToken(services.db, viewer.account.id, id) : null,
  },
  rest: registerIngestRoutes,
});
