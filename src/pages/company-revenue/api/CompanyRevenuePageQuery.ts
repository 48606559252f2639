import { graphql } from 'react-relay';
import { defineSalesPageQuery } from '@/shared/api';
import { yearBefore } from '@/shared/lib/periods';
import type { CompanyRevenuePageQuery as CompanyRevenuePageQueryType } from './__generated__/CompanyRevenuePageQuery.graphql';

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
          firstSaleDay
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

/** The page's query module: the address's sales filters, answers kept 48 h (spec §7). */
export const companyRevenuePage = defineSalesPageQuery<CompanyRevenuePageQueryType>({
  query: CompanyRevenuePageQuery,
  // Faturamento opens on the last 12 months by month (spec §3)
  defaults: { period: { lastMonths: 12 }, granularity: 'MENSAL' },
  variables: (filters, filter) => ({
    filter,
    // the chart's comparison: the same days one year earlier
    comparison: { ...filter, start: yearBefore(filters.start), end: yearBefore(filters.end) },
    granularity: filters.granularity,
  }),
});

export type { CompanyRevenuePageQueryType };
