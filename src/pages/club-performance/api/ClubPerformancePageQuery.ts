import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import { cacheableQuery } from '@/shared/api';
import type { PageQueryArgs } from '@/shared/lib/route-module';
import { readSalesFilters, toSalesFilterInput, type FilterDefaults, type SalesFilters } from '@/shared/lib/sales-filters';
import type { ClubPerformancePageQuery as ClubPerformancePageQueryType } from './__generated__/ClubPerformancePageQuery.graphql';

/** The club performance's default: the last 12 months, month by month. */
export const CLUB_PERFORMANCE_DEFAULTS: FilterDefaults = { period: { lastMonths: 12 }, granularity: 'MENSAL' };

/** The club performance page's one query: the account's filters and the club per bucket of the period. */
export const ClubPerformancePageQuery = graphql`
  query ClubPerformancePageQuery($filter: SalesFilter!, $granularity: PeriodGranularity!) {
    viewer {
      account {
        ...SalesFilterBar_account
      }
    }
    clubPerformance(filter: $filter, granularity: $granularity) {
      period
      ...ClubPerformance_points
    }
  }
`;

// answers are kept 48 h and reused while the processing stamp holds (spec §7)
cacheableQuery('ClubPerformancePageQuery');

/** Period, stores, granularity and person type; the page compares loyalty with the rest, so loyalty stays "all". */
export function clubPerformanceFilters(search: URLSearchParams): SalesFilters {
  return { ...readSalesFilters(search, CLUB_PERFORMANCE_DEFAULTS), loyalty: 'ALL' };
}

/** Starts ClubPerformancePageQuery with the address's filters before the page renders. */
export function loadClubPerformancePageQuery({ environment, url }: PageQueryArgs): PreloadedQuery<ClubPerformancePageQueryType> {
  const filters = clubPerformanceFilters(url.searchParams);
  return loadQuery<ClubPerformancePageQueryType>(
    environment,
    ClubPerformancePageQuery,
    { filter: toSalesFilterInput(filters), granularity: filters.granularity },
    { fetchPolicy: 'store-or-network' },
  );
}

export type { ClubPerformancePageQueryType };
