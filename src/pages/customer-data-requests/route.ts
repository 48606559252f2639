import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { customerDataRequestsPage } from './api/CustomerDataRequestsPageQuery';

/** Route module of /clientes/gerenciamento/solicitacoes. */
export const pageRoute: PageRoute = {
  texts: () => pageTexts(import(/* webpackChunkName: "page-customer-data-requests" */ './i18n/pt-BR')),
  load: () => import(/* webpackChunkName: "page-customer-data-requests" */ './ui/CustomerDataRequestsPage').then((m) => ({ Component: m.CustomerDataRequestsPage })),
  loadQuery: customerDataRequestsPage.load,
};
