import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { comparedPeriodsVariables, readComparedPeriods, type ComparedPeriods } from '@/shared/ui/reference-period';
import type { CompanyDecompositionPageQuery as CompanyDecompositionPageQueryType } from './__generated__/CompanyDecompositionPageQuery.graphql';

export const CompanyDecompositionPageQuery = graphql`
  query CompanyDecompositionPageQuery($filter: SalesFilter!, $reference: DayRange!) {
    viewer {
      account {
        processing {
          processingUuid
          firstSaleDay
        }
        ...SalesFilterBar_account
      }
    }
    revenueDecomposition(filter: $filter, reference: $reference) {
      ...RevenueDecompositionReport_decomposition
    }
  }
`;

/**
 * The page's query module: the address's period (by default the last 30 days) against the reference
 * (by default the same days one year earlier); loyalty does not apply (both groups are shown).
 */
export const companyDecompositionPage = definePageQuery<CompanyDecompositionPageQueryType, ComparedPeriods>({
  query: CompanyDecompositionPageQuery,
  scope: ({ search }) => readComparedPeriods(search, { period: { lastDays: 30 } }, { loyalty: 'ALL' }),
  variables: comparedPeriodsVariables,
  cache: true,
});

export type { CompanyDecompositionPageQueryType };
