import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { ProductSearchPageQuery as ProductSearchPageQueryType } from './__generated__/ProductSearchPageQuery.graphql';

/** URL search parameter holding what was searched, so a search deep-links. */
export const PRODUCT_SEARCH_PARAM = 'busca';
/** Longest text the server searches (server/modules/product-analytics/search.ts). */
export const PRODUCT_SEARCH_MAX = 120;

/** The product search page's one query: the products matching the address's search, when it has one. */
export const ProductSearchPageQuery = graphql`
  query ProductSearchPageQuery($query: String!, $searching: Boolean!) {
    productSearch(query: $query) @include(if: $searching) {
      totalCount
      products {
        id
        sku
        eans
        name
        department
        category
        subcategory
        brand
        measure
        isWeightable
      }
    }
  }
`;

/** What the address asks for: the text, and whether it can be searched. */
export interface ProductSearchScope {
  text: string;
  searching: boolean;
}

/** The page's query module: the address's search, asked again on each visit (the catalogue changes without a new processing stamp). */
export const productSearchPage = definePageQuery<ProductSearchPageQueryType, ProductSearchScope>({
  query: ProductSearchPageQuery,
  scope: ({ search }) => {
    const text = search.get(PRODUCT_SEARCH_PARAM)?.trim() ?? '';
    return { text, searching: text !== '' && text.length <= PRODUCT_SEARCH_MAX };
  },
  variables: ({ text, searching }) => ({ query: text, searching }),
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { ProductSearchPageQueryType };
