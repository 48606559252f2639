import { ACTIVITY_STATUSES, COARSE_GRID_DEGREES, MAX_MAP_POINTS, type ActivityStatus } from '../customer-map';
import { DEFAULT_RFV_CLUSTERS_SQL, RFV_CLUSTERS, type RfvCluster } from '../customer-rfv';
import type { AnalyticsStore } from '../../stores';
import type { QueryOptions } from '../../stores/analytics';
import { SEGMENT_CHANNELS, type SegmentChannel } from './criteria';
import { compileDefinition, consumersTable, criterionConditions, EVALUATION_SETTINGS, membersSource, scopeParams, type EvaluationScope } from './compile';
import type { SegmentDefinition } from './definition';

/**
 * The segmentation service's evaluations (contracts/segmentation.md "Service calls"), each one query
 * over the compiled definition. Services know nothing of GraphQL or HTTP.
 */

export type StatusCounts = Record<ActivityStatus, number> & { total: number };
export type RfvCounts = Record<RfvCluster, number>;

export interface RfvEvaluation {
  count: number;
  unlimited_count: number;
  rfv: RfvCounts;
}

export interface ChannelReach extends StatusCounts {
  channel: SegmentChannel;
}

export interface MapBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

const zeroStatuses = (): StatusCounts => ({ total: 0, ...(Object.fromEntries(ACTIVITY_STATUSES.map((status) => [status, 0])) as Record<ActivityStatus, number>) });
const zeroClusters = (): RfvCounts => Object.fromEntries(RFV_CLUSTERS.map((cluster) => [cluster, 0])) as RfvCounts;

/** evaluate_segment: the size, the limiter applied. */
export async function countSegment(ch: AnalyticsStore, definition: SegmentDefinition, scope: EvaluationScope, options?: QueryOptions): Promise<number> {
  const compiled = compileDefinition(definition, scope);
  const source = membersSource(compiled, scope, ['consumer'], false);
  if (!source) return 0;
  const [row] = await ch.query<{ n: number | string }>(`SELECT count() AS n FROM ${source} ${EVALUATION_SETTINGS}`, scopeParams(scope, compiled), options);
  const unlimited = Number(row?.n ?? 0);
  return compiled.limiter ? Math.min(unlimited, compiled.limiter.max_clients) : unlimited;
}

/**
 * count_with_rfv: size, size without the limiter and the members per RFV cluster. Without a limiter
 * (or when it keeps everyone) one pass over the members gives all three; with one that cuts, the
 * limited members are grouped by cluster in a second query. The clusters are joined by the
 * consumer's 64-bit key stored with each score (CH migration 014), never by hashing documents.
 */
export async function countSegmentWithRfv(ch: AnalyticsStore, definition: SegmentDefinition, scope: EvaluationScope, options?: QueryOptions): Promise<RfvEvaluation> {
  const compiled = compileDefinition(definition, scope);
  const result: RfvEvaluation = { count: 0, unlimited_count: 0, rfv: zeroClusters() };
  const byCluster = async (source: string) => {
    const rows = await ch.query<{ cluster: string; n: number | string }>(
      // the members on the right: the join's hash table holds them, not every consumer's cluster
      `SELECT r.cluster AS cluster, count() AS n
         FROM (SELECT consumer, cluster FROM ${DEFAULT_RFV_CLUSTERS_SQL}) AS r
        RIGHT JOIN ${source} AS m ON r.consumer = m.consumer
        GROUP BY cluster ${EVALUATION_SETTINGS}`,
      scopeParams(scope, compiled),
      options,
    );
    const clusters = zeroClusters();
    let total = 0;
    for (const row of rows) {
      total += Number(row.n);
      if ((RFV_CLUSTERS as readonly string[]).includes(row.cluster)) clusters[row.cluster as RfvCluster] += Number(row.n);
    }
    return { total, clusters };
  };
  const all = membersSource(compiled, scope, ['consumer'], false);
  if (!all) return result;
  const everyone = await byCluster(all);
  result.unlimited_count = everyone.total;
  if (!compiled.limiter || compiled.limiter.max_clients >= everyone.total) return { count: everyone.total, unlimited_count: everyone.total, rfv: everyone.clusters };
  const limited = await byCluster(membersSource(compiled, scope, ['consumer'], true)!);
  return { count: limited.total, unlimited_count: everyone.total, rfv: limited.clusters };
}

/** The members' documents (limiter applied), in document order: fixed snapshots and exports. */
export async function segmentMembers(ch: AnalyticsStore, definition: SegmentDefinition, scope: EvaluationScope): Promise<string[]> {
  const compiled = compileDefinition(definition, scope);
  const source = membersSource(compiled, scope, ['document_no'], true);
  if (!source) return [];
  const [row] = await ch.query<{ docs: string[] }>(`SELECT groupArray(document_no) AS docs FROM (SELECT document_no FROM ${source} ORDER BY document_no) ${EVALUATION_SETTINGS}`, scopeParams(scope, compiled));
  return row?.docs ?? [];
}

/**
 * The source of a segment's members with `columns`: a definition (compiled), or a fixed segment's
 * stored documents. Null when there are none.
 */
export interface Members {
  sql: string;
  params: Record<string, unknown>;
}

export function definitionMembers(definition: SegmentDefinition, scope: EvaluationScope, columns: readonly string[]): Members | null {
  const compiled = compileDefinition(definition, scope);
  const sql = membersSource(compiled, scope, columns, true);
  return sql ? { sql, params: scopeParams(scope, compiled) } : null;
}

