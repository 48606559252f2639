import type { PageRoute } from '@/shared/lib/route-module';
import { integrationsPage } from './api/IntegrationsPageQuery';

/** Route module of /configuracoes-admin/integracoes. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-admin-integrations" */ './i18n/pt-BR'),
  load: () =>
    import(/* webpackChunkName: "page-admin-integrations" */ './ui/IntegrationsPage').then((m) => ({ Component: m.IntegrationsPage })),
  loadQuery: integrationsPage.load,
};
