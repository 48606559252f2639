import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { interestsScope, interestsVariables, type InterestsScope } from '@/widgets/interest-affinity';
import type { CustomerInterestsCompanyPageQuery as CustomerInterestsCompanyPageQueryType } from './__generated__/CustomerInterestsCompanyPageQuery.graphql';

/** Interesses de pessoa jurídica: the page's one query, the filters and every group's departments (or a department's categories). */
export const CustomerInterestsCompanyPageQuery = graphql`
  query CustomerInterestsCompanyPageQuery($filter: SalesFilter!, $department: String) {
    viewer {
      account {
        ...SalesFilterBar_account
      }
    }
    customerInterests(filter: $filter, view: PERSON_TYPE, department: $department) {
      ...InterestsView_interests
    }
  }
`;

/** The page's query module: period, registration stores and the department drilled into from the address; answers kept 48 h. */
export const customerInterestsCompanyPage = definePageQuery<CustomerInterestsCompanyPageQueryType, InterestsScope>({
  query: CustomerInterestsCompanyPageQuery,
  scope: ({ search }) => interestsScope(search),
  variables: interestsVariables,
  cache: true,
});

export type { CustomerInterestsCompanyPageQueryType };
