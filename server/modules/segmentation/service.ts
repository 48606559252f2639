import { array, boolean, nullable, object, optional, pattern, size, string } from 'superstruct';
import type { Viewer } from '../../access/context';
import { seesPersonalData } from '../../access/pii';
import { InputError, NotFoundError } from '../../errors';
import { localToday } from '../../shared/dates';
import type { Services } from '../../services';
import type { AnalyticsStore } from '../../stores';
import { plainText, requiredText, validate } from '../../validation';
import { DEFAULT_RECENCY_CRITERIA, getAccount, recencyCriteria, type AccountRow } from '../accounts';
import { getCustomers, toCustomerModel, type CustomerModel } from '../customers';
import { MAX_MAP_POINTS } from '../customer-map';
import type { EvaluationScope } from './compile';
import { parseDefinition, type SegmentDefinition } from './definition';
import {
  countSegment,
  countSegmentWithRfv,
  definitionMembers,
  documentMembers,
  explainMembership,
  segmentCoordinates,
  segmentMembers,
  segmentReach,
  segmentStatusCount,
  type MapBounds,
  type Members,
} from './evaluate';
import { EvaluationLanes } from './lanes';
import * as store from './store';

/**
 * The segmentation service (contracts/segmentation.md): every call REST and GraphQL expose, for the
 * viewer's account (the tenant always comes from the session). Knows nothing of HTTP or GraphQL.
 */

/** One set of lanes per analytics store (per server). */
const LANES = new WeakMap<AnalyticsStore, EvaluationLanes>();
export function evaluationLanes(ch: AnalyticsStore): EvaluationLanes {
  let lanes = LANES.get(ch);
  if (!lanes) LANES.set(ch, (lanes = new EvaluationLanes(ch)));
  return lanes;
}

/** What the service reads: the stores and the account's current processing run. */
export type Deps = Pick<Services, 'db' | 'ch'> & { processing: Pick<Services['processing'], 'current'> };

/** What evaluations are relative to, or null before the account's first processing run (everything is 0). */
export async function evaluationScope(services: Deps, viewer: Pick<Viewer, 'account'>, seed = ''): Promise<EvaluationScope | null> {
  const stamp = await services.processing.current(viewer.account.id);
  if (!stamp) return null;
  return { accountId: viewer.account.id, run: stamp.processing_uuid, today: localToday(), criteria: recencyCriteria(viewer.account), seed };
}

/** The definition of a request, validated against the contract and the account's modules. */
export function definitionOf(viewer: Viewer, raw: unknown): SegmentDefinition {
  return parseDefinition(raw, viewer.account.modules);
}

/** The lane of a user's evaluations: a new one cancels the one in flight. */
const laneKey = (viewer: Viewer, kind: 'count' | 'geo') => `${viewer.account.id}:${viewer.user.id}:${kind}`;

export interface EvaluateRequest {
  definition: unknown;
  /** seeds the random limiter (a saved segment keeps its people) */
  segmentId?: string | null;
}

export async function evaluateSegment(services: Deps, viewer: Viewer, request: EvaluateRequest): Promise<{ count: number }> {
  const definition = definitionOf(viewer, request.definition);
  return evaluationLanes(services.ch).run(laneKey(viewer, 'count'), async (options) => {
    const scope = await evaluationScope(services, viewer, request.segmentId ?? '');
    return { count: scope ? await countSegment(services.ch, definition, scope, options) : 0 };
  });
}

export async function evaluateSegmentWithRfv(services: Deps, viewer: Viewer, request: EvaluateRequest) {
  const definition = definitionOf(viewer, request.definition);
  return evaluationLanes(services.ch).run(laneKey(viewer, 'count'), async (options) => {
    const scope = await evaluationScope(services, viewer, request.segmentId ?? '');
    // before the first processing run there is nobody to count: an empty definition answers zeros
    return countSegmentWithRfv(services.ch, scope ? definition : { groups: [], operator: 'OR' }, scope ?? EMPTY_SCOPE, options);
  });
}

const EMPTY_SCOPE: EvaluationScope = { accountId: '', run: '', today: '', criteria: DEFAULT_RECENCY_CRITERIA, seed: '' };

/** Clamps max_number_of_clients to 1..250 000 (default 250 000, spec §7). */
export function pointsLimit(requested: number | null | undefined): number {
  if (requested === null || requested === undefined || !Number.isFinite(requested)) return MAX_MAP_POINTS;
  return Math.max(1, Math.min(MAX_MAP_POINTS, Math.floor(requested)));
}

