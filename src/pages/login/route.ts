import { pageTexts, type PageRoute } from '@/shared/lib/route-module';

/** Route module of /login. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-login" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-login" */ '@/features/auth-by-email'),
    ),
  load: () => import(/* webpackChunkName: "page-login" */ './ui/LoginPage').then((m) => ({ Component: m.LoginPage })),
};
