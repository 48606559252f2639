import type { PageRoute } from '@/shared/lib/route-module';
import { hotsiteSlotListPage } from './api/HotsiteSlotListPageQuery';

/** Route module of /configuracoes/site-cadastramento. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-hotsite-slot-list" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-hotsite-slot-list" */ './ui/HotsiteSlotListPage').then((m) => ({ Component: m.HotsiteSlotListPage })),
  loadQuery: hotsiteSlotListPage.load,
};
