import type { PageRoute } from '@/shared/lib/route-module';

/** Route module of /restrict-access. */
export const pageRoute: PageRoute = {
  load: () =>
    import(/* webpackChunkName: "page-restrict-access" */ './ui/RestrictAccessPage').then((m) => ({ Component: m.RestrictAccessPage })),
};
