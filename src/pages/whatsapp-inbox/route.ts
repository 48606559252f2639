import type { PageRoute } from '@/shared/lib/route-module';
import { whatsappInboxPage } from './api/WhatsappInboxPageQuery';

/** Route module of /campanhas/whatsapp/atendimento. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-whatsapp-inbox" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-whatsapp-inbox" */ './ui/WhatsappInboxPage').then((m) => ({ Component: m.WhatsappInboxPage })),
  loadQuery: whatsappInboxPage.load,
};
