import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { customerDetailsPage } from './api/CustomerDetailsPageQuery';

/** Route module of /clientes/detalhes-cliente/:id. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-customer-details" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-customer-details" */ '@/entities/rfv-cluster'),
      import(/* webpackChunkName: "page-customer-details" */ '@/widgets/points-ledger'),
    ),
  load: () => import(/* webpackChunkName: "page-customer-details" */ './ui/CustomerDetailsPage').then((m) => ({ Component: m.CustomerDetailsPage })),
  loadQuery: customerDetailsPage.load,
};
