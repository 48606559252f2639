import { graphql } from 'react-relay';
import { definePageQuery, NO_SCOPE } from '@/shared/api';
import type { AnalysisManagerPageQuery as AnalysisManagerPageQueryType } from './__generated__/AnalysisManagerPageQuery.graphql';

/** The analysis manager's one query: the account's RFV analyses, the hub limits and the stores a new analysis may filter by. */
export const AnalysisManagerPageQuery = graphql`
  query AnalysisManagerPageQuery {
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
    aHubAnalyticsConfigurations(type: RFV) {
      id
      ...AnalysisList_analyses
    }
    aHubAnalyticsLimits {
      ...AnalysisLimits_limits
    }
  }
`;

/**
 * The page's query module. Not in the 48 h answer cache: an analysis's status changes without a new
 * processing stamp (the page follows it live), so the list is always asked again.
 */
export const analysisManagerPage = definePageQuery<AnalysisManagerPageQueryType>({
  query: AnalysisManagerPageQuery,
  ...NO_SCOPE,
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { AnalysisManagerPageQueryType };
