import type { PageRoute } from '@/shared/lib/route-module';
import { adminSettingsIndexPage } from './api/AdminSettingsIndexPageQuery';

/** Route module of /configuracoes-admin. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-admin-settings-index" */ './i18n/pt-BR'),
  load: () =>
    import(/* webpackChunkName: "page-admin-settings-index" */ './ui/AdminSettingsIndexPage').then((m) => ({ Component: m.AdminSettingsIndexPage })),
  loadQuery: adminSettingsIndexPage.load,
};
