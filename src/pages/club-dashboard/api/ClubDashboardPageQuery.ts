import { graphql } from 'react-relay';
import { defineSalesPageQuery } from '@/shared/api';
import type { ClubDashboardPageQuery as ClubDashboardPageQueryType } from './__generated__/ClubDashboardPageQuery.graphql';

/**
 * The club dashboard's one query: the account (filters, recency criteria), the club KPIs, the
 * activity groups on the period's last day and the monthly charts.
 */
export const ClubDashboardPageQuery = graphql`
  query ClubDashboardPageQuery($filter: SalesFilter!) {
    viewer {
      account {
        ...SalesFilterBar_account
        ...CustomerActivityClusters_account
      }
    }
    clubDashboard(filter: $filter) {
      metrics {
        NUM_CUPONS
        ...ClubKpis_metrics
      }
      clusters {
        ...CustomerActivityClusters_clusters
      }
      ...ClubMonthlyCharts_dashboard
    }
  }
`;

/** The page's query module: the address's sales filters, answers kept 48 h (spec §7). */
export const clubDashboardPage = defineSalesPageQuery<ClubDashboardPageQueryType>({
  query: ClubDashboardPageQuery,
  // the current month up to yesterday
  defaults: { period: { lastMonths: 1 } },
  // period, stores and person type; loyalty stays "all" (the page splits it itself)
  fixed: { loyalty: 'ALL' },
});

export type { ClubDashboardPageQueryType };
