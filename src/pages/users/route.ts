import type { PageRoute } from '@/shared/lib/route-module';
import { loadUsersPageQuery } from './api/UsersPageQuery';

/** Route module of /usuarios. */
export const usersRoute: PageRoute = {
  load: () => import(/* webpackChunkName: "page-users" */ './ui/UsersPage').then((m) => ({ Component: m.UsersPage })),
  loadQuery: loadUsersPageQuery,
};
