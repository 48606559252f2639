import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { ProductGroupsPageQuery as ProductGroupsPageQueryType } from './__generated__/ProductGroupsPageQuery.graphql';

/** Address parameter of the search. */
export const GROUP_SEARCH_PARAM = 'busca';

/** The page's one query: the account's product groups matching the address's search (at most 500, by name). */
export const ProductGroupsPageQuery = graphql`
  query ProductGroupsPageQuery($search: String) {
    productsGroups(search: $search) {
      _id
      name
      category
      products_qty
      image_url
      rules_exhibition {
        active
        start
        finish
      }
      categories_final_consumer {
        department
        category
        sub_category
      }
      products {
        sku
      }
      updatedAt
    }
  }
`;

export const productGroupsPage = definePageQuery<ProductGroupsPageQueryType, string | null>({
  query: ProductGroupsPageQuery,
  scope: ({ search }) => search.get(GROUP_SEARCH_PARAM)?.trim().slice(0, 100) || null,
  variables: (search) => ({ search }),
  cache: false,
  fetchPolicy: 'network-only',
});

export type { ProductGroupsPageQueryType };
