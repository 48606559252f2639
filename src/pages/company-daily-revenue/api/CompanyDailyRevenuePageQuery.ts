import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import type { Params } from 'react-router-dom';
import { cacheableQuery } from '@/shared/api';
import type { PageQueryArgs } from '@/shared/lib/route-module';
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

// answers are kept 48 h and reused while the processing stamp holds (spec §7)
cacheableQuery('CompanyDailyRevenuePageQuery');

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

export function loadCompanyDailyRevenuePageQuery({ environment, params, url }: PageQueryArgs): PreloadedQuery<CompanyDailyRevenuePageQueryType> {
  return loadQuery<CompanyDailyRevenuePageQueryType>(environment, CompanyDailyRevenuePageQuery, dailyVariables(dailyScope(params, url.searchParams)), {
    fetchPolicy: 'store-or-network',
  });
}

export type { CompanyDailyRevenuePageQueryType };
