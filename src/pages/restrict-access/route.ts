import type { PageRoute } from '@/shared/lib/route-module';

/** Route module of /restrict-access. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-restrict-access" */ './i18n/pt-BR'),
  load: () =>
    import(/* webpackChunkName: "page-restrict-access" */ './ui/RestrictAccessPage').then((m) => ({ Component: m.RestrictAccessPage })),
};
