import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { interestsScope, interestsVariables, type InterestsScope } from '@/widgets/interest-affinity';
import type { CustomerInterestsAgePageQuery as CustomerInterestsAgePageQueryType } from './__generated__/CustomerInterestsAgePageQuery.graphql';

/** Interesses por idade: the page's one query, the filters and every group's departments (or a department's categories). */
export const CustomerInterestsAgePageQuery = graphql`
  query CustomerInterestsAgePageQuery($filter: SalesFilter!, $department: String) {
    viewer {
      account {
        ...SalesFilterBar_account
      }
    }
    customerInterests(filter: $filter, view: AGE, department: $department) {
      ...InterestsView_interests
    }
  }
`;

/** The page's query module: period, registration stores and the department drilled into from the address; answers kept 48 h. */
export const customerInterestsAgePage = definePageQuery<CustomerInterestsAgePageQueryType, InterestsScope>({
  query: CustomerInterestsAgePageQuery,
  scope: ({ search }) => interestsScope(search),
  variables: interestsVariables,
  cache: true,
});

export type { CustomerInterestsAgePageQueryType };
