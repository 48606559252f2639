import styled from '@emotion/styled';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import { matchPattern, menuFor, type AccessSubject, type MenuGroup, type MenuSection } from '@/shared/config';

/** Width of the side menu and of the drawer (spec §2, §9). */
export const SIDE_MENU_WIDTH = 300;

/** Height of the top bar on wide screens, where the menu column sticks below it. */
const TOP_BAR_HEIGHT = 64;

const Nav = styled('nav', { shouldForwardProp: (prop) => prop !== 'column' })<{ column: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 100%;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  ${(p) =>
    p.column &&
    `
    position: sticky;
    top: ${TOP_BAR_HEIGHT}px;
    min-height: 0;
    height: calc(100vh - ${TOP_BAR_HEIGHT}px);
    overflow-y: auto;
    background: ${p.theme.colors.surface};
    border-right: 1px solid ${p.theme.colors.border};
  `}
`;

const GroupList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const ItemList = styled.ul`
  list-style: none;
  margin: 0 0 ${(p) => p.theme.space(2)};
  padding: 0 0 0 ${(p) => p.theme.space(2)};
  display: flex;
  flex-direction: column;
  gap: 2px;
  &[hidden] {
    display: none;
  }
`;

const GroupButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 40px;
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  border: 0;
  /* lines the group names up with the single-page links, whose left border marks the current page */
  border-left: 3px solid transparent;
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.neutralSoft};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Chevron = styled('span', { shouldForwardProp: (prop) => prop !== 'open' })<{ open: boolean }>`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-left: ${(p) => p.theme.space(2)};
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: ${(p) => (p.open ? 'rotate(45deg) translateY(-2px)' : 'rotate(-45deg)')};
  transition: transform 120ms ease;
  flex: none;
  opacity: 0.7;
`;

const ItemLink = styled(NavLink, { shouldForwardProp: (prop) => prop !== 'top' })<{ top?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  min-height: 36px;
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.sm};
  border-left: 3px solid transparent;
  color: ${(p) => (p.top ? p.theme.colors.text : p.theme.colors.textMuted)};
  font-weight: ${(p) => (p.top ? 600 : 400)};
  text-decoration: none;
  &:hover {
    background: ${(p) => p.theme.colors.neutralSoft};
    color: ${(p) => p.theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: 1px;
  }
  &[aria-current='page'] {
    background: ${(p) => p.theme.colors.primarySoft};
    border-left-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
  }
`;

const NewBadge = styled.span`
  flex: none;
  padding: 1px ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.onPrimary};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.5;
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: ${(p) => p.theme.space(3)};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  &:empty {
    display: none;
  }
`;

/** Where a module in maintenance leads. */
const MAINTENANCE_PATH = '/maintenance';

const MaintenanceTitle = styled.p`
  margin-top: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  border-left: 3px solid transparent;
  color: ${(p) => p.theme.colors.danger};
  font-weight: 600;
`;

/** A group with one item of the same name (Home, Gerenciador de análises) is a plain link. */
const isSingleLink = (section: MenuSection): boolean => section.items.length === 1 && section.items[0].label === section.group;

/** The group holding the page at `pathname` (an item's page or one of its sub-pages). */
function activeGroupOf(sections: readonly MenuSection[], pathname: string): MenuGroup | null {
  for (const section of sections) {
    if (section.items.some((item) => matchPattern(`${item.path}/*`, pathname))) return section.group;
  }
  return null;
}

export interface SideMenuProps {
  subject: AccessSubject;
  /** the moment the "Novo" badges are weighed at */
  now: Date;
  /** called when an item is followed (the drawer closes) */
  onNavigate?: () => void;
  /** shown at the bottom (the drawer's "Sair") */
  footer?: ReactNode;
  /** id of the nav element */
  id?: string;
  /** account modules in maintenance (spec §4 "Login"): one item each, linking to /maintenance */
  maintenanceModules?: readonly string[];
  /** 'column': the page grid's side column on wide screens (sticks under the top bar, scrolls on its own); 'drawer': inside the drawer */
  variant?: 'column' | 'drawer';
}

/**
 * The side menu (spec §2 Shell): the groups and items the subject may open, in catalogue order,
 * each group collapsible (the current page's group starts open), the current item highlighted
 * with the brand colour and a "Novo" badge while the page is flagged new.
 */
export function SideMenu({ subject, now, onNavigate, footer, id, variant = 'column', maintenanceModules = [] }: SideMenuProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const baseId = useId();
  const sections = useMemo(() => menuFor(subject, now), [subject, now]);
  const activeGroup = activeGroupOf(sections, pathname);
  const [expanded, setExpanded] = useState<ReadonlySet<MenuGroup>>(() => new Set(activeGroup ? [activeGroup] : []));

  // following a link (or the address bar) into a closed group opens it
  useEffect(() => {
    if (activeGroup) setExpanded((current) => (current.has(activeGroup) ? current : new Set([...current, activeGroup])));
  }, [activeGroup]);

  const toggle = (group: MenuGroup) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });

  const badge = <NewBadge>{intl.formatMessage({ id: 'shell.sideMenu.new' })}</NewBadge>;

  return (
    <Nav id={id} column={variant === 'column'} aria-label={intl.formatMessage({ id: 'shell.sideMenu.label' })}>
      <GroupList>
        {sections.map((section, index) => {
          if (isSingleLink(section)) {
            const item = section.items[0];
            return (
              <li key={section.group}>
                <ItemLink to={item.path} top onClick={onNavigate}>
                  <span>{item.label}</span>
                  {item.isNew && badge}
                </ItemLink>
              </li>
            );
          }
          const open = expanded.has(section.group);
          const listId = `${baseId}-group-${index}`;
          return (
            <li key={section.group}>
              <GroupButton type="button" aria-expanded={open} aria-controls={listId} onClick={() => toggle(section.group)}>
                <span>{section.group}</span>
                <Chevron open={open} aria-hidden="true" />
              </GroupButton>
              <ItemList id={listId} hidden={!open}>
                {section.items.map((item) => (
                  <li key={item.id}>
                    <ItemLink to={item.path} onClick={onNavigate}>
                      <span>{item.label}</span>
                      {item.isNew && badge}
                    </ItemLink>
                  </li>
                ))}
              </ItemList>
            </li>
          );
        })}
        {maintenanceModules.length > 0 && (
          <li>
            <MaintenanceTitle>{intl.formatMessage({ id: 'shell.sideMenu.maintenanceGroup' })}</MaintenanceTitle>
            <ItemList>
              {maintenanceModules.map((module) => (
                <li key={module}>
                  <ItemLink to={MAINTENANCE_PATH} onClick={onNavigate}>
                    <span>{intl.formatMessage({ id: 'shell.sideMenu.moduleMaintenance' }, { module })}</span>
                  </ItemLink>
                </li>
              ))}
            </ItemList>
          </li>
        )}
      </GroupList>
      {footer && <Footer>{footer}</Footer>}
    </Nav>
  );
}
