import { countSms } from '../../../src/shared/lib/sms';
import type { Services } from '../../services';
import type { Queryable } from '../../stores';
import { getAccount, type AccountRow } from '../accounts';
import { evaluationScope, getSegment, parseDefinition, segmentMembers, type EvaluationScope } from '../segmentation';
import { channelSettings } from './credits';
import type { Channel } from './inputs';
import { HAS_ACTIVE_DEVICE_SQL } from './push/devices';
import { weekStart, type Slot } from './schedule';
import type { CampaignRow, StoredScheduleSetting } from './store';

/** What planning reads: the stores and the account's processing run (segments are evaluated against it). */
export type PlannerDeps = Pick<Services, 'db' | 'ch'> & { processing: Pick<Services['processing'], 'current'> };

/** Documents sent to PostgreSQL per statement when an evaluated audience is loaded. */
const AUDIENCE_CHUNK = 50_000;

/** Statuses that count against the weekly limit per consumer (messages sent or about to be). */
export const COUNTED_STATUSES = ['QUEUED', 'SENT', 'DELIVERED', 'OPENED', 'CLICKED', 'BOUNCED', 'COMPLAINED', 'READ'] as const;

/**
 * Credits one message of a channel costs (contracts/campaigns.md): SMS by spec §5's count (variables
 * at their maximum sizes); e-mail, WhatsApp and push one per message. Throws the spec's pt-BR error
 * for an unknown variable.
 */
export function creditsPerMessage(channel: Channel, message: Record<string, unknown> | null): number {
  if (channel !== 'sms') return 1;
  const text = typeof message?.text === 'string' ? message.text : '';
  return Math.max(1, countSms(text).credits);
}

/** The active channels of a schedule setting with their priority (1 = first) and cost. */
export function settingChannels(setting: StoredScheduleSetting): { channel: Channel; priority: number; credits: number }[] {
  return (Object.entries(setting.channels) as [Channel, NonNullable<StoredScheduleSetting['channels'][Channel]>][])
    .filter(([, value]) => value.active)
    .map(([channel, value]) => ({ channel, priority: value.priority, credits: creditsPerMessage(channel, value.message) }))
    .sort((a, b) => a.priority - b.priority || a.channel.localeCompare(b.channel));
}

/** What loading an audience needs from outside its transaction (PGlite runs one statement stream at a time). */
export interface AudienceContext {
  account: AccountRow;
  /** the account's evaluation scope, or null before its first processing run with consumers (planning waits then) */
  scope: EvaluationScope | null;
}

/** Reads the account and its evaluation scope; call before the planning transaction. */
export async function audienceContext(deps: PlannerDeps, accountId: string): Promise<AudienceContext | null> {
  const account = await getAccount(deps.db, accountId);
  if (!account) return null;
  const scope = await evaluationScope(deps, { account });
  if (!scope) return { account, scope: null };
  // a run between a chain's catalogue and its consumers has nobody yet: wait for one that has them
  const [population] = await deps.ch.query<{ n: number | string }>(
    'SELECT count() AS n FROM agg_segment_consumers WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}',
    { account: scope.accountId, run: scope.run },
  );
  return { account, scope: Number(population?.n ?? 0) > 0 ? scope : null };
}

/**
 * Loads the union of the campaign's segments, evaluated now, into the transaction's temporary table
 * `campaign_audience`: a fixed segment's stored members straight from PostgreSQL, any other segment's
 * definition evaluated by the segmentation module (the same evaluation its counts use).
 */
export async function loadAudience(deps: PlannerDeps, tx: Queryable, campaign: Pick<CampaignRow, 'account_id' | 'segments'>, context: AudienceContext | null): Promise<number> {
  await tx.query('create temporary table if not exists campaign_audience (document_no text primary key) on commit drop');
  await tx.query('truncate campaign_audience');
  if (!context) return 0;
  for (const segmentId of campaign.segments) {
    const segment = await getSegment(tx, campaign.account_id, segmentId);
    if (!segment) continue;
    if (segment.fixed && segment.clients_qty !== null) {
      await tx.query(
        'insert into campaign_audience (document_no) select document_no from segment_members where segment_id = $1 and version = $2 on conflict do nothing',
        [segment.id, segment.version],
      );
      continue;
    }
    if (!context.scope) continue;
    const documents = await segmentMembers(deps.ch, parseDefinition(segment.definition, context.account.modules), context.scope);
    for (let i = 0; i < documents.length; i += AUDIENCE_CHUNK) {
      await tx.query('insert into campaign_audience (document_no) select unnest($1::text[]) on conflict do nothing', [documents.slice(i, i + AUDIENCE_CHUNK)]);
    }
  }
  // A temporary table is never analysed by autovacuum: without statistics the planner took the
  // audience for a few rows and checked the weekly limit with a nested loop over the week's
  // deliveries (a second campaign of 100 000 people in the same week ran for over 10 minutes).
  await tx.query('analyze campaign_audience');
  const [{ n }] = await tx.query<{ n: number }>('select count(*)::int as n from campaign_audience');
  return n;
}

