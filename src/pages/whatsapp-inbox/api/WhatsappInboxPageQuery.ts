import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { WhatsappInboxFilter, WhatsappInboxPageQuery as WhatsappInboxPageQueryType } from './__generated__/WhatsappInboxPageQuery.graphql';

/** Address parameters: the list's filter (`filtro=nao-lidas`) and the open conversation (`conversa=<uuid>`). */
export const INBOX_FILTER_PARAM = 'filtro';
export const INBOX_CONVERSATION_PARAM = 'conversa';
/** The list's loaded length in the address (`conversas_linhas=40`). */
export const INBOX_ROWS_ADDRESS = 'conversas';

/** The filters as the address writes them, and the server's for each (absent = open ones). */
export const INBOX_FILTERS = { abertas: 'OPEN', 'nao-lidas': 'UNREAD', encerradas: 'CLOSED', todas: 'ALL' } as const satisfies Record<string, WhatsappInboxFilter>;
export type InboxFilterParam = keyof typeof INBOX_FILTERS;

export interface InboxScope {
  filter: InboxFilterParam;
  conversation: string | null;
}

export function readInboxScope(search: URLSearchParams): InboxScope {
  const filter = search.get(INBOX_FILTER_PARAM);
  const conversation = search.get(INBOX_CONVERSATION_PARAM);
  return {
    filter: filter && filter in INBOX_FILTERS ? (filter as InboxFilterParam) : 'abertas',
    conversation: conversation && /^[0-9a-f-]{36}$/i.test(conversation) ? conversation : null,
  };
}

/** The inbox's one query: the handed-over conversations of the filter, and the open one with its messages. */
export const WhatsappInboxPageQuery = graphql`
  query WhatsappInboxPageQuery($filter: WhatsappInboxFilter, $conversation: ID!, $withConversation: Boolean!) {
    ...WhatsappConversationList_query @arguments(filter: $filter)
    whatsappConversation(id: $conversation) @include(if: $withConversation) {
      ...WhatsappConversationThread_conversation
    }
  }
`;

/** The page's query module: not cached (messages arrive all the time). */
export const whatsappInboxPage = definePageQuery<WhatsappInboxPageQueryType, InboxScope>({
  query: WhatsappInboxPageQuery,
  scope: ({ search }) => readInboxScope(search),
  variables: ({ filter, conversation }) => ({ filter: INBOX_FILTERS[filter], conversation: conversation ?? '', withConversation: conversation !== null }),
  cache: false,
  fetchPolicy: 'network-only',
});
