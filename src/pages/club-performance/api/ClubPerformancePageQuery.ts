import { graphql } from 'react-relay';
import { defineSalesPageQuery } from '@/shared/api';
import type { ClubPerformancePageQuery as ClubPerformancePageQueryType } from './__generated__/ClubPerformancePageQuery.graphql';

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

/** The page's query module: the address's sales filters, answers kept 48 h (spec §7). */
export const clubPerformancePage = defineSalesPageQuery<ClubPerformancePageQueryType>({
  query: ClubPerformancePageQuery,
  // the last 12 months, month by month
  defaults: { period: { lastMonths: 12 }, granularity: 'MENSAL' },
  // period, stores, granularity and person type; the page compares loyalty with the rest, so loyalty stays "all"
  fixed: { loyalty: 'ALL' },
  variables: (filters, filter) => ({ filter, granularity: filters.granularity }),
});

export type { ClubPerformancePageQueryType };
