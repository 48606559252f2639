import { brandLogoUrls } from './brandLogos';
import type { AccountResolvers } from '../../graphql/resolvers-types';

/** Account.logos: the generated white-label sets (a chain's uploaded logos would take their place here). */
export const accountLogoFields: Pick<AccountResolvers, 'logos'> = {
  logos: (account) => brandLogoUrls(account),
};
