import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import type { PageQueryArgs } from '@/shared/lib/route-module';
import type { UserPermissionsPageQuery as UserPermissionsPageQueryType } from './__generated__/UserPermissionsPageQuery.graphql';

/**
 * The permissions page's one query: the account's users matching the address's e-mail. The
 * search matches parts of names and e-mails, so the page keeps only the exact e-mail.
 */
export const UserPermissionsPageQuery = graphql`
  query UserPermissionsPageQuery($email: String!) {
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

/** Starts UserPermissionsPageQuery for the address's e-mail, before the page renders. */
export function loadUserPermissionsPageQuery({ environment, params }: PageQueryArgs): PreloadedQuery<UserPermissionsPageQueryType> {
  return loadQuery<UserPermissionsPageQueryType>(environment, UserPermissionsPageQuery, { email: params.email ?? '' }, { fetchPolicy: 'network-only' });
}

export type { UserPermissionsPageQueryType };
