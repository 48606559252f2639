import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import { cacheableQuery } from '@/shared/api';
import type { PageQueryArgs } from '@/shared/lib/route-module';
import { readSalesFilters, toSalesFilterInput, type FilterDefaults, type SalesFilters } from '@/shared/lib/sales-filters';
import { readReferencePeriod, type ReferencePeriod } from '@/shared/ui/reference-period';
import type { CompanyDecompositionPageQuery as CompanyDecompositionPageQueryType } from './__generated__/CompanyDecompositionPageQuery.graphql';

/** Decomposição opens on the last 30 days against the same days one year earlier. */
export const COMPANY_DECOMPOSITION_DEFAULTS: FilterDefaults = { period: { lastDays: 30 } };

export const CompanyDecompositionPageQuery = graphql`
  query CompanyDecompositionPageQuery($filter: SalesFilter!, $reference: DayRange!) {
    viewer {
      account {
        processing {
          processingUuid
        }
        ...SalesFilterBar_account
      }
    }
    revenueDecomposition(filter: $filter, reference: $reference) {
      ...RevenueDecompositionReport_decomposition
    }
  }
`;

// answers are kept 48 h and reused while the processing stamp holds (spec §7)
cacheableQuery('CompanyDecompositionPageQuery');

export interface DecompositionScope {
  filters: SalesFilters;
  reference: ReferencePeriod;
}

/** The page's filters: loyalty does not apply (both groups are shown); a malformed reference falls back. */
export function decompositionScope(search: URLSearchParams): DecompositionScope {
  const filters = { ...readSalesFilters(search, COMPANY_DECOMPOSITION_DEFAULTS), loyalty: 'ALL' as const };
  return { filters, reference: readReferencePeriod(search, filters) };
}

export function loadCompanyDecompositionPageQuery({ environment, url }: PageQueryArgs): PreloadedQuery<CompanyDecompositionPageQueryType> {
  const { filters, reference } = decompositionScope(url.searchParams);
  const variables = { filter: toSalesFilterInput(filters), reference: { start: reference.start, end: reference.end } };
  return loadQuery<CompanyDecompositionPageQueryType>(environment, CompanyDecompositionPageQuery, variables, {
    fetchPolicy: 'store-or-network',
  });
}

export type { CompanyDecompositionPageQueryType };
