import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import { cacheableQuery } from '@/shared/api';
import type { PageQueryArgs } from '@/shared/lib/route-module';
import { readSalesFilters, toSalesFilterInput, type FilterDefaults, type SalesFilters } from '@/shared/lib/sales-filters';
import type { HomePageQuery as HomePageQueryType, HomePageQuery$variables } from './__generated__/HomePageQuery.graphql';

/** Home's default period: the last 30 days ending yesterday. */
export const HOME_FILTER_DEFAULTS: FilterDefaults = { period: { lastDays: 30 } };

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
        }
        ...SalesFilterBar_account
        ...ClientsActivityClusters_account
      }
    }
    dashboardMetrics(filter: $filter) {
      NUM_CUPONS
      ...HomeKpis_metrics
    }
    clientsActivityClusters(date: $date, units: $units) {
      ...ClientsActivityClusters_clusters
    }
    suggestedProductsOpportunities(units: $units) {
      ...SuggestedOpportunities_opportunities
    }
    mercapromoMetrics(filter: $filter) {
      ...MercapromoMetrics_metrics
    }
  }
`;

/** The home offers the period and the stores only: loyalty and person type stay at "all". */
export function homeFilters(search: URLSearchParams): SalesFilters {
  return { ...readSalesFilters(search, HOME_FILTER_DEFAULTS), loyalty: 'ALL', personType: null };
}

// answers are kept 48 h and reused while the processing stamp holds (spec §7)
cacheableQuery('HomePageQuery');

export function homeVariables(filters: SalesFilters): HomePageQuery$variables {
  return { filter: toSalesFilterInput(filters), units: filters.units.length ? filters.units : null, date: filters.end };
}

/** Starts HomePageQuery with the address's filters; the route loader calls it before the page's code has arrived. */
export function loadHomePageQuery({ environment, url }: PageQueryArgs): PreloadedQuery<HomePageQueryType> {
  return loadQuery<HomePageQueryType>(environment, HomePageQuery, homeVariables(homeFilters(url.searchParams)), { fetchPolicy: 'store-or-network' });
}

export type { HomePageQueryType };
