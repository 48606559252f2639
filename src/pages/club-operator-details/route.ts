import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { operatorDetailsPage } from './api/OperatorDetailsPageQuery';

/** Route module of /clube/performance-operacional/detalhes-operador/:id. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-club-operator-details" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-club-operator-details" */ '@/widgets/operator-figures'),
    ),
  load: () => import(/* webpackChunkName: "page-club-operator-details" */ './ui/OperatorDetailsPage').then((m) => ({ Component: m.OperatorDetailsPage })),
  loadQuery: operatorDetailsPage.load,
};
