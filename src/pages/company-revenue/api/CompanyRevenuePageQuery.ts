import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import { cacheableQuery } from '@/shared/api';
import type { PageQueryArgs } from '@/shared/lib/route-module';
import { readSalesFilters, toSalesFilterInput, type FilterDefaults, type SalesFilters } from '@/shared/lib/sales-filters';
import { yearBefore } from '@/shared/lib/periods';
import type { CompanyRevenuePageQuery as CompanyRevenuePageQueryType } from './__generated__/CompanyRevenuePageQuery.graphql';

/** Faturamento opens on the last 12 months by month (spec §3). */
export const COMPANY_REVENUE_DEFAULTS: FilterDefaults = { period: { lastMonths: 12 }, granularity: 'MENSAL' };

/**
 * The Faturamento page's one query: the KPIs, the series per bucket and the same buckets one year
 * earlier (the chart's comparison), with the filters of the address.
 */
export const CompanyRevenuePageQuery = graphql`
  query CompanyRevenuePageQuery($filter: SalesFilter!, $comparison: SalesFilter!, $granularity: PeriodGranularity!) {
    viewer {
      account {
        processing {
          processingUuid
        }
        ...SalesFilterBar_account
      }
    }
    dashboardMetrics(filter: $filter) {
      VAL_FATURAMENTO
      NUM_CUPONS
      VAL_TICKET_MEDIO
      NUM_ITENS
      VAL_ITENS_NA_CESTA
      PER_FATURAMENTO_FIDELIDADE
      VAL_FATURAMENTO_DTA
      PER_FATURAMENTO_DTA
    }
    revenueSeries(filter: $filter, granularity: $granularity) {
      ...RevenueChart_points
      ...RevenueTable_points
    }
    comparison: revenueSeries(filter: $comparison, granularity: $granularity) {
      ...RevenueChart_comparison
    }
  }
`;

// answers are kept 48 h and reused while the processing stamp holds (spec §7)
cacheableQuery('CompanyRevenuePageQuery');

/** The page's variables for some filters: the comparison is the same days one year earlier. */
export function companyRevenueVariables(filters: SalesFilters) {
  const filter = toSalesFilterInput(filters);
  return {
    filter,
    comparison: { ...filter, start: yearBefore(filters.start), end: yearBefore(filters.end) },
    granularity: filters.granularity,
  };
}

export function loadCompanyRevenuePageQuery({ environment, url }: PageQueryArgs): PreloadedQuery<CompanyRevenuePageQueryType> {
  const filters = readSalesFilters(url.searchParams, COMPANY_REVENUE_DEFAULTS);
  return loadQuery<CompanyRevenuePageQueryType>(environment, CompanyRevenuePageQuery, companyRevenueVariables(filters), {
    fetchPolicy: 'store-or-network',
  });
}

export type { CompanyRevenuePageQueryType };
