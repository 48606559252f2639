import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { searchProblem } from '../model/searchText';
import type { CustomerSearchPageQuery as CustomerSearchPageQueryType } from './__generated__/CustomerSearchPageQuery.graphql';

/** URL search parameter holding what was searched, so a search deep-links. */
export const CUSTOMER_SEARCH_PARAM = 'busca';

/** The customer search page's one query: the customers matching the address's search, when it has one the server can answer. */
export const CustomerSearchPageQuery = graphql`
  query CustomerSearchPageQuery($query: String!, $searching: Boolean!) {
    ...CustomerSearchResults_query @arguments(query: $query) @include(if: $searching) @alias(as: "results")
  }
`;

/** What the address asks for: the text, and whether it can be searched (else the page says why). */
export interface CustomerSearchScope {
  text: string;
  searching: boolean;
}

/** The page's query module: the address's search, always asked again (registrations change). */
export const customerSearchPage = definePageQuery<CustomerSearchPageQueryType, CustomerSearchScope>({
  query: CustomerSearchPageQuery,
  scope: ({ search }) => {
    const text = search.get(CUSTOMER_SEARCH_PARAM)?.trim() ?? '';
    return { text, searching: text !== '' && searchProblem(text) === null };
  },
  variables: ({ text, searching }) => ({ query: text, searching }),
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { CustomerSearchPageQueryType };
