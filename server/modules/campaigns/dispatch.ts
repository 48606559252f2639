import type PgBoss from 'pg-boss';
import type { OperationalStore, Queryable } from '../../stores';
import { addEntry, campaignReserved, channelSettings, releaseAll, type ChannelSettings } from './credits';
import type { Channel } from './inputs';
import { emailContent } from './email/render';
import { whatsappContent } from './whatsapp/adapter';
import { optOutLink } from './optout';
import { recipientVariables, runSlotPlanned } from './hooks';
import { audienceContext, classifyParams, insertPlan, loadAudience, NON_LOYALTY_PREFIX, type PlannerDeps } from './planner';
import { bossDb, campaignQueue, DISPATCH_QUEUE, enqueue, stopCampaignQueue, type DispatchJob, type QueueSettings } from './queue';
import { campaignSlots, saoPauloClock, saoPauloInstant, type Slot } from './schedule';
import * as store from './store';
import type { CampaignRow } from './store';

/** One message claimed for sending. */
export interface OutgoingMessage {
  id: number;
  accountId: string;
  campaignId: string;
  channel: Channel;
  documentNo: string;
  contact: string;
  /** idempotency key (campaign, consumer, channel, slot) the providers get as the message id */
  key: string;
  content: Record<string, unknown>;
}

/** What an adapter says of each message: sent (with the provider's id), failed (with its reason) or throttled (try later). */
export type SendResult =
  | { id: number; outcome: 'SENT'; providerId?: string }
  | { id: number; outcome: 'FAILED'; reason: string }
  | { id: number; outcome: 'THROTTLED' };

/** A provider that cannot be reached or answers 429/5xx: the batch is retried with backoff, never skipped. */
export class ProviderUnavailableError extends Error {}

/**
 * A channel's way out. `tx` is the claim's transaction: an adapter that writes to the database (the
 * outbox) commits with the ledger's update, so a crash leaves both or neither.
 */
export interface ChannelAdapter {
  readonly name: string;
  send(tx: Queryable, messages: readonly OutgoingMessage[], settings: ChannelSettings): Promise<SendResult[]>;
}

/** Unconfigured channels (and the demo): each message becomes a row of campaign_outbox. */
export const outboxAdapter = (worker: string): ChannelAdapter => ({
  name: 'outbox',
  async send(tx, messages) {
    if (messages.length === 0) return [];
    await tx.query(
      `insert into campaign_outbox (delivery_id, account_id, channel, contact, content, sent_by)
       select * from unnest($1::bigint[], $2::uuid[], $3::text[], $4::text[], $5::jsonb[], $6::text[]) on conflict (delivery_id) do nothing`,
      [
        messages.map((m) => m.id),
        messages.map((m) => m.accountId),
        messages.map((m) => m.channel),
        messages.map((m) => m.contact),
        messages.map((m) => JSON.stringify(m.content)),
        messages.map(() => worker),
      ],
    );
    return messages.map((m) => ({ id: m.id, outcome: 'SENT' as const, providerId: `outbox:${m.id}` }));
  },
});

export interface EngineOptions {
  /** names this process in the outbox (two engines on one PostgreSQL) */
  workerId: string;
  /** ledger rows per pg-boss job (one job is sent in one transaction) */
  batchSize?: number;
  /** jobs a worker fetches at once (default 4) */
  jobsPerFetch?: number;
  /** worker loops of `start` in this process (default CAMPAIGN_WORKERS or 1) */
  workers?: number;
  /** pg-boss settings (default from CAMPAIGN_QUEUE_* env vars) */
  queue?: QueueSettings;
  /** the adapter of a channel with a configured provider; unconfigured channels use the outbox */
  adapters?: Partial<Record<Channel, ChannelAdapter>>;
  /** the adapter of a channel the server provides for every account (e-mail over SMTP_URL); a configured provider of the account wins */
  serverAdapters?: Partial<Record<Channel, ChannelAdapter>>;
  /** signs the opt-out links */
  secret: string;
  /** the server's public address (links in messages) */
  publicUrl: string;
  log?: (message: string) => void;
}

/** Backoff of a throttled message: 2^attempts seconds, at most 5 minutes. */
export const backoffSeconds = (attempts: number) => Math.min(300, 2 ** Math.min(attempts, 9));

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
const lastName = (name: string) => {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? words[words.length - 1] : '';
};

