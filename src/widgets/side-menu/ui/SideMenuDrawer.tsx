import styled from '@emotion/styled';
import { forwardRef, useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import type { AccessSubject } from '@/shared/config';
import { SIDE_MENU_WIDTH, SideMenu } from './SideMenu';

/** Wide screens show the side menu in the page grid; the drawer is for narrower ones (AppFrame's breakpoint). */
const WIDE_QUERY = '(min-width: 900px)';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgba(15, 23, 42, 0.45);
  ${(p) => p.theme.mq.md} {
    display: none;
  }
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 41;
  width: min(${SIDE_MENU_WIDTH}px, 86vw);
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.raised};
  ${(p) => p.theme.mq.md} {
    display: none;
  }
`;

const PanelHeader = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${(p) => p.theme.space(2)};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const PanelBody = styled.div`
  flex: 1;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  > nav {
    flex: 1;
  }
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  flex: none;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.neutralSoft};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const MenuToggle = styled(IconButton)`
  ${(p) => p.theme.mq.md} {
    display: none;
  }
`;

const Icon = ({ d }: { d: string }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <path d={d} />
  </svg>
);

export interface SideMenuButtonProps {
  expanded: boolean;
  /** id of the drawer's panel */
  controls: string;
  onClick: () => void;
}

/** The top bar's menu button (narrow screens only): opens the side-menu drawer. */
export const SideMenuButton = forwardRef<HTMLButtonElement, SideMenuButtonProps>(function SideMenuButton({ expanded, controls, onClick }, ref) {
  const intl = useIntl();
  return (
    <MenuToggle
      ref={ref}
      type="button"
      aria-label={intl.formatMessage({ id: 'shell.sideMenu.open' })}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
    >
      <Icon d="M4 6h16M4 12h16M4 18h16" />
    </MenuToggle>
  );
});

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface SideMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  subject: AccessSubject;
  now: Date;
  /** account modules in maintenance: one item each, linking to /maintenance */
  maintenanceModules?: readonly string[];
  /** id of the panel (the menu button's aria-controls) */
  id: string;
  /** the drawer's last item ("Sair") */
  footer?: ReactNode;
}

/**
 * The side menu as a drawer on narrow screens (spec §2): a modal panel from the left that takes
 * focus when it opens, keeps Tab inside, and closes on Esc, on the backdrop, on the close button
 * and when an item is followed. The caller returns focus to the menu button.
 */
export function SideMenuDrawer({ open, onClose, subject, now, id, footer, maintenanceModules }: SideMenuDrawerProps) {
  const intl = useIntl();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // growing past the breakpoint puts the menu back in the page: the drawer has no reason to stay
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : null;
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    wide?.addEventListener?.('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide?.removeEventListener?.('change', onWide);
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <>
      <Backdrop onClick={onClose} data-testid="side-menu-backdrop" />
      <Panel ref={panelRef} id={id} role="dialog" aria-modal="true" aria-label={intl.formatMessage({ id: 'shell.sideMenu.label' })}>
        <PanelHeader>
          <IconButton ref={closeRef} type="button" aria-label={intl.formatMessage({ id: 'shell.sideMenu.close' })} onClick={onClose}>
            <Icon d="M6 6l12 12M18 6L6 18" />
          </IconButton>
        </PanelHeader>
        <PanelBody>
          <SideMenu subject={subject} now={now} onNavigate={onClose} footer={footer} variant="drawer" maintenanceModules={maintenanceModules} />
        </PanelBody>
      </Panel>
    </>,
    document.body,
  );
}
