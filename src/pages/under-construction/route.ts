import type { PageRoute } from '@/shared/lib/route-module';

/** Route module shared by every catalogue page that is not built yet. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-under-construction" */ './i18n/pt-BR'),
  load: () =>
    import(/* webpackChunkName: "page-under-construction" */ './ui/UnderConstructionPage').then((m) => ({
      Component: m.UnderConstructionPage,
    })),
};
