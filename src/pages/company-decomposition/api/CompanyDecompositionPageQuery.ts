import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import type { PageQueryArgs } from '@/shared/lib/route-module';
import { isIsoDay, readSalesFilters, toSalesFilterInput, type FilterDefaults, type SalesFilters } from '@/shared/lib/sales-filters';
import { yearBefore } from '@/shared/lib/periods';
import type { CompanyDecompositionPageQuery as CompanyDecompositionPageQueryType } from './__generated__/CompanyDecompositionPageQuery.graphql';

/** Decomposição opens on the last 30 days against the same days one year earlier. */
export const COMPANY_DECOMPOSITION_DEFAULTS: FilterDefaults = { period: { lastDays: 30 } };

/** Address parameters of the reference period. */
export const REFERENCE_PARAMS = { start: 'ref_de', end: 'ref_ate' } as const;

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

export interface DecompositionScope {
  filters: SalesFilters;
  reference: { start: string; end: string };
  /** whether the reference came from the address (otherwise: the same days one year earlier) */
  customReference: boolean;
}

/** The page's filters: loyalty does not apply (both groups are shown); a malformed reference falls back. */
export function decompositionScope(search: URLSearchParams): DecompositionScope {
  const filters = { ...readSalesFilters(search, COMPANY_DECOMPOSITION_DEFAULTS), loyalty: 'ALL' as const };
  const start = search.get(REFERENCE_PARAMS.start);
  const end = search.get(REFERENCE_PARAMS.end);
  if (isIsoDay(start) && isIsoDay(end) && start <= end) return { filters, reference: { start, end }, customReference: true };
  return { filters, reference: { start: yearBefore(filters.start), end: yearBefore(filters.end) }, customReference: false };
}

export function loadCompanyDecompositionPageQuery({ environment, url }: PageQueryArgs): PreloadedQuery<CompanyDecompositionPageQueryType> {
  const { filters, reference } = decompositionScope(url.searchParams);
  return loadQuery<CompanyDecompositionPageQueryType>(environment, CompanyDecompositionPageQuery, { filter: toSalesFilterInput(filters), reference }, {
    fetchPolicy: 'store-or-network',
  });
}

export type { CompanyDecompositionPageQueryType };
