import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { StoreProductListPageQuery as StoreProductListPageQueryType } from './__generated__/StoreProductListPageQuery.graphql';

/** Address parameters of the list. */
export const STORE_PRODUCT_PARAMS = { search: 'busca', store: 'loja', status: 'situacao' } as const;

export interface StoreProductScope {
  search: string | null;
  /** the store's global id */
  store: string | null;
  active: boolean | null;
}

/** The list's one query: the stores (filter) and the store products of the address. */
export const StoreProductListPageQuery = graphql`
  query StoreProductListPageQuery($search: String, $storeId: ID, $active: Boolean) {
    units(first: 200) {
      edges {
        node {
          id
          name
        }
      }
    }
    ...StoreProductTable_query @arguments(search: $search, storeId: $storeId, active: $active)
  }
`;

export const storeProductListPage = definePageQuery<StoreProductListPageQueryType, StoreProductScope>({
  query: StoreProductListPageQuery,
  scope: ({ search }) => ({
    search: search.get(STORE_PRODUCT_PARAMS.search)?.trim().slice(0, 100) || null,
    store: search.get(STORE_PRODUCT_PARAMS.store)?.trim().slice(0, 190) || null,
    active: search.get(STORE_PRODUCT_PARAMS.status) === 'ativos' ? true : search.get(STORE_PRODUCT_PARAMS.status) === 'inativos' ? false : null,
  }),
  variables: ({ search, store, active }) => ({ search, storeId: store, active }),
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { StoreProductListPageQueryType };
