import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { CustomerRegistrationsPageQuery as CustomerRegistrationsPageQueryType } from './__generated__/CustomerRegistrationsPageQuery.graphql';
import { readRegistrationScope, registrationArgs, type RegistrationScope } from '../model/params';

/** The list's one query: the registrations matching the address, the stores (filter) and the viewer (export). */
export const CustomerRegistrationsPageQuery = graphql`
  query CustomerRegistrationsPageQuery($filter: ConsumerRegistrationFilter, $sort: ConsumerRegistrationSort, $direction: ConsumerRegistrationSortDirection) {
    viewer {
      user {
        email
      }
      account {
        units(first: 200) {
          edges {
            node {
              id
              id_erp
              name
            }
          }
        }
      }
    }
    consumerOrigins
    ...RegistrationsTable_query @arguments(filter: $filter, sort: $sort, direction: $direction)
  }
`;

/** The page's query module: not cached (registrations change with every edit), asked again on open. */
export const customerRegistrationsPage = definePageQuery<CustomerRegistrationsPageQueryType, RegistrationScope>({
  query: CustomerRegistrationsPageQuery,
  scope: ({ search }) => readRegistrationScope(search),
  variables: registrationArgs,
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { CustomerRegistrationsPageQueryType };
