import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { StoreProductNewPageQuery as StoreProductNewPageQueryType } from './__generated__/StoreProductNewPageQuery.graphql';

/** The form's one query: the account's stores. The address may preset the SKU (`?sku=`). */
export const StoreProductNewPageQuery = graphql`
  query StoreProductNewPageQuery {
    units(first: 200) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

export const storeProductNewPage = definePageQuery<StoreProductNewPageQueryType, string>({
  query: StoreProductNewPageQuery,
  scope: ({ search }) => search.get('sku')?.trim().slice(0, 60) ?? '',
  variables: () => ({}),
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { StoreProductNewPageQueryType };
