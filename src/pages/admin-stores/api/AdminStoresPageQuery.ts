import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { AdminStoresPageQuery as AdminStoresPageQueryType, AdminUnitSort, UnitSortDirection } from './__generated__/AdminStoresPageQuery.graphql';

/** Address parameters of the admin stores list. */
export const STORE_PARAMS = {
  search: 'busca',
  /** `ativas` | `inativas` (loyalty club) */
  club: 'clube',
  /** `ativas` | `inativas` (app) */
  app: 'app',
  /** `sim` | `nao` */
  ecommerce: 'ecommerce',
  /** a banner's id */
  flag: 'bandeira',
  /** `nome.asc`, `nome.desc`, `codigo.asc`, `cidade.asc` */
  order: 'ordem',
} as const;

const ORDERS = { nome: 'NAME', codigo: 'ID_ERP', cidade: 'CITY' } as const satisfies Record<string, AdminUnitSort>;

export interface StoresScope {
  search: string | null;
  active: boolean | null;
  appActive: boolean | null;
  ecommerce: boolean | null;
  retailerFlag: string | null;
  order: keyof typeof ORDERS;
  direction: 'asc' | 'desc';
}

const yesNo = (value: string | null, yes: string, no: string) => (value === yes ? true : value === no ? false : null);

/** What the address asks for (by name, A to Z, when it says nothing readable). */
export function readStoresScope(search: URLSearchParams): StoresScope {
  const [order, direction] = (search.get(STORE_PARAMS.order) ?? '').split('.');
  return {
    search: search.get(STORE_PARAMS.search)?.trim().slice(0, 100) || null,
    active: yesNo(search.get(STORE_PARAMS.club), 'ativas', 'inativas'),
    appActive: yesNo(search.get(STORE_PARAMS.app), 'ativas', 'inativas'),
    ecommerce: yesNo(search.get(STORE_PARAMS.ecommerce), 'sim', 'nao'),
    retailerFlag: search.get(STORE_PARAMS.flag)?.trim().slice(0, 60) || null,
    ...(order in ORDERS && (direction === 'asc' || direction === 'desc') ? { order: order as keyof typeof ORDERS, direction } : { order: 'nome' as const, direction: 'asc' as const }),
  };
}

/** The server's list arguments of a scope (the export's too). */
export function storesFilters(scope: StoresScope) {
  return {
    search: scope.search,
    active: scope.active,
    appActive: scope.appActive,
    ecommerce: scope.ecommerce,
    retailerFlag: scope.retailerFlag,
    sort: ORDERS[scope.order],
    direction: (scope.direction === 'asc' ? 'ASC' : 'DESC') as UnitSortDirection,
  };
}

/** The page's one query: the stores of the address, the banners (filter, form) and the viewer (export). */
export const AdminStoresPageQuery = graphql`
  query AdminStoresPageQuery($search: String, $active: Boolean, $appActive: Boolean, $ecommerce: Boolean, $retailerFlag: ID, $sort: AdminUnitSort, $direction: UnitSortDirection) {
    viewer {
      user {
        email
      }
    }
    retailerFlags {
      id
      name
    }
    ...AdminStoresTable_query
      @arguments(search: $search, active: $active, appActive: $appActive, ecommerce: $ecommerce, retailerFlag: $retailerFlag, sort: $sort, direction: $direction)
  }
`;

/** Not cached: another admin (or the chain's ERP file) may change a store. */
export const adminStoresPage = definePageQuery<AdminStoresPageQueryType, StoresScope>({
  query: AdminStoresPageQuery,
  scope: ({ search }) => readStoresScope(search),
  variables: storesFilters,
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { AdminStoresPageQueryType };
