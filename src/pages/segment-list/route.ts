import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { segmentListPage } from './api/SegmentListPageQuery';

/** Route module of /clientes/segmentacao. */
export const pageRoute: PageRoute = {
  texts: () => pageTexts(import(/* webpackChunkName: "page-segment-list" */ './i18n/pt-BR'), import(/* webpackChunkName: "page-segment-list" */ '@/features/export-segment')),
  load: () => import(/* webpackChunkName: "page-segment-list" */ './ui/SegmentListPage').then((m) => ({ Component: m.SegmentListPage })),
  loadQuery: segmentListPage.load,
};
