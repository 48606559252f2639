import type { PageRoute } from '@/shared/lib/route-module';
import { customerDemographicsPage } from './api/CustomerDemographicsPageQuery';

/** Route module of /clientes/perfil-demografico. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-customer-demographics" */ './i18n/pt-BR'),
  load: () =>
    import(/* webpackChunkName: "page-customer-demographics" */ './ui/CustomerDemographicsPage').then((m) => ({ Component: m.CustomerDemographicsPage })),
  loadQuery: customerDemographicsPage.load,
};
