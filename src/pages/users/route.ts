import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { usersPage } from './api/UsersPageQuery';

/** Route module of /usuarios. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-users" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-users" */ '@/features/edit-user'),
      import(/* webpackChunkName: "page-users" */ '@/features/export-users'),
    ),
  load: () => import(/* webpackChunkName: "page-users" */ './ui/UsersPage').then((m) => ({ Component: m.UsersPage })),
  loadQuery: usersPage.load,
};
