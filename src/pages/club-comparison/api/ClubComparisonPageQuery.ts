import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { readSalesFilters, toSalesFilterInput, type FilterDefaults, type SalesFilters } from '@/shared/lib/sales-filters';
import { readReferencePeriod, type ReferencePeriod } from '@/shared/ui/reference-period';
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

export interface ClubComparisonScope {
  /** period, stores and person type; loyalty stays "all" (the KPIs split it themselves) */
  filters: SalesFilters;
  /** the period compared with (a malformed one in the address falls back to a year earlier) */
  reference: ReferencePeriod;
}

/** The page's query module: both periods from the address, answers kept 48 h (spec §7). */
export const clubComparisonPage = definePageQuery<ClubComparisonPageQueryType, ClubComparisonScope>({
  query: ClubComparisonPageQuery,
  scope: ({ search }) => {
    const filters: SalesFilters = { ...readSalesFilters(search, CLUB_COMPARISON_DEFAULTS), loyalty: 'ALL' };
    return { filters, reference: readReferencePeriod(search, filters) };
  },
  variables: ({ filters, reference }) => ({ filter: toSalesFilterInput(filters), reference: { start: reference.start, end: reference.end } }),
  cache: true,
});

export type { ClubComparisonPageQueryType };
