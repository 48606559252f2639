import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Spinner } from '@/shared/ui';
import { useMenuButton } from '@/shared/ui/menu-button';
import type { UserMenuLink } from '../model/items';

const Wrapper = styled.div`
  position: relative;
  flex: none;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  max-width: 240px;
  min-height: 44px;
  padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radii.md};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${(p) => p.theme.colors.neutralSoft};
  }
`;

const Avatar = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.primarySoft};
  color: ${(p) => p.theme.colors.primary};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 700;
`;

/** The name next to the avatar: wide screens only (narrow ones show it under the account). */
const UserText = styled.span`
  display: none;
  flex-direction: column;
  min-width: 0;
  ${(p) => p.theme.mq.md} {
    display: flex;
  }
`;

const Caption = styled.span`
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
  line-height: 1.3;
`;

const Name = styled.span`
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSizes.sm};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Chevron = ({ open }: { open: boolean }) => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" style={{ flex: 'none', transform: open ? 'rotate(180deg)' : undefined }}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

const List = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 900;
  min-width: 220px;
  margin: 0;
  padding: ${(p) => p.theme.space(1)} 0;
  list-style: none;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.raised};
`;

const Separator = styled.li`
  height: 1px;
  margin: ${(p) => p.theme.space(1)} 0;
  background: ${(p) => p.theme.colors.border};
`;

/** Links and the logout button of the menu look alike. */
const itemStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 40px;
  padding: 0 16px;
  border: 0;
  background: transparent;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  &:hover,
  &:focus {
    background: ${theme.colors.neutralSoft};
  }
`;

const ItemLink = styled(Link)`
  ${(p) => itemStyles(p.theme)}
`;

const ItemButton = styled.button`
  ${(p) => itemStyles(p.theme)}
`;

const ErrorText = styled.span`
  position: absolute;
  right: 0;
  top: 100%;
  white-space: nowrap;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;

/** Initials of the first two words of a name ("Mariana Souza" → "MS"). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

export interface UserMenuViewProps {
  name: string;
  links: readonly UserMenuLink[];
  onLogout: () => void;
  loggingOut?: boolean;
  logoutFailed?: boolean;
}

/**
 * The user menu (WAI-ARIA menu button): the trigger shows the user's initials and name; the list
 * has the user's pages and "Sair". Arrow keys, Home and End move between items; Esc closes and
 * returns focus to the trigger; Tab or a click outside closes.
 */
export function UserMenuView({ name, links, onLogout, loggingOut = false, logoutFailed = false }: UserMenuViewProps) {
  const intl = useIntl();
  const { open, close, wrapperRef, triggerProps, menuProps } = useMenuButton();

  const logoutLabel = intl.formatMessage({ id: 'shell.logout' });
  return (
    <Wrapper ref={wrapperRef}>
      <Trigger {...triggerProps} aria-label={intl.formatMessage({ id: 'userMenu.button' }, { name })}>
        <Avatar aria-hidden="true">{initials(name)}</Avatar>
        <UserText>
          <Caption>{intl.formatMessage({ id: 'shell.user' })}</Caption>
          <Name title={name}>{name}</Name>
        </UserText>
        <Chevron open={open} />
      </Trigger>
      {open && (
        <List {...menuProps}>
          {links.map((link) => (
            <li key={link.id} role="none">
              <ItemLink role="menuitem" tabIndex={-1} to={link.path} onClick={() => close(false)}>
                {intl.formatMessage({ id: link.labelId })}
              </ItemLink>
            </li>
          ))}
          {links.length > 0 && <Separator role="separator" />}
          <li role="none">
            <ItemButton type="button" role="menuitem" tabIndex={-1} onClick={onLogout} disabled={loggingOut} aria-busy={loggingOut || undefined}>
              {logoutLabel}
              {loggingOut && <Spinner size={14} />}
            </ItemButton>
          </li>
        </List>
      )}
      {logoutFailed && <ErrorText role="alert">{intl.formatMessage({ id: 'shell.logoutFailed' })}</ErrorText>}
    </Wrapper>
  );
}
