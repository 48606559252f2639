import type { PageRoute } from '@/shared/lib/route-module';
import { firstValuePage } from './api/FirstValuePageQuery';

/** Route module of /primeiro-valor (Primeiros passos). */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-first-value" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-first-value" */ './ui/FirstValuePage').then((m) => ({ Component: m.FirstValuePage })),
  loadQuery: firstValuePage.load,
};
