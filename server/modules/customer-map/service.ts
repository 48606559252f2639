import type { RecencyCriteria, RecencyWindow } from '../sales-analytics';
import type { AnalyticsStore, Queryable } from '../../stores';

/**
 * /clientes/mapa (contracts/customers.md "Customer map"): where the registered consumers live, their
 * activity status on the reference date, the account's stores and the neighbourhood aggregates —
 * read from the mirrored registration (dim_consumers, with the address position) and the current
 * processing run's per-consumer row (agg_consumers: purchase days) — never from item rows.
 */

/** The activity groups of metrics.md, in the order a consumer is tested against them. */
export const ACTIVITY_STATUSES = ['actives', 'recentInactives', 'atRisk', 'losses', 'neverBought'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** At most this many points per request (spec §9: max_number_of_clients default 250 000). */
export const MAX_MAP_POINTS = 250_000;

/**
 * Without PII access positions are snapped to a grid of this many degrees (≈ 550 m at Salvador's
 * latitude): the map still shows where the club's customers concentrate, never a home.
 */
export const COARSE_GRID_DEGREES = 0.005;

export interface MapScope {
  accountId: string;
  run: string;
  /** YYYY-MM-DD; the period's loyalty revenue, and `end` is the reference date of the statuses */
  start: string;
  end: string;
  /** registration stores (id_erp); null = every store */
  units: readonly string[] | null;
  /** activity statuses shown; null = all */
  statuses: readonly ActivityStatus[] | null;
}

export interface MapBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export type StatusCount = Record<ActivityStatus, number> & { total: number };

export interface NeighborhoodFigure {
  city: string;
  neighborhood: string;
  consumers: number;
  actives: number;
  /** actives ÷ consumers × 100 */
  activeShare: number;
  loyaltyRevenue: number;
  /** the mean position of its located consumers, or null when none has a position */
  latitude: number | null;
  longitude: number | null;
}

export interface MapStore {
  idErp: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface MapPoints {
  /** located consumers in the scope */
  total: number;
  /** [lng, lat] per point, as float32 */
  positions: Float32Array;
  /** index into ACTIVITY_STATUSES per point */
  statuses: Uint8Array;
}

/** "Bought within N days": the last N days ending on the reference date, that day included. */
function within(days: number | null): string {
  if (days === null) return 'ever';
  if (days <= 0) return '0';
  return `last_day >= toDate({end:String}) - ${days - 1}`;
}

function matches(window: RecencyWindow): string {
  const bought = window.bought === null ? 'ever' : within(window.bought);
  const notBought = window.not_bought === null || window.not_bought <= 0 ? '1' : `NOT (${within(window.not_bought)})`;
  return `(${bought}) AND (${notBought})`;
}

/**
 * The status of a registered consumer (index into ACTIVITY_STATUSES) from `last_day` (last loyalty
 * purchase up to the reference date, 1970-01-01 when none) and `ever`: the first cluster whose window
 * matches, never bought without a purchase; 255 when the account's criteria leave a gap.
 */
export function statusExpression(criteria: RecencyCriteria): string {
  const order: [ActivityStatus, RecencyWindow][] = [
    ['actives', criteria.actives],
    ['recentInactives', criteria.recent_inactives],
    ['atRisk', criteria.at_risk],
    ['losses', criteria.losses],
  ];
  const branches = order.map(([status, window]) => `ever AND ${matches(window)}, ${ACTIVITY_STATUSES.indexOf(status)}`);
  return `multiIf(NOT ever, ${ACTIVITY_STATUSES.indexOf('neverBought')}, ${branches.join(', ')}, 255)`;
}

const REGISTRATION_UNITS = `({all_units:UInt8} = 1 OR registration_unit IN {units:Array(String)})`;

/**
 * One row per consumer registered on or before the reference date, in the scope's registration
 * stores, with their status, neighbourhood and position. The statuses filter applies outside.
 */
function consumersSource(criteria: RecencyCriteria): string {
  return `(
    SELECT a.document_no AS document_no, a.status AS status, d.city_name AS city, d.neighborhood AS neighborhood,
           d.latitude AS latitude, d.longitude AS longitude
      FROM (SELECT document_no, ${statusExpression(criteria)} AS status
              FROM (SELECT document_no,
                           arrayMax(arrayFilter(day -> day <= toDate({end:String}), purchase_days)) AS last_day,
                           first_date IS NOT NULL AND first_date <= toDate({end:String}) AS ever
                      FROM agg_consumers
                     WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
                       AND created_date <= toDate({end:String}) AND ${REGISTRATION_UNITS})) AS a
      LEFT JOIN (SELECT document_no, city_name, neighborhood, latitude, longitude
                   FROM dim_consumers FINAL WHERE account_id = {account:UUID}) AS d
        ON a.document_no = d.document_no
     WHERE ({all_statuses:UInt8} = 1 OR status IN {statuses:Array(UInt8)}))`;
}

function params(scope: MapScope) {
  return {
    account: scope.accountId,
    run: scope.run,
    start: scope.start,
    end: scope.end,
    all_units: scope.units === null ? 1 : 0,
    units: scope.units ?? [],
    all_statuses: scope.statuses === null ? 1 : 0,
    statuses: (scope.statuses ?? []).map((status) => ACTIVITY_STATUSES.indexOf(status)),
  };
}

const LOCATED = 'latitude IS NOT NULL AND longitude IS NOT NULL';

/** Consumers per status in the scope, optionally only those located inside `bounds` (the visible area). */
export async function statusCount(ch: AnalyticsStore, scope: MapScope, criteria: RecencyCriteria, bounds: MapBounds | null): Promise<StatusCount> {
  const inside = bounds
    ? `AND ${LOCATED} AND latitude BETWEEN {south:Float64} AND {north:Float64} AND ${
        bounds.west <= bounds.east ? 'longitude BETWEEN {west:Float64} AND {east:Float64}' : '(longitude >= {west:Float64} OR longitude <= {east:Float64})'
      }`
    : '';
  const columns = ACTIVITY_STATUSES.map((status, index) => `countIf(status = ${index}) AS ${status}`).join(', ');
  const [row] = await ch.query<Record<string, number | string>>(
    `SELECT count() AS total, ${columns} FROM ${consumersSource(criteria)} WHERE 1 ${inside}`,
    { ...params(scope), ...(bounds ?? {}) },
  );
  const result = { total: Number(row?.total ?? 0) } as StatusCount;
  for (const status of ACTIVITY_STATUSES) result[status] = Number(row?.[status] ?? 0);
  return result;
}

/**
 * Per neighbourhood (city + neighbourhood of the address): consumers, actives, loyalty revenue in the
 * period (their loyalty tickets in any store) and the mean position; most consumers first.
 */
export async function neighborhoodFigures(ch: AnalyticsStore, scope: MapScope, criteria: RecencyCriteria): Promise<NeighborhoodFigure[]> {
  const rows = await ch.query<{
    city: string;
    neighborhood: string;
    consumers: string | number;
    actives: string | number;
    revenue: string | number;
    latitude: number | null;
    longitude: number | null;
  }>(
    `SELECT c.city AS city, c.neighborhood AS neighborhood, count() AS consumers, countIf(c.status = 0) AS actives,
            toString(sum(ifNull(r.revenue, 0))) AS revenue,
            avgIf(c.latitude, c.latitude IS NOT NULL AND c.longitude IS NOT NULL) AS latitude,
            avgIf(c.longitude, c.latitude IS NOT NULL AND c.longitude IS NOT NULL) AS longitude
       FROM ${consumersSource(criteria)} AS c
       LEFT JOIN (SELECT document_no, sum(revenue) AS revenue FROM agg_consumer_days
                   WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
                     AND local_date BETWEEN toDate({start:String}) AND toDate({end:String})
                   GROUP BY document_no) AS r
         ON c.document_no = r.document_no
      GROUP BY city, neighborhood
      ORDER BY consumers DESC, city, neighborhood`,
    params(scope),
  );
  return rows.map((row) => {
    const consumers = Number(row.consumers);
    const actives = Number(row.actives);
    const located = row.latitude !== null && Number.isFinite(Number(row.latitude)) && row.longitude !== null && Number.isFinite(Number(row.longitude));
    return {
      city: row.city ?? '',
      neighborhood: row.neighborhood ?? '',
      consumers,
      actives,
      activeShare: consumers === 0 ? 0 : (actives / consumers) * 100,
      loyaltyRevenue: Number(row.revenue),
      latitude: located ? Number(row.latitude) : null,
      longitude: located ? Number(row.longitude) : null,
    };
  });
}

/**
 * The located consumers of the scope as points: all of them up to MAX_MAP_POINTS, beyond that an
 * even sample of that size (by a hash of the document, so the same consumers each time). With
 * `coarse` the positions are snapped to COARSE_GRID_DEGREES.
 */
export async function mapPoints(ch: AnalyticsStore, scope: MapScope, criteria: RecencyCriteria, coarse: boolean): Promise<MapPoints> {
  const snap = (column: string) => (coarse ? `round(${column} / ${COARSE_GRID_DEGREES}) * ${COARSE_GRID_DEGREES}` : column);
  const source = `(SELECT document_no, status, latitude, longitude FROM ${consumersSource(criteria)} WHERE ${LOCATED})`;
  const [{ total }] = await ch.query<{ total: string | number }>(`SELECT count() AS total FROM ${source}`, params(scope));
  const rows = await ch.query<{ lng: number; lat: number; status: number }>(
    `SELECT ${snap('longitude')} AS lng, ${snap('latitude')} AS lat, status FROM ${source}
      ${Number(total) > MAX_MAP_POINTS ? `ORDER BY cityHash64(document_no) LIMIT ${MAX_MAP_POINTS}` : ''}`,
    params(scope),
  );
  const positions = new Float32Array(rows.length * 2);
  const statuses = new Uint8Array(rows.length);
  rows.forEach((row, index) => {
    positions[index * 2] = row.lng;
    positions[index * 2 + 1] = row.lat;
    statuses[index] = Number(row.status);
  });
  return { total: Number(total), positions, statuses };
}

/**
 * The binary body of the points route: a little-endian header (uint32 points sent, uint32 located
 * in all), then float32 [lng, lat] per point, then one status byte per point.
 */
export function encodePoints(points: MapPoints): Buffer {
  const count = points.statuses.length;
  const buffer = Buffer.alloc(8 + count * 9);
  buffer.writeUInt32LE(count, 0);
  buffer.writeUInt32LE(points.total, 4);
  Buffer.from(points.positions.buffer, points.positions.byteOffset, count * 8).copy(buffer, 8);
  Buffer.from(points.statuses.buffer, points.statuses.byteOffset, count).copy(buffer, 8 + count * 8);
  return buffer;
}

/** The account's active stores that have a position. */
export async function mapStores(db: Queryable, accountId: string): Promise<MapStore[]> {
  const rows = await db.query<{ id_erp: string; name: string; latitude: string | number; longitude: string | number }>(
    `select id_erp, name, latitude, longitude from units
      where account_id = $1 and active and latitude is not null and longitude is not null
      order by name`,
    [accountId],
  );
  return rows.map((row) => ({ idErp: row.id_erp, name: row.name, latitude: Number(row.latitude), longitude: Number(row.longitude) }));
}

/** A neighbourhood without a name in the address ("Não informado" on screen and in the file). */
export const UNNAMED = 'Não informado';
