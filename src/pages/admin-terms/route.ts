import type { PageRoute } from '@/shared/lib/route-module';
import { termsPage } from './api/TermsPageQuery';

/** Route module of /configuracoes-admin/termos. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-admin-terms" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-admin-terms" */ './ui/TermsPage').then((m) => ({ Component: m.TermsPage })),
  loadQuery: termsPage.load,
};
