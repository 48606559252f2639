import type { PageRoute } from '@/shared/lib/route-module';
import { priceRangeAnalysisPage } from './api/PriceRangeAnalysisPageQuery';

/** Route module of /produtos/faixas-precos/:id. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-price-range-analysis" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-price-range-analysis" */ './ui/PriceRangeAnalysisPage').then((m) => ({ Component: m.PriceRangeAnalysisPage })),
  loadQuery: priceRangeAnalysisPage.load,
};
