import { graphql } from 'react-relay';
import { defineSalesPageQuery } from '@/shared/api';
import type { OperationalPerformancePageQuery as OperationalPerformancePageQueryType } from './__generated__/OperationalPerformancePageQuery.graphql';

/** The operational performance page's one query: the account's filters and every operator per store. */
export const OperationalPerformancePageQuery = graphql`
  query OperationalPerformancePageQuery($filter: SalesFilter!) {
    viewer {
      account {
        ...SalesFilterBar_account
      }
    }
    operatorPerformance(filter: $filter) {
      COD_ID_PROFISSIONAL
      ...OperatorsPerformance_rows
    }
  }
`;

/** The page's query module: the address's sales filters, answers kept 48 h (spec §7). */
export const operationalPerformancePage = defineSalesPageQuery<OperationalPerformancePageQueryType>({
  query: OperationalPerformancePageQuery,
  // the current month up to yesterday
  defaults: { period: { lastMonths: 1 } },
  // period and stores only: an operator's coupons have no loyalty or person-type split
  fixed: { loyalty: 'ALL', personType: null },
});

export type { OperationalPerformancePageQueryType };
