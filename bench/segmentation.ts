/**
 * Segmentation (issue 10 targets): p95 of evaluate_segment for 3 groups / 8 criteria mixing
 * demographic, windowed purchase, RFV and opt-in criteria, and for one demographic criterion;
 * count_with_rfv; clients_coordinates for 250 000 points; a burst of 10 edits in 2 s through the
 * evaluation lanes; and the ratio against the naive plan (the same definition over raw tickets and
 * items) — on N synthetic consumers (default 1,000,000) written straight into a temp data dir.
 *
 *   npm run bench:segmentation -- [--consumers 1000000] [--items 4] [--runs 20] [--keep] [--data-dir <dir kept by --keep>]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closeStores, openStores } from '../server/stores';
import { DEFAULT_RECENCY_CRITERIA } from '../server/modules/accounts';
import { countSegment, countSegmentWithRfv, definitionMembers, EvaluationLanes, parseDefinition, segmentCoordinates, type EvaluationScope } from '../server/modules/segmentation';

const { values } = parseArgs({
  options: { consumers: { type: 'string', default: '1000000' }, items: { type: 'string', default: '4' }, 'data-dir': { type: 'string' }, runs: { type: 'string', default: '20' }, keep: { type: 'boolean', default: false } },
});
const CONSUMERS = Number(values.consumers);
const RUNS = Number(values.runs);
const ACCOUNT = '10000000-0000-4000-8000-00000000c001';
const RUN = '20000000-0000-4000-8000-00000000c001';
const ANALYSIS = '30000000-0000-4000-8000-00000000c001';
const PERIOD = '40000000-0000-4000-8000-00000000c001';
const TODAY = '2026-03-31';
/** item lines per ticket (the naive plan reads them all; a real basket has more) */
const ITEMS = Number(values.items);

const MIXED = {
  groups: [
    { operator: 'AND', criteria: [{ key: 'gender', values: ['F'] }, { key: 'age', min: 25, max: 34 }, { key: 'purchased', department: ['Departamento 3'], last_days: 90 }] },
    { operator: 'AND', criteria: [{ key: 'rfv_cluster', values: ['champions'] }, { key: 'channel_opt_in', channel: 'whatsapp' }] },
    { operator: 'AND', criteria: [{ key: 'city', values: ['Cidade 4'] }, { key: 'total_spent', min: 200, last_days: 365 }, { key: 'activity_status', values: ['actives'] }] },
  ],
  operator: 'OR',
};
const DEMOGRAPHIC = { groups: [{ operator: 'AND', criteria: [{ key: 'gender', values: ['F'] }] }], operator: 'OR' };

/** The same MIXED definition over raw facts: tickets, items, products and the registration mirror. */
const NAIVE = `
SELECT count() FROM dim_consumers AS c FINAL
 WHERE c.account_id = {account:UUID} AND c.created_date <= toDate('${TODAY}') AND (
   (c.gender = 'F' AND c.birth_date IS NOT NULL AND (2026 - toYear(c.birth_date) - if(toMonth(c.birth_date) * 100 + toDayOfMonth(c.birth_date) > 331, 1, 0)) BETWEEN 25 AND 34
    AND c.document_no IN (SELECT i.document_no FROM ticket_items AS i INNER JOIN dim_products AS p ON i.sku = p.sku
                           WHERE i.account_id = {account:UUID} AND p.department = 'Departamento 3' AND i.local_date > toDate('${TODAY}') - 90 GROUP BY i.document_no HAVING sum(i.quantity) > 0))
   OR (c.document_no IN (SELECT document_no FROM rfv_scores WHERE account_id = {account:UUID} AND period_id = '${PERIOD}' AND cluster = 'champions') AND c.opt_in_whatsapp = 1 AND c.mobile_valid = 1)
   OR (lowerUTF8(c.city_name) = 'cidade 4'
       AND c.document_no IN (SELECT document_no FROM tickets WHERE account_id = {account:UUID} AND local_date > toDate('${TODAY}') - 365 GROUP BY document_no HAVING sum(total) >= 200)
       AND c.document_no IN (SELECT document_no FROM tickets WHERE account_id = {account:UUID} AND local_date <= toDate('${TODAY}') GROUP BY document_no HAVING max(local_date) > toDate('${TODAY}') - 60)))`;

