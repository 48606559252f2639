import type { PageRoute } from '@/shared/lib/route-module';

/** Route module of /redefinir-senha?token=… (the link of the reset e-mail). */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-reset-password" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-reset-password" */ './ui/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
};
