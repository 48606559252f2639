import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { SocialNetworksPageQuery as SocialNetworksPageQueryType } from './__generated__/SocialNetworksPageQuery.graphql';

/** The social networks page's one query: the account's profiles. */
export const SocialNetworksPageQuery = graphql`
  query SocialNetworksPageQuery {
    socialNetworks {
      network
      url
      show_in_app
      show_in_hotsite
      show_in_email
      updated_at
      updated_by
    }
  }
`;

/** The page's query module: always from the server (another manager may have saved meanwhile). */
export const socialNetworksPage = definePageQuery<SocialNetworksPageQueryType, string>({
  query: SocialNetworksPageQuery,
  scope: () => '',
  variables: () => ({}),
  cache: false,
  fetchPolicy: 'network-only',
});

export type { SocialNetworksPageQueryType };
