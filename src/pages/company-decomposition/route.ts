import type { PageRoute } from '@/shared/lib/route-module';
import { companyDecompositionPage } from './api/CompanyDecompositionPageQuery';

/** Route module of /empresa/decomposicao. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-company-decomposition" */ './i18n/pt-BR'),
  load: () =>
    import(/* webpackChunkName: "page-company-decomposition" */ './ui/CompanyDecompositionPage').then((m) => ({ Component: m.CompanyDecompositionPage })),
  loadQuery: companyDecompositionPage.load,
};
