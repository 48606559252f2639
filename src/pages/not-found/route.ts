import type { PageRoute } from '@/shared/lib/route-module';

/** Route module of /not-found. */
export const pageRoute: PageRoute = {
  load: () => import(/* webpackChunkName: "page-not-found" */ './ui/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
};
