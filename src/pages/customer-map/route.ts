import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { customerMapPage } from './api/CustomerMapPageQuery';

/** Route module of /clientes/mapa. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-customer-map" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-customer-map" */ '@/entities/customer-map'),
    ),
  load: () => import(/* webpackChunkName: "page-customer-map" */ './ui/CustomerMapPage').then((m) => ({ Component: m.CustomerMapPage })),
  loadQuery: customerMapPage.load,
};
