import type { PageRoute } from '@/shared/lib/route-module';
import { priceRangeNewPage } from './api/PriceRangeNewPageQuery';

/** Route module of /produtos/faixas-precos/nova-analise. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-price-range-new" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-price-range-new" */ './ui/PriceRangeNewPage').then((m) => ({ Component: m.PriceRangeNewPage })),
  loadQuery: priceRangeNewPage.load,
};