export async function segmentClientsCoordinates(services: Deps, viewer: Viewer, request: EvaluateRequest & { maxNumberOfClients?: number | null }) {
  const definition = definitionOf(viewer, request.definition);
  const coarse = !seesPersonalData(viewer);
  return evaluationLanes(services.ch).run(laneKey(viewer, 'geo'), async (options) => {
    const scope = await evaluationScope(services, viewer, request.segmentId ?? '');
    const members = scope ? definitionMembers(definition, scope, ['document_no', 'latitude', 'longitude']) : null;
    return { coarse, ...(await segmentCoordinates(services.ch, members, coarse, pointsLimit(request.maxNumberOfClients), options)) };
  });
}

export async function segmentGeoStatusCount(services: Deps, viewer: Viewer, request: EvaluateRequest & { bounds: MapBounds | null }) {
  const definition = definitionOf(viewer, request.definition);
  const scope = await evaluationScope(services, viewer, request.segmentId ?? '');
  const members = scope ? definitionMembers(definition, scope, ['status', 'latitude', 'longitude']) : null;
  return segmentStatusCount(services.ch, members, request.bounds);
}

const REACH_COLUMNS = ['document_no', 'status', 'reach_sms', 'reach_email', 'reach_whatsapp', 'reach_push'];

/** The members of a stored segment: a fixed one's snapshot, else its definition evaluated now. */
async function storedSegmentMembers(services: Deps, scope: EvaluationScope, segment: store.SegmentRow, columns: readonly string[]): Promise<Members | null> {
  if (segment.fixed) return documentMembers(await store.storedMembers(services.db, segment.id, segment.version), scope, columns);
  return definitionMembers(segment.definition, { ...scope, seed: segment.id }, columns);
}

/**
 * getAggregatedClientStatusInfo: per channel, the reachable members by activity status — of a
 * definition, or of stored segments (a consumer in several counts once).
 */
async function segmentsReach(services: Deps, viewer: Viewer, request: { definition?: unknown; segmentIds?: readonly string[] | null }) {
  const scope = await evaluationScope(services, viewer);
  if (request.definition !== undefined && request.definition !== null) {
    const definition = definitionOf(viewer, request.definition);
    return segmentReach(services.ch, scope ? definitionMembers(definition, scope, REACH_COLUMNS) : null);
  }
  const segments = await Promise.all((request.segmentIds ?? []).map((id) => requireSegment(services, viewer, id)));
  if (!scope || segments.length === 0) return segmentReach(services.ch, null);
  if (segments.length === 1) return segmentReach(services.ch, await storedSegmentMembers(services, scope, segments[0], REACH_COLUMNS));
  // several segments: the union of their members' documents
  const documents = new Set<string>();
  for (const segment of segments) {
    const members = segment.fixed ? await store.storedMembers(services.db, segment.id, segment.version) : await segmentMembers(services.ch, segment.definition, { ...scope, seed: segment.id });
    for (const document of members) documents.add(document);
  }
  return segmentReach(services.ch, documentMembers([...documents], scope, REACH_COLUMNS));
}

/**
 * getAggregatedClientStatusInfo: the segments' reach per channel, and on WhatsApp the account's
 * non-loyalty contacts (`client_non_loyalty_count`): people who gave the chain their WhatsApp (wrote to
 * its number, or were imported) with no loyalty registration — whatsapp_contacts with opt-in and not
 * suppressed. They are in no segment (segments are of registered consumers), so the count is the
 * account's, whatever the segments; null on the other channels.
 */
export async function aggregatedClientStatusInfo(services: Deps, viewer: Viewer, request: { definition?: unknown; segmentIds?: readonly string[] | null }) {
  const reach = await segmentsReach(services, viewer, request);
  const [row] = await services.db.query<{ n: number }>(
    `select count(*)::int as n from whatsapp_contacts w where w.account_id = $1 and w.opt_in
        and not exists (select 1 from campaign_suppressions s where s.account_id = w.account_id and s.value = w.phone and s.channel in ('all', 'whatsapp'))`,
    [viewer.account.id],
  );
  return reach.map((channel) => ({ ...channel, client_non_loyalty_count: channel.channel === 'whatsapp' ? (row?.n ?? 0) : null }));
}

