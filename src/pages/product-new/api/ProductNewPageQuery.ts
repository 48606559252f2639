import { graphql } from 'react-relay';
import { definePageQuery, NO_SCOPE } from '@/shared/api';
import type { ProductNewPageQuery as ProductNewPageQueryType } from './__generated__/ProductNewPageQuery.graphql';

/** The new-product form's one query: the catalogue's departments and the measure units. */
export const ProductNewPageQuery = graphql`
  query ProductNewPageQuery {
    listDepartment
    listMeasure {
      acronym
      code
      name
    }
  }
`;

export const productNewPage = definePageQuery<ProductNewPageQueryType>({
  query: ProductNewPageQuery,
  ...NO_SCOPE,
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { ProductNewPageQueryType };
