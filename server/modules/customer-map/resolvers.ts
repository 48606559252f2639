import { object } from 'superstruct';
import { requireViewer } from '../../access/control';
import type { RequestContext, Viewer } from '../../access/context';
import { seesPersonalData } from '../../access/pii';
import type { QueryResolvers } from '../../graphql/resolvers-types';
import { validate } from '../../validation';
import { recencyCriteria } from '../accounts';
import { mapBounds, mapFilter, type MapFilterInput } from './inputs';
import { MAX_MAP_POINTS, mapStores, mapSummary, statusCount, type MapScope } from './service';

/** The scope of a request, or null before the account's first processing run. */
export async function mapScope(ctx: RequestContext, filter: MapFilterInput): Promise<{ viewer: Viewer; scope: MapScope | null }> {
  const viewer = requireViewer(ctx);
  const stamp = await ctx.services.processing.current(viewer.account.id);
  if (!stamp) return { viewer, scope: null };
  return {
    viewer,
    scope: {
      accountId: viewer.account.id,
      run: stamp.processing_uuid,
      start: filter.start,
      end: filter.end,
      units: filter.units?.length ? filter.units : null,
      statuses: filter.statuses?.length ? filter.statuses : null,
    },
  };
}

/** The points route's address for the same filters (the page fetches it beside the query). */
export function pointsPath(filter: MapFilterInput): string {
  const query = new URLSearchParams({ start: filter.start, end: filter.end });
  if (filter.units?.length) query.set('units', filter.units.join(','));
  if (filter.statuses?.length) query.set('statuses', filter.statuses.join(','));
  return `/api/customers/map/points?${query.toString()}`;
}

export const customerMapQueries: Pick<QueryResolvers, 'customerMap' | 'customerMapStatusCount'> = {
  async customerMap(_parent, args, ctx) {
    const { filter } = validate(object({ filter: mapFilter }), args);
    const { viewer, scope } = await mapScope(ctx, filter);
    if (!scope) return null;
    const criteria = recencyCriteria(viewer.account);
    const [summary, stores] = await Promise.all([mapSummary(ctx.services.ch, scope, criteria), mapStores(ctx.services.db, viewer.account.id)]);
    return {
      statusCount: summary.statusCount,
      located: summary.located,
      maxPoints: MAX_MAP_POINTS,
      coarse: !seesPersonalData(viewer),
      pointsPath: pointsPath(filter),
      styleUrl: ctx.services.mapStyleUrl,
      stores,
      neighborhoods: summary.neighborhoods,
    };
  },
  async customerMapStatusCount(_parent, args, ctx) {
    const { filter, bounds } = validate(object({ filter: mapFilter, bounds: mapBounds }), args);
    const { viewer, scope } = await mapScope(ctx, filter);
    if (!scope) return null;
    return statusCount(ctx.services.ch, scope, recencyCriteria(viewer.account), bounds);
  },
};
