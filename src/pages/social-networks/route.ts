import type { PageRoute } from '@/shared/lib/route-module';
import { socialNetworksPage } from './api/SocialNetworksPageQuery';

/** Route module of /configuracoes/redes-sociais. */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-social-networks" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-social-networks" */ './ui/SocialNetworksPage').then((m) => ({ Component: m.SocialNetworksPage })),
  loadQuery: socialNetworksPage.load,
};
