/**
 * `npm run bench:coupons`: the till's coupon API (issue 12's targets) through the real server —
 * HTTP, the integration token, validation rules and the operational store.
 *
 * On a test server (PGlite; PostgreSQL when BENCH_DATABASE_URL is set) with a unique-code coupon of
 * BENCH_COUPON_CODES (default 5 000) codes restricted to a product group and a minimum purchase:
 * 1. BENCH_SEQUENTIAL (default 1 000) validations one after another — p50 / p95 / p99 (target p95 ≤ 50 ms);
 * 2. 500 concurrent validations of distinct codes — errors (target 0), valid answers, wall time, p95;
 * 3. 10 concurrent consumptions of a single-use shared code — how many succeed (target exactly 1).
 * Prints the figures; asserts nothing (benchmarks report, tests assert).
 */
import { DEMO_ACCOUNT_IDS } from '../server/seed/demo';
import { signedIn, startTestServer } from '../server/testing/harness';
import { randomCode, UNIQUE_CODE_LENGTH } from '../server/modules/benefits';

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const CODES = Number(process.env.BENCH_COUPON_CODES || 5000);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL || 1000);
const CONCURRENT = 500;
const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;

/** Records as the numbered NDJSON lines ingestion reads. */
async function* linesOf(records: readonly unknown[]) {
  let number = 0;
  for (const record of records) yield { number: ++number, text: JSON.stringify(record) };
}

function cpf(n: number): string {
  const digits = String(100_000_000 + n).slice(-9).split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const server = await startTestServer();
  try {
    const gerente = await signedIn(server, 'gerente@bompreco.com.br');
    const token = (await gerente.gql('mutation { createIntegrationToken(input: { name: "PDV bench" }) { token } }')).data!.createIntegrationToken.token as string;
    const db = server.stores.pg;
    await server.services.ingest.ingestLines(ACCOUNT, 'products', linesOf([{ sku: 'BENCH-CAFE', name: 'Café bench', eans: ['7890000000017'] }, { sku: 'BENCH-ARROZ', name: 'Arroz bench' }]), 'cli');
    const [group] = await db.query<{ id: string }>(`insert into product_groups (account_id, name, skus) values ($1, 'Bench', '{BENCH-CAFE}') returning id`, [ACCOUNT]);
    const [benefit] = await db.query<{ id: string }>(
      `insert into benefits (account_id, title, status, code_mode, discount_type, value, minimum_value, product_groups, start_date, expires_at, limit_use)
       values ($1, 'Bench único', 'ACTIVE', 'UNIQUE', 'PERCENTAGE', 10, 3000, $2::uuid[], now() - interval '1 day', now() + interval '30 days', 1) returning id`,
      [ACCOUNT, [group.id]],
    );
    const codes: { code: string; document: string }[] = [];
    for (let i = 0; i < CODES; i += 1) codes.push({ code: randomCode(UNIQUE_CODE_LENGTH), document: cpf(i + 1) });
    for (let i = 0; i < codes.length; i += 1000) {
      const slice = codes.slice(i, i + 1000);
      await db.query(`insert into benefit_coupons (account_id, benefit_id, code, document_no) select $1, $2, unnest($3::text[]), unnest($4::text[])`, [
        ACCOUNT,
        benefit.id,
        slice.map((c) => c.code),
        slice.map((c) => c.document),
      ]);
    }
    const post = async (path: string, body: unknown) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/pos/coupons/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      const json = (await response.json()) as { valid?: boolean; consumed?: boolean };
      return { status: response.status, json, ms: performance.now() - started };
    };
    const basket = (c: { code: string; document: string }) => ({
      code: c.code,
      document_no: c.document,
      unit_id_erp: '1',
      items: [{ sku: 'BENCH-CAFE', quantity: 2, unit_price: 15.9 }, { ean: '7890000000017', quantity: 1, unit_price: 15.9 }, { sku: 'BENCH-ARROZ', quantity: 1, unit_price: 27.5 }],
      total: 75.2,
    });
    // warm-up
    for (let i = 0; i < 20; i += 1) await post('validate', basket(codes[i]));

    const times: number[] = [];
    let sequentialValid = 0;
    for (let i = 0; i < SEQUENTIAL; i += 1) {
      const answer = await post('validate', basket(codes[i % codes.length]));
      times.push(answer.ms);
      if (answer.json.valid) sequentialValid += 1;
    }
    times.sort((a, b) => a - b);
    console.log(`store: ${server.stores.pg.kind}; codes: ${CODES}`);
    console.log(`sequential validate × ${SEQUENTIAL}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}, valid ${sequentialValid}/${SEQUENTIAL} (target p95 ≤ 50 ms)`);

    const distinct = codes.slice(codes.length - CONCURRENT);
    const started = performance.now();
    const answers = await Promise.all(distinct.map((c) => post('validate', basket(c)).catch((error: Error) => ({ status: 0, json: {} as { valid?: boolean }, ms: 0, error }))));
    const wall = performance.now() - started;
    const errors = answers.filter((a) => a.status !== 200).length;
    const valid = answers.filter((a) => a.json.valid).length;
    const concurrent = answers.map((a) => a.ms).sort((a, b) => a - b);
    console.log(`${CONCURRENT} concurrent validations of distinct codes: errors ${errors}, valid ${valid}/${CONCURRENT}, wall ${ms(wall)}, p95 ${ms(percentile(concurrent, 95))} (target 0 errors)`);

    await db.query(
      `insert into benefits (account_id, title, status, code_mode, code, discount_type, value, start_date, expires_at, limit_use, total_limit)
       values ($1, 'Bench último uso', 'ACTIVE', 'SHARED', 'ULTMUS22', 'VALUE', 500, now() - interval '1 day', now() + interval '1 day', 1, 1)`,
      [ACCOUNT],
    );
    const race = await Promise.all(codes.slice(0, 10).map((c, i) => post('consume', { ...basket({ code: 'ULTMUS22', document: c.document }), ticket_id: `BENCH-RACE-${i}` })));
    console.log(`10 concurrent consumptions of a single-use code: ${race.filter((r) => r.json.consumed).length} succeeded (target exactly 1)`);
  } finally {
    await server.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
