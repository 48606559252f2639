import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { productComparisonPage } from './api/ProductComparisonPageQuery';

/** Route module of /produtos/comparativo-produtos. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-product-comparison" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-product-comparison" */ '@/widgets/compared-items'),
    ),
  load: () => import(/* webpackChunkName: "page-product-comparison" */ './ui/ProductComparisonPage').then((m) => ({ Component: m.ProductComparisonPage })),
  loadQuery: productComparisonPage.load,
};
