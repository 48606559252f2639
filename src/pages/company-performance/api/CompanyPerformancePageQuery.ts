import { graphql } from 'react-relay';
import { defineSalesPageQuery } from '@/shared/api';
import type { CompanyPerformancePageQuery as CompanyPerformancePageQueryType } from './__generated__/CompanyPerformancePageQuery.graphql';

/** The Desempenho page's one query: each store against last year, and sales by weekday and hour. */
export const CompanyPerformancePageQuery = graphql`
  query CompanyPerformancePageQuery($filter: SalesFilter!) {
    viewer {
      account {
        processing {
          processingUuid
          firstSaleDay
        }
        # inactive stores that sold in the period stay in the ranking, marked "inativa"
        units(first: 200) {
          edges {
            node {
              id_erp
              active
            }
          }
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

/** The page's query module: the address's sales filters, answers kept 48 h (spec §7). */
export const companyPerformancePage = defineSalesPageQuery<CompanyPerformancePageQueryType>({
  query: CompanyPerformancePageQuery,
  // Desempenho opens on the last 30 days, ending yesterday
  defaults: { period: { lastDays: 30 } },
});

export type { CompanyPerformancePageQueryType };
