import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { customerPointsEditPage } from './api/CustomerPointsEditPageQuery';

/** Route module of /clientes/gerenciamento/cadastros/edicao-pontos. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-customer-points-edit" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-customer-points-edit" */ '@/widgets/points-ledger'),
    ),
  load: () => import(/* webpackChunkName: "page-customer-points-edit" */ './ui/CustomerPointsEditPage').then((m) => ({ Component: m.CustomerPointsEditPage })),
  loadQuery: customerPointsEditPage.load,
};
