import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { customerInterestsCompanyPage } from './api/CustomerInterestsCompanyPageQuery';

/** Route module of /clientes/interesses/pessoa-juridica. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-customer-interests-company" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-customer-interests-company" */ '@/widgets/interest-affinity'),
    ),
  load: () => import(/* webpackChunkName: "page-customer-interests-company" */ './ui/CustomerInterestsCompanyPage').then((m) => ({ Component: m.CustomerInterestsCompanyPage })),
  loadQuery: customerInterestsCompanyPage.load,
};
