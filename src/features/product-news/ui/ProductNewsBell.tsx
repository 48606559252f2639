import styled from '@emotion/styled';
import { Component, lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Button } from '@/shared/ui';
import { NEWS_AUTO_OPEN_DELAY_MS, NEWS_TEASER_DURATION_MS, newsToAnnounce, rememberAnnounced, unreadIds } from '../model/newsState';
import type { ProductNewsBellQuery } from './__generated__/ProductNewsBellQuery.graphql';
import { popoverCss } from './popover';

/** The list is not on screen at first paint: its code comes on the first opening (bench:bundle). */
const NewsPanel = lazy(() => import(/* webpackChunkName: "product-news-panel" */ './NewsPanel').then((m) => ({ default: m.NewsPanel })));

const newsQuery = graphql`
  query ProductNewsBellQuery {
    productNews {
      id
      date
      title
      body
      route
      read
    }
  }
`;


const Wrapper = styled.div`
  /* below tablet landscape the tools have a row of their own (the top bar's UserSlot): the popover
     hangs from that row's right edge instead of from the button, so it stays on screen */
  position: static;
  flex: none;
  ${(p) => p.theme.mq.md} {
    position: relative;
  }
`;

const Bell = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radii.md};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${(p) => p.theme.colors.neutralSoft};
  }
  &:disabled {
    color: ${(p) => p.theme.colors.textMuted};
    cursor: progress;
  }
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.danger};
  color: #ffffff;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;


/** The list the user opened (a non-modal dialog: Esc or a click outside closes it). */

/**
 * The automatic announcement: a note at the bottom corner of the window, never takes the focus.
 * Issue 14 §6: as a popover under the bell it covered the page's heading, the global search and its
 * results (worst on a phone) and caught their clicks; down here and below every menu, list and
 * drawer (z-index 25), it covers none of them.
 */
const Teaser = styled.div`
  position: fixed;
  right: ${(p) => p.theme.space(4)};
  bottom: ${(p) => p.theme.space(4)};
  width: min(360px, calc(100vw - 24px));
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.raised};
  z-index: 25;
  @media (max-width: 639.98px) {
    right: 12px;
    left: 12px;
    width: auto;
  }
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;










const TeaserActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(2)};
`;

const BellIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

export interface ProductNewsBellProps {
  /** the signed-in user's id: announcements are remembered per user */
  userId: string;
}

function NewsBell({ userId }: ProductNewsBellProps) {
  const intl = useIntl();
  const id = useId();
  const data = useLazyLoadQuery<ProductNewsBellQuery>(newsQuery, {}, { fetchPolicy: 'store-or-network' });
  const items = data.productNews;
  const unread = useMemo(() => unreadIds(items), [items]);
  const [open, setOpen] = useState(false);
  const [teaser, setTeaser] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);

  // Announce unread news once, 800 ms after the shell loads (spec §9), without taking the focus.
  useEffect(() => {
    const pending = newsToAnnounce(userId, items);
    if (pending.length === 0) return undefined;
    const show = window.setTimeout(() => {
      rememberAnnounced(userId, pending);
      setTeaser(true);
    }, NEWS_AUTO_OPEN_DELAY_MS);
    return () => window.clearTimeout(show);
    // once per shell: later changes of the list (marking read) must not announce again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  useEffect(() => {
    if (!teaser) return undefined;
    const hide = window.setTimeout(() => setTeaser(false), NEWS_TEASER_DURATION_MS);
    return () => window.clearTimeout(hide);
  }, [teaser]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bellRef.current?.focus();
  }, []);

  // a click outside closes the list and the announcement; Esc closes the announcement too
  useEffect(() => {
    if (!open && !teaser) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (wrapperRef.current?.contains(event.target as Node)) return;
      setTeaser(false);
      close(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && teaser && !open) setTeaser(false);
    };
    // the keyboard moving elsewhere (the search, a menu) puts the announcement away too
    const onFocusIn = (event: FocusEvent) => {
      if (!open && !wrapperRef.current?.contains(event.target as Node)) setTeaser(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, teaser, close]);

  const openList = () => {
    setTeaser(false);
    setOpen(true);
  };

  const label = unread.length > 0 ? intl.formatMessage({ id: 'news.buttonUnread' }, { count: unread.length }) : intl.formatMessage({ id: 'news.button' });
  const panelId = `${id}-panel`;
  const titleId = `${id}-title`;
  return (
    <Wrapper ref={wrapperRef}>
      <Bell
        ref={bellRef}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : openList())}
      >
        <BellIcon />
        {unread.length > 0 && (
          <Count aria-hidden="true" data-testid="news-unread-count">
            {unread.length > 9 ? '9+' : unread.length}
          </Count>
        )}
      </Bell>
      {teaser && !open && unread.length > 0 && (
        <Teaser role="status">
          <strong>{intl.formatMessage({ id: 'news.teaser' }, { count: unread.length })}</strong>
          <span>{items.find((item) => !item.read)?.title}</span>
          <TeaserActions>
            <Button variant="ghost" onClick={() => setTeaser(false)}>
              {intl.formatMessage({ id: 'news.teaserDismiss' })}
            </Button>
            <Button onClick={openList}>
              {intl.formatMessage({ id: 'news.teaserOpen' })}
            </Button>
          </TeaserActions>
        </Teaser>
      )}
      {open && (
        <Suspense fallback={null}>
          <NewsPanel
            id={panelId}
            titleId={titleId}
            items={items}
            unread={unread}
            onClose={close}
          />
        </Suspense>
      )}
    </Wrapper>
  );
}

/** A bell that failed to load is left out of the toolbar (logged): the rest of the shell keeps working. */
class NewsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[novidades] não foi possível carregar as novidades', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function LoadingBell() {
  const intl = useIntl();
  return (
    <Bell type="button" disabled aria-label={intl.formatMessage({ id: 'news.button' })} aria-busy="true">
      <BellIcon />
    </Bell>
  );
}

/**
 * "Novidades" (spec §2 Shell): a bell with the unread count; its list shows the product news,
 * newest first, each with its date and a link to the page when the user may open it.
 */
export function ProductNewsBell(props: ProductNewsBellProps) {
  return (
    <NewsBoundary>
      <Suspense fallback={<LoadingBell />}>
        <NewsBell {...props} />
      </Suspense>
    </NewsBoundary>
  );
}
