import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LogoutButton } from '@/features/logout';
import { ClientSwitcher } from '@/features/switch-client';
import { Logo } from '@/shared/ui';
import type { TopBar_viewer$key } from './__generated__/TopBar_viewer.graphql';

const viewerFragment = graphql`
  fragment TopBar_viewer on Viewer {
    user {
      name
    }
    account {
      name
      first_value
      logos {
        full
        compact
      }
    }
    ...ClientSwitcher_viewer
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${(p) => p.theme.space(3)};
  min-height: 64px;
  padding: 0 ${(p) => p.theme.space(3)};
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  ${(p) => p.theme.mq.sm} {
    padding: 0 ${(p) => p.theme.space(6)};
    column-gap: ${(p) => p.theme.space(4)};
  }
  ${(p) => p.theme.mq.md} {
    flex-wrap: nowrap;
  }
`;

/** On phones the switcher takes a second row of its own; from tablet up it sits in the bar. */
const SwitcherSlot = styled.div`
  order: 10;
  flex-basis: 100%;
  padding-bottom: ${(p) => p.theme.space(3)};
  select {
    width: 100%;
  }
  &:empty {
    display: none;
  }
  ${(p) => p.theme.mq.md} {
    order: 0;
    flex-basis: auto;
    padding-bottom: 0;
    max-width: 280px;
  }
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  border-radius: ${(p) => p.theme.radii.sm};
  text-decoration: none;
  flex: none;
`;

/** The wide logo repeats the account's name: only where the bar has room for it beside the tools. */
const WIDE_LOGO_MQ = '@media (min-width: 1400px)';

const FullLogo = styled.span`
  display: none;
  ${WIDE_LOGO_MQ} {
    display: inline-flex;
  }
`;

const CompactLogo = styled.span`
  display: inline-flex;
  ${WIDE_LOGO_MQ} {
    display: none;
  }
`;

const Divider = styled.span`
  width: 1px;
  height: 28px;
  background: ${(p) => p.theme.colors.border};
  flex: none;
  display: none;
  ${(p) => p.theme.mq.sm} {
    display: block;
  }
`;

const AccountBlock = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  /* the account the person acts in stays readable: the search gives way first */
  min-width: 120px;
  min-height: 64px;
  flex: 1 1 120px;
`;

const Caption = styled.span`
  display: block;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
  line-height: 1.3;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Strong = styled.span`
  display: block;
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSizes.sm};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/**
 * The toolbar's tools and the user menu: from tablet landscape up, next to "Sair"; on narrower
 * screens a row of their own, so the account's name keeps its room in the first row.
 */
const UserSlot = styled.div`
  /* the tools' popovers hang from this row on narrow screens */
  position: relative;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  order: 9;
  flex-basis: 100%;
  padding-bottom: ${(p) => p.theme.space(2)};
  gap: ${(p) => p.theme.space(1)};
  &:empty {
    display: none;
  }
  ${(p) => p.theme.mq.md} {
    order: 0;
    flex: none;
    flex-basis: auto;
    padding-bottom: 0;
  }
`;

const WideOnly = styled.span`
  display: none;
  ${(p) => p.theme.mq.md} {
    display: inline-flex;
  }
`;

const NarrowOnly = styled.span`
  display: block;
  min-width: 0;
  ${(p) => p.theme.mq.md} {
    display: none;
  }
`;

/** The side-menu button's place: first in the bar, narrow screens only (the button hides itself from tablet landscape up). */
const MenuSlot = styled.div`
  display: flex;
  flex: none;
  margin-right: ${(p) => p.theme.space(-1)};
  &:empty {
    display: none;
  }
`;

/** On phones and tablets the page search takes a row of its own; on wide screens it sits in the bar. */
const SearchSlot = styled.div`
  order: 11;
  flex-basis: 100%;
  padding-bottom: ${(p) => p.theme.space(3)};
  &:empty {
    display: none;
  }
  ${(p) => p.theme.mq.md} {
    order: 0;
    flex: 0 1 320px;
    min-width: 150px;
    padding-bottom: 0;
  }
`;

/**
 * The shell's top bar: the side menu's button on narrow screens, logo (home link), the account in
 * use, the page search, the client switcher when the user has several accounts, the admin's tools,
 * the user menu and "Sair".
 */
export interface TopBarProps {
  viewer: TopBar_viewer$key;
  /** the side menu's button (narrow screens) */
  menuButton?: ReactNode;
  /** the global page search */
  search?: ReactNode;
  /** admin tools placed before the user menu (the module selector's button) */
  tools?: ReactNode;
  /** the user menu (name, initials, the user's pages and "Sair") */
  userMenu?: ReactNode;
}

export function TopBar({ viewer, menuButton, search, tools, userMenu }: TopBarProps) {
  const intl = useIntl();
  const data = useFragment(viewerFragment, viewer);
  return (
    <Bar>
      {menuButton && <MenuSlot>{menuButton}</MenuSlot>}
      {/* spec §2: the logo leads to the onboarding while the account's first-value flag is set */}
      <HomeLink
        to={data.account.first_value ? '/primeiro-valor' : '/home'}
        aria-label={intl.formatMessage({ id: data.account.first_value ? 'shell.firstValueLink' : 'shell.homeLink' })}
      >
        <FullLogo>
          <Logo height={32} src={data.account.logos.full} brandName={data.account.name} />
        </FullLogo>
        <CompactLogo>
          <Logo variant="compact" height={32} src={data.account.logos.compact} brandName={data.account.name} />
        </CompactLogo>
      </HomeLink>
      <Divider />
      <AccountBlock>
        <WideOnly>
          <Caption>{intl.formatMessage({ id: 'shell.account' })}</Caption>
        </WideOnly>
        <Strong title={data.account.name}>{data.account.name}</Strong>
        {/* narrow screens have no room for the user block: the name goes under the account */}
        <NarrowOnly>
          <Caption>{data.user.name}</Caption>
        </NarrowOnly>
      </AccountBlock>
      {search && <SearchSlot>{search}</SearchSlot>}
      <SwitcherSlot>
        <ClientSwitcher viewer={data} />
      </SwitcherSlot>
      <UserSlot>
        {tools}
        {userMenu}
      </UserSlot>
      {/* "Sair" stays one click away as well as in the user menu */}
      <LogoutButton />
    </Bar>
  );
}
