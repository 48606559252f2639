import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import type { PageQueryArgs } from '@/shared/lib/route-module';
import type { UsersPageQuery as UsersPageQueryType } from './__generated__/UsersPageQuery.graphql';

/** URL search parameter holding the users search, so a searched list deep-links. */
export const USERS_SEARCH_PARAM = 'busca';

/** The users page's one query: the account's users matching the address's search. */
export const UsersPageQuery = graphql`
  query UsersPageQuery($search: String) {
    ...UsersTable_query @arguments(search: $search)
    viewer {
      ...ExportUsersButton_viewer
    }
  }
`;

/** The search of an address: trimmed, null when blank. */
export function usersSearchOf(url: URL): string | null {
  return url.searchParams.get(USERS_SEARCH_PARAM)?.trim() || null;
}

/** Starts UsersPageQuery with the address's search; the route loader calls it before the page renders. */
export function loadUsersPageQuery({ environment, url }: PageQueryArgs): PreloadedQuery<UsersPageQueryType> {
  return loadQuery<UsersPageQueryType>(environment, UsersPageQuery, { search: usersSearchOf(url) }, { fetchPolicy: 'store-and-network' });
}

export type { UsersPageQueryType };
