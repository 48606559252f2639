import { pageTexts, type PageRoute } from '@/shared/lib/route-module';
import { segmentEditPage } from './api/SegmentEditPageQuery';

/** Route module of /clientes/segmentacao/editar/:id. */
export const pageRoute: PageRoute = {
  texts: () =>
    pageTexts(
      import(/* webpackChunkName: "page-segment-edit" */ './i18n/pt-BR'),
      import(/* webpackChunkName: "page-segment-edit" */ '@/widgets/segment-editor'),
      import(/* webpackChunkName: "page-segment-edit" */ '@/entities/rfv-cluster'),
    ),
  load: () => import(/* webpackChunkName: "page-segment-edit" */ './ui/SegmentEditPage').then((m) => ({ Component: m.SegmentEditPage })),
  loadQuery: segmentEditPage.load,
};
