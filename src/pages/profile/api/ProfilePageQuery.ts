import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import type { PageQueryArgs } from '@/shared/lib/route-module';
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

/** Starts ProfilePageQuery; always asks the server, since the counters change behind the page's back. */
export function loadProfilePageQuery({ environment }: PageQueryArgs): PreloadedQuery<ProfilePageQueryType> {
  return loadQuery<ProfilePageQueryType>(environment, ProfilePageQuery, {}, { fetchPolicy: 'store-and-network' });
}

export type { ProfilePageQueryType };
