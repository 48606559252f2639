import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { customerRegistrationEditPage } from './api/CustomerRegistrationEditPageQuery';

/** Route module of /clientes/gerenciamento/cadastros/edicao-cadastros. */
export const pageRoute: PageRoute = {
  texts: () => pageTexts(import(/* webpackChunkName: "page-customer-registration-edit" */ './i18n/pt-BR')),
  load: () =>
    import(/* webpackChunkName: "page-customer-registration-edit" */ './ui/CustomerRegistrationEditPage').then((m) => ({ Component: m.CustomerRegistrationEditPage })),
  loadQuery: customerRegistrationEditPage.load,
};
