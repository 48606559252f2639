import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { customerMapPage } from './api/CustomerMapPageQuery';
import { pointsPathOf, prefetchPoints } from './api/points';

/** Route module of /clientes/mapa. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-customer-map" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-customer-map" */ '@/entities/customer-map'),
    ),
  load: () => import(/* webpackChunkName: "page-customer-map" */ './ui/CustomerMapPage').then((m) => ({ Component: m.CustomerMapPage })),
  loadQuery: (args) => {
    const reference = customerMapPage.load(args);
    const { filter } = customerMapPage.variables(customerMapPage.scope({ params: args.params, search: args.url.searchParams }));
    prefetchPoints(pointsPathOf(filter));
    return reference;
  },
};