/** "Por que este cliente está (ou não) no segmento?" — by CPF/CNPJ or name. */
export async function explainSegmentMembership(services: Deps, viewer: Viewer, request: { definition: unknown; consumer: string }) {
  const definition = definitionOf(viewer, request.definition);
  const term = request.consumer.trim();
  const digits = term.replace(/\D/g, '');
  const [consumer] = await services.db.query<{ document_no: string; name: string }>(
    /^\d{11}$|^\d{14}$/.test(digits) && !/[a-z]/i.test(term)
      ? 'select document_no, name from consumers where account_id = $1 and document_no = $2'
      : "select document_no, name from consumers where account_id = $1 and name_search like '%' || $2 || '%' order by name limit 1",
    [viewer.account.id, /^\d{11}$|^\d{14}$/.test(digits) && !/[a-z]/i.test(term) ? digits : term.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase()],
  );
  const scope = consumer ? await evaluationScope(services, viewer) : null;
  const explained = consumer && scope ? await explainMembership(services.ch, definition, scope, consumer.document_no) : null;
  const name = consumer ? (seesPersonalData(viewer) ? consumer.name : `${consumer.name.split(' ')[0]} ***`) : null;
  return {
    consumer: name,
    found: explained !== null,
    matches: explained?.matches ?? false,
    groups: (explained?.groups ?? []).map((group) => ({
      ...group,
      criteria: group.criteria.map((criterion) => {
        const definitionCriterion = definition.groups[group.index].criteria[criterion.index];
        return { ...criterion, key: definitionCriterion.key, negate: definitionCriterion.negate ?? false };
      }),
    })),
  };
}

// --- stored segments -------------------------------------------------------------------------------

