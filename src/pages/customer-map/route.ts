import type { PageRoute } from '@/shared/lib/route-module';
import { customerMapPage } from './api/CustomerMapPageQuery';

/** Route module of /clientes/mapa. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-customer-map" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-customer-map" */ './ui/CustomerMapPage').then((m) => ({ Component: m.CustomerMapPage })),
  loadQuery: customerMapPage.load,
};
