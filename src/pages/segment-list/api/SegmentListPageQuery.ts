import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { SegmentListPageQuery as SegmentListPageQueryType, SegmentSort, SegmentSortDirection } from './__generated__/SegmentListPageQuery.graphql';

/** Address parameters of the list: the search, the order (`ordem=tamanho.desc`) and a tag (`etiqueta=VIP`). */
export const SEGMENT_SEARCH_PARAM = 'busca';
export const SEGMENT_ORDER_PARAM = 'ordem';
export const SEGMENT_TAG_PARAM = 'etiqueta';

/** The orders the list offers, as the address writes them, and the server's sort for each. */
export const SEGMENT_ORDERS = {
  atualizacao: 'UPDATED_AT',
  nome: 'NAME',
  tamanho: 'CLIENTS_QTY',
  contagem: 'CLIENTS_REFRESHED_AT',
  campanhas: 'CAMPAIGN_QTY',
  criacao: 'CREATED_AT',
} as const satisfies Record<string, SegmentSort>;

export type SegmentOrder = keyof typeof SEGMENT_ORDERS;

export interface SegmentListScope {
  search: string | null;
  /** only segments carrying this tag */
  tag: string | null;
  order: SegmentOrder;
  direction: 'asc' | 'desc';
}

/** The order of an address: `nome.asc`; the most recently changed first when absent or unreadable. */
export function readSegmentOrder(value: string | null): Pick<SegmentListScope, 'order' | 'direction'> {
  const [order, direction] = (value ?? '').split('.');
  if (order in SEGMENT_ORDERS && (direction === 'asc' || direction === 'desc')) return { order: order as SegmentOrder, direction };
  return { order: 'atualizacao', direction: 'desc' };
}

/** The list's one query: the stored segments matching the address's search, in its order. */
export const SegmentListPageQuery = graphql`
  query SegmentListPageQuery($search: String, $sort: SegmentSort, $sortDirection: SegmentSortDirection, $tags: [String!]) {
    ...SegmentTable_query @arguments(search: $search, sort: $sort, sortDirection: $sortDirection, tags: $tags)
  }
`;

/** The page's query module: not cached (segments change with every save), asked again on open. */
export const segmentListPage = definePageQuery<SegmentListPageQueryType, SegmentListScope>({
  query: SegmentListPageQuery,
  scope: ({ search }) => ({
    search: search.get(SEGMENT_SEARCH_PARAM)?.trim() || null,
    tag: search.get(SEGMENT_TAG_PARAM)?.trim().slice(0, 40) || null,
    ...readSegmentOrder(search.get(SEGMENT_ORDER_PARAM)),
  }),
  variables: ({ search, tag, order, direction }) => ({
    search,
    tags: tag ? [tag] : null,
    sort: SEGMENT_ORDERS[order],
    sortDirection: (direction === 'asc' ? 'ASC' : 'DESC') satisfies SegmentSortDirection,
  }),
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { SegmentListPageQueryType };
