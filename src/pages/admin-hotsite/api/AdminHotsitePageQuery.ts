import { graphql } from 'react-relay';
import { definePageQuery, NO_SCOPE } from '@/shared/api';
import type { AdminHotsitePageQuery as AdminHotsitePageQueryType } from './__generated__/AdminHotsitePageQuery.graphql';

/** The account-level sign-up configuration: one query, the whole configuration. */
export const AdminHotsitePageQuery = graphql`
  query AdminHotsitePageQuery {
    accountHotsiteConfiguration {
      ...AdminHotsiteForm_configuration
    }
  }
`;

/** The page's query module: always from the server (another admin may have saved meanwhile). */
export const adminHotsitePage = definePageQuery<AdminHotsitePageQueryType>({ query: AdminHotsitePageQuery, ...NO_SCOPE, cache: false, fetchPolicy: 'network-only' });

export type { AdminHotsitePageQueryType };
