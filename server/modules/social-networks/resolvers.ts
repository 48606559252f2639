import { array, boolean, enums, object, size, string } from 'superstruct';
import { requireViewer } from '../../access/control';
import { InputError } from '../../errors';
import { validate } from '../../validation';
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';
import { normaliseProfileUrl, saveSocialProfiles, socialProfiles, SOCIAL_NETWORKS, type SocialProfile } from './service';

export const updateSocialNetworksArgs = object({
  input: object({
    profiles: size(
      array(
        object({
          network: enums(SOCIAL_NETWORKS),
          url: size(string(), 0, 400),
          show_in_app: boolean(),
          show_in_hotsite: boolean(),
          show_in_email: boolean(),
        }),
      ),
      0,
      SOCIAL_NETWORKS.length,
    ),
  }),
});

/** The input's profiles with their addresses normalised; the first refusal names its field (`profiles.N.url`). */
export function checkedProfiles(profiles: readonly SocialProfile[]): SocialProfile[] {
  const seen = new Set<string>();
  return profiles.map((profile, index) => {
    if (seen.has(profile.network)) throw new InputError(`Campo "profiles.${index}.network": a rede aparece mais de uma vez.`, `profiles.${index}.network`);
    seen.add(profile.network);
    const result = normaliseProfileUrl(profile.network, profile.url);
    if ('error' in result) throw new InputError(`Campo "profiles.${index}.url": ${result.error}`, `profiles.${index}.url`);
    return { ...profile, url: result.url };
  });
}

export const socialNetworkQueries: Pick<QueryResolvers, 'socialNetworks'> = {
  socialNetworks: async (_parent, _args, ctx) => socialProfiles(ctx.services.db, requireViewer(ctx).account.id),
};

export const socialNetworkMutations: Pick<MutationResolvers, 'updateSocialNetworks'> = {
  async updateSocialNetworks(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(updateSocialNetworksArgs, args);
    const profiles = checkedProfiles(input.profiles);
    const saved = await ctx.services.db.transaction((tx) => saveSocialProfiles(tx, viewer.account.id, profiles, viewer.user.email));
    return { profiles: saved };
  },
};
