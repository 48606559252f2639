import crypto from 'node:crypto';
import type { Queryable } from '../../stores';
import { CHANNELS, DEFAULT_HOLDOUT_PERCENTAGE, DEFAULT_WEEKLY_LIMIT, type CampaignInput, type Channel } from './inputs';

export type CampaignStatus = 'DRAFT' | 'SCHEDULED' | 'ACTIVE' | 'FINISHED' | 'INACTIVE';

/** A channel of a schedule setting, as stored. */
export interface StoredScheduleChannel {
  active: boolean;
  priority: number;
  message: Record<string, unknown> | null;
}

/** A schedule setting, as stored (ids and defaults filled in). */
export interface StoredScheduleSetting {
  id: string;
  active: boolean;
  initial_hour: string;
  final_hour: string;
  selector_channels_type: 'PRIORITY' | 'ALL';
  week_day: number[];
  send_date: string | null;
  channels: Partial<Record<Channel, StoredScheduleChannel>>;
}

export interface CampaignRow {
  id: string;
  account_id: string;
  title: string;
  description: string;
  initial_date: string | null;
  start_time: string;
  final_date: string | null;
  end_time: string;
  status: CampaignStatus;
  units: string[];
  segments: string[];
  budget: { limiter: string; channels: Partial<Record<Channel, number | null>> };
  limit_per_consumer: { limiter: string; quantity: number };
  schedule_settings: StoredScheduleSetting[];
  holdout_percentage: number;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  activated_at: Date | null;
  dispatches_cancelled_at: Date | null;
  finished_at: Date | null;
  cancelled_at: Date | null;
}

const COLUMNS = `id, account_id, title, description, to_char(initial_date, 'YYYY-MM-DD') as initial_date, start_time,
  to_char(final_date, 'YYYY-MM-DD') as final_date, end_time, status, units, segments, budget, limit_per_consumer, schedule_settings,
  holdout_percentage::float8 as holdout_percentage, created_by, created_at, updated_at, activated_at, dispatches_cancelled_at, finished_at, cancelled_at`;

/** The stored form of an input (defaults of spec §3 and the contract filled in). */
export function storedFields(input: CampaignInput) {
  const settings: StoredScheduleSetting[] = (input.schedule_settings ?? []).map((setting) => ({
    id: setting.id ?? crypto.randomUUID(),
    active: setting.active ?? true,
    initial_hour: setting.initial_hour,
    final_hour: setting.final_hour,
    selector_channels_type: setting.selector_channels_type ?? 'PRIORITY',
    week_day: [...new Set(setting.week_day ?? [])].sort(),
    send_date: setting.send_date ?? null,
    channels: Object.fromEntries(
      CHANNELS.flatMap((channel) => {
        const value = setting.channels[channel];
        return value ? [[channel, { active: value.active, priority: value.priority, message: (value.message as Record<string, unknown> | null | undefined) ?? null }]] : [];
      }),
    ),
  }));
  const budget = input.budget ?? {};
  return {
    title: input.title.trim(),
    description: (input.description ?? '').trim(),
    initial_date: input.initial_date ?? null,
    start_time: input.start_time ?? '00:00',
    final_date: input.final_date ?? null,
    end_time: input.end_time ?? '23:59',
    units: [...new Set(input.units ?? [])],
    segments: [...new Set(input.segments ?? [])],
    budget: { limiter: budget.limiter ?? 'CAMPAIGN', channels: Object.fromEntries(CHANNELS.map((channel) => [channel, budget[channel] ?? null])) },
    limit_per_consumer: { limiter: input.limit_per_consumer?.limiter ?? 'WEEKLY', quantity: input.limit_per_consumer?.quantity ?? DEFAULT_WEEKLY_LIMIT },
    schedule_settings: settings,
    holdout_percentage: input.holdout_percentage ?? DEFAULT_HOLDOUT_PERCENTAGE,
  };
}
export type StoredFields = ReturnType<typeof storedFields>;

export async function insertCampaign(db: Queryable, accountId: string, userId: string | null, fields: StoredFields): Promise<CampaignRow> {
  const [row] = await db.query<CampaignRow>(
    `insert into omni_campaigns (account_id, created_by, title, description, initial_date, start_time, final_date, end_time, units, segments, budget, limit_per_consumer, schedule_settings, holdout_percentage)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning ${COLUMNS}`,
    [
      accountId,
      userId,
      fields.title,
      fields.description,
      fields.initial_date,
      fields.start_time,
      fields.final_date,
      fields.end_time,
      fields.units,
      fields.segments,
      JSON.stringify(fields.budget),
      JSON.stringify(fields.limit_per_consumer),
      JSON.stringify(fields.schedule_settings),
      fields.holdout_percentage,
    ],
  );
  return row;
}

