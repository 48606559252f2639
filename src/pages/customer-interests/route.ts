import type { PageRoute } from '@/shared/lib/route-module';
import { loadInterests } from './api/CustomerInterestsPageQuery';

/** Route module of /clientes/interesses and its three views (por-genero, por-idade, pessoa-juridica). */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-customer-interests" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-customer-interests" */ './ui/CustomerInterestsPage').then((m) => ({ Component: m.CustomerInterestsPage })),
  loadQuery: loadInterests,
};
