import type { PageRoute } from '@/shared/lib/route-module';

/** Route module of /updating-system. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-updating-system" */ './i18n/pt-BR'),
  load: () =>
    import(/* webpackChunkName: "page-updating-system" */ './ui/UpdatingSystemPage').then((m) => ({ Component: m.UpdatingSystemPage })),
};
