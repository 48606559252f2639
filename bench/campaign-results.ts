/**
 * `npm run bench:campaign-results`: measuring a campaign with BENCH_RECIPIENTS (default 100 000)
 * recipients and a 5 % control group (issue 11's results).
 *
 * On a fresh database of BENCH_DATABASE_URL's server (default the local one) and a temporary chDB:
 * consumers registered, a ledger of one SMS each (SENT through the outbox, or HOLDOUT), and
 * BENCH_TICKETS_PER_CONSUMER (default 3) tickets per consumer over the 16 days around the send, plus
 * as many tickets of other people. Prints the cold measurement (every query), the warm one (the
 * cache) and the ClickHouse part alone. Asserts nothing (benchmarks report, tests assert).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { CampaignResultsService, measureCampaign } from '../server/modules/campaign-results';
import { openChdb } from '../server/stores/analytics';
import { migrateAnalytics, migrateOperational } from '../server/stores/migrate';
import { openPostgres } from '../server/stores/operational';

const SERVER = process.env.BENCH_DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS || 100_000);
const TICKETS_PER_CONSUMER = Number(process.env.BENCH_TICKETS_PER_CONSUMER || 3);

const urlFor = (database: string) => {
  const url = new URL(SERVER);
  url.pathname = `/${database}`;
  return url.toString();
};

const time = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  const result = await work();
  console.log(`${label}: ${Math.round(performance.now() - start)} ms`);
  return result;
};

async function main() {
  const database = `bench_results_${Date.now()}`;
  const admin = new Pool({ connectionString: SERVER });
  await admin.query(`create database ${database}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-results-'));
  const db = await openPostgres(urlFor(database));
  const ch = await openChdb(dir);
  try {
    await migrateOperational(db);
    await migrateAnalytics(ch);
    const accountId = crypto.randomUUID();
    await db.query(`insert into accounts (id, key, name, integration_type, id_external, db_name) values ($1, 'bench', 'Bench', 'RETAILER', 1, 'bench')`, [accountId]);
    const consumers = Math.round(RECIPIENTS / 0.95);
    await db.query(
      `insert into consumers (account_id, document_no, person_type, name, gender, birth_date, created_at, created_date)
       select $1, lpad(n::text, 11, '0'), 'F', 'C ' || n, case when n % 2 = 0 then 'F' else 'M' end, date '1960-01-01' + (n % 15000), '2024-01-01', '2024-01-01'
         from generate_series(1, $2) n`,
      [accountId, consumers],
    );
    const [campaign] = await db.query<{ id: string }>(
      `insert into omni_campaigns (account_id, title, status, initial_date, final_date) values ($1, 'Bench', 'FINISHED', '2026-03-05', '2026-03-10') returning id`,
      [accountId],
    );
    await time(`ledger (${consumers} rows)`, () =>
      db.query(
        `insert into campaign_deliveries (account_id, campaign_id, slot, document_no, channel, status, provider_id, sent_at, credits, price_cents)
         select $1, $2, 's', lpad(n::text, 11, '0'), 'sms', case when n % 20 = 0 then 'HOLDOUT' else 'SENT' end,
                case when n % 20 = 0 then null else 'outbox:' || n end, case when n % 20 = 0 then null else timestamptz '2026-03-05 12:00:00+00' end,
                case when n % 20 = 0 then 0 else 1 end, case when n % 20 = 0 then 0 else 100 end
           from generate_series(1, $3) n`,
        [accountId, campaign.id, consumers],
      ),
    );
    // tickets of the consumers between 25/02 and 12/03 and as many of other people
    await time(`tickets (${consumers * TICKETS_PER_CONSUMER * 2})`, () =>
      ch.command(
        `INSERT INTO tickets (account_id, ticket_id, unit_id_erp, document_no, created_at, local_date, local_hour, channel, total, discount, items)
         SELECT {account:UUID}, toString(number), toString(number % 20), if(number % 2 = 0, leftPad(toString(intDiv(number, 2) % {consumers:UInt64} + 1), 11, '0'), leftPad(toString(50000000 + number), 11, '0')),
                toDateTime64('2026-02-25 11:00:00', 3, 'UTC') + toIntervalSecond((number * 7919) % (16 * 86400)) AS at, toDate(at - toIntervalHour(3)), toHour(at - toIntervalHour(3)),
                'store', toDecimal64(10 + (number % 9000) / 100, 2), 0, 3
           FROM numbers({n:UInt64})`,
        { account: accountId, consumers, n: consumers * TICKETS_PER_CONSUMER * 2 },
      ),
    );
    const stores = { db, ch };
    const filter = { units: [], includeEcommerce: true, onlyEcommerce: false };
    const row = { id: campaign.id, account_id: accountId, final_date: '2026-03-10' };
    const steps = (label: string) => {
      const parts: string[] = [];
      return {
        onStep: (step: string, ms: number) => parts.push(`${step} ${Math.round(ms)} ms`),
        print: () => console.log(`  ${label}: ${parts.join(', ')}`),
      };
    };
    const first = steps('PG ledger read → measured set written to CH → the four JOINs → figures composed in Node');
    const cold = await time(`measure ${RECIPIENTS} recipients (cold)`, () => measureCampaign(stores, row, filter, first.onStep));
    first.print();
    console.log(`  recipients ${cold.metrics.recipients}, clients ${cold.metrics.clients}, tickets ${cold.metrics.tickets}, revenue R$ ${cold.metrics.revenue}, control ${cold.metrics.holdout?.control}`);
    const again = steps('PG ledger read → measured set found (not written) → the four JOINs → figures composed in Node');
    await time(`measure again (cold, the measured set already stored)`, () => measureCampaign(stores, row, filter, again.onStep));
    again.print();
    const service = new CampaignResultsService(stores);
    await time('service, first request', () => service.results(accountId, campaign.id, filter));
    await time('service, cached request', () => service.results(accountId, campaign.id, filter));
  } finally {
    await db.close();
    await ch.close();
    fs.rmSync(dir, { recursive: true, force: true });
    await admin.query(`drop database ${database} with (force)`);
    await admin.end();
  }
}

void main();
