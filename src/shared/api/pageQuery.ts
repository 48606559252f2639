import { useEffect, useMemo } from 'react';
import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation, useParams, useSearchParams, type Params } from 'react-router-dom';
import { getRequest, type FetchPolicy, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { markPageShown } from '@/shared/lib/page-shown';
import { usePageQueryRef, type PageQueryArgs } from '@/shared/lib/route-module';
import { readSalesFilters, toSalesFilterInput, type FilterDefaults, type SalesFilterInput, type SalesFilters } from '@/shared/lib/sales-filters';
import { cacheableQuery } from './queryCache';

/** The part of the address a page's query may read: the route's params and the search string. */
export interface PageAddress {
  params: Readonly<Params>;
  search: URLSearchParams;
  /** the path itself, for pages one slice serves at several literal paths (/campanhas/sms, /campanhas/email…) */
  pathname?: string;
}

/**
 * A page's query module, declared once: which query, what the page reads from its address (its
 * "scope": filters with the page's defaults, route params…), the query's variables for a scope,
 * whether answers are kept (the 48 h answer cache of spec §7) and how Relay fetches it.
 */
export interface PageQuerySpec<T extends OperationType, S> {
  /** the page's `<Page>PageQuery` graphql tag; it stays in the page's api segment for the Relay compiler */
  query: GraphQLTaggedNode;
  /** what the page reads from the address; the page renders with the same scope (`usePageScope`) */
  scope: (address: PageAddress) => S;
  /** the query's variables for a scope */
  variables: (scope: S) => T['variables'];
  /** answers kept 48 h and reused while the processing stamp holds (spec §7): the sales analytics pages */
  cache: boolean;
  /** Relay's fetch policy; 'store-or-network' unless the page must always ask the server */
  fetchPolicy?: FetchPolicy;
}

/** What `definePageQuery` gives the page: its query, its scope and variables, and the route's loader. */
export interface PageQueryModule<T extends OperationType, S> {
  readonly query: GraphQLTaggedNode;
  /** type only (never set): the query's operation, so hooks infer the answer's type from the module */
  readonly operation?: T;
  /** the operation name (`<Page>PageQuery`), as the network layer and the answer cache see it */
  readonly name: string;
  readonly cache: boolean;
  readonly fetchPolicy: FetchPolicy;
  scope(address: PageAddress): S;
  variables(scope: S): T['variables'];
  /** the route module's `loadQuery`: starts the query from the address before the page renders */
  load(args: PageQueryArgs): PreloadedQuery<T>;
}

/** Scope and variables of a page without any: the query has no variables. */
export const NO_SCOPE = { scope: (): void => undefined, variables: () => ({}) } as const;

/** Declares a page's query module; registers it with the answer cache when `cache` is set. */
export function definePageQuery<T extends OperationType, S = void>(spec: PageQuerySpec<T, S>): PageQueryModule<T, S> {
  const { name } = getRequest(spec.query).params;
  if (spec.cache) cacheableQuery(name);
  const fetchPolicy = spec.fetchPolicy ?? 'store-or-network';
  return {
    query: spec.query,
    name,
    cache: spec.cache,
    fetchPolicy,
    scope: spec.scope,
    variables: spec.variables,
    load: ({ environment, params, url }) =>
      loadQuery<T>(environment, spec.query, spec.variables(spec.scope({ params, search: url.searchParams, pathname: url.pathname })), { fetchPolicy }),
  };
}

/** A sales analytics page's query: its filters come from the address, its answers are cached. */
export interface SalesPageQuerySpec<T extends OperationType> {
  query: GraphQLTaggedNode;
  /** the page's default period (and granularity) when the address has none */
  defaults: FilterDefaults;
  /** filters the page does not offer, held at a fixed value (e.g. `{ loyalty: 'ALL' }` where the page splits loyalty itself) */
  fixed?: Partial<SalesFilters>;
  /** the query's variables; `{ filter }` when left out */
  variables?: (filters: SalesFilters, filter: SalesFilterInput) => T['variables'];
}

/**
 * The query module of a sales analytics page: scope = the address's sales filters with the page's
 * defaults, answers kept 48 h (spec §7), fetched 'store-or-network'.
 */
export function defineSalesPageQuery<T extends OperationType>(spec: SalesPageQuerySpec<T>): PageQueryModule<T, SalesFilters> & { defaults: FilterDefaults } {
  const { defaults, fixed, variables } = spec;
  const page = definePageQuery<T, SalesFilters>({
    query: spec.query,
    scope: ({ search }) => ({ ...readSalesFilters(search, defaults), ...fixed }),
    variables: (filters) => {
      const filter = toSalesFilterInput(filters);
      return variables ? variables(filters, filter) : { filter };
    },
    cache: true,
  });
  return { ...page, defaults };
}

/** The scope of the current address, as the page's query was loaded with it. */
export function usePageScope<S>(page: Pick<PageQueryModule<OperationType, S>, 'scope'>): S {
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  // params is a new object on every render; its values are what matter
  const paramsKey = JSON.stringify(params);
  return useMemo(() => page.scope({ params, search, pathname }), [page, paramsKey, search, pathname]);
}

/**
 * The page's query answer, from the reference the route loader started. Once a page has committed
 * with its answer, the first page has shown (work that waits for it may start: shared/lib/page-shown).
 */
export function usePageQuery<T extends OperationType>(page: Pick<PageQueryModule<T, unknown>, 'query' | 'operation'>): T['response'] {
  const data = usePreloadedQuery<T>(page.query, usePageQueryRef<T>());
  useEffect(markPageShown, []);
  return data;
}