/** The mobile number in national digits (DDD + 9 digits) when it is a valid Brazilian mobile, else null (as ingestion's mobile_valid). */
const MOBILE_SQL = (column: string) => `(select case when length(n) = 11 and substr(n, 1, 1) <> '0' and substr(n, 2, 1) <> '0' and substr(n, 3, 1) = '9' then n end
   from (select case when length(d) in (12, 13) and d like '55%' then substr(d, 3) else d end as n
           from (select regexp_replace(coalesce(${column}, ''), '\\D', '', 'g') as d) digits) national)`;
/** The e-mail, lower-cased, when it has the practical shape the client's forms accept. */
const EMAIL_SQL = (column: string) =>
  `(case when lower(btrim(${column})) ~ '^[^[:space:]@]+@[^[:space:]@.]+(\\.[^[:space:]@.]+)*\\.[^[:space:]@.]{2,}$' then lower(btrim(${column})) end)`;

/**
 * The ledger's document of a non-loyalty WhatsApp contact (whatsapp_contacts: a phone that wrote to the
 * number and matches no consumer): `contato:` + the national phone. No consumer's document has a colon.
 */
export const NON_LOYALTY_PREFIX = 'contato:';

/** Whether a schedule setting's WhatsApp message targets ALL (loyalty members and non-loyalty contacts). */
export function targetsContacts(setting: StoredScheduleSetting): boolean {
  const whatsapp = setting.channels.whatsapp;
  return Boolean(whatsapp?.active) && (whatsapp?.message as { targeting_mode?: string } | null | undefined)?.targeting_mode === 'ALL';
}

export interface ClassifyParams {
  accountId: string;
  campaignId: string;
  slot: string;
  setting: StoredScheduleSetting;
  holdoutPercentage: number;
  weeklyLimit: number;
  /** start of the calendar week (São Paulo) of the slot: the weekly limit counts messages of slots in that week */
  weekStart: number;
  prices: Record<Channel, number>;
}

/**
 * The outcome of every audience member on every channel of a schedule setting, as one SQL query over
 * `campaign_audience` (set-based: it plans a million consumers in one statement). Rules, in order:
 * holdout (seeded by the campaign id), suppression list, opt-in, valid contact, PRIORITY (first
 * reachable channel) or ALL, duplicates of a contact, the weekly limit over every campaign of the account.
 * Returns the SQL ending in `classified` and its parameters; callers insert it (planning) or count it (estimate).
 */
