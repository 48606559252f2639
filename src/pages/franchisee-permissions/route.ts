import type { PageRoute } from '@/shared/lib/route-module';
import { franchiseePermissionsPage } from './api/FranchiseePermissionsPageQuery';

/** Route module of /configuracoes/permissionamento-filiado and its tabs. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-franchisee-permissions" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-franchisee-permissions" */ './ui/FranchiseePermissionsPage').then((m) => ({ Component: m.FranchiseePermissionsPage })),
  loadQuery: franchiseePermissionsPage.load,
};
