import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
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

/** The page's query module: the address's search (trimmed, null when blank), always asked again. */
export const usersPage = definePageQuery<UsersPageQueryType, string | null>({
  query: UsersPageQuery,
  scope: ({ search }) => search.get(USERS_SEARCH_PARAM)?.trim() || null,
  variables: (search) => ({ search }),
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { UsersPageQueryType };
