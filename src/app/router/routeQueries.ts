import type { PreloadedQuery } from 'react-relay';
import type { OperationType } from 'relay-runtime';

/**
 * Keeps the latest preloaded query of each route and disposes the one it replaces. Disposing in
 * the page's unmount effect would break under StrictMode's double effects (the ref would be
 * released while still on screen); one live reference per route bounds what the store retains
 * and makes going back to a page instant.
 */
export class RouteQueryRefs {
  private readonly refs = new Map<string, PreloadedQuery<OperationType>>();

  replace<T extends OperationType>(routeId: string, start: () => PreloadedQuery<T>): PreloadedQuery<T> {
    const next = start();
    const previous = this.refs.get(routeId);
    this.refs.set(routeId, next as unknown as PreloadedQuery<OperationType>);
    previous?.dispose();
    return next;
  }

  /** Releases a route's query started for a navigation that did not happen (the guard redirected). */
  discard(routeId: string, ref: PreloadedQuery<OperationType>): void {
    if (this.refs.get(routeId) === ref) this.refs.delete(routeId);
    ref.dispose();
  }
}
