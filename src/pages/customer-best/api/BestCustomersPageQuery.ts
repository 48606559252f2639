import { graphql } from 'react-relay';
import { defineSalesPageQuery } from '@/shared/api';
import type { BestCustomersPageQuery as BestCustomersPageQueryType } from './__generated__/BestCustomersPageQuery.graphql';

/** The best customers page's one query: the account's filters and the ranking's first page. */
export const BestCustomersPageQuery = graphql`
  query BestCustomersPageQuery($filter: SalesFilter!) {
    viewer {
      account {
        ...SalesFilterBar_account
      }
    }
    ...BestCustomersTable_query @arguments(filter: $filter)
  }
`;

/** The page's query module: the address's sales filters (a year by default), answers kept 48 h (spec §7). */
export const bestCustomersPage = defineSalesPageQuery<BestCustomersPageQueryType>({
  query: BestCustomersPageQuery,
  // the 12 months up to yesterday: a customer's worth shows over a year of purchases
  defaults: { period: { lastMonths: 12 } },
  // the ranking is of loyalty revenue by definition
  fixed: { loyalty: 'LOYALTY' },
});

export type { BestCustomersPageQueryType };
