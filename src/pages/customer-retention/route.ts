import type { PageRoute } from '@/shared/lib/route-module';
import { customerRetentionPage } from './api/CustomerRetentionPageQuery';

/** Route module of /clientes/retencao. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-customer-retention" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-customer-retention" */ './ui/CustomerRetentionPage').then((m) => ({ Component: m.CustomerRetentionPage })),
  loadQuery: customerRetentionPage.load,
};
