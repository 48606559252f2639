import type { PageRoute } from '@/shared/lib/route-module';

/** Route module of /login. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-login" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-login" */ './ui/LoginPage').then((m) => ({ Component: m.LoginPage })),
};
