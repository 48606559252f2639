import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { customerRegistrationsPage } from './api/CustomerRegistrationsPageQuery';

/** Route module of /clientes/gerenciamento/cadastros. */
export const pageRoute: PageRoute = {
  texts: () => pageTexts(import(/* webpackChunkName: "page-customer-registrations" */ './i18n/pt-BR')),
  load: () => import(/* webpackChunkName: "page-customer-registrations" */ './ui/CustomerRegistrationsPage').then((m) => ({ Component: m.CustomerRegistrationsPage })),
  loadQuery: customerRegistrationsPage.load,
};