const p = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
async function measure(name: string, runs: number, fn: () => Promise<unknown>) {
  const times: number[] = [];
  let result: unknown;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    result = await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${name}: p50 ${p(times, 0.5).toFixed(0)} ms, p95 ${p(times, 0.95).toFixed(0)} ms (${runs} execuções) → ${JSON.stringify(result).slice(0, 120)}`);
  return p(times, 0.95);
}

async function main() {
  const reuse = values['data-dir'];
  const dataDir = reuse ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-segmentation-'));
  const stores = await openStores({ dataDir, databaseUrl: null, clickhouseUrl: null });
  const { ch } = stores;
  const params = { account: ACCOUNT, run: RUN, n: CONSUMERS };
  const started = Date.now();
  if (!reuse) await build(stores, params);
  const [counts] = await ch.query<Record<string, string>>(
    `SELECT (SELECT count() FROM agg_segment_consumers) AS consumers, (SELECT count() FROM tickets) AS tickets, (SELECT count() FROM ticket_items) AS items,
            (SELECT count() FROM agg_consumer_days) AS consumer_days, (SELECT count() FROM agg_consumer_day_products) AS day_products`,
  );
  console.log(`dados sintéticos${reuse ? ` (reusados de ${reuse})` : ''}: ${JSON.stringify(counts)} em ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await run(stores, params);
  await closeStores(stores);
  if (!values.keep && !reuse) fs.rmSync(dataDir, { recursive: true, force: true });
  else console.log(`dados mantidos em ${dataDir}`);
}

async function build(stores: Awaited<ReturnType<typeof openStores>>, params: { account: string; run: string; n: number }) {
  const { ch } = stores;
  // a consumer buys in the months k of the last 24 where (number + 7k) % 3 = 0, on day 1 + number % 28
  const months = `arrayFilter(k -> (number + 7 * k) % 3 = 0 AND k >= number % 12, range(24))`;
  const doc = 'toString(10000000000 + number)';
  await ch.command(
    `INSERT INTO tickets (account_id, ticket_id, unit_id_erp, operator_id, operator_name, document_no, created_at, local_date, local_hour, channel, total, discount, items, batch_id)
     SELECT {account:UUID}, concat(toString(number), '-', toString(k)), toString(1 + (number + k) % 30), '1', 'Op', ${doc}, now64(), addMonths(toDate('2024-04-01'), k) + number % 28, 10, 'store',
            toDecimal64(40 + (number * 13 + k) % 90, 2), 0, 1, generateUUIDv4()
       FROM numbers({n:UInt64}) ARRAY JOIN ${months} AS k`,
    params,
  );
  await ch.command(
    `INSERT INTO ticket_items (account_id, ticket_id, local_date, unit_id_erp, document_no, line, sku, ean, quantity, unit_price, discount, total, is_weightable, batch_id)
     SELECT account_id, ticket_id, local_date, unit_id_erp, document_no, line, toString(cityHash64(ticket_id, line) % 120), '', 1, total / ${ITEMS}, 0, total / ${ITEMS}, 0, batch_id
       FROM tickets ARRAY JOIN range(1, ${ITEMS + 1}) AS line WHERE account_id = {account:UUID}`,
    params,
  );
  await ch.command(
    `INSERT INTO dim_products (account_id, sku, name, department, category, subcategory, brand, measure, is_weightable, updated_at)
     SELECT {account:UUID}, toString(number), concat('Produto ', toString(number)), concat('Departamento ', toString(number % 12)), concat('Categoria ', toString(number % 48)), '', '', 'un', 0, now64()
       FROM numbers(120)`,
    params,
  );
  await ch.command(
    `INSERT INTO dim_consumers (account_id, document_no, person_type, gender, birth_date, created_date, unit_id_erp, city_name, neighborhood,
                                opt_in_sms, opt_in_email, opt_in_whatsapp, opt_in_push, updated_at, latitude, longitude, federative_unit, email_valid, mobile_valid)
     SELECT {account:UUID}, ${doc}, if(number % 20 = 0, 'J', 'F'), ['F', 'F', 'M', 'U'][1 + number % 4], toDate32('1950-01-01') + (number * 7919) % 20000,
            toDate('2020-01-01') + number % 2000, toString(1 + number % 30), concat('Cidade ', toString(number % 20)), concat('Bairro ', toString((number / 20) % 10)),
            number % 2, number % 3 != 0, number % 4 != 3, number % 5 = 0, now64(), -12.9 - (number % 1000) / 5000, -38.4 - (number % 997) / 5000, 'BA', 1, number % 7 != 0
       FROM numbers({n:UInt64})`,
    params,
  );
  await ch.command(
    `INSERT INTO agg_consumer_days (account_id, processing_uuid, local_date, unit_id_erp, document_no, person_type, registration_unit, tickets, revenue)
     SELECT {account:UUID}, {run:UUID}, local_date, unit_id_erp, document_no, 'F', '1', count(), sum(total) FROM tickets WHERE account_id = {account:UUID}
      GROUP BY local_date, unit_id_erp, document_no`,
    params,
  );
  await ch.command(
    `INSERT INTO agg_consumers (account_id, processing_uuid, document_no, created_date, registration_unit, person_type, first_date, last_date)
     SELECT {account:UUID}, {run:UUID}, document_no, toDate('2020-01-01'), '1', 'F', min(local_date), max(local_date)
       FROM agg_consumer_days WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} GROUP BY document_no`,
    params,
  );
  await ch.command(
    `INSERT INTO rfv_scores (account_id, analysis_id, period_id, document_no, cluster, r, f, v, recency_days, tickets, revenue, last_date, created_date, opt_in_sms, opt_in_email, opt_in_whatsapp, opt_in_push)
     SELECT {account:UUID}, '${ANALYSIS}', '${PERIOD}', ${doc}, ['champions', 'loyals', 'promising', 'atRisk', 'lowValue', 'losses', 'neverBought'][1 + cityHash64(number) % 7], 1, 1, 1, 1, 1, 1, NULL, today(), 0, 0, 0, 0
       FROM numbers({n:UInt64})`,
    params,
  );
  await ch.command(`INSERT INTO rfv_current_periods VALUES ({account:UUID}, '${ANALYSIS}', '${PERIOD}', 1, now64())`, params);
  // what processing builds for segmentation (aggregates.ts), from the facts above
  const { buildSegmentAggregates } = await import('../server/modules/segmentation');
  await buildSegmentAggregates(stores.pg, ch, ACCOUNT, RUN);
}

