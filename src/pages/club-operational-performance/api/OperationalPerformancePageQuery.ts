import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import { cacheableQuery } from '@/shared/api';
import type { PageQueryArgs } from '@/shared/lib/route-module';
import { readSalesFilters, toSalesFilterInput, type FilterDefaults, type SalesFilters } from '@/shared/lib/sales-filters';
import type { OperationalPerformancePageQuery as OperationalPerformancePageQueryType } from './__generated__/OperationalPerformancePageQuery.graphql';

/** The operators' default period: the current month up to yesterday. */
export const OPERATORS_FILTER_DEFAULTS: FilterDefaults = { period: { lastMonths: 1 } };

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

// answers are kept 48 h and reused while the processing stamp holds (spec §7)
cacheableQuery('OperationalPerformancePageQuery');

/** Period and stores only: an operator's coupons have no loyalty or person-type split. */
export function operatorsFilters(search: URLSearchParams): SalesFilters {
  return { ...readSalesFilters(search, OPERATORS_FILTER_DEFAULTS), loyalty: 'ALL', personType: null };
}

/** Starts OperationalPerformancePageQuery with the address's filters before the page renders. */
export function loadOperationalPerformancePageQuery({ environment, url }: PageQueryArgs): PreloadedQuery<OperationalPerformancePageQueryType> {
  return loadQuery<OperationalPerformancePageQueryType>(
    environment,
    OperationalPerformancePageQuery,
    { filter: toSalesFilterInput(operatorsFilters(url.searchParams)) },
    { fetchPolicy: 'store-or-network' },
  );
}

export type { OperationalPerformancePageQueryType };
