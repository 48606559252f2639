import type { OperationalStore, Queryable } from '../../stores';
import type { SegmentDefinition } from './definition';

/** A stored segment (PG migration 011) with its campaign count. */
export interface SegmentRow {
  id: string;
  account_id: string;
  name: string;
  description: string;
  fixed: boolean;
  definition: SegmentDefinition;
  version: number;
  tags: { name: string; color: string }[];
  clients_qty: number | null;
  unlimited_count: number | null;
  clients_refreshed_at: Date | null;
  campaign_qty: number;
  created_at: Date;
  updated_at: Date;
}

export interface SegmentVersionRow {
  segment_id: string;
  version: number;
  name: string;
  description: string;
  fixed: boolean;
  definition: SegmentDefinition;
  /** null for versions saved before PG migration 012 */
  tags: { name: string; color: string }[] | null;
  clients_qty: number | null;
  created_at: Date;
}

/** campaign_qty counts the rows freezeSegmentForCampaign writes into segment_campaigns when a campaign starts using a segment. */
const COLUMNS = `s.id, s.account_id, s.name, s.description, s.fixed, s.definition, s.version, s.tags, s.clients_qty, s.unlimited_count,
  s.clients_refreshed_at, s.created_at, s.updated_at,
  (select count(*)::int from segment_campaigns c where c.segment_id = s.id) as campaign_qty`;

export const SEGMENT_SORTS = {
  NAME: 'lower(s.name)',
  CLIENTS_QTY: 'coalesce(s.clients_qty, -1)',
  CLIENTS_REFRESHED_AT: "coalesce(s.clients_refreshed_at, 'epoch')",
  CAMPAIGN_QTY: 'campaign_qty',
  CREATED_AT: 's.created_at',
  UPDATED_AT: 's.updated_at',
} as const;
export type SegmentSort = keyof typeof SEGMENT_SORTS;

export interface SegmentListArgs {
  search: string | null;
  tags: readonly string[] | null;
  sort: SegmentSort;
  direction: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account's segments matching a search (name, description or tag, accents and case ignored), one page. */
export async function listSegments(db: Queryable, accountId: string, args: SegmentListArgs): Promise<{ rows: SegmentRow[]; total: number }> {
  const where = `s.account_id = $1
    and ($2::text is null or translate(lower(s.name || ' ' || s.description || ' ' || s.tags::text), 'áàâãéêíóôõúüç', 'aaaaeeiooouuc')
                             like '%' || translate(lower($2::text), 'áàâãéêíóôõúüç', 'aaaaeeiooouuc') || '%')
    and ($3::text[] is null or exists (select 1 from jsonb_array_elements(s.tags) t where t->>'name' = any($3::text[])))`;
  const params = [accountId, args.search?.trim() || null, args.tags?.length ? [...args.tags] : null];
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from segments s where ${where}`, params);
  const rows = await db.query<SegmentRow>(
    `select ${COLUMNS} from segments s where ${where}
      order by ${SEGMENT_SORTS[args.sort]} ${args.direction}, s.id limit $4 offset $5`,
    [...params, args.limit, args.offset],
  );
  return { rows, total };
}

export async function getSegment(db: Queryable, accountId: string, id: string): Promise<SegmentRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.query<SegmentRow>(`select ${COLUMNS} from segments s where s.account_id = $1 and s.id = $2`, [accountId, id]);
  return row ?? null;
}

export async function getSegmentVersion(db: Queryable, accountId: string, id: string, version: number): Promise<SegmentVersionRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.query<SegmentVersionRow>(
    `select segment_id, version, name, description, fixed, definition, tags, clients_qty, created_at from segment_versions
      where account_id = $1 and segment_id = $2 and version = $3`,
    [accountId, id, version],
  );
  return row ?? null;
}

export interface SegmentFields {
  name: string;
  description: string;
  fixed: boolean;
  definition: SegmentDefinition;
  tags: { name: string; color: string }[];
}

export interface SegmentCounts {
  /** null: not counted (no processing run yet) */
  clients_qty: number | null;
  unlimited_count: number | null;
  /** a fixed segment's members (stored with the version); null for a dynamic one */
  members: readonly string[] | null;
}

async function storeVersion(tx: Queryable, segment: SegmentRow, counts: SegmentCounts) {
  await tx.query(
    `insert into segment_versions (segment_id, version, account_id, name, description, fixed, definition, tags, clients_qty)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [segment.id, segment.version, segment.account_id, segment.name, segment.description, segment.fixed, JSON.stringify(segment.definition), JSON.stringify(segment.tags ?? []), counts.clients_qty],
  );
  if (counts.members) await storeMembers(tx, segment.account_id, segment.id, segment.version, counts.members);
}

