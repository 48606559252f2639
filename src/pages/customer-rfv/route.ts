import type { PageRoute } from '@/shared/lib/route-module';
import { customerRfvPage } from './api/CustomerRfvPageQuery';

/** Route module of /clientes/classificacao-rfv/:analysisId?. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-customer-rfv" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-customer-rfv" */ './ui/CustomerRfvPage').then((m) => ({ Component: m.CustomerRfvPage })),
  loadQuery: customerRfvPage.load,
};
