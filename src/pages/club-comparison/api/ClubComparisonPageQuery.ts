import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import type { PageQueryArgs } from '@/shared/lib/route-module';
import { isIsoDay, readSalesFilters, toSalesFilterInput, type FilterDefaults, type SalesFilters } from '@/shared/lib/sales-filters';
import type { ClubComparisonPageQuery as ClubComparisonPageQueryType } from './__generated__/ClubComparisonPageQuery.graphql';

/** The comparison's default period: the current month up to yesterday. */
export const CLUB_COMPARISON_DEFAULTS: FilterDefaults = { period: { lastMonths: 1 } };

/** Address parameters of the reference period (pt-BR, as users see them in links). */
export const REFERENCE_PARAMS = { start: 'ref_de', end: 'ref_ate' } as const;

/** The same day one year earlier (29/02 becomes 28/02), as the server's default reference. */
export function sameDayLastYear(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const last = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  return `${year - 1}-${String(month).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

/** The reference period of an address; the same days one year earlier when missing or malformed. */
export function referenceOf(search: URLSearchParams, filters: SalesFilters): { start: string; end: string } {
  const start = search.get(REFERENCE_PARAMS.start);
  const end = search.get(REFERENCE_PARAMS.end);
  if (isIsoDay(start) && isIsoDay(end) && start <= end) return { start, end };
  return { start: sameDayLastYear(filters.start), end: sameDayLastYear(filters.end) };
}

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

/** Period, stores and person type; loyalty stays "all" (the KPIs split it themselves). */
export function clubComparisonFilters(search: URLSearchParams): SalesFilters {
  return { ...readSalesFilters(search, CLUB_COMPARISON_DEFAULTS), loyalty: 'ALL' };
}

/** Starts ClubComparisonPageQuery with the address's periods before the page renders. */
export function loadClubComparisonPageQuery({ environment, url }: PageQueryArgs): PreloadedQuery<ClubComparisonPageQueryType> {
  const filters = clubComparisonFilters(url.searchParams);
  return loadQuery<ClubComparisonPageQueryType>(
    environment,
    ClubComparisonPageQuery,
    { filter: toSalesFilterInput(filters), reference: referenceOf(url.searchParams, filters) },
    { fetchPolicy: 'store-or-network' },
  );
}

export type { ClubComparisonPageQueryType };