/** A version's members, replaced (in chunks: one array parameter per statement). */
async function storeMembers(tx: Queryable, accountId: string, segmentId: string, version: number, members: readonly string[]) {
  await tx.query('delete from segment_members where segment_id = $1 and version = $2', [segmentId, version]);
  for (let start = 0; start < members.length; start += 50_000) {
    await tx.query('insert into segment_members (account_id, segment_id, version, document_no) select $1, $2, $3, unnest($4::text[])', [
      accountId,
      segmentId,
      version,
      members.slice(start, start + 50_000),
    ]);
  }
}

export async function createSegment(db: OperationalStore, accountId: string, userId: string | null, fields: SegmentFields, counts: SegmentCounts): Promise<SegmentRow> {
  const id = await db.transaction(async (tx) => {
    const [{ id }] = await tx.query<{ id: string }>(
      `insert into segments (account_id, name, description, fixed, definition, tags, clients_qty, unlimited_count, clients_refreshed_at, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, case when $7::int is null then null else now() end, $9) returning id`,
      [accountId, fields.name, fields.description, fields.fixed, JSON.stringify(fields.definition), JSON.stringify(fields.tags), counts.clients_qty, counts.unlimited_count, userId],
    );
    const [segment] = await tx.query<SegmentRow>(`select ${COLUMNS} from segments s where s.id = $1`, [id]);
    await storeVersion(tx, segment, counts);
    return id;
  });
  return (await getSegment(db, accountId, id))!;
}

/** Saves a new version (the previous ones stay for the campaigns that froze them). */
export async function updateSegment(db: OperationalStore, accountId: string, id: string, fields: SegmentFields, counts: SegmentCounts): Promise<SegmentRow | null> {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `update segments set name = $3, description = $4, fixed = $5, definition = $6, tags = $7, clients_qty = $8, unlimited_count = $9,
              clients_refreshed_at = case when $8::int is null then null else now() end, version = version + 1, updated_at = now()
        where account_id = $1 and id = $2 returning id`,
      [accountId, id, fields.name, fields.description, fields.fixed, JSON.stringify(fields.definition), JSON.stringify(fields.tags), counts.clients_qty, counts.unlimited_count],
    );
    if (!row) return false;
    const [segment] = await tx.query<SegmentRow>(`select ${COLUMNS} from segments s where s.id = $1`, [id]);
    await storeVersion(tx, segment, counts);
    return true;
  });
  return updated ? getSegment(db, accountId, id) : null;
}

/** Records a new count (and a fixed segment's members, replacing its current version's). */
export async function storeRefresh(db: OperationalStore, segment: SegmentRow, counts: SegmentCounts): Promise<SegmentRow> {
  await db.transaction(async (tx) => {
    await tx.query('update segments set clients_qty = $2, unlimited_count = $3, clients_refreshed_at = now() where id = $1', [segment.id, counts.clients_qty, counts.unlimited_count]);
    await tx.query('update segment_versions set clients_qty = $3 where segment_id = $1 and version = $2', [segment.id, segment.version, counts.clients_qty]);
    if (counts.members) await storeMembers(tx, segment.account_id, segment.id, segment.version, counts.members);
  });
  return (await getSegment(db, segment.account_id, segment.id))!;
}

export async function deleteSegment(db: Queryable, accountId: string, id: string): Promise<void> {
  await db.query('delete from segments where account_id = $1 and id = $2', [accountId, id]);
}

/** A fixed segment's stored members of a version. */
export async function storedMembers(db: Queryable, segmentId: string, version: number): Promise<string[]> {
  const rows = await db.query<{ document_no: string }>('select document_no from segment_members where segment_id = $1 and version = $2 order by document_no', [
    segmentId,
    version,
  ]);
  return rows.map((row) => row.document_no);
}

/** The version of a segment a campaign froze (segment_campaigns), or null when it does not use it. */
export async function campaignVersion(db: Queryable, accountId: string, campaignId: string, segmentId: string): Promise<number | null> {
  if (!UUID.test(segmentId)) return null;
  const [row] = await db.query<{ segment_version: number }>(
    'select segment_version from segment_campaigns where account_id = $1 and segment_id = $2 and campaign_id = $3',
    [accountId, segmentId, campaignId],
  );
  return row?.segment_version ?? null;
}

// --- campaigns' uses of segments (visualizar) ----------------------------------------------------------

/** A campaign's use of a segment (segment_campaigns, PG migrations 011 and 012). */
export interface SegmentCampaignRow {
  account_id: string;
  segment_id: string;
  campaign_id: string;
  campaign_name: string;
  /** the version the campaign froze */
  segment_version: number;
  /** members frozen with the campaign; null while the freeze waits for the account's first processing run */
  clients_qty_at_campaign: number | null;
  /** when the members were frozen; null while pending */
  frozen_at: Date | null;
  created_at: Date;
}

