import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { isClusterKey, RFV_PARAMS, type RfvClusterKey } from '../model/clusters';
import type { CustomerRfvPageQuery as CustomerRfvPageQueryType } from './__generated__/CustomerRfvPageQuery.graphql';

/** The RFV page's one query: the analyses to pick from, the period's clusters, the migrations, a cluster's customers. */
export const CustomerRfvPageQuery = graphql`
  query CustomerRfvPageQuery($analysisId: ID, $periodId: ID, $fromPeriodId: ID, $cluster: RfvClusterKey!) {
    aHubAnalyticsConfigurations(type: RFV) {
      ...RfvPickers_analyses
    }
    rfvClientsMetrics(analysisId: $analysisId, periodId: $periodId) {
      analysis {
        id
        title
        status
      }
      period {
        id
        title
        initialDate
        finalDate
      }
      ...RfvClusterTable_metrics
    }
    rfvPeriodMigrations(analysisId: $analysisId, fromPeriodId: $fromPeriodId, toPeriodId: $periodId) {
      from {
        id
      }
      ...RfvMigrationMatrix_migrations
    }
    ...RfvCustomers_query @arguments(analysisId: $analysisId, periodId: $periodId, cluster: $cluster)
  }
`;

/** What the page reads from its address: the analysis (path), the periods and the cluster listed (search). */
export interface CustomerRfvScope {
  analysisId: string | null;
  periodId: string | null;
  fromPeriodId: string | null;
  cluster: RfvClusterKey;
}

/**
 * The page's query module. Not in the 48 h answer cache: a new or recomputed analysis changes the
 * figures without a new processing stamp.
 */
export const customerRfvPage = definePageQuery<CustomerRfvPageQueryType, CustomerRfvScope>({
  query: CustomerRfvPageQuery,
  scope: ({ params, search }) => {
    const cluster = search.get(RFV_PARAMS.cluster);
    return {
      analysisId: params.analysisId ?? null,
      periodId: search.get(RFV_PARAMS.period) || null,
      fromPeriodId: search.get(RFV_PARAMS.from) || null,
      cluster: isClusterKey(cluster) ? cluster : 'champions',
    };
  },
  variables: (scope) => scope,
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { CustomerRfvPageQueryType };
