import { createBrowserRouter } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { createRelayEnvironment } from '@/shared/api';
import { DEFAULT_BRAND } from '@/shared/ui';
import { buildRoutes } from './router/buildRoutes';
import { RouteGuard } from './router/routeGuard';
import { RouteQueryRefs } from './router/routeQueries';
import { trackPlatformUser } from './router/trackPlatformUser';
import { SessionController } from './session/sessionController';

/** Where the network layer sends the user when the session cannot be renewed. */
const EXPIRED_SESSION_PATH = '/expired-session';
/** Where the network layer sends the user on HTTP 406. */
const MAINTENANCE_PATH = '/maintenance';

export interface AppRuntime {
  environment: IEnvironment;
  router: ReturnType<typeof createBrowserRouter>;
}

/**
 * Wires the app once per page load: the Relay environment (whose network layer reports expired
 * sessions and maintenance), the session, the route guard and the data router.
 */
export function createAppRuntime(): AppRuntime {
  let router: AppRuntime['router'] | null = null;
  const goTo = (path: string) => {
    if (router && router.state.location.pathname !== path) void router.navigate(path);
  };

  const environment = createRelayEnvironment({
    onSessionExpired: () => {
      session.expire();
      goTo(EXPIRED_SESSION_PATH);
    },
    // the network layer has already stored expected_recovery_date for the maintenance page
    onMaintenance: () => goTo(MAINTENANCE_PATH),
    getAccountId: () => session.accountId(),
  });
  const session = new SessionController(environment);
  const guard = new RouteGuard({
    session,
    brandName: () => DEFAULT_BRAND.productName,
    track: (route, genericRoute) => trackPlatformUser(environment, route, genericRoute),
  });
  router = createBrowserRouter(buildRoutes({ environment, guard, queryRefs: new RouteQueryRefs() }));
  return { environment, router };
}
