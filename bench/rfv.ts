/**
 * `npm run bench:rfv -- [--consumers 1000000] [--runs 3]`: an RFV analysis over a large chain and its
 * migration matrix (issue 8 targets: analysis ≤ 10 s over 1M consumers, matrix ≤ 2 s).
 *
 * Synthetic rows go straight into a temporary chDB data dir (no ingestion, no processing): N
 * registered consumers in dim_consumers, ~75 % of them buyers with a few purchase days each over two
 * years in agg_consumer_days (the per-consumer aggregate processing writes). The bench then computes
 * two periods with the module's own SQL (computeRfvPeriod: scores, clusters, opt-ins) and times each,
 * then the migration matrix between them (rfvMigrations).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { computeRfvPeriod, rfvMigrations, twelveMonthsEndingOn } from '../server/modules/customer-rfv';
import { closeStores, openStores } from '../server/stores';

const { values } = parseArgs({ options: { consumers: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '3' } } });
const CONSUMERS = Number(values.consumers);
const RUNS = Number(values.runs);
const ACCOUNT = '10000000-0000-4000-8000-000000009999';
const RUN = crypto.randomUUID();
const REF_B = '2026-10-31';
const REF_A = '2026-07-31';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rfv-'));
  const stores = await openStores({ dataDir: dir, databaseUrl: null, clickhouseUrl: null } as never);
  const { ch } = stores;
  try {
    let started = Date.now();
    // registered over three years before the reference date; opt-ins by hash
    await ch.command(
      `INSERT INTO dim_consumers (account_id, document_no, person_type, gender, birth_date, created_date, unit_id_erp, city_name, neighborhood,
                                  opt_in_sms, opt_in_email, opt_in_whatsapp, opt_in_push, updated_at)
       SELECT {account:UUID}, leftPad(toString(number), 11, '0'), 'F', 'U', NULL, toDate('2023-11-01') + (number % 1090), toString(number % 40), '', '',
              cityHash64(number) % 2, cityHash64(number, 1) % 3 = 0, cityHash64(number, 2) % 4 = 0, cityHash64(number, 3) % 5 = 0, now64(3)
         FROM numbers({n:UInt64})`,
      { account: ACCOUNT, n: CONSUMERS },
    );
    // 3 of 4 consumers buy; each buyer 1–24 days of purchases over the two years up to the reference date
    await ch.command(
      `INSERT INTO agg_consumer_days (account_id, processing_uuid, local_date, unit_id_erp, document_no, person_type, registration_unit, tickets, revenue)
       SELECT {account:UUID}, {run:UUID}, toDate({ref:String}) - (cityHash64(c, k) % 730), toString(c % 40), leftPad(toString(c), 11, '0'), 'F', toString(c % 40),
              1 + cityHash64(c, k, 1) % 2, toDecimal64(10 + (cityHash64(c, k, 2) % 40000) / 100, 2)
         FROM (SELECT number AS c, arrayJoin(range(1 + cityHash64(number, 9) % 24)) AS k FROM numbers({n:UInt64}) WHERE number % 4 != 0)`,
      { account: ACCOUNT, run: RUN, ref: REF_B, n: CONSUMERS },
    );
    const [{ rows }] = await ch.query<{ rows: string }>(`SELECT count() AS rows FROM agg_consumer_days WHERE account_id = {account:UUID}`, { account: ACCOUNT });
    console.log(`dados: ${CONSUMERS} consumidores, ${rows} linhas consumidor×dia (${Date.now() - started} ms para gerar)`);

    const analysisId = crypto.randomUUID();
    const periods = { a: crypto.randomUUID(), b: crypto.randomUUID() };
    const computeTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      for (const [periodId, ref] of [[periods.a, REF_A], [periods.b, REF_B]] as const) {
        started = Date.now();
        await computeRfvPeriod(ch, { accountId: ACCOUNT, analysisId, periodId, run: RUN, window: twelveMonthsEndingOn(ref), filters: {} });
        computeTimes.push(Date.now() - started);
      }
    }
    const [{ scored }] = await ch.query<{ scored: string }>(
      `SELECT count() AS scored FROM rfv_scores WHERE account_id = {account:UUID} AND period_id = {p:UUID}`,
      { account: ACCOUNT, p: periods.b },
    );
    const matrixTimes: number[] = [];
    let cells = 0;
    for (let run = 0; run < RUNS; run++) {
      started = Date.now();
      const matrix = await rfvMigrations(ch, { accountId: ACCOUNT, analysisId, periodId: periods.a }, { accountId: ACCOUNT, analysisId, periodId: periods.b });
      matrixTimes.push(Date.now() - started);
      cells = matrix.reduce((sum, cell) => sum + cell.clients, 0);
    }
    console.log(`análise RFV (um período, ${scored} consumidores classificados): mediana ${median(computeTimes)} ms, máx ${Math.max(...computeTimes)} ms (meta ≤ 10000 ms)`);
    console.log(`matriz de migração (${cells} consumidores): mediana ${median(matrixTimes)} ms, máx ${Math.max(...matrixTimes)} ms (meta ≤ 2000 ms)`);
    console.log(`carga da máquina: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  } finally {
    await closeStores(stores);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
