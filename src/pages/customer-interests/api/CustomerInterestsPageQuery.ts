import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { interestsScope, interestsVariables, type InterestsScope } from '@/widgets/interest-affinity';
import type { CustomerInterestsPageQuery as CustomerInterestsPageQueryType } from './__generated__/CustomerInterestsPageQuery.graphql';

/** Interesses: the page's one query, the filters and every group's departments (or a department's categories). */
export const CustomerInterestsPageQuery = graphql`
  query CustomerInterestsPageQuery($filter: SalesFilter!, $department: String) {
    viewer {
      account {
        ...SalesFilterBar_account
      }
    }
    customerInterests(filter: $filter, view: GENDER, department: $department) {
      ...InterestsView_interests
    }
  }
`;

/** The page's query module: period, registration stores and the department drilled into from the address; answers kept 48 h. */
export const customerInterestsPage = definePageQuery<CustomerInterestsPageQueryType, InterestsScope>({
  query: CustomerInterestsPageQuery,
  scope: ({ search }) => interestsScope(search),
  variables: interestsVariables,
  cache: true,
});

export type { CustomerInterestsPageQueryType };
