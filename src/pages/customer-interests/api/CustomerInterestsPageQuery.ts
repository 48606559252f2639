import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { readSalesFilters, toSalesFilterInput, type SalesFilters } from '@/shared/lib/sales-filters';
import type { PageQueryArgs } from '@/shared/lib/route-module';
import type { CustomerInterestsPageQuery as CustomerInterestsPageQueryType } from './__generated__/CustomerInterestsPageQuery.graphql';

/** How the page groups consumers (GraphQL `InterestView`). */
export type InterestView = 'GENDER' | 'AGE' | 'PERSON_TYPE';

/** The interests pages' one query: the filters and every group's departments (or a department's categories). */
export const CustomerInterestsPageQuery = graphql`
  query CustomerInterestsPageQuery($filter: SalesFilter!, $view: InterestView!, $department: String) {
    viewer {
      account {
        ...SalesFilterBar_account
      }
    }
    customerInterests(filter: $filter, view: $view, department: $department) {
      view
      department
      monthFrom
      monthTo
      ...InterestGroups_interests
    }
  }
`;

/** Address parameter of the department drilled into. */
export const DEPARTMENT_PARAM = 'departamento';
/** Set by the route loader from the path (the address's path is not part of a page query's scope). */
const VIEW_PARAM = '__visao';

/** The view each interests address shows: the root shows the gender view (README "Clientes — análises"). */
export function viewOfPath(pathname: string): InterestView {
  if (pathname.endsWith('/por-idade')) return 'AGE';
  if (pathname.endsWith('/pessoa-juridica')) return 'PERSON_TYPE';
  return 'GENDER';
}

export interface InterestsScope {
  filters: SalesFilters;
  view: InterestView;
  department: string | null;
}

const DEFAULTS = { period: { lastMonths: 12 } } as const;

/** The page's query module: period and registration stores from the address, the view from the path, answers kept 48 h. */
export const customerInterestsPage = definePageQuery<CustomerInterestsPageQueryType, InterestsScope>({
  query: CustomerInterestsPageQuery,
  // person type is what the PJ view groups by, and the loyalty split does not apply: both fixed
  scope: ({ search }) => ({
    filters: { ...readSalesFilters(search, DEFAULTS), loyalty: 'ALL', personType: null },
    view: viewOfPath(`/${search.get(VIEW_PARAM) ?? ''}`),
    department: search.get(DEPARTMENT_PARAM),
  }),
  variables: ({ filters, view, department }) => ({ filter: toSalesFilterInput(filters), view, department }),
  cache: true,
});

/** The route's loader: the page query with the view its path names. */
export function loadInterests({ environment, params, url }: PageQueryArgs) {
  const address = new URL(url);
  address.searchParams.set(VIEW_PARAM, address.pathname.split('/').pop() ?? '');
  return customerInterestsPage.load({ environment, params, url: address });
}

export type { CustomerInterestsPageQueryType };
