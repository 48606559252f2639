import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import type { PageQueryArgs } from '@/shared/lib/route-module';
import type { HomePageQuery as HomePageQueryType } from './__generated__/HomePageQuery.graphql';

/** The home page's one query: who is signed in, in which account, and that account's stores. */
export const HomePageQuery = graphql`
  query HomePageQuery {
    viewer {
      user {
        name
      }
      account {
        name
        ...UnitsTable_account
      }
    }
  }
`;

/** Starts HomePageQuery; the route loader calls it before the page's code has arrived. */
export function loadHomePageQuery({ environment }: PageQueryArgs): PreloadedQuery<HomePageQueryType> {
  return loadQuery<HomePageQueryType>(environment, HomePageQuery, {}, { fetchPolicy: 'store-or-network' });
}

export type { HomePageQueryType };
