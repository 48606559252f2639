/**
 * `npm run bench:campaign-dispatch`: the campaign engine on PostgreSQL (issue 11's targets).
 *
 * On a fresh database of BENCH_DATABASE_URL's server (default the local one):
 * 1. planning: a fixed segment of BENCH_PLAN_CONSUMERS (default 1 000 000) consumers with valid
 *    mobiles and SMS opt-in is planned into the delivery ledger (audience, suppression, caps, dedupe,
 *    holdout 5 %) — seconds (target ≤ 60 s);
 * 2. dispatch through the outbox of BENCH_DISPATCH_MESSAGES (default 100 000) messages by one process,
 *    then again by two processes at once (child processes, each its own engine and pool, fetching the
 *    planning's pg-boss jobs of BENCH_BATCH ledger rows each) — messages/s
 *    (targets ≥ 2 000/s with one; ≥ 1.6× with two) and duplicates (target 0).
 * Prints the figures; asserts nothing (benchmarks report, tests assert).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { Pool } from 'pg';
import { CampaignEngine, campaignSlots, findCampaign, stopCampaignQueue } from '../server/modules/campaigns';
import { migrateOperational } from '../server/stores/migrate';
import { openPostgres, type OperationalStore } from '../server/stores/operational';
import type { AnalyticsStore } from '../server/stores';

const SERVER = process.env.BENCH_DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const PLAN_CONSUMERS = Number(process.env.BENCH_PLAN_CONSUMERS || 1_000_000);
const DISPATCH_MESSAGES = Number(process.env.BENCH_DISPATCH_MESSAGES || 100_000);
const BATCH = Number(process.env.BENCH_BATCH || 2000);

const urlFor = (database: string) => {
  const url = new URL(SERVER);
  url.pathname = `/${database}`;
  return url.toString();
};

/** A stand-in for the processing service: the bench's segments are fixed, no evaluation run is read. */
const processing = { current: async () => ({ processing_uuid: '00000000-0000-4000-8000-000000000000' }) } as never;

function engine(db: OperationalStore, workerId: string) {
  // the analytics store is only asked whether the run has consumers: it has
  const ch = { query: async () => [{ n: 1 }] } as unknown as AnalyticsStore;
  return new CampaignEngine({ db, ch, processing }, { workerId, secret: 'bench', publicUrl: 'http://localhost', batchSize: BATCH });
}

async function seed(db: OperationalStore, accountId: string, consumers: number, title: string): Promise<string> {
  const [segment] = await db.query<{ id: string }>(
    `insert into segments (account_id, name, fixed, definition, clients_qty) values ($1, $2, true, '{"groups":[],"operator":"OR"}', $3) returning id`,
    [accountId, title, consumers],
  );
  await db.query(`insert into segment_members (account_id, segment_id, version, document_no) select $1, $2, 1, lpad(n::text, 11, '0') from generate_series(1, $3) n`, [accountId, segment.id, consumers]);
  const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
  const [campaign] = await db.query<{ id: string }>(
    `insert into omni_campaigns (account_id, title, status, initial_date, final_date, segments, schedule_settings, holdout_percentage)
     values ($1, $2, 'SCHEDULED', $3, $3, $4, $5, 5) returning id`,
    [
      accountId,
      title,
      today,
      [segment.id],
      JSON.stringify([{ id: 's', active: true, initial_hour: '00:00', final_hour: '23:59', selector_channels_type: 'PRIORITY', week_day: [], send_date: today, channels: { sms: { active: true, priority: 1, message: { text: 'Ofertas da semana! Responda SAIR para sair' } } } }]),
    ],
  );
  return campaign.id;
}

async function plan(db: OperationalStore, accountId: string, campaignId: string): Promise<number> {
  const campaign = (await findCampaign(db, accountId, campaignId))!;
  const [slot] = campaignSlots(campaign).filter((s) => s.windowStart <= Date.now() && s.windowEnd > Date.now());
  if (!slot) throw new Error('janela do dia fechada: rode entre 00:00 e 23:59 de São Paulo');
  const planner = new CampaignEngine(
    { db, ch: { query: async () => [{ n: 1 }] } as unknown as AnalyticsStore, processing },
    { workerId: 'planner', secret: 'bench', publicUrl: 'http://localhost', batchSize: BATCH, log: (message) => console.log(`  ${message}`) },
  );
  return planner.planSlot(campaign, slot);
}

/** One worker: connected, waits for the common start, sends until nothing is queued; prints how many it sent. */
async function worker(database: string, id: string, startAt: number) {
  const db = await openPostgres(urlFor(database));
  const e = engine(db, id);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
  let sent = 0;
  for (;;) {
    const n = await e.dispatchOnce();
    if (n === 0) break;
    sent += n;
  }
  process.stdout.write(JSON.stringify({ sent }));
  await stopCampaignQueue(db);
  await db.close();
}

