import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { readSalesFilters, type SalesFilters } from '@/shared/lib/sales-filters';
import { readStatuses, readView, type MapView, type Status } from '../model/statuses';
import type { CustomerMapPageQuery as CustomerMapPageQueryType } from './__generated__/CustomerMapPageQuery.graphql';

/** /clientes/mapa's one query: the account's filters, the status counts, stores and neighbourhoods. */
export const CustomerMapPageQuery = graphql`
  query CustomerMapPageQuery($filter: CustomerMapFilter!) {
    viewer {
      account {
        ...SalesFilterBar_account
      }
    }
    customerMap(filter: $filter) {
      located
      maxPoints
      coarse
      pointsPath
      styleUrl
      statusCount {
        total
        actives
        recentInactives
        atRisk
        losses
        neverBought
      }
      stores {
        idErp
        name
        latitude
        longitude
      }
      neighborhoods {
        city
        neighborhood
        consumers
        actives
        activeShare
        loyaltyRevenue
        latitude
        longitude
      }
    }
  }
`;

export interface CustomerMapScope {
  filters: SalesFilters;
  /** statuses shown (none = all) */
  statuses: Status[];
  view: MapView;
}

/** The default period: the last 12 months up to yesterday (the revenue of the neighbourhoods). */
const DEFAULTS = { period: { lastMonths: 12 } } as const;

/** The page's query module: period and stores of the sales filters, statuses and view from the address; answers kept 48 h. */
export const customerMapPage = definePageQuery<CustomerMapPageQueryType, CustomerMapScope>({
  query: CustomerMapPageQuery,
  scope: ({ search }) => ({ filters: readSalesFilters(search, DEFAULTS), statuses: readStatuses(search), view: readView(search) }),
  variables: ({ filters, statuses }) => ({
    filter: { start: filters.start, end: filters.end, units: filters.units.length ? filters.units : null, statuses: statuses.length ? statuses : null },
  }),
  cache: true,
});

export type { CustomerMapPageQueryType };
