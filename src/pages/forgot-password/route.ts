import type { PageRoute } from '@/shared/lib/route-module';

/** Route module of /esqueci-minha-senha. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-forgot-password" */ './i18n/pt-BR'),
  load: () =>
    import(/* webpackChunkName: "page-forgot-password" */ './ui/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
};
