import styled from '@emotion/styled';
import { Component, Suspense, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import type { PreloadedQuery } from 'react-relay';
import { Button } from '@/shared/ui';
import { useFocusTrap } from '@/shared/ui/dialog/useFocusTrap';
import { CloseIcon } from './icons';
import { ExportHistoryList, Loading } from './ExportHistoryList';
import type { ExportHistoryListQuery } from './__generated__/ExportHistoryListQuery.graphql';

/** Drawer width (spec §9); phones get the whole width. */
export const DRAWER_WIDTH = 450;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  background: rgba(15, 23, 42, 0.35);
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 901;
  width: 100vw;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.raised};
  ${(p) => p.theme.mq.sm} {
    width: ${DRAWER_WIDTH}px;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => `${p.theme.space(3)} ${p.theme.space(3)} ${p.theme.space(3)} ${p.theme.space(5)}`};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
    font-weight: 700;
  }
`;

const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${(p) => p.theme.radii.md};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.neutralSoft};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(12)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
  text-align: center;
`;

/** A failed history load stays inside the drawer, with a retry. */
class LoadErrorBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

export interface ExportHistoryDrawerProps {
  id: string;
  queryRef: PreloadedQuery<ExportHistoryListQuery> | null | undefined;
  onClose: () => void;
  onRetry: () => void;
}

/**
 * "Histórico de exportações": a modal panel from the right. Takes focus when it opens, keeps Tab
 * inside, closes on Esc, the backdrop or the close button; focus then returns to the toolbar button.
 */
export function ExportHistoryDrawer({ id, queryRef, onClose, onRetry }: ExportHistoryDrawerProps) {
  const intl = useIntl();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useFocusTrap(panelRef, true, { initialFocusRef: closeRef, onEscape: onClose });
  const titleId = `${id}-title`;

  return createPortal(
    <>
      <Backdrop onClick={onClose} data-testid="export-history-backdrop" />
      <Panel ref={panelRef} id={id} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Header>
          <h2 id={titleId}>{intl.formatMessage({ id: 'exportHistory.title' })}</h2>
          <CloseButton ref={closeRef} type="button" aria-label={intl.formatMessage({ id: 'exportHistory.close' })} onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </Header>
        <Body>
          <LoadErrorBoundary
            onRetry={onRetry}
            fallback={(retry) => (
              <Centered role="alert">
                {intl.formatMessage({ id: 'exportHistory.loadError' })}
                <Button variant="secondary" onClick={retry}>
                  {intl.formatMessage({ id: 'exportHistory.retry' })}
                </Button>
              </Centered>
            )}
          >
            <Suspense fallback={<Loading />}>
              {/* until the list query starts (its artifact is on its way), the same loading state */}
              {queryRef ? <ExportHistoryList queryRef={queryRef} /> : <Loading />}
            </Suspense>
          </LoadErrorBoundary>
        </Body>
      </Panel>
    </>,
    document.body,
  );
}