async function run(stores: Awaited<ReturnType<typeof openStores>>, params: { account: string; run: string; n: number }) {
  const { ch } = stores;
  const scope: EvaluationScope = { accountId: ACCOUNT, run: RUN, today: TODAY, criteria: DEFAULT_RECENCY_CRITERIA, seed: 'bench' };
  const mixed = parseDefinition(MIXED);
  const demographic = parseDefinition(DEMOGRAPHIC);
  const mixedP95 = await measure('evaluate_segment 3 grupos / 8 critérios (alvo ≤ 300 ms)', RUNS, () => countSegment(ch, mixed, scope));
  await measure('evaluate_segment 1 critério demográfico (alvo ≤ 100 ms)', RUNS, () => countSegment(ch, demographic, scope));
  await measure('count_with_rfv 3 grupos / 8 critérios (alvo ≤ 500 ms)', RUNS, () => countSegmentWithRfv(ch, mixed, scope));
  await measure('clients_coordinates 250 000 pontos (alvo ≤ 1 s)', Math.max(3, Math.floor(RUNS / 4)), async () => {
    const points = await segmentCoordinates(ch, definitionMembers(demographic, scope, ['document_no', 'latitude', 'longitude']), false, 250_000);
    return { total: points.total, sent: points.latitudes.length };
  });
  const naiveP95 = await measure('plano ingênuo (mesma definição sobre tickets/itens)', Math.max(3, Math.floor(RUNS / 4)), async () => (await ch.query(NAIVE, params))[0]);
  console.log(`razão plano ingênuo ÷ compilado (p95): ${(naiveP95 / mixedP95).toFixed(1)}×`);

  // a burst: 10 edits in 2 s from one user, each the mixed definition
  const lanes = new EvaluationLanes(ch);
  const burst: Promise<unknown>[] = [];
  for (let edit = 0; edit < 10; edit++) {
    burst.push(lanes.run('bench-user', (options) => countSegment(ch, mixed, scope, options)).catch(() => 'cancelada'));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const answers = await Promise.all(burst);
  console.log(`rajada de 10 edições em 2 s: ${lanes.completed} avaliações até o fim (alvo ≤ 2); respostas: ${JSON.stringify(answers)}`);
  console.log(`carga: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')} (${os.cpus().length} núcleos)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
