import { array, enums, nullable, number, object, optional, refine, size, string, type Infer } from 'superstruct';
import { isIsoDate } from '../../shared/dates';
import { ACTIVITY_STATUSES } from './service';

const isoDate = () => refine(string(), 'data', (value) => isIsoDate(value) || 'deve ser uma data no formato AAAA-MM-DD');
/** The longest period the map's revenue may cover (as the sales pages). */
const MAX_PERIOD_DAYS = 366 * 3;

/** The map's filters (GraphQL CustomerMapFilter; the points route reads the same from its query string). */
export const mapFilter = refine(
  object({
    start: isoDate(),
    end: isoDate(),
    units: optional(nullable(size(array(size(string(), 1, 60)), 0, 1000))),
    statuses: optional(nullable(size(array(enums(ACTIVITY_STATUSES)), 0, ACTIVITY_STATUSES.length))),
  }),
  'periodo',
  (filter) => {
    if (filter.start > filter.end) return 'a data inicial deve ser anterior ou igual à final';
    const days = (Date.parse(filter.end) - Date.parse(filter.start)) / 86_400_000 + 1;
    return days <= MAX_PERIOD_DAYS || `o período pode ter no máximo ${MAX_PERIOD_DAYS} dias`;
  },
);
export type MapFilterInput = Infer<typeof mapFilter>;

const latitude = () => refine(number(), 'latitude', (value) => (Number.isFinite(value) && Math.abs(value) <= 90) || 'deve estar entre -90 e 90');
const longitude = () => refine(number(), 'longitude', (value) => (Number.isFinite(value) && Math.abs(value) <= 180) || 'deve estar entre -180 e 180');

/** The visible area: south ≤ north; west > east crosses the antimeridian. */
export const mapBounds = refine(object({ west: longitude(), south: latitude(), east: longitude(), north: latitude() }), 'area', (bounds) =>
  bounds.south <= bounds.north || 'o limite sul deve ser menor ou igual ao norte',
);
