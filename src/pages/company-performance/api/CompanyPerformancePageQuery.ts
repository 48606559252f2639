import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import { cacheableQuery } from '@/shared/api';
import type { PageQueryArgs } from '@/shared/lib/route-module';
import { readSalesFilters, toSalesFilterInput, type FilterDefaults } from '@/shared/lib/sales-filters';
import type { CompanyPerformancePageQuery as CompanyPerformancePageQueryType } from './__generated__/CompanyPerformancePageQuery.graphql';

/** Desempenho opens on the last 30 days, ending yesterday. */
export const COMPANY_PERFORMANCE_DEFAULTS: FilterDefaults = { period: { lastDays: 30 } };

/** The Desempenho page's one query: each store against last year, and sales by weekday and hour. */
export const CompanyPerformancePageQuery = graphql`
  query CompanyPerformancePageQuery($filter: SalesFilter!) {
    viewer {
      account {
        processing {
          processingUuid
        }
        ...SalesFilterBar_account
      }
    }
    companyPerformance(filter: $filter) {
      stores {
        unitIdErp
        name
        rank
        VAL_FATURAMENTO
        NUM_CUPONS
        VAL_TICKET_MEDIO
        PER_FATURAMENTO_FIDELIDADE
        VAL_FATURAMENTO_DTA
        PER_FATURAMENTO_DTA
        PER_PARTICIPACAO
      }
      hours {
        ...SalesHoursHeatmap_cells
      }
    }
  }
`;

// answers are kept 48 h and reused while the processing stamp holds (spec §7)
cacheableQuery('CompanyPerformancePageQuery');

export function loadCompanyPerformancePageQuery({ environment, url }: PageQueryArgs): PreloadedQuery<CompanyPerformancePageQueryType> {
  const filters = readSalesFilters(url.searchParams, COMPANY_PERFORMANCE_DEFAULTS);
  return loadQuery<CompanyPerformancePageQueryType>(environment, CompanyPerformancePageQuery, { filter: toSalesFilterInput(filters) }, {
    fetchPolicy: 'store-or-network',
  });
}

export type { CompanyPerformancePageQueryType };
