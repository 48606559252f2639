import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { customerInterestsPage } from './api/CustomerInterestsPageQuery';

/** Route module of /clientes/interesses. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-customer-interests" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-customer-interests" */ '@/widgets/interest-affinity'),
    ),
  load: () => import(/* webpackChunkName: "page-customer-interests" */ './ui/CustomerInterestsPage').then((m) => ({ Component: m.CustomerInterestsPage })),
  loadQuery: customerInterestsPage.load,
};
