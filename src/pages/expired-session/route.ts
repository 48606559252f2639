import type { PageRoute } from '@/shared/lib/route-module';

/** Route module of /expired-session. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-expired-session" */ './i18n/pt-BR'),
  load: () =>
    import(/* webpackChunkName: "page-expired-session" */ './ui/ExpiredSessionPage').then((m) => ({ Component: m.ExpiredSessionPage })),
};
