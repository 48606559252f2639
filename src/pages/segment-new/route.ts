import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { segmentNewPage } from './api/SegmentNewPageQuery';

/** Route module of /clientes/segmentacao/nova/:id?. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-segment-new" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-segment-new" */ '@/widgets/segment-editor'),
      import(/* webpackChunkName: "page-segment-new" */ '@/entities/rfv-cluster'),
    ),
  load: () => import(/* webpackChunkName: "page-segment-new" */ './ui/SegmentNewPage').then((m) => ({ Component: m.SegmentNewPage })),
  loadQuery: segmentNewPage.load,
};