function classification(params: ClassifyParams): { sql: string; values: unknown[] } {
  const channels = settingChannels(params.setting);
  const values: unknown[] = [
    params.accountId,
    params.campaignId,
    channels.map((c) => c.channel),
    channels.map((c) => c.priority),
    channels.map((c) => c.credits),
    channels.map((c) => params.prices[c.channel]),
    // holdout threshold on a 32-bit hash: share × 2^32
    Math.round((params.holdoutPercentage / 100) * 2 ** 32),
    params.setting.selector_channels_type === 'ALL',
    params.weeklyLimit,
    new Date(params.weekStart).toISOString(),
    [...COUNTED_STATUSES],
    targetsContacts(params.setting),
  ];
  const sql = `
  with channels as (
    select * from unnest($3::text[], $4::int[], $5::int[], $6::int[]) as ch(channel, priority, credits, price)
  ), people as (
    select a.document_no, c.opt_in,
           ${MOBILE_SQL('c.phone')} as mobile, ${EMAIL_SQL('c.email')} as email, c.document_no is not null as known,
           ('x' || substr(md5($2::text || ':' || a.document_no), 1, 8))::bit(32)::bigint < $7::bigint as holdout,
           false as contact_only
      from campaign_audience a
      left join consumers c on c.account_id = $1 and c.document_no = a.document_no
    union all
    -- targeting_mode ALL: the non-loyalty WhatsApp contacts too (never held out: without a document
    -- nothing of theirs can be measured); a contact who registered since loses to the consumer as a duplicate
    select '${NON_LOYALTY_PREFIX}' || w.phone, jsonb_build_object('whatsapp', w.opt_in), ${MOBILE_SQL('w.phone')}, null, false, false, true
      from whatsapp_contacts w
     where $12::boolean and w.account_id = $1
  ), candidates as (
    select p.document_no, ch.channel, ch.priority, ch.credits, ch.price, p.holdout,
           coalesce((p.opt_in ->> ch.channel)::boolean, false) as opted,
           case ch.channel when 'sms' then p.mobile when 'whatsapp' then p.mobile when 'email' then p.email
                           when 'push' then case when p.known and ${HAS_ACTIVE_DEVICE_SQL('p.document_no')} then p.document_no end end as contact
      from people p cross join channels ch
     where not p.contact_only or ch.channel = 'whatsapp'
  ), reachability as (
    select k.*,
           case when k.holdout then 'HOLDOUT'
                when exists (select 1 from campaign_suppressions s where s.account_id = $1 and s.channel in ('all', k.channel)
                               -- raw values (opt-outs, bounces) or their hashes (LGPD deletions keep only those)
                               and (s.value = k.document_no or s.value = k.contact
                                    or s.value = 'sha256:' || encode(sha256(convert_to(k.document_no, 'UTF8')), 'hex')
                                    or s.value = 'sha256:' || encode(sha256(convert_to(k.contact, 'UTF8')), 'hex'))) then 'SUPPRESSED'
                when not k.opted then 'NO_OPTIN'
                when k.contact is null then 'NO_CONTACT'
                else 'OK' end as outcome
      from candidates k
  ), picked as (
    select r.*, row_number() over (partition by r.document_no order by (r.outcome = 'OK') desc, r.priority, r.channel) as pick
      from reachability r
  ), selected as (
    select * from picked where $8::boolean or pick = 1
  ), deduped as (
    select s.*, case when s.outcome = 'OK' and row_number() over (partition by s.channel, s.contact order by (s.outcome = 'OK') desc, s.document_no) > 1
                     then 'DUPLICATE' else s.outcome end as outcome2
      from selected s
  ), prior as (
    -- joined with the audience's own tables (indexed, analysed), never with the people CTE: with
    -- stale statistics on the ledger the planner once looped over that CTE for every delivery row
    select d.document_no, count(*)::int as sent
      from (select document_no from campaign_audience
            union all
            select '${NON_LOYALTY_PREFIX}' || w.phone from whatsapp_contacts w where $12::boolean and w.account_id = $1) au
      join campaign_deliveries d on d.account_id = $1 and d.document_no = au.document_no
      join campaign_slots sl on sl.campaign_id = d.campaign_id and sl.slot = d.slot
     where sl.window_start >= $10::timestamptz and sl.window_start < $10::timestamptz + interval '7 days'
       and d.status = any($11::text[])
     group by d.document_no
  ), capped as (
    select e.*, coalesce(pr.sent, 0) as prior_sent,
           case when e.outcome2 = 'OK' then row_number() over (partition by e.document_no, e.outcome2 = 'OK' order by e.priority, e.channel) end as nth
      from deduped e left join prior pr on pr.document_no = e.document_no
  ), classified as (
    select document_no, channel, contact, price,
           case when outcome2 = 'OK' and prior_sent + nth > $9::int then 'CAPPED'
                when outcome2 = 'OK' then 'QUEUED'
                when outcome2 = 'DUPLICATE' then 'SUPPRESSED'
                else outcome2 end as status,
           case when outcome2 = 'DUPLICATE' then 'contato duplicado'
                when outcome2 = 'SUPPRESSED' then 'na lista de supressão' end as reason,
           credits
      from capped
  )`;
  return { sql, values };
}

/** Inserts the planned outcomes of one slot (idempotent on the ledger's unique key); returns rows written. */
export async function insertPlan(tx: Queryable, params: ClassifyParams): Promise<number> {
  const { sql, values } = classification(params);
  const rows = await tx.query<{ n: number }>(
    `${sql}, written as (
       insert into campaign_deliveries (account_id, campaign_id, slot, document_no, channel, contact, status, reason, credits, price_cents)
       select $1::uuid, $2::uuid, $13, document_no, channel, contact, status, reason,
              case when status = 'QUEUED' then credits else 0 end, case when status = 'QUEUED' then credits * price else 0 end
         from classified
       on conflict (campaign_id, document_no, channel, slot) do nothing
       returning 1)
     select count(*)::int as n from written`,
    [...values, params.slot],
  );
  return rows[0]?.n ?? 0;
}

export interface ChannelOutcome {
  channel: Channel;
  status: string;
  n: number;
  credits: number;
}

/** The outcomes one slot would have now, counted (the estimate before activation). */
export async function countPlan(tx: Queryable, params: ClassifyParams): Promise<ChannelOutcome[]> {
  const { sql, values } = classification(params);
  return tx.query<ChannelOutcome>(
    `${sql} select channel, status, count(*)::int as n, coalesce(sum(credits) filter (where status = 'QUEUED'), 0)::int as credits from classified group by channel, status`,
    values,
  );
}

/** Parameters of a slot's classification for a campaign. */
export async function classifyParams(db: Queryable, campaign: CampaignRow, slot: Pick<Slot, 'key' | 'setting' | 'windowStart'>): Promise<ClassifyParams> {
  const settings = await channelSettings(db, campaign.account_id);
  return {
    accountId: campaign.account_id,
    campaignId: campaign.id,
    slot: slot.key,
    setting: slot.setting,
    holdoutPercentage: campaign.holdout_percentage,
    weeklyLimit: campaign.limit_per_consumer.quantity,
    weekStart: weekStart(slot.windowStart),
    prices: Object.fromEntries(Object.values(settings).map((s) => [s.channel, s.price_cents])) as Record<Channel, number>,
  };
}