async function dispatchWith(database: string, processes: number): Promise<number> {
  // every worker loads and connects first; the clock starts at a common instant (not at process start)
  const startAt = Date.now() + 10_000;
  await Promise.all(
    Array.from({ length: processes }, (_, i) =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', __filename, 'worker', database, `w${i}`, String(startAt)], { stdio: ['ignore', 'pipe', 'inherit'] });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker ${i} saiu com ${code}`))));
      }),
    ),
  );
  return (Date.now() - startAt) / 1000;
}

async function main() {
  if (process.argv[2] === 'worker') return worker(process.argv[3], process.argv[4], Number(process.argv[5]));
  const database = `bench_campaigns_${Date.now()}`;
  const admin = new Pool({ connectionString: SERVER });
  await admin.query(`create database ${database}`);
  const db = await openPostgres(urlFor(database));
  try {
    await migrateOperational(db);
    const accountId = crypto.randomUUID();
    await db.query(`insert into accounts (id, key, name, integration_type, id_external, db_name) values ($1, 'bench', 'Bench', 'RETAILER', 1, 'bench')`, [accountId]);
    const most = Math.max(PLAN_CONSUMERS, DISPATCH_MESSAGES * 2);
    let t = performance.now();
    await db.query(
      `insert into consumers (account_id, document_no, person_type, name, phone, created_at, created_date, opt_in)
       select $1, lpad(n::text, 11, '0'), 'F', 'Cliente ' || n, '719' || lpad(n::text, 8, '0'), now(), current_date, '{"sms": true}'
         from generate_series(1, $2) n`,
      [accountId, most],
    );
    await db.query(`insert into campaign_channel_settings (account_id, channel, price_cents, rate_per_second) values ($1, 'sms', 0, 1000000)`, [accountId]);
    console.log(`consumidores: ${most.toLocaleString('pt-BR')} em ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const planned = await seed(db, accountId, PLAN_CONSUMERS, 'Planejamento');
    t = performance.now();
    const rows = await plan(db, accountId, planned);
    const planSeconds = (performance.now() - t) / 1000;
    const outcomes = await db.query<{ status: string; n: number }>(`select status, count(*)::int as n from campaign_deliveries where campaign_id = $1 group by status order by status`, [planned]);
    console.log(`planejamento de ${PLAN_CONSUMERS.toLocaleString('pt-BR')} consumidores: ${planSeconds.toFixed(1)} s (${rows} linhas: ${outcomes.map((o) => `${o.status} ${o.n}`).join(', ')})`);
    await db.query(`update campaign_deliveries set status = 'CANCELLED' where campaign_id = $1 and status = 'QUEUED'`, [planned]);
    // and its pg-boss jobs (they would find nothing queued: no-ops in the dispatch runs)
    await db.query(`delete from pgboss.job where data->>'campaignId' = $1`, [planned]);

    const results: { processes: number; messages: number; seconds: number }[] = [];
    for (const processes of [1, 2]) {
      const id = await seed(db, accountId, DISPATCH_MESSAGES, `Envio ${processes}`);
      // a new week for each run's consumers would need other consumers: the cap is lifted for the bench
      await db.query(`update omni_campaigns set limit_per_consumer = '{"limiter":"WEEKLY","quantity":100}' where id = $1`, [id]);
      await plan(db, accountId, id);
      const [{ queued }] = await db.query<{ queued: number }>(`select count(*)::int as queued from campaign_deliveries where campaign_id = $1 and status = 'QUEUED'`, [id]);
      const seconds = await dispatchWith(database, processes);
      results.push({ processes, messages: queued, seconds });
      const [check] = await db.query<{ sent: number; outbox: number; duplicates: number; left: number }>(
        `select (select count(*)::int from campaign_deliveries where campaign_id = $1 and status = 'SENT') as sent,
                (select count(*)::int from campaign_outbox o join campaign_deliveries d on d.id = o.delivery_id where d.campaign_id = $1) as outbox,
                (select count(*)::int from (select d.document_no from campaign_outbox o join campaign_deliveries d on d.id = o.delivery_id where d.campaign_id = $1
                   group by d.campaign_id, d.document_no, d.channel, d.slot having count(*) > 1) x) as duplicates,
                (select count(*)::int from campaign_deliveries where campaign_id = $1 and status = 'QUEUED') as left`,
        [id],
      );
      console.log(
        `envio pelo outbox, ${processes} processo(s): ${queued.toLocaleString('pt-BR')} mensagens em ${seconds.toFixed(1)} s = ${Math.round(queued / seconds).toLocaleString('pt-BR')} msg/s; enviadas ${check.sent}, outbox ${check.outbox}, duplicadas ${check.duplicates}, na fila ${check.left}`,
      );
    }
    const [one, two] = results;
    console.log(`dois processos / um: ${(two.messages / two.seconds / (one.messages / one.seconds)).toFixed(2)}×`);
  } finally {
    await stopCampaignQueue(db);
    await db.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
