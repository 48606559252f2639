import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { rankingScope, rankingVariables, type RankingScope } from '../model/scope';
import type { ProductRankingPageQuery as ProductRankingPageQueryType } from './__generated__/ProductRankingPageQuery.graphql';

/** Ranking de produtos: the page's one query, the filters, the product metrics and the 100 products listed. */
export const ProductRankingPageQuery = graphql`
  query ProductRankingPageQuery($filter: SalesFilter!, $metric: ProductRankingMetric!, $order: ProductRankingOrder!, $department: String, $category: String) {
    viewer {
      account {
        ...SalesFilterBar_account
      }
    }
    productRanking(filter: $filter, metric: $metric, order: $order, department: $department, category: $category) {
      NUM_PRODUTOS_ATIVOS
      departments {
        name
        categories
      }
      ...RankingKpis_ranking
      ...RankingTable_ranking
    }
  }
`;

/** The page's query module: period, stores and the ranking's choices from the address; answers kept 48 h (spec §7). */
export const productRankingPage = definePageQuery<ProductRankingPageQueryType, RankingScope>({
  query: ProductRankingPageQuery,
  scope: ({ search }) => rankingScope(search),
  variables: rankingVariables,
  cache: true,
});

export type { ProductRankingPageQueryType };
