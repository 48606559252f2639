import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { categoryComparisonPage } from './api/CategoryComparisonPageQuery';

/** Route module of /produtos/comparativo-categorias. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-category-comparison" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-category-comparison" */ '@/widgets/compared-items'),
    ),
  load: () => import(/* webpackChunkName: "page-category-comparison" */ './ui/CategoryComparisonPage').then((m) => ({ Component: m.CategoryComparisonPage })),
  loadQuery: categoryComparisonPage.load,
};
