import { ThemeProvider } from '@emotion/react';
import { Suspense, useMemo } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useNavigation } from 'react-router-dom';
import { useConnectPageStateReset } from '@/shared/lib/page-state';
import { createTheme, FullPageLoader, GlobalStyles, NavigationProgress } from '@/shared/ui';

/** What the root loader hands to the root layout. */
export interface RootLoaderData {
  /** the signed-in account's brand colour; null before sign-in */
  brandColor: string | null;
}

/** Brands everything below with the account's colour and shows navigation progress. */
export function RootLayout() {
  const data = useLoaderData() as RootLoaderData | null;
  const brandColor = data?.brandColor ?? null;
  const theme = useMemo(() => createTheme(brandColor), [brandColor]);
  const navigation = useNavigation();
  // lets the route guard (outside React) reset the pages' Recoil state on navigation (step 9)
  useConnectPageStateReset();
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <NavigationProgress active={navigation.state === 'loading'} />
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </ThemeProvider>
  );
}
