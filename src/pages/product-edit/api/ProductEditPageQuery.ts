import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { ProductEditPageQuery as ProductEditPageQueryType } from './__generated__/ProductEditPageQuery.graphql';

/** The form's one query: the product of the address (none without an id: the page says so), the departments and the measure units. */
export const ProductEditPageQuery = graphql`
  query ProductEditPageQuery($id: ID!, $hasId: Boolean!) {
    listDepartment
    listMeasure {
      acronym
      code
      name
    }
    product(id: $id) @include(if: $hasId) {
      id
      sku
      name
      ...ProductForm_product
      ...ProductHistory_product
    }
  }
`;

/** The product's global id in the address (`/produtos/alterar/:id`), or null for a new product. */
export const productEditPage = definePageQuery<ProductEditPageQueryType, string | null>({
  query: ProductEditPageQuery,
  scope: ({ params }) => params.id?.trim() || null,
  variables: (id) => ({ id: id ?? '', hasId: id !== null }),
  cache: false,
  fetchPolicy: 'network-only',
});

export type { ProductEditPageQueryType };
