/**
 * `npm run bench:map -- --data-dir DIR [--runs 10] [--detail-runs 50] [--no-browser]`: the customer map (issue 8
 * target: 250 000 points delivered and drawn in ≤ 2 s, panning at 60 fps on a 1440×900 screen), on a
 * data directory made with `npm run seed:sales -- --size large --data-dir DIR` (≥ 1M consumers).
 *
 * Prints, over `--runs` rounds signed in as the chain's manager:
 * - the page query (`CustomerMapPageQuery`, default address) p50/p95;
 * - the points route (binary, as many points as the filters hold up to 250 000) p50/p95 and its size;
 * - in Chromium (the system's, /usr/bin/chromium; WebGL in software — SwiftShader — on a machine
 *   without a GPU, which is far slower than any staff laptop's GPU): from navigation to the points
 *   drawn (the map's `data-points-drawn`), and the frames per second while dragging the map for 3 s.
 * Run it on a quiet machine; the figures say what the load was (`os.loadavg`).
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { readConfig } from '../server/config';
import { DEMO_ACCOUNT_IDS } from '../server/seed/demo';
import { startServer } from '../server/start';
import { TestClient } from '../server/testing/harness';
import { buildBestCustomerAggregates } from '../server/modules/customers';
import type { NumberedLine } from '../server/modules/ingestion';
import { defaultPeriod } from '../src/shared/lib/sales-filters';
import CustomerMap from '../src/pages/customer-map/api/__generated__/CustomerMapPageQuery.graphql';
import BestCustomers from '../src/pages/customer-best/api/__generated__/BestCustomersPageQuery.graphql';
import CustomerDetails from '../src/pages/customer-details/api/__generated__/CustomerDetailsPageQuery.graphql';

const MANAGER = 'gerente@bompreco.com.br';

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}
const ms = (value: number) => `${value.toFixed(0)} ms`;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))} · p95 ${ms(percentile(sorted, 95))}`;
};

async function main() {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, runs: { type: 'string', default: '10' }, 'no-browser': { type: 'boolean', default: false }, 'recent-tickets': { type: 'string', default: '0' }, 'detail-runs': { type: 'string' } } });
  const dataDir = values['data-dir'];
  if (!dataDir || !fs.existsSync(dataDir)) throw new Error('Informe --data-dir com uma base gerada por `npm run seed:sales -- --size large --data-dir DIR`.');
  const runs = Math.max(3, Number(values.runs));
  const config = readConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO_SALES_SIZE: 'none',
    SESSION_SECRET: 'bench',
    SKIP_BUILD: '1',
    DATABASE_URL: '',
    CLICKHOUSE_URL: '',
    PROCESSING_DEBOUNCE_MS: '3600000',
  });
  config.port = 0;
  const server = await startServer(config);
  const accountId = DEMO_ACCOUNT_IDS.bompreco;
  try {
    const ch = server.stores.ch;
    // places arrive with processing (CH migrations 008/009): a directory processed before them gets one run
    const [{ located }] = await ch.query<{ located: string }>(
      'SELECT count() AS located FROM agg_consumers WHERE account_id = {a:UUID} AND latitude IS NOT NULL',
      { a: accountId },
    );
    // the map's summary reads processing's per-consumer purchases (CH 012): a directory processed before it gets one run
    const [{ rows }] = await ch.query<{ rows: string }>('SELECT count() AS rows FROM agg_consumer_purchases WHERE account_id = {a:UUID}', { a: accountId });
    if (Number(located) === 0 || Number(rows) === 0 || !(await server.services.processing.current(accountId))) {
      const started = Date.now();
      await server.services.processing.run(accountId);
      console.log(`(processamento para espelhar as posições e agregados do CH 012: ${ms(Date.now() - started)})`);
    }
    // the best customers' stored default period (CH 018): a directory processed before it gets its rows once
    const stamp = (await server.services.processing.current(accountId))!;
    const [{ stored }] = await ch.query<{ stored: string }>('SELECT count() AS stored FROM agg_best_customers_top WHERE account_id = {a:UUID} AND processing_uuid = {r:UUID}', {
      a: accountId,
      r: stamp.processing_uuid,
    });
    if (Number(stored) === 0) {
      const started = Date.now();
      await buildBestCustomerAggregates(ch, accountId, stamp.processing_uuid);
      console.log(`(melhores clientes do período padrão guardados, CH 018: ${ms(Date.now() - started)})`);
    }
    // --recent-tickets N: a directory without loyalty purchases in the default period (generated long
    // ago, or its consumers registered after its tickets) gets N loyalty tickets of its own registered
    // consumers on days of that period (after each one's registration), then one processing run, so
    // the best customers and the details have figures. Written once into DIR (next runs find them).
    const recent = Number(values['recent-tickets']);
    if (recent > 0) {
      const period = defaultPeriod({ lastMonths: 12 });
      const [{ inPeriod }] = await ch.query<{ inPeriod: string }>(
        'SELECT count() AS inPeriod FROM agg_consumer_days WHERE account_id = {a:UUID} AND local_date BETWEEN toDate({s:String}) AND toDate({e:String})',
        { a: accountId, s: period.start, e: period.end },
      );
      if (Number(inPeriod) === 0) await addRecentTickets(server, accountId, period, recent);
    }
    const [{ consumers }] = await ch.query<{ consumers: string }>('SELECT count() AS consumers FROM dim_consumers FINAL WHERE account_id = {a:UUID}', { a: accountId });
    console.log(`bench:map — bompreco, ${Number(consumers).toLocaleString('pt-BR')} clientes, ${os.cpus().length} núcleos, carga ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);

    const client = new TestClient(server.url);
    await client.login(MANAGER);
    // The pages' default period is the 12 months up to yesterday. A directory generated long ago (or
    // whose generation was stopped early) has no loyalty purchase in it, and the best customers and
    // their details would be empty: those pages are then measured on the 12 months up to the data's
    // last loyalty purchase day, as if the pages were opened the day after it (the map on both).
    const [{ last }] = await ch.query<{ last: string }>(
      'SELECT toString(max(local_date)) AS last FROM agg_consumer_days WHERE account_id = {a:UUID}',
      { a: accountId },
    );
    const byDefault = defaultPeriod({ lastMonths: 12 });
    const dataNow = new Date(Date.parse(`${last}T12:00:00Z`) + 86_400_000);
    const dataPeriod = last < byDefault.start ? defaultPeriod({ lastMonths: 12 }, dataNow) : byDefault;
    if (dataPeriod !== byDefault) console.log(`sem compras de fidelidade no período padrão (${byDefault.start} a ${byDefault.end}): a última é de ${last}; melhores clientes e detalhes medidos em ${dataPeriod.start} a ${dataPeriod.end}`);
    const text = CustomerMap.params.text as string;
    let pointsPath = '';
    for (const [label, period] of dataPeriod === byDefault ? [['', byDefault]] as const : ([['período padrão', byDefault], ['período dos dados', dataPeriod]] as const)) {
      const filter = { ...period, units: null, statuses: null };
      const queryTimes: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const result = await client.gql<{ customerMap: { pointsPath: string; located: number } }>(text, { filter });
        queryTimes.push(performance.now() - started);
        if (result.errors) throw new Error(JSON.stringify(result.errors));
        pointsPath ||= result.data!.customerMap.pointsPath;
      }
      console.log(`consulta da página (CustomerMapPageQuery${label ? `, ${label}` : ''})   ${summary(queryTimes)}`);
    }

    // the best customers page (its one query) and the detail page of its customers
    const bestFilter = { ...dataPeriod, units: null, loyalty: 'LOYALTY' };
    const bestTimes: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const result = await client.gql(BestCustomers.params.text as string, { filter: bestFilter });
      bestTimes.push(performance.now() - started);
      if (result.errors) throw new Error(JSON.stringify(result.errors));
    }
    console.log(`melhores clientes (BestCustomersPageQuery)  ${summary(bestTimes)}`);
    const ranking = await client.gql<{ bestCustomers: { edges: { node: { customer: { id: string } } }[] } }>(
      `query($filter: SalesFilter!) { bestCustomers(filter: $filter, first: 50) { edges { node { customer { id } } } } }`,
      { filter: bestFilter },
    );
    if (ranking.errors) throw new Error(JSON.stringify(ranking.errors));
    const ids = ranking.data?.bestCustomers.edges.map((edge) => edge.node.customer.id) ?? [];
    // the detail of the top customers, each once, then again (--detail-runs, default max(runs, 10));
    // the first request after the start is shown apart too: it loads the primary index of the
    // customer tables (CH 021) into the engine's memory, once per server process
    const detailRuns = Math.max(Number(values['detail-runs'] ?? 0) || Math.max(runs, 10), 3);
    const detailTimes: number[] = [];
    for (let i = 0; i < detailRuns && ids.length; i++) {
      const started = performance.now();
      const result = await client.gql(CustomerDetails.params.text as string, { id: ids[i % ids.length] });
      detailTimes.push(performance.now() - started);
      if (result.errors) throw new Error(JSON.stringify(result.errors));
    }
    if (detailTimes.length)
      console.log(
        `detalhe do cliente (CustomerDetailsPageQuery, ${Math.min(ids.length, detailRuns)} clientes, ${detailTimes.length} consultas) ${summary(detailTimes)}` +
          ` (a primeira após o início ${ms(detailTimes[0])}; sem ela ${summary(detailTimes.slice(1))}) · carga ${os.loadavg()[0].toFixed(1)}`,
      );

    const pointTimes: number[] = [];
    let bytes = 0;
    let count = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const response = await client.fetch(pointsPath);
      const body = Buffer.from(await response.arrayBuffer());
      pointTimes.push(performance.now() - started);
      bytes = body.length;
      count = body.readUInt32LE(0);
    }
    console.log(`pontos (${count.toLocaleString('pt-BR')} pontos, ${(bytes / 1e6).toFixed(2)} MB)      ${summary(pointTimes)}`);

    // the browser: navigation → points drawn, then frames while dragging (needs `npm run build`; --no-browser skips it)
    if (values['no-browser']) return;
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--enable-unsafe-swiftshader'] });
    try {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/login`);
      await page.getByLabel('E-mail').fill(MANAGER);
      await page.getByLabel('Senha', { exact: true }).fill('Demo@2026');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      const drawTimes: number[] = [];
      const fps: number[] = [];
      /** the map's marks (CustomerMapCanvas, CustomerMapPage), ms from the navigation's start */
      const marks = new Map<string, number[]>();
      for (let i = 0; i < Math.min(runs, 20); i++) {
        const started = Date.now();
        await page.goto(`${server.url}/clientes/mapa`);
        await page.waitForSelector('[data-points-drawn]', { timeout: 120_000 });
        drawTimes.push(Date.now() - started);
        // the drawn mark is set in the same callback as data-points-drawn
        const entries = await page.evaluate<{ name: string; startTime: number }[]>(
          `performance.getEntriesByType('mark').filter((m) => m.name.startsWith('customer-map:')).map((m) => ({ name: m.name, startTime: m.startTime }))`,
        );
        for (const entry of entries) marks.set(entry.name, [...(marks.get(entry.name) ?? []), entry.startTime]);
        const box = (await page.locator('[data-map-ready="true"]').boundingBox())!;
        // a string, not a function: tsx would wrap a function in helpers the page does not have
        const frames = page.evaluate<number>(`new Promise((resolve) => {
          let n = 0;
          const start = performance.now();
          const tick = () => {
            n += 1;
            if (performance.now() - start < 3000) requestAnimationFrame(tick);
            else resolve((n * 1000) / (performance.now() - start));
          };
          requestAnimationFrame(tick);
        })`);
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        for (let step = 0; step < 60; step++) await page.mouse.move(box.x + box.width / 2 + Math.sin(step / 6) * 200, box.y + box.height / 2 + Math.cos(step / 6) * 120, { steps: 2 });
        await page.mouse.up();
        fps.push(await frames);
      }
      console.log(`navegação → pontos desenhados (Chromium, WebGL em software)   ${summary(drawTimes)}`);
      // where that time goes: the map's style loaded, the points arrived, handed to MapLibre, drawn (idle)
      for (const name of ['customer-map:ready', 'customer-map:points', 'customer-map:data', 'customer-map:clustered', 'customer-map:drawn']) {
        const times = marks.get(name);
        if (times) console.log(`  ${name.replace('customer-map:', '').padEnd(9)} desde a navegação   ${summary(times)}`);
      }
      console.log(`quadros por segundo arrastando o mapa (3 s)   média ${(fps.reduce((a, b) => a + b, 0) / fps.length).toFixed(0)} fps (mín. ${Math.min(...fps).toFixed(0)})`);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

