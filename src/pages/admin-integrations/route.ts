import type { PageRoute } from '@/shared/lib/route-module';
import { loadIntegrationsPageQuery } from './api/IntegrationsPageQuery';

/** Route module of /configuracoes-admin/integracoes. */
export const integrationsRoute: PageRoute = {
  load: () =>
    import(/* webpackChunkName: "page-admin-integrations" */ './ui/IntegrationsPage').then((m) => ({ Component: m.IntegrationsPage })),
  loadQuery: loadIntegrationsPageQuery,
};
