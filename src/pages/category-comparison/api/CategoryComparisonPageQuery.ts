import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { comparisonScope, comparisonVariables, type ComparisonScope } from '@/widgets/compared-items';
import type { CategoryComparisonPageQuery as CategoryComparisonPageQueryType } from './__generated__/CategoryComparisonPageQuery.graphql';

/** Comparativo de categorias: the page's one query, the filters and the categories compared over both periods. */
export const CategoryComparisonPageQuery = graphql`
  query CategoryComparisonPageQuery($filter: SalesFilter!, $referenceStart: String!, $referenceEnd: String!, $items: [String!]!) {
    viewer {
      account {
        ...SalesFilterBar_account
      }
    }
    categoryComparison(filter: $filter, referenceStart: $referenceStart, referenceEnd: $referenceEnd, items: $items) {
      rows {
        key
      }
      ...ComparisonView_comparison
    }
  }
`;

/** The page's query module: period, stores, reference and categories from the address; answers kept 48 h (spec §7). */
export const categoryComparisonPage = definePageQuery<CategoryComparisonPageQueryType, ComparisonScope>({
  query: CategoryComparisonPageQuery,
  scope: ({ search }) => comparisonScope(search),
  variables: comparisonVariables,
  cache: true,
});
