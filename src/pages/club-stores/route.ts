import type { PageRoute } from '@/shared/lib/route-module';
import { loadClubStoresPageQuery } from './api/ClubStoresPageQuery';

/** Route module of /clube/lojas. */
export const clubStoresRoute: PageRoute = {
  load: () => import(/* webpackChunkName: "page-club-stores" */ './ui/ClubStoresPage').then((m) => ({ Component: m.ClubStoresPage })),
  loadQuery: loadClubStoresPageQuery,
};
