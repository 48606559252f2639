import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

const Grid = styled.div<{ hasSideMenu: boolean }>`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr;
  grid-template-columns: 1fr;
  grid-template-areas: 'top' 'main';
  ${(p) => p.theme.mq.md} {
    grid-template-columns: ${(p) => (p.hasSideMenu ? '300px 1fr' : '1fr')};
    grid-template-areas: ${(p) => (p.hasSideMenu ? "'top top' 'side main'" : "'top' 'main'")};
  }
`;

const Top = styled.header`
  grid-area: top;
  position: sticky;
  top: 0;
  z-index: 10;
`;

// A plain column: the side menu inside it is the navigation landmark.
const Side = styled.aside`
  grid-area: side;
  display: none;
  ${(p) => p.theme.mq.md} {
    display: block;
    /* the column keeps the menu's surface (and its right border) below a sticky menu on long pages */
    background: linear-gradient(to left, ${(p) => p.theme.colors.border} 1px, ${(p) => p.theme.colors.surface} 1px);
  }
`;

const Main = styled.main`
  grid-area: main;
  min-width: 0;
  padding: ${(p) => p.theme.space(4)};
  ${(p) => p.theme.mq.sm} {
    padding: ${(p) => p.theme.space(8)};
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${(p) => p.theme.space(2)};
  top: ${(p) => p.theme.space(2)};
  z-index: 20;
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surface};
  transform: translateY(-200%);
  &:focus {
    transform: none;
    box-shadow: ${(p) => p.theme.shadows.raised};
  }
`;

/** Id of the main content region, target of the skip link. */
export const MAIN_CONTENT_ID = 'conteudo';

export interface AppFrameProps {
  topBar: ReactNode;
  /** the side menu (300 px wide on desktop, spec §2); absent until the menu exists */
  sideMenu?: ReactNode;
  /** thin progress line while a navigation loads */
  progress?: ReactNode;
  children: ReactNode;
}

/** The shell's page grid: top bar, optional side menu, main content, plus a skip link. */
export function AppFrame({ topBar, sideMenu, progress, children }: AppFrameProps) {
  const intl = useIntl();
  return (
    <Grid hasSideMenu={Boolean(sideMenu)}>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{intl.formatMessage({ id: 'shell.skipToContent' })}</SkipLink>
      <Top>
        {topBar}
        {progress}
      </Top>
      {sideMenu && <Side>{sideMenu}</Side>}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
    </Grid>
  );
}
