/**
 * p50/p95 of the customer analytics pages' service queries (perfil demográfico, retenção and its
 * lists, interesses) on synthetic per-consumer aggregates of N consumers (default 1,000,000) written
 * straight into a fresh temp data dir with INSERT … SELECT FROM numbers(): the SQL the pages run, not
 * the GraphQL round trip (bench:pages measures that overhead for the sales pages).
 *
 *   npm run bench:customers -- [--consumers 1000000] [--runs 30] [--keep]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closeStores, openStores, type Stores } from '../server/stores';
import { DEFAULT_RECENCY_CRITERIA } from '../server/modules/accounts';
import { CUSTOMER_AGGREGATES, buildCustomerRollups, customerDemographics, customerInterests, customerRetention, retentionList, type CustomerScope } from '../server/modules/customer-analytics';

const { values } = parseArgs({
  options: { consumers: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '30' }, keep: { type: 'boolean', default: false }, only: { type: 'string', default: '' }, reuse: { type: 'string' }, 'keep-rollups': { type: 'boolean', default: false } },
});
const CONSUMERS = Number(values.consumers);
const RUNS = Number(values.runs);
const ACCOUNT = '10000000-0000-4000-8000-00000000b001';
const RUN = '20000000-0000-4000-8000-00000000b001';
const REFERENCE = '2026-03-31';

/** Synthetic per-consumer aggregates of CONSUMERS consumers, written straight into the store. */
async function seed(ch: Stores['ch']) {
  const params = { account: ACCOUNT, run: RUN, n: CONSUMERS };
  const started = Date.now();
  // a consumer: document 1e10 + number, one of 30 stores, 1 in 20 a company, genders F/M/U, birth dates 1935–2008,
  // one of 20 cities × 10 neighbourhoods; buys in the months k of the last 24 where (number + 7k) % 3 = 0
  // (first month varies with the number), once a month on day 1 + number % 28, ~R$ 80
  await ch.command(
    `INSERT INTO agg_consumer_profiles
     SELECT {account:UUID}, {run:UUID}, toString(10000000000 + number), toDate('2020-01-01') + number % 2000, toString(1 + number % 30),
            if(number % 20 = 0, 'J', 'F'), ['F', 'F', 'M', 'U'][1 + number % 4], toDate32('1935-01-01') + (number * 7919) % 27000,
            concat('Cidade ', toString(number % 20)), concat('Bairro ', toString(intDiv(number, 20) % 10))
       FROM numbers({n:UInt64})`,
    params,
  );
  const purchaseMonths = `arrayFilter(k -> (number + 7 * k) % 3 = 0 AND k >= number % 12, range(24))`;
  await ch.command(
    `INSERT INTO agg_consumer_days (account_id, processing_uuid, local_date, unit_id_erp, document_no, person_type, registration_unit, tickets, revenue)
     SELECT {account:UUID}, {run:UUID}, addMonths(toDate('2024-04-01'), k) + number % 28, toString(1 + (number + k) % 30), toString(10000000000 + number),
            if(number % 20 = 0, 'J', 'F'), toString(1 + number % 30), 1, toDecimal64(40 + (number * 13 + k) % 90, 2)
       FROM numbers({n:UInt64}) ARRAY JOIN ${purchaseMonths} AS k`,
    params,
  );
  await ch.command(
    `INSERT INTO agg_consumer_months
     SELECT {account:UUID}, {run:UUID}, toStartOfMonth(local_date), document_no, any(registration_unit), any(person_type), sum(tickets), sum(revenue)
       FROM agg_consumer_days WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} GROUP BY toStartOfMonth(local_date), document_no`,
    params,
  );
  await ch.command(
    `INSERT INTO agg_consumers (account_id, processing_uuid, document_no, created_date, registration_unit, person_type, first_date, last_date, purchase_days)
     SELECT {account:UUID}, {run:UUID}, document_no, toDate('2020-01-01'), any(registration_unit), any(person_type), min(local_date), max(local_date), arraySort(groupArray(local_date))
       FROM agg_consumer_days WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} GROUP BY document_no`,
    params,
  );
  // the last 12 months' purchases split over 3 of 12 departments × 4 categories
  await ch.command(
    `INSERT INTO agg_consumer_categories
     SELECT {account:UUID}, {run:UUID}, m.month, m.document_no, cityHash64(m.document_no), m.registration_unit, m.person_type, p.gender, p.birth_date,
            concat('Departamento ', toString(d % 12)), concat('Categoria ', toString(d % 12), '.', toString(d % 4)), toDecimal64(m.revenue / 3, 2)
       FROM agg_consumer_months AS m
       INNER JOIN (SELECT document_no, gender, birth_date FROM agg_consumer_profiles WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID}) AS p
          ON m.document_no = p.document_no
      ARRAY JOIN [cityHash64(m.document_no) % 12, (cityHash64(m.document_no) + 5) % 12, (cityHash64(m.document_no, m.month) % 12)] AS d
      WHERE m.account_id = {account:UUID} AND m.processing_uuid = {run:UUID} AND m.month >= toDate('2025-04-01')`,
    params,
  );
  console.log(`dados sintéticos gerados em ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  // --reuse DIR: the data of an earlier run kept with --keep (the rollups are built again)
  const dataDir = values.reuse ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-customers-'));
  const stores = await openStores({ dataDir, databaseUrl: null, clickhouseUrl: null });
  const { ch } = stores;
  if (!values.reuse) await seed(ch);
  const rollupStarted = Date.now();
  if (!values['keep-rollups']) for (const table of CUSTOMER_AGGREGATES.filter((name) => name.startsWith('agg_customer_') || name === 'agg_consumer_purchases' || name === 'agg_consumer_birth_categories')) {
    await ch.command(`DELETE FROM ${table} WHERE account_id = {account:UUID}`, { account: ACCOUNT });
  }
  // each statement of the build timed: the processing time the rollups add
  const timed: typeof ch = {
    ...ch,
    async command(sql, params) {
      const t0 = Date.now();
      await ch.command(sql, params);
      console.log(`  ${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s  ${sql.trim().split('\n')[0].slice(0, 60)}`);
    },
  };
  if (!values['keep-rollups']) await buildCustomerRollups(timed, ACCOUNT, RUN);
  console.log(`rollups do processamento: ${((Date.now() - rollupStarted) / 1000).toFixed(1)} s`);

  const [counts] = await ch.query<Record<string, string>>(
    `SELECT (SELECT count() FROM agg_consumer_profiles) AS profiles, (SELECT count() FROM agg_consumer_days) AS days,
            (SELECT count() FROM agg_consumer_months) AS months, (SELECT count() FROM agg_consumer_categories) AS categories,
            (SELECT count() FROM agg_customer_cohorts) AS cohort_rollup, (SELECT count() FROM agg_customer_demographics) AS demographic_rollup,
            (SELECT count() FROM agg_customer_interests) AS interest_rollup`,
  );
  console.log(`dados sintéticos: ${JSON.stringify(counts)}`);

  const scope: CustomerScope = { accountId: ACCOUNT, run: RUN, start: '2025-04-01', end: REFERENCE, units: null, personType: null };
  const month: CustomerScope = { ...scope, start: '2026-03-01' };
  const cases: [string, () => Promise<unknown>][] = [
    ['perfil-demografico (12 meses)', () => customerDemographics(ch, scope)],
    ['perfil-demografico (12 meses até o dia 20)', () => customerDemographics(ch, { ...scope, end: '2026-03-20' })],
    ['perfil-demografico (30 dias)', () => customerDemographics(ch, { ...scope, start: '2026-03-02', end: '2026-03-31' })],
    ['perfil-demografico (1 mês, 3 lojas)', () => customerDemographics(ch, { ...month, units: ['1', '2', '3'] })],
    ['retencao: coortes', () => customerRetention(ch, scope)],
    ['retencao: ativos, 1ª página', () => retentionList(ch, scope, DEFAULT_RECENCY_CRITERIA, 'ACTIVE', { offset: 0, limit: 21 })],
    ['retencao: inativos, 1ª página', () => retentionList(ch, scope, DEFAULT_RECENCY_CRITERIA, 'INACTIVE', { offset: 0, limit: 21 })],
    ['interesses por gênero', () => customerInterests(ch, scope, 'GENDER', null)],
    ['interesses por idade', () => customerInterests(ch, scope, 'AGE', null)],
    // the rollup's ages are at the run's last purchase day (here 2026-03-28): a period ending there reads no correction
    ['interesses por idade (até o último dia de compras)', () => customerInterests(ch, { ...scope, end: '2026-03-28' }, 'AGE', null)],
    ['interesses: categorias de um departamento', () => customerInterests(ch, scope, 'GENDER', 'Departamento 3')],
  ];
  for (const [name, run] of cases) {
    if (values.only && !name.includes(values.only)) continue;
    await run(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
    console.log(`${name.padEnd(44)} p50 ${at(0.5).toFixed(0).padStart(5)} ms   p95 ${at(0.95).toFixed(0).padStart(5)} ms`);
  }
  console.log(`carga da máquina: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} núcleos)`);
  await closeStores(stores);
  if (!values.keep) fs.rmSync(dataDir, { recursive: true, force: true });
  else console.log(`dados mantidos em ${dataDir}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
