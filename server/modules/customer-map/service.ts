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
 * stores and statuses, with their status, neighbourhood and position — all from their agg_consumers
 * row (processing copies the place there, CH migration 009).
 */
function consumersSource(criteria: RecencyCriteria): string {
  return `(
    SELECT document_no, status, city, neighborhood, latitude, longitude
      FROM (SELECT document_no, ${statusExpression(criteria)} AS status, city, neighborhood, latitude, longitude
              FROM (SELECT document_no, city, neighborhood, latitude, longitude,
                           arrayMax(arrayFilter(day -> day <= toDate({end:String}), purchase_days)) AS last_day,
                           first_date IS NOT NULL AND first_date <= toDate({end:String}) AS ever
                      FROM agg_consumers
                     WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
                       AND created_date <= toDate({end:String}) AND ${REGISTRATION_UNITS}))
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

export interface MapSummary {
  statusCount: StatusCount;
  /** consumers of the scope with a position */
  located: number;
  neighborhoods: NeighborhoodFigure[];
}

type SummaryRow = {
  city: string;
  neighborhood: string;
  status: number;
  consumers: string | number;
  located: string | number;
  lat: number | null;
  lng: number | null;
  revenue: string;
};

/**
 * Everything the page shows but the points: per neighbourhood (city + neighbourhood of the address)
 * and status, the consumers, the located ones with their summed position, and the loyalty revenue of
 * the period (their loyalty tickets in any store). The status counts, the located total and the
 * neighbourhood rows (most consumers first) are sums of it. With every status shown and no loyalty
 * purchase after the reference date (the usual page: a period up to yesterday), each consumer's last
 * purchase is their agg_consumers `last_date` and a neighbourhood's revenue is the demographic
 * rollups' (CH 012 months less the CH 015 days outside the period): no purchase day is read. Otherwise
 * one pass over each consumer's purchase days (mapSummaryPerConsumer).
 */
export async function mapSummary(ch: AnalyticsStore, scope: MapScope, criteria: RecencyCriteria): Promise<MapSummary> {
  if (scope.statuses === null) {
    const [later] = await ch.query<{ purchases: string }>(
      `SELECT count() AS purchases FROM agg_consumer_days
        WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} AND local_date > toDate({end:String})`,
      params(scope),
    );
    if (Number(later?.purchases ?? 0) === 0) return mapSummaryFromRollups(ch, scope, criteria);
  }
  return mapSummaryPerConsumer(ch, scope, criteria);
}

/** mapSummary when every status is shown and nobody bought after the reference date. */
export async function mapSummaryFromRollups(ch: AnalyticsStore, scope: MapScope, criteria: RecencyCriteria): Promise<MapSummary> {
  const monthFrom = `${scope.start.slice(0, 7)}-01`;
  const monthTo = `${scope.end.slice(0, 7)}-01`;
  const monthEnd = new Date(Date.UTC(Number(scope.end.slice(0, 4)), Number(scope.end.slice(5, 7)), 0)).toISOString().slice(0, 10);
  const p = { ...params(scope), month_from: monthFrom, month_to: monthTo, month_end: monthEnd };
  const [counts, revenues] = await Promise.all([
    ch.query<Omit<SummaryRow, 'revenue'>>(
      `SELECT city, neighborhood, status, count() AS consumers,
              countIf(${LOCATED}) AS located, sumIf(latitude, ${LOCATED}) AS lat, sumIf(longitude, ${LOCATED}) AS lng
         FROM (SELECT ${statusExpression(criteria)} AS status, city, neighborhood, latitude, longitude
                 FROM (SELECT city, neighborhood, latitude, longitude, ifNull(last_date, toDate(0)) AS last_day,
                              first_date IS NOT NULL AND first_date <= toDate({end:String}) AS ever
                         FROM agg_consumers
                        WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
                          AND created_date <= toDate({end:String}) AND ${REGISTRATION_UNITS}))
        GROUP BY city, neighborhood, status`,
      p,
    ),
    ch.query<{ city: string; neighborhood: string; revenue: string }>(
      `SELECT city, neighborhood, toString(sum(revenue)) AS revenue
         FROM (SELECT city, key AS neighborhood, revenue FROM agg_customer_demographics
                WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} AND kind = 'place'
                  AND month BETWEEN toDate({month_from:String}) AND toDate({month_to:String}) AND ${REGISTRATION_UNITS}
               UNION ALL
               SELECT city, neighborhood, -revenue FROM agg_customer_demographic_days
                WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} AND ${REGISTRATION_UNITS}
                  AND ((local_date >= toDate({month_from:String}) AND local_date < toDate({start:String}))
                       OR (local_date > toDate({end:String}) AND local_date <= toDate({month_end:String}))))
        GROUP BY city, neighborhood`,
      p,
    ),
  ]);
  const revenueOf = new Map(revenues.map((row) => [`${row.city}\u0000${row.neighborhood}`, row.revenue]));
  // the place's revenue once, on its first row (summary sums the rows of a place)
  const rows = counts.map((row) => {
    const key = `${row.city}\u0000${row.neighborhood}`;
    const revenue = revenueOf.get(key) ?? '0';
    revenueOf.delete(key);
    return { ...row, revenue };
  });
  return summaryOf(rows);
}

/** mapSummary in one pass over the consumers' purchase days (agg_consumer_purchases, CH 012): any filter, any reference date. */
export async function mapSummaryPerConsumer(ch: AnalyticsStore, scope: MapScope, criteria: RecencyCriteria): Promise<MapSummary> {
  const rows = await ch.query<SummaryRow>(
    `SELECT city, neighborhood, status, count() AS consumers,
            countIf(${LOCATED}) AS located, sumIf(latitude, ${LOCATED}) AS lat, sumIf(longitude, ${LOCATED}) AS lng, toString(sum(period_revenue)) AS revenue
       FROM (SELECT ${statusExpression(criteria)} AS status, city, neighborhood, latitude, longitude, period_revenue
               FROM (SELECT city_name AS city, neighborhood, latitude, longitude,
                            arrayMax(arrayFilter(day -> day <= toDate({end:String}), days)) AS last_day,
                            notEmpty(days) AND days[1] <= toDate({end:String}) AS ever,
                            arraySum(arrayFilter((value, day) -> day BETWEEN toDate({start:String}) AND toDate({end:String}), revenue, days)) AS period_revenue
                       FROM agg_consumer_purchases
                      WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}
                        AND created_date <= toDate({end:String}) AND ${REGISTRATION_UNITS}))
      WHERE ({all_statuses:UInt8} = 1 OR status IN {statuses:Array(UInt8)})
      GROUP BY city, neighborhood, status`,
    params(scope),
  );
  return summaryOf(rows);
}

function summaryOf(rows: readonly SummaryRow[]): MapSummary {
  const statusCount = { total: 0, ...Object.fromEntries(ACTIVITY_STATUSES.map((status) => [status, 0])) } as StatusCount;
  const places = new Map<string, NeighborhoodFigure & { lat: number; lng: number; locatedCount: number }>();
  let located = 0;
  for (const row of rows) {
    const consumers = Number(row.consumers);
    const here = Number(row.located);
    const status = ACTIVITY_STATUSES[Number(row.status)];
    statusCount.total += consumers;
    if (status) statusCount[status] += consumers;
    located += here;
    const key = `${row.city}\u0000${row.neighborhood}`;
    const place = places.get(key) ?? {
      city: row.city ?? '',
      neighborhood: row.neighborhood ?? '',
      consumers: 0,
      actives: 0,
      activeShare: 0,
      loyaltyRevenue: 0,
      latitude: null,
      longitude: null,
      lat: 0,
      lng: 0,
      locatedCount: 0,
    };
    place.consumers += consumers;
    if (status === 'actives') place.actives += consumers;
    // exact cents: the revenue arrives as a Decimal's text
    place.loyaltyRevenue = Math.round((place.loyaltyRevenue + Number(row.revenue)) * 100) / 100;
    place.lat += Number(row.lat ?? 0);
    place.lng += Number(row.lng ?? 0);
    place.locatedCount += here;
    places.set(key, place);
  }
  const neighborhoods = [...places.values()]
    .map(({ lat, lng, locatedCount, ...place }) => ({
      ...place,
      activeShare: place.consumers === 0 ? 0 : (place.actives / place.consumers) * 100,
      latitude: locatedCount ? lat / locatedCount : null,
      longitude: locatedCount ? lng / locatedCount : null,
    }))
    .sort((a, b) => b.consumers - a.consumers || a.city.localeCompare(b.city, 'pt-BR') || a.neighborhood.localeCompare(b.neighborhood, 'pt-BR'));
  return { statusCount, located, neighborhoods };
}

/** The neighbourhood rows of mapSummary (the exported table). */
export async function neighborhoodFigures(ch: AnalyticsStore, scope: MapScope, criteria: RecencyCriteria): Promise<NeighborhoodFigure[]> {
  return (await mapSummary(ch, scope, criteria)).neighborhoods;
}

/**
 * The located consumers of the scope as points: all of them up to MAX_MAP_POINTS, beyond that an
 * even sample of about that size, never more (by a hash of the document, so the same consumers each time). With
 * `coarse` the positions are snapped to COARSE_GRID_DEGREES.
 */
export async function mapPoints(ch: AnalyticsStore, scope: MapScope, criteria: RecencyCriteria, coarse: boolean, limit = MAX_MAP_POINTS): Promise<MapPoints> {
  const snap = (column: string) => (coarse ? `round(${column} / ${COARSE_GRID_DEGREES}) * ${COARSE_GRID_DEGREES}` : column);
  const source = `(SELECT document_no, status, latitude, longitude FROM ${consumersSource(criteria)} WHERE ${LOCATED})`;
  const [{ total }] = await ch.query<{ total: string | number }>(`SELECT count() AS total FROM ${source}`, params(scope));
  // beyond the limit, an even sample: a share of the consumers chosen by a hash of the document (the
  // same ones each time), capped at the limit
  const sample = Number(total) > limit ? `WHERE cityHash64(document_no) % 1000000 < ${Math.floor((limit / Number(total)) * 1_000_000)}` : '';
  // one row of three arrays: far less to parse than a row per point
  const [row] = await ch.query<{ lng: number[]; lat: number[]; status: number[] }>(
    `SELECT groupArray(round(${snap('longitude')}, 6)) AS lng, groupArray(round(${snap('latitude')}, 6)) AS lat, groupArray(status) AS status
       FROM (SELECT longitude, latitude, status FROM ${source} ${sample} LIMIT ${limit})`,
    params(scope),
  );
  const count = row?.status.length ?? 0;
  const positions = new Float32Array(count * 2);
  const statuses = new Uint8Array(count);
  for (let index = 0; index < count; index++) {
    positions[index * 2] = row.lng[index];
    positions[index * 2 + 1] = row.lat[index];
    statuses[index] = row.status[index];
  }
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
