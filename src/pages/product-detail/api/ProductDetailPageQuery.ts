import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { readSalesFilters, toSalesFilterInput, type SalesFilters } from '@/shared/lib/sales-filters';
import type { ProductDetailPageQuery as ProductDetailPageQueryType } from './__generated__/ProductDetailPageQuery.graphql';

/** Detalhes do produto: the page's one query, the catalogue product and its sales in the address's period and stores. */
export const ProductDetailPageQuery = graphql`
  query ProductDetailPageQuery($id: ID!, $filter: SalesFilter!) {
    viewer {
      account {
        ...SalesFilterBar_account
      }
    }
    productDetail(id: $id, filter: $filter) {
      product {
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
        price
      }
      sales {
        ...ProductSalesView_sales
      }
    }
  }
`;

export interface ProductDetailScope {
  id: string;
  filters: SalesFilters;
}

/** The last 90 days: enough weeks for the magic price point and the weekday × hour map. */
const DEFAULTS = { period: { lastDays: 90 } } as const;

/** The page's query module: the product of the address's id, its period and stores (loyalty and person type do not apply); answers kept 48 h. */
export const productDetailPage = definePageQuery<ProductDetailPageQueryType, ProductDetailScope>({
  query: ProductDetailPageQuery,
  scope: ({ params, search }) => ({ id: params.id ?? '', filters: { ...readSalesFilters(search, DEFAULTS), loyalty: 'ALL', personType: null } }),
  variables: ({ id, filters }) => ({ id, filter: toSalesFilterInput(filters) }),
  cache: true,
});

export type { ProductDetailPageQueryType };
