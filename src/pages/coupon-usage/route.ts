import type { PageRoute } from '@/shared/lib/route-module';
import { couponUsagePage } from './api/CouponUsagePageQuery';

/** Route module of /campanhas/cupom-desconto/historico-utilizacao/{id}. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-coupon-usage" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-coupon-usage" */ './ui/CouponUsagePage').then((m) => ({ Component: m.CouponUsagePage })),
  loadQuery: couponUsagePage.load,
};
