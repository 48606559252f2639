import { restBinary } from '@/shared/api';
import type { CustomerMapPageQuery$variables } from './__generated__/CustomerMapPageQuery.graphql';

/**
 * The map's points (`GET /api/customers/map/points`, binary) start downloading when the route is
 * entered, beside the page query, instead of after its answer names their address: the page query and
 * the points (each a few hundred ms on 1M consumers) overlap. The address is built as the server's
 * `pointsPath` builds it; the page still reads the answer's `pointsPath` and only uses a download
 * started for that same address.
 */
export function pointsPathOf(filter: CustomerMapPageQuery$variables['filter']): string {
  const query = new URLSearchParams({ start: filter.start, end: filter.end });
  if (filter.units?.length) query.set('units', filter.units.join(','));
  if (filter.statuses?.length) query.set('statuses', filter.statuses.join(','));
  return `/api/customers/map/points?${query.toString()}`;
}

/** The one download started ahead (the latest route entry's). */
let ahead: { path: string; body: Promise<ArrayBuffer> } | null = null;

export function prefetchPoints(path: string): void {
  const body = restBinary(path);
  // a failure is the page's to show when it asks for the points, not an unhandled rejection here
  body.catch(() => undefined);
  ahead = { path, body };
}

/** The points of `path`: the download started ahead for it (once), or a new one. */
export function fetchPoints(path: string): Promise<ArrayBuffer> {
  if (ahead?.path === path) {
    const { body } = ahead;
    ahead = null;
    return body;
  }
  return restBinary(path);
}
