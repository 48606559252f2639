import { pageTexts, type PageRoute } from '@/shared/lib/route-module';

/** Route module of /redefinir-senha?token=… (the link of the reset e-mail). */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-reset-password" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-reset-password" */ '@/features/password-reset'),
    ),
  load: () => import(/* webpackChunkName: "page-reset-password" */ './ui/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
};
