import { graphql } from 'react-relay';
import { defineSalesPageQuery } from '@/shared/api';
import type { CustomerRetentionPageQuery as CustomerRetentionPageQueryType } from './__generated__/CustomerRetentionPageQuery.graphql';

/** The retention page's one query: the filters, the cohort triangle and the first page of each list. */
export const CustomerRetentionPageQuery = graphql`
  query CustomerRetentionPageQuery($filter: SalesFilter!) {
    viewer {
      account {
        ...SalesFilterBar_account
      }
    }
    customerRetention(filter: $filter) {
      referenceDate
      ...CohortTriangle_retention
    }
    ...RetentionActives_query
    ...RetentionInactives_query
  }
`;

/** The page's query module: the reference date (period's end), registration stores and person type from the address; answers kept 48 h. */
export const customerRetentionPage = defineSalesPageQuery<CustomerRetentionPageQueryType>({
  query: CustomerRetentionPageQuery,
  // 12 months ending yesterday: the triangle reads the months up to the period's end
  defaults: { period: { lastMonths: 12 } },
  fixed: { loyalty: 'ALL' },
});

export type { CustomerRetentionPageQueryType };
