import type { PageRoute } from '@/shared/lib/route-module';
import { analysisManagerPage } from './api/AnalysisManagerPageQuery';

/** Route module of /gerenciador-analises. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-analysis-manager" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-analysis-manager" */ './ui/AnalysisManagerPage').then((m) => ({ Component: m.AnalysisManagerPage })),
  loadQuery: analysisManagerPage.load,
};
