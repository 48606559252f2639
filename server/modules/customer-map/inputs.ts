import { array, enums, nullable, number, object, optional, refine, size, string, type Infer } from 'superstruct';
import { unitIds, withPeriod } from '../../shared/filters';
import { ACTIVITY_STATUSES } from './service';

/** The map's filters (GraphQL CustomerMapFilter; the points route reads the same from its query string). */
export const mapFilter = withPeriod({
  units: unitIds(),
  statuses: optional(nullable(size(array(enums(ACTIVITY_STATUSES)), 0, ACTIVITY_STATUSES.length))),
});
export type MapFilterInput = Infer<typeof mapFilter>;

const latitude = () => refine(number(), 'latitude', (value) => (Number.isFinite(value) && Math.abs(value) <= 90) || 'deve estar entre -90 e 90');
const longitude = () => refine(number(), 'longitude', (value) => (Number.isFinite(value) && Math.abs(value) <= 180) || 'deve estar entre -180 e 180');

/** The visible area: south ≤ north; west > east crosses the antimeridian. */
export const mapBounds = refine(object({ west: longitude(), south: latitude(), east: longitude(), north: latitude() }), 'area', (bounds) =>
  bounds.south <= bounds.north || 'o limite sul deve ser menor ou igual ao norte',
);
