import type { Queryable } from '../../stores';
import { SOCIAL_NETWORKS, type SocialProfile } from '../../../src/shared/lib/socialProfile';

/**
 * The chain's social profiles (/configuracoes/redes-sociais, spec §2 Settings: "redes-sociais (mobile
 * and hotsite)"): where a consumer finds the chain — shown in the app, in the sign-up site's footer
 * (spec §3 hotsite colours `socialNetworksFooter`) and in the e-mails' footer (spec §5 "social links").
 * One profile per network; the set is saved whole.
 */
export { normaliseProfileUrl, SOCIAL_NETWORKS, type SocialNetwork, type SocialProfile } from '../../../src/shared/lib/socialProfile';

export interface SocialProfileRow extends SocialProfile {
  updated_at: Date;
  updated_by: string;
}

const COLUMNS = 'network, url, show_in_app, show_in_hotsite, show_in_email, updated_at, updated_by';

/** The account's profiles, in the order of SOCIAL_NETWORKS. */
export async function socialProfiles(db: Queryable, accountId: string): Promise<SocialProfileRow[]> {
  const rows = await db.query<SocialProfileRow>(`select ${COLUMNS} from account_social_networks where account_id = $1`, [accountId]);
  return rows.sort((a, b) => SOCIAL_NETWORKS.indexOf(a.network) - SOCIAL_NETWORKS.indexOf(b.network));
}

/**
 * Replaces the account's profiles with `profiles` (already normalised, one per network): networks left
 * out are removed. Every row of the new set records who saved it.
 */
export async function saveSocialProfiles(db: Queryable, accountId: string, profiles: readonly SocialProfile[], updatedBy: string): Promise<SocialProfileRow[]> {
  const networks = profiles.map((profile) => profile.network);
  await db.query(`delete from account_social_networks where account_id = $1 and not (network = any($2::text[]))`, [accountId, networks]);
  for (const profile of profiles) {
    await db.query(
      `insert into account_social_networks (account_id, network, url, show_in_app, show_in_hotsite, show_in_email, updated_at, updated_by)
       values ($1, $2, $3, $4, $5, $6, now(), $7)
       on conflict (account_id, network) do update set url = excluded.url, show_in_app = excluded.show_in_app,
         show_in_hotsite = excluded.show_in_hotsite, show_in_email = excluded.show_in_email, updated_at = now(), updated_by = excluded.updated_by`,
      [accountId, profile.network, profile.url, profile.show_in_app, profile.show_in_hotsite, profile.show_in_email, updatedBy],
    );
  }
  return socialProfiles(db, accountId);
}
