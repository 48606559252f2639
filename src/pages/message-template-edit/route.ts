import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { messageTemplateEditPage } from './api/MessageTemplateEditPageQuery';

/** Route module of /configuracoes/mensagens/:id. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-message-template-edit" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-message-template-edit" */ '@/widgets/message-template-form'),
      import(/* webpackChunkName: "page-message-template-edit" */ '@/entities/sms-message'),
    ),
  load: () => import(/* webpackChunkName: "page-message-template-edit" */ './ui/MessageTemplateEditPage').then((m) => ({ Component: m.MessageTemplateEditPage })),
  loadQuery: messageTemplateEditPage.load,
};