/** A fixed segment's stored members (or any list of documents) as the same kind of source. */
export function documentMembers(documents: readonly string[], scope: EvaluationScope, columns: readonly string[]): Members | null {
  if (documents.length === 0) return null;
  const compiled = { filter: 'document_no IN {members:Array(String)}', params: { members: [...documents] }, limiter: null };
  return { sql: membersSource(compiled, scope, columns, false)!, params: scopeParams(scope, compiled) };
}

/** geo/status_count: members per activity status, only those located inside the bounds when given. */
export async function segmentStatusCount(ch: AnalyticsStore, members: Members | null, bounds: MapBounds | null, options?: QueryOptions): Promise<StatusCounts> {
  const result = zeroStatuses();
  if (!members) return result;
  const inside = bounds
    ? `WHERE latitude IS NOT NULL AND longitude IS NOT NULL AND latitude BETWEEN {south:Float64} AND {north:Float64} AND ${
        bounds.west <= bounds.east ? 'longitude BETWEEN {west:Float64} AND {east:Float64}' : '(longitude >= {west:Float64} OR longitude <= {east:Float64})'
      }`
    : '';
  const rows = await ch.query<{ status: number; n: number | string }>(
    `SELECT status, count() AS n FROM ${members.sql} ${inside} GROUP BY status ${EVALUATION_SETTINGS}`,
    { ...members.params, ...(bounds ?? {}) },
    options,
  );
  for (const row of rows) {
    const status = ACTIVITY_STATUSES[Number(row.status)];
    result.total += Number(row.n);
    if (status) result[status] += Number(row.n);
  }
  return result;
}

export interface SegmentPoints {
  /** located members in all */
  total: number;
  latitudes: number[];
  longitudes: number[];
}

/**
 * geo/clients_coordinates: the located members' positions, at most `limit` (beyond it a uniform
 * sample); snapped to the map's coarse grid for users without PII access.
 */
export async function segmentCoordinates(ch: AnalyticsStore, members: Members | null, coarse: boolean, limit = MAX_MAP_POINTS, options?: QueryOptions): Promise<SegmentPoints> {
  if (!members) return { total: 0, latitudes: [], longitudes: [] };
  const snap = (column: string) => (coarse ? `round(${column} / ${COARSE_GRID_DEGREES}) * ${COARSE_GRID_DEGREES}` : column);
  // one pass: the located count and a uniform sample of at most `limit` positions (all of them when fewer)
  const [row] = await ch.query<{ total: number | string; points: [number, number][] }>(
    `SELECT count() AS total, groupArraySample({limit:UInt64}, 20261123)((round(${snap('latitude')}, 6), round(${snap('longitude')}, 6))) AS points
       FROM ${members.sql} WHERE latitude IS NOT NULL AND longitude IS NOT NULL ${EVALUATION_SETTINGS}`,
    { ...members.params, limit },
    options,
  );
  const points = row?.points ?? [];
  return { total: Number(row?.total ?? 0), latitudes: points.map((point) => point[0]), longitudes: points.map((point) => point[1]) };
}

/**
 * getAggregatedClientStatusInfo: for each channel, the members reachable on it (opted in with a valid
 * contact) by activity status.
 */
export async function segmentReach(ch: AnalyticsStore, members: Members | null, options?: QueryOptions): Promise<ChannelReach[]> {
  const result = SEGMENT_CHANNELS.map((channel) => ({ channel, ...zeroStatuses() }));
  if (!members) return result;
  const sums = SEGMENT_CHANNELS.map((channel) => `sum(reach_${channel}) AS ${channel}`).join(', ');
  const rows = await ch.query<Record<string, number | string>>(`SELECT status, ${sums} FROM ${members.sql} GROUP BY status ${EVALUATION_SETTINGS}`, members.params, options);
  for (const row of rows) {
    const status = ACTIVITY_STATUSES[Number(row.status)];
    for (const reach of result) {
      const n = Number(row[reach.channel] ?? 0);
      reach.total += n;
      if (status) reach[status] += n;
    }
  }
  return result;
}

export interface MembershipExplanation {
  matches: boolean;
  groups: { index: number; operator: string; matches: boolean; criteria: { index: number; matches: boolean }[] }[];
}

/**
 * "Why is this consumer (not) in the segment": each criterion evaluated on the consumer's row, then
 * the groups and the definition combined the way compileDefinition combines them. Null when the
 * consumer is not in the population.
 */
export async function explainMembership(ch: AnalyticsStore, definition: SegmentDefinition, scope: EvaluationScope, documentNo: string): Promise<MembershipExplanation | null> {
  const { groups, params } = criterionConditions(definition, scope);
  const columns = groups.flatMap((criteria, g) => criteria.map((sql, c) => `${sql} AS c_${g}_${c}`));
  const [row] = await ch.query<Record<string, number>>(
    `SELECT 1 AS found${columns.length ? `, ${columns.join(', ')}` : ''} FROM ${consumersTable(scope)} WHERE document_no = {document:String} ${EVALUATION_SETTINGS}`,
    { ...scopeParams(scope, { filter: null, params, limiter: null }), document: documentNo },
  );
  if (!row) return null;
  const explained = definition.groups.map((group, g) => {
    const criteria = group.criteria.map((_criterion, c) => ({ index: c, matches: Number(row[`c_${g}_${c}`]) === 1 }));
    const matches = group.operator === 'AND' ? criteria.every((c) => c.matches) : criteria.some((c) => c.matches);
    return { index: g, operator: group.operator, matches: criteria.length > 0 && matches, criteria };
  });
  const used = explained.filter((group) => group.criteria.length > 0);
  const firstEmpty = !definition.groups[0] || definition.groups[0].criteria.length === 0;
  const matches = !firstEmpty && (definition.operator === 'AND' ? used.every((group) => group.matches) : used.some((group) => group.matches));
  return { matches, groups: explained };
}
