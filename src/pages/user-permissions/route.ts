import type { PageRoute } from '@/shared/lib/route-module';
import { userPermissionsPage } from './api/UserPermissionsPageQuery';

/** Route module of /usuarios/permissionamento/:email. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-user-permissions" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-user-permissions" */ './ui/UserPermissionsPage').then((m) => ({ Component: m.UserPermissionsPage })),
  loadQuery: userPermissionsPage.load,
};
