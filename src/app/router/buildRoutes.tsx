import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { HOME_PATH, ROUTES, type RouteDef } from '@/shared/config';
import { withMessages } from '@/shared/i18n';
import type { CatalogueRouteHandle, PageLoaderData, PageModule, PageRoute } from '@/shared/lib/route-module';
import { FullPageLoader } from '@/shared/ui';
import { loadShellLayoutQuery, ShellLayout } from '../layout/ShellLayout';
import { NOT_FOUND_PATH } from './decideNavigation';
import { loadPageWithTimeout } from './lazyPage';
import { pageFor } from './pageRoutes';
import { RootLayout, type RootLoaderData } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import type { RouteGuard } from './routeGuard';
import type { RouteQueryRefs } from './routeQueries';

export interface RouteDeps {
  environment: IEnvironment;
  guard: RouteGuard;
  queryRefs: RouteQueryRefs;
  /** true once, for the first navigation of a page served to a request with a session cookie */
  signedInHint?: () => boolean;
}

/**
 * The data router's route tree, built from the catalogue: public and sign-in pages stand alone,
 * private pages render inside the shell. Every page route loads its code (lazy) and, once the
 * guard has let the navigation through, starts its query — both before anything renders. The
 * route module itself (pageRoutes) is fetched on entry too, so no page's query artifact is part of
 * the first load.
 */
/** The page's code and its slice's texts (same chunk); the page renders inside its texts. */
async function loadPageWithTexts(page: PageRoute): Promise<PageModule> {
  const [module, texts] = await Promise.all([page.load(), page.texts?.()]);
  return texts ? { ...module, Component: withMessages(module.Component, texts.messages) } : module;
}

/**
 * The server marks the HTML it serves to a request with a session cookie (server/http/routePreload.ts).
 * On that first navigation only, a private page's query starts as soon as its route module is here,
 * alongside the guard's session request instead of after it (one round trip fewer before the
 * page's figures: mobile LCP). The server checks every query anyway; if the guard then sends the
 * user elsewhere, the query is released unseen. Later navigations know the session already.
 */
export function firstLoadSignedInHint(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): () => boolean {
  let unused = Boolean(doc?.querySelector('meta[name="session-hint"][content="signed-in"]'));
  return () => {
    const hinted = unused;
    unused = false;
    return hinted;
  };
}

export function buildRoutes({ environment, guard, queryRefs, signedInHint = firstLoadSignedInHint() }: RouteDeps): RouteObject[] {
  const pageRoute = (route: RouteDef): RouteObject => {
    const loadRouteModule = pageFor(route);
    const handle: CatalogueRouteHandle = { routeId: route.id, title: route.title };
    return {
      id: route.id,
      path: route.path,
      handle,
      lazy: () => loadPageWithTimeout(() => loadRouteModule().then(loadPageWithTexts)),
      loader: async ({ request, params }: LoaderFunctionArgs): Promise<PageLoaderData<never> | null> => {
        // the route module (with the query's artifact) downloads while the guard decides
        const routeModule = loadPageWithTimeout(loadRouteModule);
        routeModule.catch(() => undefined);
        const startQuery = (page: PageRoute) => {
          const { loadQuery } = page;
          return loadQuery ? queryRefs.replace(route.id, () => loadQuery({ environment, params, url: new URL(request.url) })) : null;
        };
        const early = route.access === 'private' && signedInHint() ? routeModule.then(startQuery) : null;
        early?.catch(() => undefined);
        const outcome = await guard.run(request);
        if (outcome.kind !== 'allow') {
          early?.then((ref) => ref && queryRefs.discard(route.id, ref)).catch(() => undefined);
          return null;
        }
        const queryRef = early ? await early : startQuery(await routeModule);
        return queryRef ? ({ queryRef } as PageLoaderData<never>) : null;
      },
      errorElement: route.access === 'private' ? <RouteErrorPage embedded /> : undefined,
    };
  };

  return [
    {
      id: 'root',
      path: '/',
      // The guard runs on every navigation (spec §4), not only when the root's params change.
      shouldRevalidate: () => true,
      loader: async ({ request }): Promise<RootLoaderData> => {
        const outcome = await guard.run(request);
        if (outcome.kind === 'redirect') throw outcome.response;
        return { brandColor: outcome.viewer?.account.brand_color ?? null };
      },
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <FullPageLoader />,
      children: [
        // '/' and unknown addresses are redirected by the root loader's guard; the elements only
        // cover a navigation that bypassed the loaders.
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        ...ROUTES.filter((route) => route.access !== 'private').map(pageRoute),
        {
          id: 'shell',
          loader: async ({ request }) => {
            const outcome = await guard.run(request);
            if (outcome.kind !== 'allow') return null;
            return { queryRef: queryRefs.replace('shell', () => loadShellLayoutQuery(environment)) };
          },
          element: <ShellLayout />,
          children: ROUTES.filter((route) => route.access === 'private').map(pageRoute),
        },
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}
