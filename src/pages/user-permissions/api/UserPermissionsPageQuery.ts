import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { UserPermissionsPageQuery as UserPermissionsPageQueryType } from './__generated__/UserPermissionsPageQuery.graphql';

/**
 * The permissions page's one query: the account's modules (they decide which permissions it may
 * grant) and its users matching the address's e-mail. The
 * search matches parts of names and e-mails, so the page keeps only the exact e-mail.
 */
export const UserPermissionsPageQuery = graphql`
  query UserPermissionsPageQuery($email: String!) {
    account {
      modules
    }
    users(first: 20, search: $email) {
      edges {
        node {
          id
          email
          ...UserPermissionsForm_user
        }
      }
    }
  }
`;

/** The page's query module: the address's e-mail (`:email`), always from the server. */
export const userPermissionsPage = definePageQuery<UserPermissionsPageQueryType, string>({
  query: UserPermissionsPageQuery,
  scope: ({ params }) => params.email ?? '',
  variables: (email) => ({ email }),
  cache: false,
  fetchPolicy: 'network-only',
});

export type { UserPermissionsPageQueryType };
