import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type {
  CatalogueProductSort,
  CatalogueSortDirection,
  ProductCataloguePageQuery as ProductCataloguePageQueryType,
} from './__generated__/ProductCataloguePageQuery.graphql';

/** Address parameters of the list. */
export const CATALOGUE_PARAMS = {
  search: 'busca',
  department: 'departamento',
  /** `ativos` | `inativos` */
  status: 'situacao',
  /** `sim` | `nao` */
  edited: 'editados',
  /** `nome.asc`, `atualizacao.desc`… */
  order: 'ordem',
} as const;

/** The orders the list offers, as the address writes them, and the server's sort for each. */
export const CATALOGUE_ORDERS = {
  nome: 'NAME',
  sku: 'SKU',
  departamento: 'DEPARTMENT',
  atualizacao: 'UPDATED_AT',
} as const satisfies Record<string, CatalogueProductSort>;

export type CatalogueOrder = keyof typeof CATALOGUE_ORDERS;

export interface CatalogueScope {
  search: string | null;
  department: string | null;
  active: boolean | null;
  manuallyEdited: boolean | null;
  order: CatalogueOrder;
  direction: 'asc' | 'desc';
}

/** The order of an address: `nome.asc` when absent or unreadable. */
export function readCatalogueOrder(value: string | null): Pick<CatalogueScope, 'order' | 'direction'> {
  const [order, direction] = (value ?? '').split('.');
  if (order in CATALOGUE_ORDERS && (direction === 'asc' || direction === 'desc')) return { order: order as CatalogueOrder, direction };
  return { order: 'nome', direction: 'asc' };
}

const yesNo = (value: string | null, yes: string, no: string) => (value === yes ? true : value === no ? false : null);

/** What the list's address asks for. */
export function readCatalogueScope(search: URLSearchParams): CatalogueScope {
  return {
    search: search.get(CATALOGUE_PARAMS.search)?.trim().slice(0, 100) || null,
    department: search.get(CATALOGUE_PARAMS.department)?.trim().slice(0, 120) || null,
    active: yesNo(search.get(CATALOGUE_PARAMS.status), 'ativos', 'inativos'),
    manuallyEdited: yesNo(search.get(CATALOGUE_PARAMS.edited), 'sim', 'nao'),
    ...readCatalogueOrder(search.get(CATALOGUE_PARAMS.order)),
  };
}

/** The server's list arguments of a scope (the export's too). */
export function catalogueFilters(scope: CatalogueScope) {
  return {
    search: scope.search,
    department: scope.department,
    active: scope.active,
    manuallyEdited: scope.manuallyEdited,
    sort: CATALOGUE_ORDERS[scope.order],
    direction: (scope.direction === 'asc' ? 'ASC' : 'DESC') as CatalogueSortDirection,
  };
}

/** The list's one query: the catalogue matching the address, the departments (filter) and the viewer (export). */
export const ProductCataloguePageQuery = graphql`
  query ProductCataloguePageQuery(
    $search: String
    $department: String
    $active: Boolean
    $manuallyEdited: Boolean
    $sort: CatalogueProductSort
    $direction: CatalogueSortDirection
  ) {
    viewer {
      user {
        email
      }
    }
    listDepartment
    ...ProductCatalogueTable_query
      @arguments(search: $search, department: $department, active: $active, manuallyEdited: $manuallyEdited, sort: $sort, direction: $direction)
  }
`;

/** The page's query module: not cached (the catalogue changes with every edit), asked again on open. */
export const productCataloguePage = definePageQuery<ProductCataloguePageQueryType, CatalogueScope>({
  query: ProductCataloguePageQuery,
  scope: ({ search }) => readCatalogueScope(search),
  variables: catalogueFilters,
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { ProductCataloguePageQueryType };
