import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { CustomerManagementPageQuery as CustomerManagementPageQueryType } from './__generated__/CustomerManagementPageQuery.graphql';

/** The index's one query: the figures of its two cards (each null when the viewer may not open that page). */
export const CustomerManagementPageQuery = graphql`
  query CustomerManagementPageQuery {
    consumerManagementSummary {
      registrations
      confirmed
      requests {
        pending
        warning
        overdue
        total
      }
    }
  }
`;

/** Not cached: a request or a sign-up changes the figures at any time. */
export const customerManagementPage = definePageQuery<CustomerManagementPageQueryType>({
  query: CustomerManagementPageQuery,
  scope: () => undefined,
  variables: () => ({}),
  cache: false,
  fetchPolicy: 'store-and-network',
});
