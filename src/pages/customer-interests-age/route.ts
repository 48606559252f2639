import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { customerInterestsAgePage } from './api/CustomerInterestsAgePageQuery';

/** Route module of /clientes/interesses/por-idade. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-customer-interests-age" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-customer-interests-age" */ '@/widgets/interest-affinity'),
    ),
  load: () => import(/* webpackChunkName: "page-customer-interests-age" */ './ui/CustomerInterestsAgePage').then((m) => ({ Component: m.CustomerInterestsAgePage })),
  loadQuery: customerInterestsAgePage.load,
};
