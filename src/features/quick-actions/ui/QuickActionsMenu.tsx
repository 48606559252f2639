import styled from '@emotion/styled';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AccessSubject } from '@/shared/config';
import { useMenuButton } from '@/shared/ui/menu-button';
import { quickActionsFor } from '../model/quickActions';

const Wrapper = styled.div`
  /* below tablet landscape the tools have a row of their own (the top bar's UserSlot): the popover
     hangs from that row's right edge instead of from the button, so it stays on screen */
  position: static;
  flex: none;
  ${(p) => p.theme.mq.md} {
    position: relative;
  }
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
  const { open, close, wrapperRef, triggerProps, menuProps } = useMenuButton();

  if (actions.length === 0) return null;

  const label = intl.formatMessage({ id: 'quickActions.button' });
  return (
    <Wrapper ref={wrapperRef}>
      <Trigger {...triggerProps} aria-label={label} title={label}>
        {/* icon only: the bar is shared with the search, the switcher and the user menu; the name is in aria-label and title */}
        <PlusIcon />
      </Trigger>
      {open && (
        <List {...menuProps}>
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
