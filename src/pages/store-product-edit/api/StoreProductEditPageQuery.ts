import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { StoreProductEditPageQuery as StoreProductEditPageQueryType } from './__generated__/StoreProductEditPageQuery.graphql';

/** The form's one query: the store product of the address (none without an id) and the stores. */
export const StoreProductEditPageQuery = graphql`
  query StoreProductEditPageQuery($id: ID!, $hasId: Boolean!) {
    units(first: 200) {
      edges {
        node {
          id
          name
        }
      }
    }
    storeProductById(id: $id) @include(if: $hasId) {
      id
      storeId
      storeName
      sku
      name
      productId
      price1
      stock
      stockBreak
      order
      active
      sales {
        active
        type
        discount
        minimumLimit
        maximumLimit
        price1
        price2
      }
    }
  }
`;

export const storeProductEditPage = definePageQuery<StoreProductEditPageQueryType, string | null>({
  query: StoreProductEditPageQuery,
  scope: ({ params }) => params.id?.trim() || null,
  variables: (id) => ({ id: id ?? '', hasId: id !== null }),
  cache: false,
  fetchPolicy: 'network-only',
});

export type { StoreProductEditPageQueryType };
