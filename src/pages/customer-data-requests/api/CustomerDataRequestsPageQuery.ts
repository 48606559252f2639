import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { CustomerDataRequestsPageQuery as CustomerDataRequestsPageQueryType } from './__generated__/CustomerDataRequestsPageQuery.graphql';
import { readRequestScope, requestArgs, type RequestScope } from '../model/params';

/** The page's one query: the tab's requests, the counters, the standard replies and the open request. */
export const CustomerDataRequestsPageQuery = graphql`
  query CustomerDataRequestsPageQuery(
    $status: DeleteDataRequestStatus
    $search: String
    $sort: DeleteDataRequestSort
    $direction: DeleteDataRequestSortDirection
    $detailId: ID!
    $withDetail: Boolean!
  ) {
    deleteUserRequests {
      pending
      warning
      overdue
      total
    }
    standardUserReplies {
      id
      status
      title
      text
    }
    detail: node(id: $detailId) @include(if: $withDetail) {
      ...RequestDetail_request @alias(as: "request")
    }
    ...DataRequestsTable_query @arguments(status: $status, search: $search, sort: $sort, direction: $direction)
  }
`;

/** Not cached: requests arrive and are answered at any time. */
export const customerDataRequestsPage = definePageQuery<CustomerDataRequestsPageQueryType, RequestScope>({
  query: CustomerDataRequestsPageQuery,
  scope: ({ search }) => readRequestScope(search),
  variables: requestArgs,
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { CustomerDataRequestsPageQueryType };
