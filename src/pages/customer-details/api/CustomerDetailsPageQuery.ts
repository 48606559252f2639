import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { CustomerDetailsPageQuery as CustomerDetailsPageQueryType } from './__generated__/CustomerDetailsPageQuery.graphql';

/** The customer detail page's one query: the customer's registration, figures, favourites and first purchases. */
export const CustomerDetailsPageQuery = graphql`
  query CustomerDetailsPageQuery($id: ID!) {
    customer(id: $id) {
      id
      name
      document
      ...CustomerRegistration_customer
      ...CustomerFigures_customer
      ...CustomerPurchases_customer
      ...PointsLedger_customer
    }
  }
`;

/** The page's query module: the customer of the address's id, always asked again (new purchases arrive). */
export const customerDetailsPage = definePageQuery<CustomerDetailsPageQueryType, string>({
  query: CustomerDetailsPageQuery,
  scope: ({ params }) => params.id ?? '',
  variables: (id) => ({ id }),
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { CustomerDetailsPageQueryType };
