import { pageTexts, type PageRoute } from '@/shared/lib/route-module';

/** Route module of /configuracoes/mensagens/nova (no server data before the form: it only saves). */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-message-template-new" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-message-template-new" */ '@/widgets/message-template-form'),
      import(/* webpackChunkName: "page-message-template-new" */ '@/entities/sms-message'),
    ),
  load: () => import(/* webpackChunkName: "page-message-template-new" */ './ui/MessageTemplateNewPage').then((m) => ({ Component: m.MessageTemplateNewPage })),
};
