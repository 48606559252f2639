import { graphql } from 'react-relay';
import { definePageQuery, NO_SCOPE } from '@/shared/api';
import type { PriceRangeNewPageQuery as PriceRangeNewPageQueryType } from './__generated__/PriceRangeNewPageQuery.graphql';

/** The form's one query: the stores an analysis may be limited to. */
export const PriceRangeNewPageQuery = graphql`
  query PriceRangeNewPageQuery {
    viewer {
      account {
        units(first: 200) {
          edges {
            node {
              id_erp
              name
              address_components {
                city_name
              }
            }
          }
        }
      }
    }
  }
`;

/** The page's query module (the stores change rarely: from the store when there). */
export const priceRangeNewPage = definePageQuery<PriceRangeNewPageQueryType>({
  query: PriceRangeNewPageQuery,
  ...NO_SCOPE,
  cache: false,
});

export type { PriceRangeNewPageQueryType };
