import type { PageRoute } from '@/shared/lib/route-module';
import { hotsiteSlotEditPage } from './api/HotsiteSlotEditPageQuery';

/** Route module of /configuracoes/site-cadastramento/hotsite-slot/:id. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-hotsite-slot-edit" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-hotsite-slot-edit" */ './ui/HotsiteSlotEditPage').then((m) => ({ Component: m.HotsiteSlotEditPage })),
  loadQuery: hotsiteSlotEditPage.load,
};
