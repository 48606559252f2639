import type { PageRoute } from '@/shared/lib/route-module';
import { unitListPage } from './api/UnitListPageQuery';

/** Route module of /configuracoes/units. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-unit-list" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-unit-list" */ './ui/UnitListPage').then((m) => ({ Component: m.UnitListPage })),
  loadQuery: unitListPage.load,
};
