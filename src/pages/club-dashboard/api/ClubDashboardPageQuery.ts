import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import { cacheableQuery } from '@/shared/api';
import type { PageQueryArgs } from '@/shared/lib/route-module';
import { readSalesFilters, toSalesFilterInput, type FilterDefaults, type SalesFilters } from '@/shared/lib/sales-filters';
import type { ClubDashboardPageQuery as ClubDashboardPageQueryType } from './__generated__/ClubDashboardPageQuery.graphql';

/** The club dashboard's default period: the current month up to yesterday. */
export const CLUB_FILTER_DEFAULTS: FilterDefaults = { period: { lastMonths: 1 } };

/**
 * The club dashboard's one query: the account (filters, recency criteria), the club KPIs, the
 * activity groups on the period's last day and the monthly charts.
 */
export const ClubDashboardPageQuery = graphql`
  query ClubDashboardPageQuery($filter: SalesFilter!) {
    viewer {
      account {
        ...SalesFilterBar_account
        ...ClientsActivityClusters_account
      }
    }
    clubDashboard(filter: $filter) {
      metrics {
        NUM_CUPONS
        ...ClubKpis_metrics
      }
      clusters {
        ...ClientsActivityClusters_clusters
      }
      ...ClubMonthlyCharts_dashboard
    }
  }
`;

// answers are kept 48 h and reused while the processing stamp holds (spec §7)
cacheableQuery('ClubDashboardPageQuery');

/** The dashboard offers period, stores and person type; loyalty stays "all" (the page splits it itself). */
export function clubDashboardFilters(search: URLSearchParams): SalesFilters {
  return { ...readSalesFilters(search, CLUB_FILTER_DEFAULTS), loyalty: 'ALL' };
}

/** Starts ClubDashboardPageQuery with the address's filters before the page renders. */
export function loadClubDashboardPageQuery({ environment, url }: PageQueryArgs): PreloadedQuery<ClubDashboardPageQueryType> {
  return loadQuery<ClubDashboardPageQueryType>(
    environment,
    ClubDashboardPageQuery,
    { filter: toSalesFilterInput(clubDashboardFilters(url.searchParams)) },
    { fetchPolicy: 'store-or-network' },
  );
}

export type { ClubDashboardPageQueryType };
