import type { PageRoute } from '@/shared/lib/route-module';
import { companyDecompositionPage } from './api/CompanyDecompositionPageQuery';

/** Route module of /empresa/decomposicao. */
export const pageRoute: PageRoute = {
  load: () =>
    import(/* webpackChunkName: "page-company-decomposition" */ './ui/CompanyDecompositionPage').then((m) => ({ Component: m.CompanyDecompositionPage })),
  loadQuery: companyDecompositionPage.load,
};
