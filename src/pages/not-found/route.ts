import type { PageRoute } from '@/shared/lib/route-module';

/** Route module of /not-found. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-not-found" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-not-found" */ './ui/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
};
