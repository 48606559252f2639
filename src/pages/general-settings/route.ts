import type { PageRoute } from '@/shared/lib/route-module';
import { generalSettingsPage } from './api/GeneralSettingsPageQuery';

/** Route module of /configuracoes/gerais. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-general-settings" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-general-settings" */ './ui/GeneralSettingsPage').then((m) => ({ Component: m.GeneralSettingsPage })),
  loadQuery: generalSettingsPage.load,
};
