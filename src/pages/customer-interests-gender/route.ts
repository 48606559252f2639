import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { customerInterestsGenderPage } from './api/CustomerInterestsGenderPageQuery';

/** Route module of /clientes/interesses/por-genero. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-customer-interests-gender" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-customer-interests-gender" */ '@/widgets/interest-affinity'),
    ),
  load: () => import(/* webpackChunkName: "page-customer-interests-gender" */ './ui/CustomerInterestsGenderPage').then((m) => ({ Component: m.CustomerInterestsGenderPage })),
  loadQuery: customerInterestsGenderPage.load,
};
