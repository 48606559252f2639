import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { comparisonScope, comparisonVariables, type ComparisonScope } from '@/widgets/compared-items';
import type { ProductComparisonPageQuery as ProductComparisonPageQueryType } from './__generated__/ProductComparisonPageQuery.graphql';

/** Comparativo de produtos: the page's one query, the filters and the products compared over both periods. */
export const ProductComparisonPageQuery = graphql`
  query ProductComparisonPageQuery($filter: SalesFilter!, $referenceStart: String!, $referenceEnd: String!, $items: [String!]!) {
    viewer {
      account {
        ...SalesFilterBar_account
      }
    }
    productComparison(filter: $filter, referenceStart: $referenceStart, referenceEnd: $referenceEnd, items: $items) {
      rows {
        key
      }
      ...ComparisonView_comparison
    }
  }
`;

/** The page's query module: period, stores, reference and products from the address; answers kept 48 h (spec §7). */
export const productComparisonPage = definePageQuery<ProductComparisonPageQueryType, ComparisonScope>({
  query: ProductComparisonPageQuery,
  scope: ({ search }) => comparisonScope(search),
  variables: comparisonVariables,
  cache: true,
});
