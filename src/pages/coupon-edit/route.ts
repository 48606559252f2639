import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { couponEditPage } from './api/CouponEditPageQuery';

/** Route module of /campanhas/cupom-desconto/nova and /campanhas/cupom-desconto/{id}. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-coupon-edit" */ './i18n/pt-BR'),
      // the WhatsApp channel's template step
      import(/* webpackChunkName: "page-coupon-edit" */ '@/features/whatsapp-campaign-message'),
    ),
  load: () => import(/* webpackChunkName: "page-coupon-edit" */ './ui/CouponEditPage').then((m) => ({ Component: m.CouponEditPage })),
  loadQuery: couponEditPage.load,
};