/** Fills a text's placeholders (spec §5) for one consumer. */
export function renderText(text: string, consumer: { name: string; birth_date?: string | null; variables?: Record<string, string> }, link: string, now: number): string {
  const clock = saoPauloClock(now);
  const [y, m, d] = clock.date.split('-');
  const months = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
  const values: Record<string, string> = {
    'primeiro nome': firstName(consumer.name),
    'ultimo nome': lastName(consumer.name),
    'data hoje': `${d}/${m}/${y}`,
    'dia aniversario': consumer.birth_date ? consumer.birth_date.slice(8, 10) : '',
    mes: months[Number(m) - 1],
    'link de optout': link,
    // per-recipient values of other domains (hooks.ts), e.g. [cupom]
    ...consumer.variables,
  };
  return text.replace(/\[([^[\]]+)\]/g, (match, name: string) => values[name] ?? match);
}

/** The content one consumer gets on a channel: the setting's message with its variables filled. */
function contentFor(channel: Channel, message: Record<string, unknown> | null, consumer: { name: string; birth_date?: string | null; variables?: Record<string, string> }, link: string, now: number) {
  // e-mail: the template rendered on save, filled per recipient, with the one-click unsubscribe headers (RFC 2369 + RFC 8058)
  if (channel === 'email') return emailContent(message, consumer, link, now);
  const fill = (value: unknown) => (typeof value === 'string' ? renderText(value, consumer, link, now) : value);
  // WhatsApp: the template's body variables are filled too (each goes to Meta as a parameter)
  if (channel === 'whatsapp') return whatsappContent(message, fill);
  const content: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(message ?? {})) content[key] = fill(value);
  return content;
}

/**
 * The campaign engine of one server process over a pg-boss queue (`campaign-dispatch`, schema `pgboss`).
 * The delivery ledger stays the source of truth and the idempotency (unique campaign × consumer ×
 * channel × slot): planning a due slot writes its rows and, in the same transaction, one pg-boss job per
 * range of at most `batchSize` QUEUED ledger ids of a channel. Workers fetch jobs, lock the range's
 * QUEUED rows (FOR UPDATE SKIP LOCKED), send them, move them to SENT/FAILED, spend credits and complete
 * the job in that one transaction: a worker killed mid-job commits nothing, pg-boss hands the expired
 * job to another worker, and rows already SENT are skipped — each message leaves exactly once, from any
 * number of processes on one PostgreSQL (one process on PGlite). Throttled and rate-limited rows wait
 * (`not_before`, backoff) in a follow-up job started after them, never skipped; a job that throws is
 * retried by pg-boss with exponential backoff.
 */
export class CampaignEngine {
  private readonly batchSize: number;
  private readonly jobsPerFetch: number;
  private readonly outbox: ChannelAdapter;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private workers: Promise<void>[] = [];
  private stopping = false;
  /** sends per account × channel in the current second (the rate limit) */
  private readonly sentThisSecond = new Map<string, { second: number; n: number }>();

  constructor(
    private readonly deps: PlannerDeps & { db: OperationalStore },
    private readonly options: EngineOptions,
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.jobsPerFetch = options.jobsPerFetch ?? 4;
    this.outbox = outboxAdapter(options.workerId);
  }

  /** The key opt-out links are signed with. */
  get secret(): string {
    return this.options.secret;
  }

  /** The process's pg-boss over the operational store (installed on first use). */
  queue(): Promise<PgBoss> {
    return campaignQueue(this.deps.db, this.options.queue);
  }

  /**
   * Plans the due slots, sends what may be sent now, settles finished campaigns — on a clock of the
   * caller's (tests, the demo's replay): jobs are fetched whatever their pg-boss start time and the
   * ledger's windows and `not_before` are read at `now`.
   */
  async tick(now = Date.now()): Promise<{ planned: number; sent: number }> {
    const planned = await this.planDue(now);
    let sent = 0;
    for (;;) {
      const batch = await this.dispatchOnce(now);
      sent += batch;
      if (batch === 0) break;
    }
    await this.settle(now);
    return { planned, sent };
  }

