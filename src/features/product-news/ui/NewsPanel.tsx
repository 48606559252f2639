import styled from '@emotion/styled';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Link } from 'react-router-dom';
import { Button } from '@/shared/ui';
import { formatNewsDate } from '../model/newsState';
import type { ProductNewsBellMutation } from './__generated__/ProductNewsBellMutation.graphql';
import { popoverCss } from './popover';

// the bell's operation (named after it), sent from its list
const markReadMutation = graphql`
  mutation ProductNewsBellMutation($ids: [ID!]!) {
    markProductNewsRead(ids: $ids) {
      productNews {
        id
        read
      }
    }
  }
`;


const Panel = styled.div`
  ${popoverCss}
  z-index: 950;
  display: flex;
  flex-direction: column;
  max-height: min(70vh, 520px);
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.md};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
`;

const Item = styled.li<{ unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => (p.unread ? p.theme.colors.primarySoft : 'transparent')};
  font-size: ${(p) => p.theme.fontSizes.sm};
  &:last-of-type {
    border-bottom: 0;
  }
`;

const ItemMeta = styled.span`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;

const ItemTitle = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${(p) => p.theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space(4)};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

export interface NewsPanelProps {
  id: string;
  titleId: string;
  items: readonly { id: string; date: string; title: string; body: string; route: string | null | undefined; read: boolean }[];
  unread: readonly string[];
  /** closes the list; `true` gives the focus back to the bell */
  onClose: (returnFocus: boolean) => void;
}

/** The list of product news the bell opens (focused when it opens; Esc closes it). */
export function NewsPanel({ id, titleId, items, unread, onClose }: NewsPanelProps) {
  const intl = useIntl();
  const [commit, marking] = useMutation<ProductNewsBellMutation>(markReadMutation);
  const onMarkRead = (ids: readonly string[]) => {
    if (ids.length === 0) return;
    commit({
      variables: { ids },
      optimisticResponse: { markProductNewsRead: { productNews: ids.map((newsId) => ({ id: newsId, read: true })) } },
      onError: (error) => console.error('[novidades] não foi possível marcar como lida', error),
    });
  };
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panelRef.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    }
  };
  return (
    <Panel ref={panelRef} id={id} role="dialog" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
      <PanelHeader>
        <PanelTitle id={titleId}>{intl.formatMessage({ id: 'news.title' })}</PanelTitle>
        {unread.length > 0 && (
          <Button variant="ghost" onClick={() => onMarkRead(unread)} loading={marking}>
            {intl.formatMessage({ id: 'news.markAllRead' })}
          </Button>
        )}
      </PanelHeader>
      {items.length === 0 ? (
        <Empty>{intl.formatMessage({ id: 'news.empty' })}</Empty>
      ) : (
        <List>
          {items.map((item) => (
            <Item key={item.id} unread={!item.read}>
              <ItemMeta>
                <time dateTime={item.date}>{formatNewsDate(item.date)}</time>
                {!item.read && <span>· {intl.formatMessage({ id: 'news.unread' })}</span>}
              </ItemMeta>
              <ItemTitle>{item.title}</ItemTitle>
              <span>{item.body}</span>
              {(item.route || !item.read) && (
                <ItemActions>
                  {item.route && (
                    <Link
                      to={item.route}
                      onClick={() => {
                        if (!item.read) onMarkRead([item.id]);
                        onClose(false);
                      }}
                    >
                      {intl.formatMessage({ id: 'news.open' })}
                    </Link>
                  )}
                  {!item.read && (
                    <LinkButton type="button" onClick={() => onMarkRead([item.id])}>
                      {intl.formatMessage({ id: 'news.markRead' })}
                    </LinkButton>
                  )}
                </ItemActions>
              )}
            </Item>
          ))}
        </List>
      )}
    </Panel>
  );
}
