import { graphql } from 'react-relay';
import type { Params } from 'react-router-dom';
import { definePageQuery } from '@/shared/api';
import { dataToday, readSalesFilters, shiftDay, toSalesFilterInput, type SalesFilters } from '@/shared/lib/sales-filters';
import { monthRange, yearBefore } from '@/shared/lib/periods';
import type { CompanyDailyRevenuePageQuery as CompanyDailyRevenuePageQueryType } from './__generated__/CompanyDailyRevenuePageQuery.graphql';

/**
 * The daily page's one query: the month's KPIs, its days and the same days one year earlier. A
 * malformed month in the address asks only for the account (`valid: false`), and the page says so.
 */
export const CompanyDailyRevenuePageQuery = graphql`
  query CompanyDailyRevenuePageQuery($filter: SalesFilter!, $comparison: SalesFilter!, $valid: Boolean!) {
    viewer {
      account {
        processing {
          processingUuid
          firstSaleDay
        }
        units(first: 200) {
          edges {
            node {
              id_erp
              name
            }
          }
        }
      }
    }
    dashboardMetrics(filter: $filter) @include(if: $valid) {
      VAL_FATURAMENTO
      NUM_CUPONS
      VAL_TICKET_MEDIO
      NUM_ITENS
      VAL_ITENS_NA_CESTA
      PER_FATURAMENTO_FIDELIDADE
      VAL_FATURAMENTO_DTA
      PER_FATURAMENTO_DTA
    }
    revenueSeries(filter: $filter, granularity: DIARIO) @include(if: $valid) {
      ...RevenueChart_points
      ...RevenueTable_points
    }
    comparison: revenueSeries(filter: $comparison, granularity: DIARIO) @include(if: $valid) {
      ...RevenueChart_comparison
    }
  }
`;

export interface DailyScope {
  /** YYYY-MM, or null when the address's month is malformed */
  month: string | null;
  filters: SalesFilters;
}

/**
 * The month of the address and the Faturamento filters it carries (stores, loyalty, person type).
 * The period is the month's days, up to yesterday when the month is the current one.
 */
export function dailyScope(params: Params, search: URLSearchParams, now: Date = new Date()): DailyScope {
  const base = readSalesFilters(search, { period: { lastMonths: 12 } }, now);
  const range = monthRange(params.mes);
  if (!range) return { month: null, filters: { ...base, granularity: 'DIARIO' } };
  const yesterday = shiftDay(dataToday(now), -1);
  const end = range.start <= yesterday && range.end > yesterday ? yesterday : range.end;
  return { month: params.mes!, filters: { ...base, start: range.start, end, granularity: 'DIARIO' } };
}

export function dailyVariables({ month, filters }: DailyScope) {
  const filter = toSalesFilterInput(filters);
  return {
    filter,
    comparison: { ...filter, start: yearBefore(filters.start), end: yearBefore(filters.end) },
    valid: month !== null,
  };
}

/** The page's query module: the address's month and filters, answers kept 48 h (spec §7). */
export const companyDailyRevenuePage = definePageQuery<CompanyDailyRevenuePageQueryType, DailyScope>({
  query: CompanyDailyRevenuePageQuery,
  scope: ({ params, search }) => dailyScope(params, search),
  variables: dailyVariables,
  cache: true,
});

export type { CompanyDailyRevenuePageQueryType };
