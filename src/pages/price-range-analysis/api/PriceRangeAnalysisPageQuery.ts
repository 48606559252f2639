import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { PriceRangeAnalysisPageQuery as PriceRangeAnalysisPageQueryType } from './__generated__/PriceRangeAnalysisPageQuery.graphql';

/** The analysis page's one query: the analysis and, once DONE, its ranges, histogram and products without sales. */
export const PriceRangeAnalysisPageQuery = graphql`
  query PriceRangeAnalysisPageQuery($id: ID!) {
    priceRangesAnalytic(id: $id) {
      id
      _id
      name
      description
      status
      error
      products_count
      ranges_count
      createdAt
      createdBy
      finishedAt
      filters {
        referenceStart
        referenceEnd
        analyzedStart
        analyzedEnd
        units
      }
    }
    priceRangesAnalytics(id: $id) {
      analysisId
      cutPoints
      totals {
        referenceClients
        analyzedClients
        upsell
        downsell
        stayed
        new
        lost
      }
      price_ranges {
        index
        lowerBound
        upperBound
        unique
        percentile20
        percentile50
        percentile80
        minPrice
        maxPrice
        reference {
          unique
        }
        upsell
        downsell
        stayed
        new
        lost
      }
    }
    priceRangesHistogram(id: $id) {
      analysisId
      cutPoints
      bins {
        from
        to
        referenceQuantity
        analyzedQuantity
      }
    }
    priceRangesProductsWithoutSales(id: $id) {
      sku
      name
      soldInReference
      soldInAnalyzed
    }
  }
`;

/** The page's query module: the analysis in the address (`/produtos/faixas-precos/:id`), always asked again. */
export const priceRangeAnalysisPage = definePageQuery<PriceRangeAnalysisPageQueryType, { id: string }>({
  query: PriceRangeAnalysisPageQuery,
  scope: ({ params }) => ({ id: params.id ?? '' }),
  variables: ({ id }) => ({ id }),
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { PriceRangeAnalysisPageQueryType };
