import { canOpen } from '../../access/control';
import { defineModule } from '../types';
import { registerHotsiteRoutes } from './rest';
import { accountHotsiteMutations, accountHotsiteQueries } from './accountResolvers';
import { hotsiteMutations, hotsiteQueries, hotsiteSlotResolvers } from './resolvers';

/** The route every builder field is opened with (hidden for franchisees, spec §6). */
const PAGE = 'configuracoes.site-cadastramento';
/** The account-level configuration's page (account and platform admins). */
const ADMIN_PAGE = 'configuracoes-admin.hotsite';

/**
 * The sign-up site builder (/configuracoes/site-cadastramento): slots, their preview and production
 * configurations and version history. The public site itself is served by serveHotsite (public.ts),
 * outside the API, with no login.
 */
export default defineModule({
  name: 'hotsite',
  resolvers: { Query: { ...hotsiteQueries, ...accountHotsiteQueries }, Mutation: { ...hotsiteMutations, ...accountHotsiteMutations }, HotsiteSlot: hotsiteSlotResolvers },
  rest: registerHotsiteRoutes,
  policies: {
    Query: { HotsiteSlots: canOpen(PAGE), hotsiteSlot: canOpen(PAGE), HotsiteConfigurations: canOpen(PAGE), accountHotsiteConfiguration: canOpen(ADMIN_PAGE) },
    Mutation: {
      AddHotsiteSlot: canOpen(PAGE),
      SetPreviewHotsiteConfiguration: canOpen(PAGE),
      SetProductionHotsiteConfiguration: canOpen(PAGE),
      RestoreHotsiteConfiguration: canOpen(PAGE),
      updateAccountHotsiteConfiguration: canOpen(ADMIN_PAGE),
    },
  },
});
