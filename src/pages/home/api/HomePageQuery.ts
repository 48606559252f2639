import { graphql } from 'react-relay';
import { defineSalesPageQuery } from '@/shared/api';
import type { HomePageQuery as HomePageQueryType } from './__generated__/HomePageQuery.graphql';

/**
 * The home page's one query: the account (filters, recency criteria, last update), the club KPIs,
 * the activity groups on the period's last day, the stored opportunities of the selected stores
 * and, for promotions-only accounts, the promotion metrics (null for every other account).
 */
export const HomePageQuery = graphql`
  query HomePageQuery($filter: SalesFilter!, $units: [String!], $date: String!) {
    viewer {
      user {
        name
      }
      account {
        name
        only_mercapromo
        processing {
          lastUpdated
          firstSaleDay
        }
        ...SalesFilterBar_account
        ...CustomerActivityClusters_account
      }
    }
    dashboardMetrics(filter: $filter) {
      NUM_CUPONS
      ...HomeKpis_metrics
    }
    clientsActivityClusters(date: $date, units: $units) {
      ...CustomerActivityClusters_clusters
    }
    suggestedProductsOpportunities(units: $units) {
      ...SuggestedOpportunities_opportunities
    }
    mercapromoMetrics(filter: $filter) {
      ...MercapromoMetrics_metrics
    }
  }
`;

/** The page's query module: the address's sales filters, answers kept 48 h (spec §7). */
export const homePage = defineSalesPageQuery<HomePageQueryType>({
  query: HomePageQuery,
  // the last 30 days ending yesterday
  defaults: { period: { lastDays: 30 } },
  // the home offers the period and the stores only: loyalty and person type stay at "all"
  fixed: { loyalty: 'ALL', personType: null },
  variables: (filters, filter) => ({ filter, units: filters.units.length ? filters.units : null, date: filters.end }),
});

export type { HomePageQueryType };
