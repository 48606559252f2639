import type { PageRoute } from '@/shared/lib/route-module';
import { usersPage } from './api/UsersPageQuery';

/** Route module of /usuarios. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-users" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-users" */ './ui/UsersPage').then((m) => ({ Component: m.UsersPage })),
  loadQuery: usersPage.load,
};
