import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AccessSubject } from '@/shared/config';
import { quickActionsFor } from '../model/quickActions';

const Wrapper = styled.div`
  position: relative;
  flex: none;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  min-height: 40px;
  min-width: 40px;
  justify-content: center;
  padding: 0 ${(p) => p.theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radii.md};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${(p) => p.theme.colors.neutralSoft};
  }
`;

const List = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 900;
  min-width: 240px;
  max-width: calc(100vw - 24px);
  margin: 0;
  padding: ${(p) => p.theme.space(1)} 0;
  list-style: none;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.raised};
`;

const ItemLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 16px;
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm};
  text-decoration: none;
  &:hover,
  &:focus {
    background: ${(p) => p.theme.colors.neutralSoft};
  }
`;

const PlusIcon = ({ size = 20 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v8M8 12h8" />
  </svg>
);

export interface QuickActionsMenuProps {
  subject: AccessSubject;
}

/**
 * "Ações rápidas" (spec §2 Shell): a menu button with the creation shortcuts the user may open.
 * Arrow keys, Home and End move between items; Esc closes and returns focus to the button; Tab or
 * a click outside closes. Renders nothing when the user may open none.
 */
export function QuickActionsMenu({ subject }: QuickActionsMenuProps) {
  const intl = useIntl();
  const actions = useMemo(() => quickActionsFor(subject), [subject]);
  const id = useId();
  const menuId = `${id}-menu`;
  const buttonId = `${id}-button`;
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setFocusIndex(null);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open || focusIndex === null) return;
    const all = items();
    if (all.length === 0) return;
    all[focusIndex < 0 ? all.length - 1 : Math.min(focusIndex, all.length - 1)]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  if (actions.length === 0) return null;

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(true);
      setFocusIndex(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setFocusIndex(-1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  const label = intl.formatMessage({ id: 'quickActions.button' });
  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={triggerRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        title={label}
        onClick={() => (open ? close(false) : (setOpen(true), setFocusIndex(null)))}
        onKeyDown={onTriggerKeyDown}
      >
        {/* icon only: the bar is shared with the search, the switcher and the user menu; the name is in aria-label and title */}
        <PlusIcon />
      </Trigger>
      {open && (
        <List ref={listRef} id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
          {actions.map((action) => (
            <li key={action.routeId} role="none">
              <ItemLink role="menuitem" tabIndex={-1} to={action.path} onClick={() => close(false)}>
                {intl.formatMessage({ id: action.labelId })}
              </ItemLink>
            </li>
          ))}
        </List>
      )}
    </Wrapper>
  );
}
