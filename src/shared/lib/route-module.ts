import type { ComponentType } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useMatches, type Params } from 'react-router-dom';
import type { IEnvironment, OperationType } from 'relay-runtime';
import type { Messages } from '@/shared/i18n';

/**
 * The contract between a page slice and the router: the page says how to load its code and how to
 * start its query; the app's router calls both at once when the route is entered
 * (render-as-you-fetch) and hands the query reference to the page through the loader data.
 */

/** What a page chunk provides once loaded. */
export interface PageModule {
  Component: ComponentType;
}

/** Everything a page's query may depend on: the Relay environment and the address. */
export interface PageQueryArgs {
  environment: IEnvironment;
  params: Params;
  url: URL;
}

export interface PageRoute {
  /**
   * the page slice's texts (`<slice>/i18n/pt-BR.ts`), in the page's chunk: the router renders the
   * page inside them (MessagesScope), so no page's texts are part of the first load
   */
  texts?: () => Promise<{ messages: Messages }>;
  /** the page's code, in its own chunk */
  load: () => Promise<PageModule>;
  /** starts the page's one query (`<Page>Query`); absent for pages without server data */
  loadQuery?: (args: PageQueryArgs) => PreloadedQuery<OperationType>;
}

/**
 * A page's texts: its own catalogue and those of the slices only some pages show (a feature or widget
 * whose texts are not in the first load), each imported into the page's chunk. README "Texts".
 */
export async function pageTexts(...catalogues: Promise<{ messages: Messages }>[]): Promise<{ messages: Messages }> {
  const loaded = await Promise.all(catalogues);
  return { messages: Object.assign({}, ...loaded.map((catalogue) => catalogue.messages)) as Messages };
}

/** Loader data of a page route with a query. */
export interface PageLoaderData<T extends OperationType> {
  queryRef: PreloadedQuery<T>;
}

/** The preloaded query of the current page route, for `usePreloadedQuery`. */
export function usePageQueryRef<T extends OperationType>(): PreloadedQuery<T> {
  return (useLoaderData() as PageLoaderData<T>).queryRef;
}

/** Data every catalogue route carries in its router `handle`. */
export interface CatalogueRouteHandle {
  routeId: string;
  /** pt-BR page title from the catalogue */
  title: string;
}

/** The catalogue entry of the deepest matched route, if it is one. */
export function useCurrentRouteHandle(): CatalogueRouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as CatalogueRouteHandle | undefined;
    if (handle?.routeId) return handle;
  }
  return null;
}
