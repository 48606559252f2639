import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { customerManagementPage } from './api/CustomerManagementPageQuery';

/** Route module of /clientes/gerenciamento. */
export const pageRoute: PageRoute = {
  texts: () => pageTexts(import(/* webpackChunkName: "page-customer-management" */ './i18n/pt-BR')),
  load: () => import(/* webpackChunkName: "page-customer-management" */ './ui/CustomerManagementPage').then((m) => ({ Component: m.CustomerManagementPage })),
  loadQuery: customerManagementPage.load,
};
