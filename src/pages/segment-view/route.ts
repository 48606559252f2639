import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { segmentViewPage } from './api/SegmentViewPageQuery';

/** Route module of /clientes/segmentacao/visualizar/:campaignId/:segmentId. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-segment-view" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-segment-view" */ '@/widgets/segment-editor'),
      import(/* webpackChunkName: "page-segment-view" */ '@/features/export-segment'),
    ),
  load: () => import(/* webpackChunkName: "page-segment-view" */ './ui/SegmentViewPage').then((m) => ({ Component: m.SegmentViewPage })),
  loadQuery: segmentViewPage.load,
};
