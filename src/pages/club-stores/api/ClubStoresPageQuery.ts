import { graphql } from 'react-relay';
import { defineSalesPageQuery } from '@/shared/api';
import type { ClubStoresPageQuery as ClubStoresPageQueryType } from './__generated__/ClubStoresPageQuery.graphql';

/** The club per store page's one query: the account's filters and one row per store. */
export const ClubStoresPageQuery = graphql`
  query ClubStoresPageQuery($filter: SalesFilter!) {
    viewer {
      account {
        ...SalesFilterBar_account
      }
    }
    clubStores(filter: $filter) {
      ID_UNIDADE
      ...ClubStores_rows
    }
  }
`;

/** The page's query module: the address's sales filters, answers kept 48 h (spec §7). */
export const clubStoresPage = defineSalesPageQuery<ClubStoresPageQueryType>({
  query: ClubStoresPageQuery,
  // the current month up to yesterday
  defaults: { period: { lastMonths: 1 } },
  // period, stores and person type; the page splits loyalty itself, so loyalty stays "all"
  fixed: { loyalty: 'ALL' },
});

export type { ClubStoresPageQueryType };
