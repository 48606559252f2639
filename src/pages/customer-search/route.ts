import type { PageRoute } from '@/shared/lib/route-module';
import { customerSearchPage } from './api/CustomerSearchPageQuery';

/** Route module of /clientes/busca-cliente. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-customer-search" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-customer-search" */ './ui/CustomerSearchPage').then((m) => ({ Component: m.CustomerSearchPage })),
  loadQuery: customerSearchPage.load,
};
