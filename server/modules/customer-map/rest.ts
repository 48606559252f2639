import { canOpen } from '../../access/control';
import { seesPersonalData } from '../../access/pii';
import type { RestRouter } from '../../rest/router';
import { validate } from '../../validation';
import { recencyCriteria } from '../accounts';
import { mapFilter } from './inputs';
import { mapScope } from './resolvers';
import { encodePoints, mapPoints } from './service';

const list = (value: string | null) => (value ? value.split(',').filter((item) => item.length > 0) : undefined);

/**
 * GET /api/customers/map/points — the map's consumers as a binary body (service `encodePoints`):
 * 250 000 points are 2.25 MB here against ~8 MB of JSON, and the browser hands the typed arrays
 * to the map without parsing. Same filters and access as the page (canOpen clientes.mapa);
 * positions coarse for users without PII access.
 */
export function registerCustomerMapRoutes(router: RestRouter): RestRouter {
  return router.on('GET', '/api/customers/map/points', canOpen('clientes.mapa'), async ({ ctx, query }) => {
    const filter = validate(mapFilter, {
      start: query.get('start') ?? '',
      end: query.get('end') ?? '',
      units: list(query.get('units')),
      statuses: list(query.get('statuses')),
    });
    const { viewer, scope } = await mapScope(ctx, filter);
    const points = scope
      ? await mapPoints(ctx.services.ch, scope, recencyCriteria(viewer.account), !seesPersonalData(viewer))
      : { total: 0, positions: new Float32Array(0), statuses: new Uint8Array(0) };
    return {
      headers: { 'content-type': 'application/octet-stream', 'cache-control': 'private, no-store' },
      text: encodePoints(points),
    };
  });
}