const tag = object({ name: requiredText(40), color: pattern(string(), /^#[0-9a-fA-F]{6}$/) });
export interface SegmentInputValue {
  name: string;
  description?: string | null;
  fixed: boolean;
  definition: unknown;
  tags?: { name: string; color: string }[] | null;
}

function fieldsOf(viewer: Viewer, input: SegmentInputValue): store.SegmentFields {
  const checked = validate(object({ name: requiredText(120), description: optional(nullable(plainText(1000))), fixed: boolean(), tags: optional(nullable(size(array(tag), 0, 20))) }), {
    name: input.name,
    description: input.description,
    fixed: input.fixed,
    tags: input.tags,
  });
  return {
    name: checked.name.trim(),
    description: (checked.description ?? '').trim(),
    fixed: checked.fixed,
    definition: definitionOf(viewer, input.definition),
    tags: checked.tags ?? [],
  };
}

/**
 * The size to store with a segment (and a fixed one's members); before the account's first
 * processing run it is not counted (null) — that run counts it (countUncountedSegments).
 */
async function countsOf(services: Deps, viewer: Pick<Viewer, 'account'>, fields: Pick<store.SegmentFields, 'definition' | 'fixed'>, seed: string): Promise<store.SegmentCounts> {
  const scope = await evaluationScope(services, viewer, seed);
  if (!scope) return { clients_qty: null, unlimited_count: null, members: null };
  const { count, unlimited_count } = await countSegmentWithRfv(services.ch, fields.definition, scope);
  const members = fields.fixed ? await segmentMembers(services.ch, fields.definition, scope) : null;
  return { clients_qty: members ? members.length : count, unlimited_count, members };
}

export async function requireSegment(services: Pick<Services, 'db'>, viewer: Viewer, id: string): Promise<store.SegmentRow> {
  const segment = await store.getSegment(services.db, viewer.account.id, id);
  if (!segment) throw new NotFoundError('Segmento não encontrado.');
  return segment;
}

export function findSegment(services: Pick<Services, 'db'>, viewer: Viewer, id: string): Promise<store.SegmentRow | null> {
  return store.getSegment(services.db, viewer.account.id, id);
}

export function listSegments(services: Pick<Services, 'db'>, viewer: Viewer, args: store.SegmentListArgs) {
  return store.listSegments(services.db, viewer.account.id, args);
}

export async function createSegment(services: Deps, viewer: Viewer, input: SegmentInputValue): Promise<store.SegmentRow> {
  const fields = fieldsOf(viewer, input);
  // the random limiter is seeded by the id, which exists only after the insert: count with '' now,
  // the next refresh counts with the id
  const counts = await countsOf(services, viewer, fields, '');
  return store.createSegment(services.db, viewer.account.id, viewer.user.id, fields, counts);
}

export async function updateSegment(services: Deps, viewer: Viewer, id: string, input: SegmentInputValue): Promise<store.SegmentRow> {
  await requireSegment(services, viewer, id);
  const fields = fieldsOf(viewer, input);
  const counts = await countsOf(services, viewer, fields, id);
  const segment = await store.updateSegment(services.db, viewer.account.id, id, fields, counts);
  if (!segment) throw new NotFoundError('Segmento não encontrado.');
  return segment;
}

export async function deleteSegment(services: Pick<Services, 'db'>, viewer: Viewer, id: string): Promise<void> {
  const segment = await requireSegment(services, viewer, id);
  if (segment.campaign_qty > 0) {
    throw new InputError(
      `O segmento "${segment.name}" é usado por ${segment.campaign_qty} ${segment.campaign_qty === 1 ? 'campanha' : 'campanhas'} e não pode ser excluído.`,
      'id',
    );
  }
  await store.deleteSegment(services.db, viewer.account.id, id);
}

export async function cloneSegment(services: Deps, viewer: Viewer, id: string, name?: string | null): Promise<store.SegmentRow> {
  const source = await requireSegment(services, viewer, id);
  return createSegment(services, viewer, {
    name: name?.trim() || `${source.name} (cópia)`.slice(0, 120),
    description: source.description,
    fixed: source.fixed,
    definition: source.definition,
    tags: source.tags,
  });
}

/** refreshSegments: counts each again; a fixed one stores its members again. */
export async function refreshSegments(services: Deps, viewer: Viewer, ids: readonly string[]): Promise<store.SegmentRow[]> {
  const refreshed: store.SegmentRow[] = [];
  for (const id of ids) {
    const segment = await requireSegment(services, viewer, id);
    const counts = await countsOf(services, viewer, { definition: definitionOf(viewer, segment.definition), fixed: segment.fixed }, segment.id);
    refreshed.push(await store.storeRefresh(services.db, segment, counts));
  }
  return refreshed;
}

/**
 * After a processing run: counts the account's segments never counted yet (saved before the first
 * run, or seeded), storing a fixed one's members.
 */
export async function countUncountedSegments(services: Deps, accountId: string): Promise<number> {
  const account = await getAccount(services.db, accountId);
  if (!account) return 0;
  const ids = await services.db.query<{ id: string }>('select id from segments where account_id = $1 and clients_qty is null', [accountId]);
  for (const { id } of ids) {
    const segment = await store.getSegment(services.db, accountId, id);
    if (!segment) continue;
    const counts = await countsOf(services, { account }, { definition: parseDefinition(segment.definition, account.modules), fixed: segment.fixed }, segment.id);
    if (counts.clients_qty !== null) await store.storeRefresh(services.db, segment, counts);
  }
  return ids.length;
}

export async function segmentVersion(services: Pick<Services, 'db'>, viewer: Viewer, id: string, version: number) {
  const segment = await store.getSegment(services.db, viewer.account.id, id);
  const row = segment ? await store.getSegmentVersion(services.db, viewer.account.id, id, version) : null;
  return segment && row ? { segment, ...row } : null;
}

/** visualizar: the segment as a campaign used it (the version frozen when the campaign started). */
export async function campaignSegmentVersion(services: Pick<Services, 'db'>, viewer: Viewer, campaignId: string, segmentId: string) {
  const version = await store.campaignVersion(services.db, viewer.account.id, campaignId, segmentId);
  return version === null ? null : segmentVersion(services, viewer, segmentId, version);
}

// --- a segment as a campaign used it (visualizar) ----------------------------------------------------

const campaignUse = object({ campaignId: size(string(), 1, 100), campaignName: size(string(), 0, 200) });

/**
 * Called by a campaign (campaigns, raffles, highlights, offers) when it starts using a segment: records
 * the segment's current version, the size at that moment and the members at that moment — a fixed
 * segment's stored snapshot, a dynamic one's definition evaluated now — so that visualizar shows the
 * segment as the campaign used it, whatever is saved later. Idempotent per (segment, campaign): a
 * second call answers the first freeze. Before the account's first processing run there is nobody to
 * evaluate: the version is kept at once and the first run with consumers freezes the members
 * (freezePendingCampaignSegments).
 */
export async function freezeSegmentForCampaign(
  services: Deps,
  accountId: string,
  campaignId: string,
  campaignName: string,
  segmentId: string,
): Promise<store.SegmentCampaignRow> {
  const checked = validate(campaignUse, { campaignId, campaignName });
  const account = await getAccount(services.db, accountId);
  const segment = account ? await store.getSegment(services.db, accountId, segmentId) : null;
  if (!account || !segment) throw new NotFoundError('Segmento não encontrado.');
  const existing = await store.getSegmentCampaign(services.db, accountId, checked.campaignId, segment.id);
  if (existing?.frozen_at) return existing;
  const use = existing ?? (await store.recordCampaignUse(services.db, accountId, segment.id, checked.campaignId, checked.campaignName.trim(), segment.version));
  await freezeMembers(services, account, use);
  return (await store.getSegmentCampaign(services.db, accountId, use.campaign_id, use.segment_id))!;
}

/**
 * Freezes a pending use's members (the version it recorded) once the account can be evaluated: its
 * current processing run has consumers (a chain loads its catalogue, consumers and sales one after the
 * other; a run between the catalogue and the consumers would freeze nobody).
 */
async function freezeMembers(services: Deps, account: AccountRow, use: store.SegmentCampaignRow): Promise<void> {
  const scope = await evaluationScope(services, { account }, use.segment_id);
  if (!scope) return;
  const [population] = await services.ch.query<{ n: number | string }>(
    'SELECT count() AS n FROM agg_segment_consumers WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}',
    { account: scope.accountId, run: scope.run },
  );
  if (Number(population?.n ?? 0) === 0) return;
  const version = await store.getSegmentVersion(services.db, account.id, use.segment_id, use.segment_version);
  if (!version) return;
  // a fixed version counted already has its snapshot; one never counted is evaluated like a dynamic one
  const members =
    version.fixed && version.clients_qty !== null
      ? await store.storedMembers(services.db, use.segment_id, use.segment_version)
      : await segmentMembers(services.ch, parseDefinition(version.definition, account.modules), scope);
  await store.storeFrozenMembers(services.db, use, members);
}

/** After a processing run: the uses recorded before the account could be evaluated get their members. */
export async function freezePendingCampaignSegments(services: Deps, accountId: string): Promise<number> {
  const pending = await store.pendingCampaignUses(services.db, accountId);
  const account = pending.length ? await getAccount(services.db, accountId) : null;
  if (!account) return 0;
  const failures: Error[] = [];
  // one use that cannot be evaluated (a definition the account's modules no longer allow) does not
  // hold back the others; it stays pending and the next run tries again
  for (const use of pending) await freezeMembers(services, account, use).catch((error: Error) => failures.push(error));
  if (failures.length) throw new Error(`${failures.length} segmento(s) de campanha não congelado(s): ${failures[0].message}`);
  return pending.length;
}

/** A campaign's use of a segment with the version it froze and the segment now; null when that campaign does not use it. */
export interface CampaignSegment {
  use: store.SegmentCampaignRow;
  segment: store.SegmentRow;
  version: store.SegmentVersionRow;
}

export async function campaignSegment(services: Pick<Services, 'db'>, viewer: Pick<Viewer, 'account'>, campaignId: string, segmentId: string): Promise<CampaignSegment | null> {
  const use = await store.getSegmentCampaign(services.db, viewer.account.id, campaignId, segmentId);
  if (!use) return null;
  const [segment, version] = await Promise.all([
    store.getSegment(services.db, viewer.account.id, segmentId),
    store.getSegmentVersion(services.db, viewer.account.id, segmentId, use.segment_version),
  ]);
  return segment && version ? { use, segment, version } : null;
}

/** One page of the members a campaign froze (offset, limit), as the viewer may see them (PII masked as in the customer lists). */
export async function campaignSegmentMembers(services: Pick<Services, 'db'>, viewer: Viewer, use: store.SegmentCampaignRow, offset: number, limit: number): Promise<CustomerModel[]> {
  const documents = await store.frozenMembersPage(services.db, use, offset, limit);
  const rows = new Map((await getCustomers(services.db, viewer.account.id, documents)).map((row) => [row.document_no, row]));
  return documents.flatMap((document) => {
    const row = rows.get(document);
    return row ? [toCustomerModel(viewer, row)] : [];
  });
}

/** The campaigns using a segment (the list's "usado por"). */
export function segmentCampaignUses(services: Pick<Services, 'db'>, viewer: Pick<Viewer, 'account'>, segmentId: string) {
  return store.segmentCampaigns(services.db, viewer.account.id, segmentId);
}

/** The tags already used by the account's segments (the editor offers them). */
export function segmentTags(services: Pick<Services, 'db'>, viewer: Pick<Viewer, 'account'>) {
  return store.accountSegmentTags(services.db, viewer.account.id);
}
