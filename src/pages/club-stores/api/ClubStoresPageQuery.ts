import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import { cacheableQuery } from '@/shared/api';
import type { PageQueryArgs } from '@/shared/lib/route-module';
import { readSalesFilters, toSalesFilterInput, type FilterDefaults, type SalesFilters } from '@/shared/lib/sales-filters';
import type { ClubStoresPageQuery as ClubStoresPageQueryType } from './__generated__/ClubStoresPageQuery.graphql';

/** The club per store's default period: the current month up to yesterday. */
export const CLUB_STORES_DEFAULTS: FilterDefaults = { period: { lastMonths: 1 } };

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

// answers are kept 48 h and reused while the processing stamp holds (spec §7)
cacheableQuery('ClubStoresPageQuery');

/** Period, stores and person type; the page splits loyalty itself, so loyalty stays "all". */
export function clubStoresFilters(search: URLSearchParams): SalesFilters {
  return { ...readSalesFilters(search, CLUB_STORES_DEFAULTS), loyalty: 'ALL' };
}

/** Starts ClubStoresPageQuery with the address's filters before the page renders. */
export function loadClubStoresPageQuery({ environment, url }: PageQueryArgs): PreloadedQuery<ClubStoresPageQueryType> {
  return loadQuery<ClubStoresPageQueryType>(
    environment,
    ClubStoresPageQuery,
    { filter: toSalesFilterInput(clubStoresFilters(url.searchParams)) },
    { fetchPolicy: 'store-or-network' },
  );
}

export type { ClubStoresPageQueryType };
