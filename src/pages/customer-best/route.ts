import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { bestCustomersPage } from './api/BestCustomersPageQuery';

/** Route module of /clientes/melhores-clientes. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-customer-best" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-customer-best" */ '@/entities/rfv-cluster'),
    ),
  load: () => import(/* webpackChunkName: "page-customer-best" */ './ui/BestCustomersPage').then((m) => ({ Component: m.BestCustomersPage })),
  loadQuery: bestCustomersPage.load,
};
