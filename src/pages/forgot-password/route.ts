import { pageTexts, type PageRoute } from '@/shared/lib/route-module';

/** Route module of /esqueci-minha-senha. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-forgot-password" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-forgot-password" */ '@/features/password-reset'),
    ),
  load: () =>
    import(/* webpackChunkName: "page-forgot-password" */ './ui/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
};
