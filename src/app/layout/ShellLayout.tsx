import { Suspense, useCallback, useId, useMemo, useRef, useState } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Outlet } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { GlobalSearch } from '@/features/global-search';
import { LogoutButton } from '@/features/logout';
import { ModuleSelector } from '@/features/module-selector';
import { ProductNewsBell } from '@/features/product-news';
import { QuickActionsMenu } from '@/features/quick-actions';
import { SupportButton } from '@/features/support-widget';
import { UserMenu } from '@/features/user-menu';
import { ExportHistoryButton } from '@/widgets/export-history';
import { SideMenu, SideMenuButton, SideMenuDrawer } from '@/widgets/side-menu';
import { TopBar } from '@/widgets/top-bar';
import { ROUTES } from '@/shared/config';
import { useCurrentRouteHandle, usePageQueryRef } from '@/shared/lib/route-module';
import { AppFrame, ConfirmProvider, FullPageLoader, SnackbarProvider } from '@/shared/ui';
import type { ShellLayoutQuery as ShellLayoutQueryType } from './__generated__/ShellLayoutQuery.graphql';
import { toAccessSubject } from '../session/sessionController';

const ShellLayoutQuery = graphql`
  query ShellLayoutQuery {
    viewer {
      ...TopBar_viewer
      user {
        _id
        login
        name
        mf
        admin
        has_pii_access
        has_pii_employees_access
        has_pii_download_data_permission
      }
      account {
        _id
        db_name
        modules
        is_franchise
        is_franchisee
        only_mercapromo
      }
      permissions
      franchiseePermissions {
        offers_mobile
        view_offers_schedule_trade_results
        banners_mobile
        performance_mobile
        push_campaigns
        flyers_campaigns
        edit_cashback
        edit_points
        edit_user_register
        managing_user_requests
        edit_offers_mobile_units
      }
      maintenance {
        modules
      }
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
 * The signed-in frame around every private page (spec §2 Shell): top bar with the page search,
 * the side menu (a drawer opened from the top bar on narrow screens; none on pages that hide it).
 */
export function ShellLayout() {
  const data = usePreloadedQuery<ShellLayoutQueryType>(ShellLayoutQuery, usePageQueryRef<ShellLayoutQueryType>());
  const viewer = data.viewer;
  // bumped when the admin confirms a local module override, so the subject (which reads the
  // override from session storage) is built again
  const [modulesVersion, setModulesVersion] = useState(0);
  const subject = useMemo(() => (viewer ? toAccessSubject(viewer) : null), [viewer, modulesVersion]);
  const onModulesConfirmed = useCallback(() => setModulesVersion((v) => v + 1), []);
  // "Novo" badges are weighed once per shell (a session rarely spans a badge's last day)
  const [now] = useState(() => new Date());
  const handle = useCurrentRouteHandle();
  const hideSideMenu = Boolean(handle && ROUTES.find((route) => route.id === handle.routeId)?.hideSideMenu);
  const showMenu = subject !== null && !hideSideMenu;

  const drawerId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  // Snackbars and confirmations are available to every private page.
  return (
    <SnackbarProvider>
      <ConfirmProvider>
        <AppFrame
          topBar={
            viewer ? (
              <TopBar
                viewer={viewer}
                menuButton={showMenu ? <SideMenuButton ref={menuButtonRef} expanded={drawerOpen} controls={drawerId} onClick={() => setDrawerOpen(true)} /> : null}
                search={subject ? <GlobalSearch subject={subject} /> : null}
                tools={
                  <>
                    {subject && <QuickActionsMenu subject={subject} />}
                    <SupportButton userEmail={viewer.user.login} />
                    <ProductNewsBell userId={viewer.user._id} />
                    <ExportHistoryButton />
                    {viewer.user.mf ? (
                      <ModuleSelector
                        accountId={viewer.account._id}
                        accountModules={viewer.account.modules}
                        dbName={viewer.account.db_name}
                        onConfirmed={onModulesConfirmed}
                      />
                    ) : null}
                  </>
                }
                userMenu={subject ? <UserMenu name={viewer.user.name} subject={subject} /> : null}
              />
            ) : null
          }
          sideMenu={showMenu ? <SideMenu subject={subject} now={now} maintenanceModules={viewer?.maintenance.modules} /> : undefined}
        >
          {showMenu && <SideMenuDrawer id={drawerId} open={drawerOpen} onClose={closeDrawer} subject={subject} now={now} footer={<LogoutButton />} maintenanceModules={viewer?.maintenance.modules} />}
          <Suspense fallback={<FullPageLoader inline />}>
            <Outlet />
          </Suspense>
        </AppFrame>
      </ConfirmProvider>
    </SnackbarProvider>
  );
}
