import type { PageRoute } from '@/shared/lib/route-module';
import { homePage } from './api/HomePageQuery';

/** Route module of /home. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-home" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-home" */ './ui/HomePage').then((m) => ({ Component: m.HomePage })),
  loadQuery: homePage.load,
};
