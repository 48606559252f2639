import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { PriceRangeListPageQuery as PriceRangeListPageQueryType, PriceRangesAnalysisSort } from './__generated__/PriceRangeListPageQuery.graphql';

/** Address parameters of the list: the search and the order (`ordem=nome.asc`). */
export const PRICE_RANGE_SEARCH_PARAM = 'busca';
export const PRICE_RANGE_ORDER_PARAM = 'ordem';

/** The orders the list offers, as the address writes them, and the server's sort for each. */
export const PRICE_RANGE_ORDERS = {
  criacao: 'CREATED_AT',
  nome: 'NAME',
  produtos: 'PRODUCTS',
  status: 'STATUS',
} as const satisfies Record<string, PriceRangesAnalysisSort>;

export type PriceRangeOrder = keyof typeof PRICE_RANGE_ORDERS;

export interface PriceRangeListScope {
  search: string | null;
  order: PriceRangeOrder;
  direction: 'asc' | 'desc';
}

/** The order of an address: `nome.asc`; the newest first when absent or unreadable. */
export function readPriceRangeOrder(value: string | null): Pick<PriceRangeListScope, 'order' | 'direction'> {
  const [order, direction] = (value ?? '').split('.');
  if (order in PRICE_RANGE_ORDERS && (direction === 'asc' || direction === 'desc')) return { order: order as PriceRangeOrder, direction };
  return { order: 'criacao', direction: 'desc' };
}

/** The list's one query: the account's analyses matching the address's search, in its order. */
export const PriceRangeListPageQuery = graphql`
  query PriceRangeListPageQuery($search: String, $sort: PriceRangesAnalysisSort, $sortDirection: PriceRangesSortDirection) {
    ...PriceRangeTable_query @arguments(search: $search, sort: $sort, sortDirection: $sortDirection)
  }
`;

/** The page's query module: not cached (an analysis's status changes without a processing stamp). */
export const priceRangeListPage = definePageQuery<PriceRangeListPageQueryType, PriceRangeListScope>({
  query: PriceRangeListPageQuery,
  scope: ({ search }) => ({
    search: search.get(PRICE_RANGE_SEARCH_PARAM)?.trim().slice(0, 100) || null,
    ...readPriceRangeOrder(search.get(PRICE_RANGE_ORDER_PARAM)),
  }),
  variables: ({ search, order, direction }) => ({
    search,
    sort: PRICE_RANGE_ORDERS[order],
    sortDirection: direction === 'asc' ? 'ASC' : 'DESC',
  }),
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { PriceRangeListPageQueryType };
