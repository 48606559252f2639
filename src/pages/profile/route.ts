import type { PageRoute } from '@/shared/lib/route-module';
import { profilePage } from './api/ProfilePageQuery';

/** Route module of /perfil (Notificações). */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-profile" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-profile" */ './ui/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  loadQuery: profilePage.load,
};
