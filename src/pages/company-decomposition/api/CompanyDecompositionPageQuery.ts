import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
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

export interface DecompositionScope {
  filters: SalesFilters;
  reference: ReferencePeriod;
}

/** The page's query module: loyalty does not apply (both groups are shown); a malformed reference falls back. */
export const companyDecompositionPage = definePageQuery<CompanyDecompositionPageQueryType, DecompositionScope>({
  query: CompanyDecompositionPageQuery,
  scope: ({ search }) => {
    const filters: SalesFilters = { ...readSalesFilters(search, COMPANY_DECOMPOSITION_DEFAULTS), loyalty: 'ALL' };
    return { filters, reference: readReferencePeriod(search, filters) };
  },
  variables: ({ filters, reference }) => ({ filter: toSalesFilterInput(filters), reference: { start: reference.start, end: reference.end } }),
  cache: true,
});

export type { CompanyDecompositionPageQueryType };
