import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { unitEditPage } from './api/UnitEditPageQuery';

/** Route module of /configuracoes/units/:id. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-unit-edit" */ './i18n/pt-BR'),
      // the position picker draws with the customers' map engine and basemap
      import(/* webpackChunkName: "page-unit-edit" */ '@/entities/customer-map'),
    ),
  load: () => import(/* webpackChunkName: "page-unit-edit" */ './ui/UnitEditPage').then((m) => ({ Component: m.UnitEditPage })),
  loadQuery: unitEditPage.load,
};
