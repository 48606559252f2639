import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { WhatsappFlowListPageQuery as WhatsappFlowListPageQueryType, WhatsappFlowSort } from './__generated__/WhatsappFlowListPageQuery.graphql';

/** Address parameters of the list: search, status and order (`ordem=nome.asc`). */
export const FLOW_SEARCH_PARAM = 'busca';
export const FLOW_STATUS_PARAM = 'situacao';
export const FLOW_ORDER_PARAM = 'ordem';
/** The list's loaded length in the address (`fluxos_linhas=40`). */
export const FLOW_ROWS_ADDRESS = 'fluxos';

/** The orders the list offers, as the address writes them, and the server's sort for each. */
export const FLOW_ORDERS = { nome: 'NAME', atualizacao: 'UPDATED_AT', conversas: 'RUNNING' } as const satisfies Record<string, WhatsappFlowSort>;
export type FlowOrder = keyof typeof FLOW_ORDERS;

/** The status filter as the address writes it. */
export const FLOW_STATUSES = { rascunho: 'DRAFT', publicado: 'PUBLISHED' } as const;
export type FlowStatusParam = keyof typeof FLOW_STATUSES;

export interface FlowListScope {
  search: string | null;
  status: FlowStatusParam | null;
  order: FlowOrder;
  direction: 'asc' | 'desc';
}

/** The scope of an address (unknown values read as "all", the order as last updated first). */
export function readFlowScope(search: URLSearchParams): FlowListScope {
  const status = search.get(FLOW_STATUS_PARAM);
  const [order, direction] = (search.get(FLOW_ORDER_PARAM) ?? '').split('.');
  const known = order in FLOW_ORDERS && (direction === 'asc' || direction === 'desc');
  return {
    search: search.get(FLOW_SEARCH_PARAM)?.trim().slice(0, 100) || null,
    status: status && status in FLOW_STATUSES ? (status as FlowStatusParam) : null,
    order: known ? (order as FlowOrder) : 'atualizacao',
    direction: known ? (direction as 'asc' | 'desc') : 'desc',
  };
}

/** The list's one query: the account's flows matching the address's filters, in its order. */
export const WhatsappFlowListPageQuery = graphql`
  query WhatsappFlowListPageQuery($search: String, $status: WhatsappFlowStatus, $sort: WhatsappFlowSort, $sortDirection: WhatsappSortDirection) {
    ...WhatsappFlowTable_query @arguments(search: $search, status: $status, sort: $sort, sortDirection: $sortDirection)
  }
`;

/** The page's query module: not cached (conversations move all the time). */
export const whatsappFlowListPage = definePageQuery<WhatsappFlowListPageQueryType, FlowListScope>({
  query: WhatsappFlowListPageQuery,
  scope: ({ search }) => readFlowScope(search),
  variables: ({ search, status, order, direction }) => ({
    search,
    status: status ? FLOW_STATUSES[status] : null,
    sort: FLOW_ORDERS[order],
    sortDirection: direction === 'asc' ? 'ASC' : 'DESC',
  }),
  cache: false,
  fetchPolicy: 'store-and-network',
});