/** Updates a draft's fields (null when it is no longer a draft: someone activated it meanwhile). */
export async function updateDraft(db: Queryable, accountId: string, id: string, fields: StoredFields): Promise<CampaignRow | null> {
  const [row] = await db.query<CampaignRow>(
    `update omni_campaigns set title = $3, description = $4, initial_date = $5, start_time = $6, final_date = $7, end_time = $8, units = $9, segments = $10,
       budget = $11, limit_per_consumer = $12, schedule_settings = $13, holdout_percentage = $14, updated_at = now()
     where account_id = $1 and id = $2 and status = 'DRAFT' returning ${COLUMNS}`,
    [
      accountId,
      id,
      fields.title,
      fields.description,
      fields.initial_date,
      fields.start_time,
      fields.final_date,
      fields.end_time,
      fields.units,
      fields.segments,
      JSON.stringify(fields.budget),
      JSON.stringify(fields.limit_per_consumer),
      JSON.stringify(fields.schedule_settings),
      fields.holdout_percentage,
    ],
  );
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export async function findCampaign(db: Queryable, accountId: string, id: string, lock = false): Promise<CampaignRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.query<CampaignRow>(`select ${COLUMNS} from omni_campaigns where account_id = $1 and id = $2${lock ? ' for update' : ''}`, [accountId, id]);
  return row ?? null;
}

/** Sets the status (and the matching timestamp) when the campaign is in one of `from`; null otherwise. */
export async function moveStatus(db: Queryable, accountId: string, id: string, from: readonly CampaignStatus[], to: CampaignStatus): Promise<CampaignRow | null> {
  const stamp = { DRAFT: 'activated_at = null', SCHEDULED: 'activated_at = now()', ACTIVE: 'activated_at = coalesce(activated_at, now())', FINISHED: 'finished_at = now()', INACTIVE: 'cancelled_at = now()' }[to];
  const [row] = await db.query<CampaignRow>(
    `update omni_campaigns set status = $4, ${stamp}, updated_at = now() where account_id = $1 and id = $2 and status = any($3::text[]) returning ${COLUMNS}`,
    [accountId, id, from, to],
  );
  return row ?? null;
}

export const CAMPAIGN_SORTS = {
  CREATED_AT: 'created_at',
  UPDATED_AT: 'updated_at',
  TITLE: 'lower(title)',
  INITIAL_DATE: 'initial_date',
  STATUS: 'status',
} as const;
export type CampaignSort = keyof typeof CAMPAIGN_SORTS;

export interface CampaignListArgs {
  page: number;
  pageSize: number;
  sort: CampaignSort;
  direction: 'ASC' | 'DESC';
  search: string | null;
  status: readonly CampaignStatus[];
  units: readonly string[];
  channels: readonly Channel[];
  /** campaigns whose period overlaps [from, to] (yyyy-MM-dd; either end open when null) */
  from?: string | null;
  to?: string | null;
}

/** One page of the account's campaigns and how many match. */
export async function listCampaigns(db: Queryable, accountId: string, args: CampaignListArgs): Promise<{ rows: CampaignRow[]; records: number }> {
  const where = ['account_id = $1'];
  const params: unknown[] = [accountId];
  if (args.search) {
    params.push(`%${args.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(title ilike $${params.length} or description ilike $${params.length})`);
  }
  if (args.status.length) {
    params.push(args.status);
    where.push(`status = any($${params.length}::text[])`);
  }
  if (args.units.length) {
    // a campaign for every store (no units) runs in the chosen ones too
    params.push(args.units);
    where.push(`(cardinality(units) = 0 or units && $${params.length}::text[])`);
  }
  if (args.channels.length) {
    params.push(args.channels);
    where.push(`exists (select 1 from jsonb_array_elements(schedule_settings) s, jsonb_each(s->'channels') c
                        where c.key = any($${params.length}::text[]) and (c.value->>'active')::boolean)`);
  }
  if (args.from) {
    params.push(args.from);
    where.push(`(final_date is null or final_date >= $${params.length}::date)`);
  }
  if (args.to) {
    params.push(args.to);
    where.push(`(initial_date is null or initial_date <= $${params.length}::date)`);
  }
  const filter = where.join(' and ');
  const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from omni_campaigns where ${filter}`, params);
  const rows = await db.query<CampaignRow>(
    `select ${COLUMNS} from omni_campaigns where ${filter} order by ${CAMPAIGN_SORTS[args.sort]} ${args.direction} nulls last, id limit ${args.pageSize} offset ${(args.page - 1) * args.pageSize}`,
    params,
  );
  return { rows, records: n };
}

export async function deleteDraft(db: Queryable, accountId: string, id: string): Promise<boolean> {
  const rows = await db.query(`delete from omni_campaigns where account_id = $1 and id = $2 and status = 'DRAFT' returning id`, [accountId, id]);
  return rows.length > 0;
}

/** Messages per channel and outcome of a campaign. */
export async function dispatchCounts(db: Queryable, campaignId: string): Promise<{ channel: Channel; status: string; n: number; credits: number }[]> {
  return db.query(
    `select channel, status, count(*)::int as n, coalesce(sum(credits) filter (where status in ('SENT','DELIVERED','OPENED','CLICKED','BOUNCED','COMPLAINED')), 0)::int as credits
       from campaign_deliveries where campaign_id = $1 group by channel, status`,
    [campaignId],
  );
}

/** Channels active in some active schedule setting, by the lowest priority number they have. */
export function activeChannels(campaign: Pick<CampaignRow, 'schedule_settings'>): Channel[] {
  const found = new Set<Channel>();
  for (const setting of campaign.schedule_settings) {
    if (!setting.active) continue;
    for (const channel of CHANNELS) if (setting.channels[channel]?.active) found.add(channel);
  }
  return CHANNELS.filter((channel) => found.has(channel));
}
