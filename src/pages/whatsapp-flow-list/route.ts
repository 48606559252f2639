import type { PageRoute } from '@/shared/lib/route-module';
import { whatsappFlowListPage } from './api/WhatsappFlowListPageQuery';

/** Route module of /campanhas/whatsapp/fluxos. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-whatsapp-flow-list" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-whatsapp-flow-list" */ './ui/WhatsappFlowListPage').then((m) => ({ Component: m.WhatsappFlowListPage })),
  loadQuery: whatsappFlowListPage.load,
};