  /**
   * Runs the engine on the wall clock: every `intervalMs` it plans due slots and settles campaigns
   * (idempotent in any number of processes), and `workers` loops (CAMPAIGN_WORKERS, default 1) fetch
   * and send jobs, polling every 500 ms when the queue is empty.
   */
  start(intervalMs = 2000): void {
    if (this.timer) return;
    this.stopping = false;
    this.timer = setInterval(() => {
      if (this.running) return;
      const now = Date.now();
      this.running = this.planDue(now)
        .then(() => this.settle(now))
        .catch((error: Error) => this.options.log?.(`falha no ciclo de campanhas: ${error.message}`))
        .finally(() => (this.running = null));
    }, intervalMs);
    this.timer.unref?.();
    const workers = this.options.workers ?? (Number(process.env.CAMPAIGN_WORKERS) || 1);
    for (let i = 0; i < workers; i += 1) this.workers.push(this.workLoop());
  }

  private async workLoop(): Promise<void> {
    while (!this.stopping) {
      let fetched = 0;
      try {
        const boss = await this.queue();
        const jobs = await boss.fetch<DispatchJob>(DISPATCH_QUEUE, { batchSize: this.jobsPerFetch });
        fetched = jobs.length;
        await this.runJobs(boss, jobs, Date.now());
      } catch (error) {
        this.options.log?.(`falha no envio de campanhas: ${(error as Error).message}`);
      }
      if (fetched === 0 && !this.stopping) await new Promise((resolve) => setTimeout(resolve, 500).unref?.());
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await Promise.all(this.workers);
    this.workers = [];
    await stopCampaignQueue(this.deps.db);
  }

  private async liveCampaigns(): Promise<CampaignRow[]> {
    const ids = await this.deps.db.query<{ id: string; account_id: string }>(
      `select id, account_id from omni_campaigns where status in ('SCHEDULED', 'ACTIVE') and dispatches_cancelled_at is null`,
    );
    const rows: CampaignRow[] = [];
    for (const { id, account_id } of ids) {
      const row = await store.findCampaign(this.deps.db, account_id, id);
      if (row) rows.push(row);
    }
    return rows;
  }

  /** Plans every slot whose window is open and not planned yet; returns ledger rows written. */
  async planDue(now = Date.now()): Promise<number> {
    let written = 0;
    for (const campaign of await this.liveCampaigns()) {
      for (const slot of campaignSlots(campaign)) {
        if (slot.windowStart > now || slot.windowEnd <= now) continue;
        written += await this.planSlot(campaign, slot);
      }
    }
    return written;
  }

  /**
   * Plans one slot once (whatever the number of processes): audience now, one row per consumer ×
   * channel, and the pg-boss jobs of its QUEUED rows in the same transaction (a re-planning claims no
   * slot and enqueues nothing).
   */
  async planSlot(campaign: CampaignRow, slot: Slot): Promise<number> {
    const context = await audienceContext(this.deps, campaign.account_id);
    // before the account's first processing run nobody can be evaluated: the slot waits for it
    if (!context?.scope) return 0;
    // booted before the transaction: on PGlite pg-boss's own statements wait for it to end
    const boss = await this.queue();
    return this.deps.db.transaction(async (tx) => {
      const claimed = await tx.query(
        `insert into campaign_slots (campaign_id, slot, account_id, window_start, window_end) values ($1, $2, $3, $4, $5) on conflict do nothing returning slot`,
        [campaign.id, slot.key, campaign.account_id, new Date(slot.windowStart).toISOString(), new Date(slot.windowEnd).toISOString()],
      );
      if (claimed.length === 0) return 0;
      await loadAudience(this.deps, tx, campaign, context);
      const written = await insertPlan(tx, await classifyParams(tx, campaign, slot));
      await runSlotPlanned(tx, { accountId: campaign.account_id, campaignId: campaign.id, slot: slot.key });
      await store.moveStatus(tx, campaign.account_id, campaign.id, ['SCHEDULED'], 'ACTIVE');
      await this.topUpReservation(tx, campaign);
      const started = performance.now();
      const jobs = await this.batchesOf(tx, `d.campaign_id = $2 and d.slot = $3`, [campaign.id, slot.key]);
      await enqueue(boss, tx, jobs.map((data) => ({ data })));
      this.options.log?.(`campanha ${campaign.id} janela ${slot.key}: ${written} linhas planejadas, ${jobs.length} lote(s) na fila em ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return written;
    });
  }

  /** QUEUED ledger rows matching `where` (over `d`, parameters from $2) cut into jobs of at most `batchSize` ids per campaign × slot × channel. */
  private async batchesOf(tx: Queryable, where: string, params: unknown[]): Promise<DispatchJob[]> {
    const rows = await tx.query<{ account_id: string; campaign_id: string; slot: string; channel: Channel; from_id: number | string; to_id: number | string }>(
      `select account_id, campaign_id, slot, channel, min(id)::text as from_id, max(id)::text as to_id
         from (select d.id, d.account_id, d.campaign_id, d.slot, d.channel,
                      (row_number() over (partition by d.campaign_id, d.slot, d.channel order by d.id) - 1) / $1::int as batch
                 from campaign_deliveries d where d.status = 'QUEUED' and ${where}) numbered
        group by account_id, campaign_id, slot, channel, batch
        order by min(id)`,
      [this.batchSize, ...params],
    );
    return rows.map((r) => ({ accountId: r.account_id, campaignId: r.campaign_id, slot: r.slot, channel: r.channel, from: Number(r.from_id), to: Number(r.to_id) }));
  }

  /** The reservation covers at least what is queued (a segment that grew since activation). */
  private async topUpReservation(tx: Queryable, campaign: CampaignRow): Promise<void> {
    const settings = await channelSettings(tx, campaign.account_id);
    const queued = await tx.query<{ channel: Channel; credits: number }>(
      `select channel, coalesce(sum(credits), 0)::int as credits from campaign_deliveries where campaign_id = $1 and status = 'QUEUED' group by channel`,
      [campaign.id],
    );
    for (const row of queued) {
      if (settings[row.channel].price_cents === 0) continue;
      const held = await campaignReserved(tx, campaign.id, row.channel);
      if (held < row.credits) {
        await addEntry(tx, { accountId: campaign.account_id, channel: row.channel, kind: 'RESERVATION', credits: row.credits - held, priceCents: settings[row.channel].price_cents, campaignId: campaign.id, note: 'reserva complementar no planejamento' });
      }
    }
  }

  /**
   * How many of `wanted` messages an account × channel may still send in this second (its rate limit).
   * On PostgreSQL the count is shared by every process (campaign_rate_windows, one short statement on
   * its own connection, outside the claim's transaction so no lock is held while sending); on PGlite,
   * which one process owns, the count is kept in memory.
   */
  private async takeTokens(accountId: string, channel: Channel, rate: number, wanted: number, now: number): Promise<number> {
    const second = Math.floor(now / 1000);
    if (this.deps.db.kind === 'postgres') {
      await this.deps.db.query(`insert into campaign_rate_windows (account_id, channel, second, sent) values ($1, $2, 0, 0) on conflict do nothing`, [accountId, channel]);
      // the row lock orders concurrent requests; each sees the count the one before it left
      const [row] = await this.deps.db.query<{ granted: number }>(
        `update campaign_rate_windows w
            set granted = case when w.second = $3 then greatest(0, least($4::int, $5::int - w.sent)) else least($4::int, $5::int) end,
                sent = case when w.second = $3 then w.sent + greatest(0, least($4::int, $5::int - w.sent)) else least($4::int, $5::int) end,
                second = $3
          where account_id = $1 and channel = $2
          returning granted`,
        [accountId, channel, second, wanted, rate],
      );
      return Math.max(0, row?.granted ?? 0);
    }
    const key = `${accountId}:${channel}`;
    const current = this.sentThisSecond.get(key);
    const used = current && current.second === second ? current.n : 0;
    const granted = Math.max(0, Math.min(wanted, rate - used));
    this.sentThisSecond.set(key, { second, n: used + granted });
    return granted;
  }

  /**
   * Fetches up to `jobsPerFetch` jobs from the queue and sends them; returns how many messages left the
   * queue (sent or failed). With `now` (a caller's clock: tests, the demo's replay) jobs are fetched
   * whatever their start time and the ledger decides what is due at `now`.
   */
  async dispatchOnce(now?: number): Promise<number> {
    const boss = await this.queue();
    const jobs = await boss.fetch<DispatchJob>(DISPATCH_QUEUE, { batchSize: this.jobsPerFetch, ignoreStartAfter: now !== undefined });
    return this.runJobs(boss, jobs, now ?? Date.now());
  }

  /** Sends fetched jobs one by one; when one throws, it and the rest go back to pg-boss (retried with backoff) and the error is rethrown. */
  private async runJobs(boss: PgBoss, jobs: PgBoss.Job<DispatchJob>[], now: number): Promise<number> {
    let done = 0;
    for (const [index, job] of jobs.entries()) {
      try {
        done += await this.sendJob(boss, job.id, job.data, now);
      } catch (error) {
        for (const rest of jobs.slice(index)) await boss.fail(DISPATCH_QUEUE, rest.id, { message: (error as Error).message });
        throw error;
      }
    }
    return done;
  }

  /**
   * One job in one transaction: locks its range's QUEUED rows that are due (window open, not_before
   * passed, campaign Ativa), sends them, records each outcome, spends credits, enqueues a follow-up
   * for rows that must wait (throttled, over the rate, backoff) and completes the job.
   */
  private async sendJob(boss: PgBoss, jobId: string, job: DispatchJob, now: number): Promise<number> {
    const at = new Date(now).toISOString();
    return this.deps.db.transaction(async (tx) => {
      const rows = await tx.query<{
        id: number;
        account_id: string;
        campaign_id: string;
        slot: string;
        channel: Channel;
        document_no: string;
        contact: string;
        attempts: number;
        credits: number;
        price_cents: number;
        name: string | null;
        birth_date: string | null;
      }>(
        `select d.id::int as id, d.account_id, d.campaign_id, d.slot, d.channel, d.document_no, d.contact, d.attempts, d.credits, d.price_cents,
                coalesce(c.name, w.name) as name, to_char(c.birth_date, 'YYYY-MM-DD') as birth_date
           from campaign_deliveries d
           join campaign_slots s on s.campaign_id = d.campaign_id and s.slot = d.slot
           left join consumers c on c.account_id = d.account_id and c.document_no = d.document_no
           -- a non-loyalty WhatsApp contact (targeting ALL): the profile name it wrote with
           left join whatsapp_contacts w on w.account_id = d.account_id and d.document_no = '${NON_LOYALTY_PREFIX}' || w.phone
          where d.campaign_id = $2 and d.slot = $3 and d.channel = $4 and d.id between $5 and $6
            and d.status = 'QUEUED' and s.window_start <= $1::timestamptz and s.window_end > $1::timestamptz
            and (d.not_before is null or d.not_before <= $1::timestamptz)
            and exists (select 1 from omni_campaigns o where o.id = d.campaign_id and o.status = 'ACTIVE')
          order by d.id
          for update of d skip locked`,
        [at, job.campaignId, job.slot, job.channel, job.from, job.to],
      );
      let done = 0;
      if (rows.length > 0) done = await this.sendRows(tx, rows, now);
      // what is left of the range waits for its time in a follow-up job (never skipped)
      const [left] = await tx.query<{ n: number; next: string | null }>(
        `select count(*)::int as n, to_char(min(greatest(coalesce(d.not_before, $1::timestamptz), s.window_start)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as next
           from campaign_deliveries d join campaign_slots s on s.campaign_id = d.campaign_id and s.slot = d.slot
          where d.campaign_id = $2 and d.slot = $3 and d.channel = $4 and d.id between $5 and $6 and d.status = 'QUEUED'
            and s.window_end > $1::timestamptz
            and exists (select 1 from omni_campaigns o where o.id = d.campaign_id and o.status = 'ACTIVE')`,
        [at, job.campaignId, job.slot, job.channel, job.from, job.to],
      );
      if (left.n > 0) {
        await enqueue(boss, tx, [{ data: job, startAfter: new Date(left.next!) }]);
      }
      await boss.complete(DISPATCH_QUEUE, jobId, { done, waiting: left.n }, { db: bossDb(tx) } as never);
      return done;
    });
  }

  /** Sends claimed rows through their channels' adapters and records the outcomes; returns how many left the queue. */
  private async sendRows(
    tx: Queryable,
    rows: { id: number; account_id: string; campaign_id: string; slot: string; channel: Channel; document_no: string; contact: string; attempts: number; credits: number; price_cents: number; name: string | null; birth_date: string | null }[],
    now: number,
  ): Promise<number> {
    const at = new Date(now).toISOString();
    const campaigns = new Map<string, CampaignRow>();
    const settingsByAccount = new Map<string, Awaited<ReturnType<typeof channelSettings>>>();
    const groups = new Map<string, OutgoingMessage[]>();
    const waiting: number[] = [];
    // the rate limit: each account × channel of the batch asks once for as many sends as it has rows
    const tokens = new Map<string, number>();
    for (const row of rows) {
      if (!settingsByAccount.has(row.account_id)) settingsByAccount.set(row.account_id, await channelSettings(tx, row.account_id));
      const key = `${row.account_id}:${row.channel}`;
      tokens.set(key, (tokens.get(key) ?? 0) + 1);
    }
    for (const [key, wanted] of tokens) {
      const [accountId, channel] = key.split(':') as [string, Channel];
      tokens.set(key, await this.takeTokens(accountId, channel, settingsByAccount.get(accountId)![channel].rate_per_second, wanted, now));
    }
    const variables = await recipientVariables(tx, rows);
    for (const row of rows) {
      let campaign = campaigns.get(row.campaign_id);
      if (!campaign) campaigns.set(row.campaign_id, (campaign = (await store.findCampaign(tx, row.account_id, row.campaign_id))!));
      const tokenKey = `${row.account_id}:${row.channel}`;
      const left = tokens.get(tokenKey)!;
      if (left <= 0) {
        waiting.push(row.id);
        continue;
      }
      tokens.set(tokenKey, left - 1);
      const settingId = row.slot.slice(0, row.slot.lastIndexOf(':'));
      const setting = campaign.schedule_settings.find((s) => s.id === settingId);
      const link = optOutLink(this.options.publicUrl, this.options.secret, { accountId: row.account_id, document: row.document_no, channel: row.channel, campaignId: row.campaign_id });
      const message: OutgoingMessage = {
        id: row.id,
        accountId: row.account_id,
        campaignId: row.campaign_id,
        channel: row.channel,
        documentNo: row.document_no,
        contact: row.contact,
        key: `${row.campaign_id}:${row.document_no}:${row.channel}:${row.slot}`,
        content: contentFor(row.channel, setting?.channels[row.channel]?.message ?? null, { name: row.name ?? '', birth_date: row.birth_date, variables: variables.get(`${row.campaign_id}:${row.document_no}`) }, link, now),
      };
      const groupKey = `${row.account_id}:${row.channel}`;
      const group = groups.get(groupKey);
      if (group) group.push(message);
      else groups.set(groupKey, [message]);
    }
    if (waiting.length) {
      await tx.query(`update campaign_deliveries set not_before = $2::timestamptz + interval '1 second' where id = any($1::bigint[])`, [waiting, at]);
    }
    const results: SendResult[] = [];
    for (const [key, messages] of groups) {
      const [accountId, channel] = key.split(':') as [string, Channel];
      const settings = settingsByAccount.get(accountId)![channel];
      const adapter = (settings.provider ? this.options.adapters?.[channel] : undefined) ?? this.options.serverAdapters?.[channel] ?? this.outbox;
      try {
        results.push(...(await adapter.send(tx, messages, settings)));
      } catch (error) {
        // any other error rolls the whole claim back: its messages stay queued for the next tick
        if (!(error instanceof ProviderUnavailableError)) throw error;
        results.push(...messages.map((m) => ({ id: m.id, outcome: 'THROTTLED' as const })));
      }
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    const sent = results.filter((r): r is Extract<SendResult, { outcome: 'SENT' }> => r.outcome === 'SENT');
    const failed = results.filter((r): r is Extract<SendResult, { outcome: 'FAILED' }> => r.outcome === 'FAILED');
    const throttled = results.filter((r) => r.outcome === 'THROTTLED');
    if (sent.length) {
      await tx.query(
        `update campaign_deliveries d set status = 'SENT', sent_at = $3::timestamptz, updated_at = now(), attempts = d.attempts + 1, provider_id = p.provider_id
           from unnest($1::bigint[], $2::text[]) as p(id, provider_id) where d.id = p.id`,
        [sent.map((r) => r.id), sent.map((r) => r.providerId ?? null), at],
      );
    }
    if (failed.length) {
      await tx.query(
        `update campaign_deliveries d set status = 'FAILED', reason = p.reason, credits = 0, price_cents = 0, updated_at = now(), attempts = d.attempts + 1
           from unnest($1::bigint[], $2::text[]) as p(id, reason) where d.id = p.id`,
        [failed.map((r) => r.id), failed.map((r) => r.reason)],
      );
    }
    for (const result of throttled) {
      const row = byId.get(result.id)!;
      await tx.query(`update campaign_deliveries set attempts = attempts + 1, not_before = $2::timestamptz + make_interval(secs => $3), updated_at = now() where id = $1`, [
        result.id,
        at,
        backoffSeconds(row.attempts + 1),
      ]);
    }
    // credits spent per campaign × channel for what went out
    const spend = new Map<string, { accountId: string; campaignId: string; channel: Channel; credits: number; price: number }>();
    for (const result of sent) {
      const row = byId.get(result.id)!;
      const key = `${row.campaign_id}:${row.channel}`;
      const entry = spend.get(key) ?? { accountId: row.account_id, campaignId: row.campaign_id, channel: row.channel, credits: 0, price: settingsByAccount.get(row.account_id)![row.channel].price_cents };
      entry.credits += row.credits;
      spend.set(key, entry);
    }
    for (const entry of spend.values()) {
      if (entry.price === 0) continue;
      await addEntry(tx, { accountId: entry.accountId, channel: entry.channel, kind: 'SPEND', credits: entry.credits, priceCents: entry.price, campaignId: entry.campaignId, note: 'mensagens enviadas' });
    }
    return sent.length + failed.length;
  }

  /**
   * After the windows: messages still queued when their slot's window closed fail with that reason
   * (they are not carried into other hours; a slot planned after its window — the demo's replay of a
   * past campaign — is left to its replayer); a campaign with nothing left to send releases what it
   * still holds, and one past its final date and time is Concluída.
   */
  async settle(now = Date.now()): Promise<void> {
    const at = new Date(now).toISOString();
    await this.deps.db.query(
      `update campaign_deliveries d set status = 'FAILED', reason = 'janela de envio encerrada antes do envio', credits = 0, price_cents = 0, updated_at = now()
         from campaign_slots s where s.campaign_id = d.campaign_id and s.slot = d.slot and d.status = 'QUEUED' and s.window_end <= $1::timestamptz
          and s.planned_at < s.window_end`,
      [at],
    );
    await this.sweep(now);
    const live = await this.deps.db.query<{ id: string; account_id: string }>(`select id, account_id from omni_campaigns where status = 'ACTIVE'`);
    for (const { id, account_id } of live) {
      const campaign = await store.findCampaign(this.deps.db, account_id, id);
      if (!campaign) continue;
      const planned = new Set((await this.deps.db.query<{ slot: string }>('select slot from campaign_slots where campaign_id = $1', [id])).map((r) => r.slot));
      const future = campaign.dispatches_cancelled_at ? [] : campaignSlots(campaign).filter((slot) => !planned.has(slot.key) && slot.windowEnd > now);
      const [{ queued }] = await this.deps.db.query<{ queued: number }>(`select count(*)::int as queued from campaign_deliveries where campaign_id = $1 and status = 'QUEUED'`, [id]);
      if (future.length > 0 || queued > 0) continue;
      await this.deps.db.transaction(async (tx) => {
        await releaseAll(tx, account_id, id, 'envio concluído');
        const end = campaign.final_date ? saoPauloInstant(campaign.final_date, campaign.end_time) : 0;
        if (end <= now) await store.moveStatus(tx, account_id, id, ['ACTIVE'], 'FINISHED');
      });
    }
  }

  /**
   * QUEUED rows of open windows that no live pg-boss job covers (a job whose retries ran out, jobs
   * lost with a queue reset) get new jobs. Two processes sweeping at once may enqueue the same range
   * twice: harmless, the ledger sends each row once.
   */
  async sweep(now = Date.now()): Promise<number> {
    const boss = await this.queue();
    return this.deps.db.transaction(async (tx) => {
      const jobs = await this.batchesOf(
        tx,
        `d.id in (
           select q.id from campaign_deliveries q
             join campaign_slots s on s.campaign_id = q.campaign_id and s.slot = q.slot
            where q.status = 'QUEUED' and s.window_end > $2::timestamptz
              and exists (select 1 from omni_campaigns o where o.id = q.campaign_id and o.status = 'ACTIVE')
              and not exists (select 1 from pgboss.job j where j.name = $3 and j.state < 'completed'
                                 and j.data->>'campaignId' = q.campaign_id::text and j.data->>'slot' = q.slot and j.data->>'channel' = q.channel
                                 and q.id between (j.data->>'from')::bigint and (j.data->>'to')::bigint))`,
        [new Date(now).toISOString(), DISPATCH_QUEUE],
      );
      await enqueue(boss, tx, jobs.map((data) => ({ data })));
      if (jobs.length) this.options.log?.(`${jobs.length} lote(s) de campanha sem job voltaram para a fila`);
      return jobs.length;
    });
  }
}
