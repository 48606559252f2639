import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import { cacheableQuery } from '@/shared/api';
import type { PageQueryArgs } from '@/shared/lib/route-module';
import { readReferencePeriod } from '@/shared/ui/reference-period';
import { readSalesFilters, toSalesFilterInput, type FilterDefaults, type SalesFilters } from '@/shared/lib/sales-filters';
import type { ClubComparisonPageQuery as ClubComparisonPageQueryType } from './__generated__/ClubComparisonPageQuery.graphql';

/** The comparison's default period: the current month up to yesterday. */
export const CLUB_COMPARISON_DEFAULTS: FilterDefaults = { period: { lastMonths: 1 } };

/** The club comparison page's one query: the account's filters and the KPIs of both periods. */
export const ClubComparisonPageQuery = graphql`
  query ClubComparisonPageQuery($filter: SalesFilter!, $reference: DayRange!) {
    viewer {
      account {
        ...SalesFilterBar_account
      }
    }
    clubComparison(filter: $filter, reference: $reference) {
      referenceStart
      ...ClubComparison_comparison
    }
  }
`;

// answers are kept 48 h and reused while the processing stamp holds (spec §7)
cacheableQuery('ClubComparisonPageQuery');

/** Period, stores and person type; loyalty stays "all" (the KPIs split it themselves). */
export function clubComparisonFilters(search: URLSearchParams): SalesFilters {
  return { ...readSalesFilters(search, CLUB_COMPARISON_DEFAULTS), loyalty: 'ALL' };
}

/** Starts ClubComparisonPageQuery with the address's periods before the page renders. */
export function loadClubComparisonPageQuery({ environment, url }: PageQueryArgs): PreloadedQuery<ClubComparisonPageQueryType> {
  const filters = clubComparisonFilters(url.searchParams);
  const { start, end } = readReferencePeriod(url.searchParams, filters);
  return loadQuery<ClubComparisonPageQueryType>(
    environment,
    ClubComparisonPageQuery,
    { filter: toSalesFilterInput(filters), reference: { start, end } },
    { fetchPolicy: 'store-or-network' },
  );
}

export type { ClubComparisonPageQueryType };
