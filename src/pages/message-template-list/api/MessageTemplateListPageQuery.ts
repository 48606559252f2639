import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { MESSAGE_TEMPLATE_CHANNELS, type MessageTemplateChannel } from '@/shared/config/messageTemplates';
import type { MessageTemplateListPageQuery as MessageTemplateListPageQueryType, MessageTemplateSort } from './__generated__/MessageTemplateListPageQuery.graphql';

/** Address parameters of the list: search, channel, status and order (`ordem=canal.asc`). */
export const TEMPLATE_SEARCH_PARAM = 'busca';
export const TEMPLATE_CHANNEL_PARAM = 'canal';
export const TEMPLATE_STATUS_PARAM = 'situacao';
export const TEMPLATE_ORDER_PARAM = 'ordem';

/** The orders the list offers, as the address writes them, and the server's sort for each. */
export const TEMPLATE_ORDERS = {
  nome: 'NAME',
  canal: 'CHANNEL',
  tipo: 'MESSAGE_TYPE',
  atualizacao: 'UPDATED_AT',
} as const satisfies Record<string, MessageTemplateSort>;
export type TemplateOrder = keyof typeof TEMPLATE_ORDERS;

/** The list's status filter, as the address writes it. */
export const TEMPLATE_STATUSES = { ativas: true, inativas: false } as const;
export type TemplateStatus = keyof typeof TEMPLATE_STATUSES;

export interface TemplateListScope {
  search: string | null;
  channel: MessageTemplateChannel | null;
  status: TemplateStatus | null;
  order: TemplateOrder;
  direction: 'asc' | 'desc';
}

/** The order of an address: `nome.asc`; by name when absent or unreadable. */
export function readTemplateOrder(value: string | null): Pick<TemplateListScope, 'order' | 'direction'> {
  const [order, direction] = (value ?? '').split('.');
  if (order in TEMPLATE_ORDERS && (direction === 'asc' || direction === 'desc')) return { order: order as TemplateOrder, direction };
  return { order: 'nome', direction: 'asc' };
}

/** The scope of an address (unknown values read as "all"). */
export function readTemplateScope(search: URLSearchParams): TemplateListScope {
  const channel = search.get(TEMPLATE_CHANNEL_PARAM);
  const status = search.get(TEMPLATE_STATUS_PARAM);
  return {
    search: search.get(TEMPLATE_SEARCH_PARAM)?.trim().slice(0, 100) || null,
    channel: channel && (MESSAGE_TEMPLATE_CHANNELS as readonly string[]).includes(channel) ? (channel as MessageTemplateChannel) : null,
    status: status && status in TEMPLATE_STATUSES ? (status as TemplateStatus) : null,
    ...readTemplateOrder(search.get(TEMPLATE_ORDER_PARAM)),
  };
}

/** The list's one query: the account's templates matching the address's filters, in its order. */
export const MessageTemplateListPageQuery = graphql`
  query MessageTemplateListPageQuery(
    $search: String
    $channels: [MessageTemplateChannel!]
    $active: Boolean
    $sort: MessageTemplateSort
    $sortDirection: MessageTemplateSortDirection
  ) {
    ...MessageTemplateTable_query @arguments(search: $search, channels: $channels, active: $active, sort: $sort, sortDirection: $sortDirection)
  }
`;

/** The page's query module: not cached (templates change without a processing stamp). */
export const messageTemplateListPage = definePageQuery<MessageTemplateListPageQueryType, TemplateListScope>({
  query: MessageTemplateListPageQuery,
  scope: ({ search }) => readTemplateScope(search),
  variables: ({ search, channel, status, order, direction }) => ({
    search,
    channels: channel ? [channel] : null,
    active: status ? TEMPLATE_STATUSES[status] : null,
    sort: TEMPLATE_ORDERS[order],
    sortDirection: direction === 'asc' ? 'ASC' : 'DESC',
  }),
  cache: false,
  fetchPolicy: 'store-and-network',
});

export type { MessageTemplateListPageQueryType };
