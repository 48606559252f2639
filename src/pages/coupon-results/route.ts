import type { PageRoute } from '@/shared/lib/route-module';
import { couponResultsPage } from './api/CouponResultsPageQuery';

/** Route module of /campanhas/cupom-desconto/resultados/{id}. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-coupon-results" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-coupon-results" */ './ui/CouponResultsPage').then((m) => ({ Component: m.CouponResultsPage })),
  loadQuery: couponResultsPage.load,
};
