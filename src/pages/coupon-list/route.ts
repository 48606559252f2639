import type { PageRoute } from '@/shared/lib/route-module';
import { couponListPage } from './api/CouponListPageQuery';

/** Route module of /campanhas/cupom-desconto. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-coupon-list" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-coupon-list" */ './ui/CouponListPage').then((m) => ({ Component: m.CouponListPage })),
  loadQuery: couponListPage.load,
};
