import type { RouteDef } from '@/shared/config';
import type { PageRoute } from '@/shared/lib/route-module';

/** What a page slice's `index.ts` exports for the router: its route module. */
export interface PageSliceModule {
  pageRoute: PageRoute;
}

/** The page an unbuilt catalogue route renders. */
export const UNDER_CONSTRUCTION_PAGE = 'under-construction';

/**
 * Loads a page slice's public API (`src/pages/<slice>/index.ts`). The catalogue's `page` field is
 * the only place a route id meets its slice: there is no list of pages here. Each slice arrives in
 * a small chunk of its own (`route-<slice>`) when the route is entered, while the guard runs; the
 * page's code and its query's artifact come with it or after it, never in the first load.
 */
export function importPageSlice(slice: string): Promise<PageSliceModule> {
  return import(
    /* webpackInclude: /[\\/]pages[\\/][^\\/]+[\\/]index\.ts$/ */
    /* webpackChunkName: "route-[request]" */
    `@/pages/${slice}/index.ts`
  ) as Promise<PageSliceModule>;
}

const loaders = new Map<string, () => Promise<PageRoute>>();

/** One loader per slice, sharing its promise (a failed load is tried again on the next call). */
function loaderOf(slice: string): () => Promise<PageRoute> {
  let loader = loaders.get(slice);
  if (!loader) {
    let pending: Promise<PageRoute> | null = null;
    loader = () => {
      pending ??= importPageSlice(slice)
        .then((module) => {
          if (!module.pageRoute) throw new Error(`src/pages/${slice}/index.ts does not export pageRoute`);
          return module.pageRoute;
        })
        .catch((error: unknown) => {
          pending = null;
          throw error;
        });
      return pending;
    };
    loaders.set(slice, loader);
  }
  return loader;
}

/**
 * Loader of the page a catalogue route renders: the slice its `page` names when built, the shared
 * "em construção" page when not.
 */
export function pageFor(route: RouteDef): () => Promise<PageRoute> {
  return loaderOf(route.page ?? UNDER_CONSTRUCTION_PAGE);
}
