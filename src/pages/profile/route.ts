import type { PageRoute } from '@/shared/lib/route-module';
import { profilePage } from './api/ProfilePageQuery';

/** Route module of /perfil (Notificações). */
export const pageRoute: PageRoute = {
  load: () => import(/* webpackChunkName: "page-profile" */ './ui/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  loadQuery: profilePage.load,
};
