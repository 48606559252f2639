import type { PageRoute } from '@/shared/lib/route-module';
import { clubStoresPage } from './api/ClubStoresPageQuery';

/** Route module of /clube/lojas. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-club-stores" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-club-stores" */ './ui/ClubStoresPage').then((m) => ({ Component: m.ClubStoresPage })),
  loadQuery: clubStoresPage.load,
};
