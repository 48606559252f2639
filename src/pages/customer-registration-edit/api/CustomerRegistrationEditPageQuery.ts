import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { CustomerRegistrationEditPageQuery as CustomerRegistrationEditPageQueryType } from './__generated__/CustomerRegistrationEditPageQuery.graphql';

/** Address parameter holding the consumer's global id (the list's row links here with it). */
export const CUSTOMER_PARAM = 'cliente';

/** The edit page's one query: the consumer of the address, their registration, sign-up state and operation log. */
export const CustomerRegistrationEditPageQuery = graphql`
  query CustomerRegistrationEditPageQuery($id: ID!) {
    consumer(id: $id) {
        id
        name
        document
        ...RegistrationForm_customer
        ...SignUpActions_customer
        ...OperationLogTable_customer
    }
  }
`;

/** The page's query module: the consumer of `?cliente=`, always asked again (others may edit them too). */
export const customerRegistrationEditPage = definePageQuery<CustomerRegistrationEditPageQueryType, string>({
  query: CustomerRegistrationEditPageQuery,
  scope: ({ search }) => search.get(CUSTOMER_PARAM)?.trim() || '',
  variables: (id) => ({ id }),
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { CustomerRegistrationEditPageQueryType };
