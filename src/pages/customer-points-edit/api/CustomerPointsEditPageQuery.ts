import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { CustomerPointsEditPageQuery as CustomerPointsEditPageQueryType } from './__generated__/CustomerPointsEditPageQuery.graphql';

/** Address parameter holding the consumer's global id (the list's row links here with it). */
export const CUSTOMER_PARAM = 'cliente';

/** The points page's one query: the consumer of the address, their balance and ledger. */
export const CustomerPointsEditPageQuery = graphql`
  query CustomerPointsEditPageQuery($id: ID!) {
    consumer(id: $id) {
        id
        name
        document
        points_total
        ...PointsLedger_customer
    }
  }
`;

/** The page's query module: the consumer of `?cliente=`, always asked again (the programme moves points too). */
export const customerPointsEditPage = definePageQuery<CustomerPointsEditPageQueryType, string>({
  query: CustomerPointsEditPageQuery,
  scope: ({ search }) => search.get(CUSTOMER_PARAM)?.trim() || '',
  variables: (id) => ({ id }),
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { CustomerPointsEditPageQueryType };
