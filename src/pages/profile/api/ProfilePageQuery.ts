import { graphql } from 'react-relay';
import { definePageQuery, NO_SCOPE } from '@/shared/api';
import type { ProfilePageQuery as ProfilePageQueryType } from './__generated__/ProfilePageQuery.graphql';

/** The profile page's one query: the platform notifications of the session's account. */
export const ProfilePageQuery = graphql`
  query ProfilePageQuery {
    platformNotifications {
      key
      type
      entities_amount
      updated_at
      route
    }
  }
`;

/** The page's query module: no variables; always asks the server, since the counters change behind the page's back. */
export const profilePage = definePageQuery<ProfilePageQueryType>({ query: ProfilePageQuery, ...NO_SCOPE, cache: false, fetchPolicy: 'store-and-network' });

export type { ProfilePageQueryType };
