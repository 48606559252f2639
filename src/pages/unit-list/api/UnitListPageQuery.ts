import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { UnitListPageQuery as UnitListPageQueryType, UnitSort, UnitSortDirection } from './__generated__/UnitListPageQuery.graphql';

/** Address parameters of the stores list. */
export const UNIT_PARAMS = {
  search: 'busca',
  /** a group's id */
  group: 'grupo',
  /** a tag's name */
  tag: 'etiqueta',
  /** `ativas` | `inativas` */
  status: 'situacao',
  /** `nome.asc`, `codigo.asc`, `cidade.asc`, `atualizacao.desc` */
  order: 'ordem',
} as const;

/** The orders the list offers, as the address writes them, and the server's sort for each. */
export const UNIT_ORDERS = {
  nome: 'NAME',
  codigo: 'ID_ERP',
  cidade: 'CITY',
  atualizacao: 'UPDATED_AT',
} as const satisfies Record<string, UnitSort>;

export type UnitOrder = keyof typeof UNIT_ORDERS;

export interface UnitListScope {
  search: string | null;
  group: string | null;
  tag: string | null;
  active: boolean | null;
  order: UnitOrder;
  direction: 'asc' | 'desc';
}

/** What the list's address asks for (by name, A to Z, when it says nothing readable). */
export function readUnitScope(search: URLSearchParams): UnitListScope {
  const [order, direction] = (search.get(UNIT_PARAMS.order) ?? '').split('.');
  const status = search.get(UNIT_PARAMS.status);
  return {
    search: search.get(UNIT_PARAMS.search)?.trim().slice(0, 100) || null,
    group: search.get(UNIT_PARAMS.group)?.trim().slice(0, 190) || null,
    tag: search.get(UNIT_PARAMS.tag)?.trim().slice(0, 40) || null,
    active: status === 'ativas' ? true : status === 'inativas' ? false : null,
    ...(order in UNIT_ORDERS && (direction === 'asc' || direction === 'desc') ? { order: order as UnitOrder, direction } : { order: 'nome' as const, direction: 'asc' as const }),
  };
}

/** The server's list arguments of a scope (the export's too). */
export function unitFilters(scope: UnitListScope) {
  return {
    search: scope.search,
    group: scope.group,
    tag: scope.tag,
    active: scope.active,
    sort: UNIT_ORDERS[scope.order],
    direction: (scope.direction === 'asc' ? 'ASC' : 'DESC') as UnitSortDirection,
  };
}

/** The list's one query: the stores of the address, the groups and tags (filters, groups panel), the viewer (export). */
export const UnitListPageQuery = graphql`
  query UnitListPageQuery($search: String, $group: ID, $tag: String, $active: Boolean, $sort: UnitSort, $direction: UnitSortDirection) {
    viewer {
      user {
        email
      }
    }
    unitTags {
      name
      color
      units
    }
    unitGroups {
      id
      name
    }
    ...UnitGroupsPanel_query
    ...UnitListTable_query @arguments(search: $search, group: $group, tag: $tag, active: $active, sort: $sort, direction: $direction)
  }
`;

/** The page's query module: not cached (another manager may edit a store), asked again on open. */
export const unitListPage = definePageQuery<UnitListPageQueryType, UnitListScope>({
  query: UnitListPageQuery,
  scope: ({ search }) => readUnitScope(search),
  variables: unitFilters,
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { UnitListPageQueryType };
