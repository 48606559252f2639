import type { PageRoute } from '@/shared/lib/route-module';

/** Route module of /someting-wrong. */
export const pageRoute: PageRoute = {
  load: () =>
    import(/* webpackChunkName: "page-something-wrong" */ './ui/SomethingWrongPage').then((m) => ({ Component: m.SomethingWrongPage })),
};
