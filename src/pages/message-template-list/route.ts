import type { PageRoute } from '@/shared/lib/route-module';
import { messageTemplateListPage } from './api/MessageTemplateListPageQuery';

/** Route module of /configuracoes/mensagens. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-message-template-list" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-message-template-list" */ './ui/MessageTemplateListPage').then((m) => ({ Component: m.MessageTemplateListPage })),
  loadQuery: messageTemplateListPage.load,
};
