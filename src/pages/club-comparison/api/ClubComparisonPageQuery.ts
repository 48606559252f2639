import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { comparedPeriodsVariables, readComparedPeriods, type ComparedPeriods } from '@/shared/ui/reference-period';
import type { ClubComparisonPageQuery as ClubComparisonPageQueryType } from './__generated__/ClubComparisonPageQuery.graphql';

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

/**
 * The page's query module: the address's period (by default the current month up to yesterday) and
 * the one it is compared with; loyalty stays "all" (the KPIs split it themselves). Answers kept 48 h.
 */
export const clubComparisonPage = definePageQuery<ClubComparisonPageQueryType, ComparedPeriods>({
  query: ClubComparisonPageQuery,
  scope: ({ search }) => readComparedPeriods(search, { period: { lastMonths: 1 } }, { loyalty: 'ALL' }),
  variables: comparedPeriodsVariables,
  cache: true,
});

export type { ClubComparisonPageQueryType };
