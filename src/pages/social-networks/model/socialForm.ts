import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { boolean, object, refine, string, type Struct } from 'superstruct';
import { normaliseProfileUrl, SOCIAL_NETWORKS, type SocialNetwork, type SocialProfile } from '@/shared/lib/socialProfile';

/** One network's part of the form: an empty address means the chain has no profile there. */
export interface ProfileValues {
  url: string;
  show_in_app: boolean;
  show_in_hotsite: boolean;
  show_in_email: boolean;
}

export interface SocialFormValues {
  profiles: Record<SocialNetwork, ProfileValues>;
}

/** Where a new profile is shown until the user says otherwise: everywhere. */
const NEW_PROFILE: Omit<ProfileValues, 'url'> = { show_in_app: true, show_in_hotsite: true, show_in_email: true };

/** The form's values of the saved profiles: every network, the ones without a profile empty. */
export function formValuesOf(saved: readonly SocialProfile[]): SocialFormValues {
  const profiles = {} as Record<SocialNetwork, ProfileValues>;
  for (const network of SOCIAL_NETWORKS) {
    const profile = saved.find((p) => p.network === network);
    profiles[network] = profile
      ? { url: profile.url, show_in_app: profile.show_in_app, show_in_hotsite: profile.show_in_hotsite, show_in_email: profile.show_in_email }
      : { url: '', ...NEW_PROFILE };
  }
  return { profiles };
}

/** The mutation's set: the networks with an address, in the networks' order. */
export function profilesInput(values: SocialFormValues): SocialProfile[] {
  return SOCIAL_NETWORKS.filter((network) => values.profiles[network]?.url.trim()).map((network) => {
    const profile = values.profiles[network];
    return { network, url: profile.url.trim(), show_in_app: profile.show_in_app, show_in_hotsite: profile.show_in_hotsite, show_in_email: profile.show_in_email };
  });
}

/** Saved networks whose address the user cleared: saving removes them (the page confirms first). */
export function removedNetworks(saved: readonly SocialProfile[], values: SocialFormValues): SocialNetwork[] {
  return saved.filter((profile) => !values.profiles[profile.network]?.url.trim()).map((profile) => profile.network);
}

/** The address's pt-BR problem (the same rule the server applies), or null when empty or fine. */
export function urlProblem(network: SocialNetwork, url: string): string | null {
  if (!url.trim()) return null;
  const result = normaliseProfileUrl(network, url);
  return 'error' in result ? result.error : null;
}

/** Error code of an address the rule refuses; the field shows urlProblem's sentence for it. */
export const URL_CODE = 'socialUrl';

/** The form's rule: each address empty or acceptable for its network. */
export const socialFormStruct = object({
  profiles: object(
    Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [
        network,
        object({
          url: refine(string(), URL_CODE, (value) => urlProblem(network, value) === null),
          show_in_app: boolean(),
          show_in_hotsite: boolean(),
          show_in_email: boolean(),
        }),
      ]),
    ),
  ),
}) as unknown as Struct<SocialFormValues, unknown>;

/**
 * The server's refusals under the field they name: its `profiles.N.…` counts the profiles sent
 * (`submitted`, in order), the form's fields are keyed by network; its message's "Campo …:" prefix is
 * dropped under a field, which already says which one.
 */
export function placeSubmissionErrors(errors: SubmissionErrors, submitted: readonly SocialNetwork[]): SubmissionErrors {
  if (!errors) return errors;
  const placed: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors as Record<string, string>)) {
    const match = /^profiles\.(\d+)\.(url|network)$/.exec(key);
    const network = match ? submitted[Number(match[1])] : undefined;
    const target = network ? `profiles.${network}.url` : FORM_ERROR;
    const text = network ? String(message).replace(/^Campo "[^"]*":\s*/, '') : String(message);
    if (!(target in placed)) placed[target] = text;
  }
  return placed;
}
