import type { PageRoute } from '@/shared/lib/route-module';
import { priceRangeListPage } from './api/PriceRangeListPageQuery';

/** Route module of /produtos/faixas-precos. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-price-range-list" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-price-range-list" */ './ui/PriceRangeListPage').then((m) => ({ Component: m.PriceRangeListPage })),
  loadQuery: priceRangeListPage.load,
};
