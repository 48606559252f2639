import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Pool } from 'pg';
import type { AnalyticsStore } from '../../stores';
import { migrateOperational } from '../../stores/migrate';
import { openPostgres, type OperationalStore } from '../../stores/operational';
import { CampaignEngine } from './dispatch';
import { stopCampaignQueue } from './queue';
import { campaignSlots } from './schedule';
import { findCampaign } from './store';

/**
 * The target: a server killed with SIGKILL mid-dispatch and restarted sends every remaining
 * message exactly once. Needs a PostgreSQL server (several processes share it): runs when
 * TEST_DATABASE_URL is set (CI's PostgreSQL stage).
 */
const SERVER = process.env.TEST_DATABASE_URL;
const MESSAGES = 20_000;
const describeWithServer = SERVER ? describe : describe.skip;

const urlFor = (database: string) => {
  const url = new URL(SERVER!);
  url.pathname = `/${database}`;
  return url.toString();
};

describeWithServer('the campaign queue after a SIGKILL (PostgreSQL server; skipped without TEST_DATABASE_URL: several processes need one server)', () => {
  const database = `sigkill_${Date.now()}_${process.pid}`;
  let admin: Pool;
  let db: OperationalStore;
  let campaignId: string;
  const children: ChildProcess[] = [];

  const child = (id: string) => {
    const process_ = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'crashWorker.ts'), urlFor(database), id, '60'], {
      // a killed worker's jobs go back to the queue after 3 s (the queue's setting, made by the planner); maintenance looks every second
      env: { ...process.env, NODE_OPTIONS: '', CAMPAIGN_QUEUE_EXPIRE_SECONDS: '3', CAMPAIGN_QUEUE_MAINTENANCE_SECONDS: '1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(process_);
    return process_;
  };
  const count = async (sql: string) => (await db.query<{ n: number }>(sql, [campaignId]))[0].n;

  beforeAll(async () => {
    admin = new Pool({ connectionString: SERVER });
    await admin.query(`create database ${database}`);
    db = await openPostgres(urlFor(database));
    await migrateOperational(db);
    await db.query('create table crash_sends (delivery_id bigint not null, worker text not null, at timestamptz not null default clock_timestamp())');
    const accountId = crypto.randomUUID();
    await db.query(`insert into accounts (id, key, name, integration_type, id_external, db_name) values ($1, 'sigkill', 'SIGKILL', 'RETAILER', 1, 'sigkill')`, [accountId]);
    await db.query(
      `insert into consumers (account_id, document_no, person_type, name, phone, created_at, created_date, opt_in)
       select $1, lpad(n::text, 11, '0'), 'F', 'Cliente ' || n, '719' || lpad(n::text, 8, '0'), now(), current_date, '{"sms": true}' from generate_series(1, $2) n`,
      [accountId, MESSAGES],
    );
    // a configured SMS provider: the workers' slow adapter (not the plain outbox)
    await db.query(`insert into campaign_channel_settings (account_id, channel, price_cents, rate_per_second, provider) values ($1, 'sms', 0, 1000000, '{"provider":"lento"}')`, [accountId]);
    const [segment] = await db.query<{ id: string }>(`insert into segments (account_id, name, fixed, definition, clients_qty) values ($1, 'Todos', true, '{"groups":[],"operator":"OR"}', $2) returning id`, [accountId, MESSAGES]);
    await db.query(`insert into segment_members (account_id, segment_id, version, document_no) select $1, $2, 1, lpad(n::text, 11, '0') from generate_series(1, $3) n`, [accountId, segment.id, MESSAGES]);
    const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
    const [campaign] = await db.query<{ id: string }>(
      `insert into omni_campaigns (account_id, title, status, initial_date, final_date, segments, schedule_settings, holdout_percentage)
       values ($1, 'SIGKILL', 'SCHEDULED', $2, $2, $3, $4, 0) returning id`,
      [accountId, today, [segment.id], JSON.stringify([{ id: 's', active: true, initial_hour: '00:00', final_hour: '23:59', selector_channels_type: 'PRIORITY', week_day: [], send_date: today, channels: { sms: { active: true, priority: 1, message: { text: 'Oi [primeiro nome]' } } } }])],
    );
    campaignId = campaign.id;
    const ch = { query: async () => [{ n: 1 }] } as unknown as AnalyticsStore;
    const processing = { current: async () => ({ processing_uuid: '00000000-0000-4000-8000-000000000000' }) } as never;
    const planner = new CampaignEngine({ db, ch, processing }, { workerId: 'planner', secret: 'crash', publicUrl: 'http://localhost', batchSize: 200, queue: { expireInSeconds: 3, maintenanceIntervalSeconds: 1 } });
    const row = (await findCampaign(db, accountId, campaignId))!;
    const [slot] = campaignSlots(row).filter((s) => s.windowStart <= Date.now() && s.windowEnd > Date.now());
    expect(await planner.planSlot(row, slot)).toBe(MESSAGES);
    await stopCampaignQueue(db);
  }, 120_000);

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await db?.close();
    await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
  });

  it('sends every message exactly once when the worker process is killed mid-dispatch and another starts', async () => {
    const first = child('primeiro');
    const sentBefore = await new Promise<number>((resolve, reject) => {
      const poll = setInterval(async () => {
        const sent = await count(`select count(*)::int as n from campaign_outbox o join campaign_deliveries d on d.id = o.delivery_id where d.campaign_id = $1`);
        if (sent >= 2_000) {
          clearInterval(poll);
          first.kill('SIGKILL');
          resolve(sent);
        }
      }, 100);
      first.once('exit', (code) => {
        clearInterval(poll);
        if (code !== null) reject(new Error(`o primeiro processo terminou sozinho (${code}) antes do SIGKILL`));
      });
    });
    await new Promise((resolve) => (first.exitCode !== null || first.signalCode ? resolve(null) : first.once('exit', resolve)));
    expect(first.signalCode).toBe('SIGKILL');
    const afterKill = await count(`select count(*)::int as n from campaign_deliveries where campaign_id = $1 and status = 'SENT'`);
    // killed mid-dispatch: some sent, not all
    expect(afterKill).toBeGreaterThanOrEqual(sentBefore);
    expect(afterKill).toBeLessThan(MESSAGES);

    const second = child('segundo');
    const code = await new Promise((resolve) => second.once('exit', resolve));
    expect(code).toBe(0);

    const [ledger] = await db.query<{ sent: number; queued: number; other: number }>(
      `select count(*) filter (where status = 'SENT')::int as sent, count(*) filter (where status = 'QUEUED')::int as queued,
              count(*) filter (where status not in ('SENT', 'QUEUED'))::int as other
         from campaign_deliveries where campaign_id = $1`,
      [campaignId],
    );
    const [outbox] = await db.query<{ outbox_rows: number; distinct_rows: number; sends: number; distinct_sends: number; by_second: number }>(
      `select (select count(*)::int from campaign_outbox o join campaign_deliveries d on d.id = o.delivery_id where d.campaign_id = $1) as outbox_rows,
              (select count(distinct o.delivery_id)::int from campaign_outbox o join campaign_deliveries d on d.id = o.delivery_id where d.campaign_id = $1) as distinct_rows,
              (select count(*)::int from crash_sends) as sends,
              (select count(distinct delivery_id)::int from crash_sends) as distinct_sends,
              (select count(*)::int from crash_sends where worker = 'segundo') as by_second`,
      [campaignId],
    );
    // every ledger row has exactly one outcome: all SENT, none left queued
    expect(ledger).toEqual({ sent: MESSAGES, queued: 0, other: 0 });
    // exactly one outbox row and one committed send per message: 0 duplicates, 0 lost
    expect(outbox).toEqual({ outbox_rows: MESSAGES, distinct_rows: MESSAGES, sends: MESSAGES, distinct_sends: MESSAGES, by_second: MESSAGES - afterKill });
  }, 300_000);
});
