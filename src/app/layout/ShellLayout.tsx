import { Suspense } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Outlet } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { TopBar } from '@/widgets/top-bar';
import { usePageQueryRef } from '@/shared/lib/route-module';
import { AppFrame, FullPageLoader } from '@/shared/ui';
import type { ShellLayoutQuery as ShellLayoutQueryType } from './__generated__/ShellLayoutQuery.graphql';

const ShellLayoutQuery = graphql`
  query ShellLayoutQuery {
    viewer {
      ...TopBar_viewer
    }
  }
`;

/**
 * Starts the shell's query. The guard has just loaded the session with the same fields, so this
 * is normally answered from the store.
 */
export function loadShellLayoutQuery(environment: IEnvironment): PreloadedQuery<ShellLayoutQueryType> {
  return loadQuery<ShellLayoutQueryType>(environment, ShellLayoutQuery, {}, { fetchPolicy: 'store-or-network' });
}

/**
 * The signed-in frame around every private page: top bar now; the side menu (spec §2 Shell) slots
 * into AppFrame's `sideMenu` when it exists.
 */
export function ShellLayout() {
  const data = usePreloadedQuery<ShellLayoutQueryType>(ShellLayoutQuery, usePageQueryRef<ShellLayoutQueryType>());
  return (
    <AppFrame topBar={data.viewer ? <TopBar viewer={data.viewer} /> : null}>
      <Suspense fallback={<FullPageLoader inline />}>
        <Outlet />
      </Suspense>
    </AppFrame>
  );
}
