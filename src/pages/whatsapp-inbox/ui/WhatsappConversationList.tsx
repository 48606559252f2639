import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { formatNumber } from '@/shared/lib/number';
import { Badge, EmptyListCard } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import { INBOX_CONVERSATION_PARAM, INBOX_ROWS_ADDRESS } from '../api/WhatsappInboxPageQuery';
import type { WhatsappConversationList_query$key } from './__generated__/WhatsappConversationList_query.graphql';

/** Conversations fetched per page. */
export const CONVERSATIONS_PAGE_SIZE = 20;

const fragment = graphql`
  fragment WhatsappConversationList_query on Query
  @refetchable(queryName: "WhatsappConversationListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, filter: { type: "WhatsappInboxFilter" }) {
    whatsappConversations(first: $count, after: $cursor, filter: $filter) @connection(key: "WhatsappConversationList_whatsappConversations", filters: ["filter"]) {
      totalCount
      unreadConversations
      edges {
        node {
          id
          _id
          phone
          consumerName
          flowName
          status
          test
          unread
          lastText
          lastMessageAt
        }
      }
    }
  }
`;

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: ${(p) => p.theme.space(3)};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  font-size: ${(p) => p.theme.fontSizes.sm};
  span {
    cursor: help;
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled(Link)<{ current: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(3)};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  color: inherit;
  text-decoration: none;
  background: ${(p) => (p.current ? p.theme.colors.primarySoft : 'transparent')};
  &:hover {
    background: ${(p) => p.theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: -2px;
  }
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Unread = styled.span`
  display: inline-flex;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  align-items: center;
  justify-content: center;
  border-radius: 11px;
  background: ${(p) => p.theme.colors.success};
  color: #fff;
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 700;
`;

/** The inbox's conversations: who, which flow, the last message, unread count; a link opens each. */
export function WhatsappConversationList({ query, current }: { query: WhatsappConversationList_query$key; current: string | null }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const { edges, totalCount, unreadConversations } = data.whatsappConversations;
  const linkTo = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(INBOX_CONVERSATION_PARAM, id);
    return `?${next.toString()}`;
  };
  const summary = (
    <Summary>
      <span data-metric="WHATSAPP_CONVERSAS_NAO_LIDAS" data-value={unreadConversations} title={intl.formatMessage({ id: 'whatsappInbox.tip.unreadConversations' })}>
        {intl.formatMessage({ id: 'whatsappInbox.unreadConversations' }, { n: unreadConversations })}
      </span>
      <span data-metric="WHATSAPP_CONVERSAS_LISTADAS" data-value={totalCount} title={intl.formatMessage({ id: 'whatsappInbox.tip.total' })}>
        {intl.formatMessage({ id: 'whatsappInbox.total' }, { n: totalCount })}
      </span>
    </Summary>
  );
  if (edges.length === 0) {
    return (
      <>
        {summary}
        <EmptyListCard title={intl.formatMessage({ id: 'whatsappInbox.empty' })} hint={intl.formatMessage({ id: 'whatsappInbox.emptyHint' })} />
      </>
    );
  }
  return (
    <>
      {summary}
      <Items aria-label={intl.formatMessage({ id: 'whatsappInbox.listLabel' })}>
        {edges.map(({ node }) => (
          <li key={node.id} data-conversation={node._id}>
            <Item to={linkTo(node._id)} current={node._id === current} aria-current={node._id === current ? 'true' : undefined}>
              <strong>{node.consumerName ? `${node.consumerName} · ${node.phone}` : node.phone}</strong>
              {node.unread > 0 ? (
                <Unread
                  data-metric="WHATSAPP_MENSAGENS_NAO_LIDAS"
                  data-value={node.unread}
                  title={intl.formatMessage({ id: 'whatsappInbox.tip.unread' })}
                  aria-label={intl.formatMessage({ id: 'whatsappInbox.unreadLabel' }, { n: node.unread })}
                >
                  {formatNumber(node.unread, 0)}
                </Unread>
              ) : (
                <small>{formatDisplayDateTime(node.lastMessageAt, DATE_TIME_MINUTES_FORMAT)}</small>
              )}
              <small>
                {node.flowName ?? intl.formatMessage({ id: 'whatsappInbox.noFlow' })}
                {node.test && (
                  <>
                    {' '}
                    <Badge tone="neutral">{intl.formatMessage({ id: 'whatsappInbox.test' })}</Badge>
                  </>
                )}
                {node.status !== 'HANDOVER' && ` · ${intl.formatMessage({ id: 'whatsappInbox.closed' })}`}
              </small>
              <p>{node.lastText}</p>
            </Item>
          </li>
        ))}
      </Items>
      <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={CONVERSATIONS_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address={INBOX_ROWS_ADDRESS} />
    </>
  );
}