const CAMPAIGN_COLUMNS = 'account_id, segment_id, campaign_id, campaign_name, segment_version, clients_qty_at_campaign, frozen_at, created_at';

export async function getSegmentCampaign(db: Queryable, accountId: string, campaignId: string, segmentId: string): Promise<SegmentCampaignRow | null> {
  if (!UUID.test(segmentId)) return null;
  const [row] = await db.query<SegmentCampaignRow>(
    `select ${CAMPAIGN_COLUMNS} from segment_campaigns where account_id = $1 and segment_id = $2 and campaign_id = $3`,
    [accountId, segmentId, campaignId],
  );
  return row ?? null;
}

/** The campaigns using a segment, the most recent first. */
export async function segmentCampaigns(db: Queryable, accountId: string, segmentId: string): Promise<SegmentCampaignRow[]> {
  return db.query<SegmentCampaignRow>(`select ${CAMPAIGN_COLUMNS} from segment_campaigns where account_id = $1 and segment_id = $2 order by created_at desc, campaign_id`, [
    accountId,
    segmentId,
  ]);
}

/** Records that a campaign uses a segment's `version` (the first record wins: a freeze is never moved). */
export async function recordCampaignUse(db: Queryable, accountId: string, segmentId: string, campaignId: string, campaignName: string, version: number): Promise<SegmentCampaignRow> {
  await db.query(
    `insert into segment_campaigns (account_id, segment_id, campaign_id, campaign_name, segment_version) values ($1, $2, $3, $4, $5)
     on conflict (segment_id, campaign_id) do nothing`,
    [accountId, segmentId, campaignId, campaignName, version],
  );
  return (await getSegmentCampaign(db, accountId, campaignId, segmentId))!;
}

/**
 * Stores a pending use's members and size, once: a use already frozen (by a concurrent call) is left
 * as it is. Returns whether this call froze it.
 */
export async function storeFrozenMembers(db: OperationalStore, use: SegmentCampaignRow, members: readonly string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx.query<{ campaign_id: string }>(
      `update segment_campaigns set clients_qty_at_campaign = $4, frozen_at = now()
        where account_id = $1 and segment_id = $2 and campaign_id = $3 and frozen_at is null returning campaign_id`,
      [use.account_id, use.segment_id, use.campaign_id, members.length],
    );
    if (updated.length === 0) return false;
    for (let start = 0; start < members.length; start += 50_000) {
      await tx.query(
        `insert into segment_campaign_members (account_id, segment_id, campaign_id, document_no) select $1, $2, $3, unnest($4::text[]) on conflict do nothing`,
        [use.account_id, use.segment_id, use.campaign_id, members.slice(start, start + 50_000)],
      );
    }
    return true;
  });
}

/** The account's uses still waiting for members (asked before its first processing run). */
export async function pendingCampaignUses(db: Queryable, accountId: string): Promise<SegmentCampaignRow[]> {
  return db.query<SegmentCampaignRow>(`select ${CAMPAIGN_COLUMNS} from segment_campaigns where account_id = $1 and frozen_at is null order by created_at`, [accountId]);
}

/** One page of a use's frozen members' documents, in the consumers' name order. */
export async function frozenMembersPage(db: Queryable, use: SegmentCampaignRow, offset: number, limit: number): Promise<string[]> {
  const rows = await db.query<{ document_no: string }>(
    `select m.document_no from segment_campaign_members m
       left join consumers c on c.account_id = m.account_id and c.document_no = m.document_no
      where m.account_id = $1 and m.segment_id = $2 and m.campaign_id = $3
      order by lower(coalesce(c.name, '')), m.document_no limit $4 offset $5`,
    [use.account_id, use.segment_id, use.campaign_id, limit, offset],
  );
  return rows.map((row) => row.document_no);
}

/** Every frozen member's document (exports), in document order. */
export async function frozenMembers(db: Queryable, accountId: string, segmentId: string, campaignId: string): Promise<string[]> {
  const rows = await db.query<{ document_no: string }>(
    'select document_no from segment_campaign_members where account_id = $1 and segment_id = $2 and campaign_id = $3 order by document_no',
    [accountId, segmentId, campaignId],
  );
  return rows.map((row) => row.document_no);
}

/** The tags of the account's segments (one per name, with the colour of the latest segment saved with it), by name. */
export async function accountSegmentTags(db: Queryable, accountId: string): Promise<{ name: string; color: string }[]> {
  return db.query<{ name: string; color: string }>(
    `select distinct on (lower(t->>'name')) t->>'name' as name, t->>'color' as color
       from segments s, jsonb_array_elements(s.tags) t
      where s.account_id = $1
      order by lower(t->>'name'), s.updated_at desc`,
    [accountId],
  );
}
