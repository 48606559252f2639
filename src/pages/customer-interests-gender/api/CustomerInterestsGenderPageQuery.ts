import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { interestsScope, interestsVariables, type InterestsScope } from '@/widgets/interest-affinity';
import type { CustomerInterestsGenderPageQuery as CustomerInterestsGenderPageQueryType } from './__generated__/CustomerInterestsGenderPageQuery.graphql';

/** Interesses por gênero: the page's one query, the filters and every group's departments (or a department's categories). */
export const CustomerInterestsGenderPageQuery = graphql`
  query CustomerInterestsGenderPageQuery($filter: SalesFilter!, $department: String) {
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
export const customerInterestsGenderPage = definePageQuery<CustomerInterestsGenderPageQueryType, InterestsScope>({
  query: CustomerInterestsGenderPageQuery,
  scope: ({ search }) => interestsScope(search),
  variables: interestsVariables,
  cache: true,
});

export type { CustomerInterestsGenderPageQueryType };