/** N loyalty tickets (1–6 lines of the catalogue) of registered consumers on days of `period` on or after their registration, then a processing run. */
async function addRecentTickets(server: Awaited<ReturnType<typeof startServer>>, accountId: string, period: { start: string; end: string }, count: number) {
  const started = Date.now();
  const db = server.stores.pg;
  const buyers = await db.query<{ document_no: string; first: string }>(
    `select document_no, to_char(greatest(created_date, $2::date), 'YYYY-MM-DD') as first from consumers
      where account_id = $1 and created_date <= $3::date order by md5(document_no) limit $4`,
    [accountId, period.start, period.end, Math.ceil(count / 3)],
  );
  const products = await db.query<{ sku: string; price: string }>(`select sku, coalesce(price, 9.9)::text as price from products where account_id = $1 order by sku limit 400`, [accountId]);
  const units = await db.query<{ id_erp: string }>(`select id_erp from units where account_id = $1 and active order by id_erp`, [accountId]);
  if (!buyers.length || !products.length || !units.length) throw new Error('--recent-tickets: a conta não tem clientes, produtos ou lojas');
  const dayMs = 86_400_000;
  const endMs = Date.parse(`${period.end}T00:00:00Z`);
  const tickets = function* () {
    for (let i = 0; i < count; i++) {
      const buyer = buyers[i % buyers.length];
      const firstMs = Date.parse(`${buyer.first}T00:00:00Z`);
      const span = Math.max(1, Math.round((endMs - firstMs) / dayMs) + 1);
      const day = new Date(firstMs + ((i * 7919) % span) * dayMs).toISOString().slice(0, 10);
      const lines = 1 + (i % 6);
      const items = Array.from({ length: lines }, (_, k) => {
        const product = products[(i * 31 + k * 17) % products.length];
        const quantity = 1 + ((i + k) % 3);
        const unitPrice = Number(product.price);
        return { sku: product.sku, quantity, unit_price: unitPrice, total: Math.round(quantity * unitPrice * 100) / 100 };
      });
      yield {
        ticket_id: `BENCH-RECENTE-${i}`,
        unit_id_erp: units[i % units.length].id_erp,
        operator_id: '1',
        operator_name: 'Bench',
        document_no: buyer.document_no,
        created_at: `${day}T${String(8 + (i % 12)).padStart(2, '0')}:00:00-03:00`,
        total: Math.round(items.reduce((sum, item) => sum + item.total, 0) * 100) / 100,
        items,
      };
    }
  };
  const lines = async function* (): AsyncGenerator<NumberedLine> {
    let number = 0;
    for (const ticket of tickets()) yield { number: ++number, text: JSON.stringify(ticket) };
  };
  const result = await server.services.ingest.ingestLines(accountId, 'sales', lines(), 'cli');
  if (result.rejected.length) throw new Error(`--recent-tickets: ${result.rejected.length} cupons recusados: ${JSON.stringify(result.rejected.slice(0, 3))}`);
  await server.services.processing.run(accountId);
  console.log(`(${result.accepted.toLocaleString('pt-BR')} cupons de fidelidade de ${buyers.length.toLocaleString('pt-BR')} clientes em ${period.start} a ${period.end} gravados e processados: ${ms(Date.now() - started)})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
