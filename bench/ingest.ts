/**
 * `npm run bench:ingest -- [--tickets 200000] [--batch 50000] [--profile out.cpuprofile]`: ingestion throughput over HTTP.
 *
 * A real server on a fresh data directory (embedded stores), an integration token, the demo
 * chain's products and consumers loaded first; then the sales are generated BEFORE the clock starts
 * (gzipped NDJSON bodies of `--batch` tickets) and POSTed one after the other to /api/ingest/sales.
 * Prints item rows per second (the target: ≥ 200 000), tickets per second, and the share of
 * time spent per batch.
 */
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { readConfig } from '../server/config';
import { createIntegrationToken } from '../server/modules/ingestion';
import { DEMO_ACCOUNT_IDS } from '../server/seed/demo';
import { AccountSalesPlan, loadDemoUnits } from '../server/seed/sales/generator';
import { startServer } from '../server/start';

const count = (value: number) => Math.round(value).toLocaleString('pt-BR');

function* take<T>(iterator: Iterator<T>, size: number): Generator<T> {
  for (let i = 0; i < size; i += 1) {
    const next = iterator.next();
    if (next.done) return;
    yield next.value;
  }
}

async function post(url: string, token: string, body: Buffer) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson', 'content-encoding': 'gzip' },
    body: new Uint8Array(body),
  });
  const result = (await response.json()) as { accepted: number; rejected_count: number; item_rows?: number };
  if (!response.ok || result.rejected_count) throw new Error(`ingestão falhou: ${response.status} ${JSON.stringify(result).slice(0, 300)}`);
  return result;
}

async function main() {
  const { values } = parseArgs({
    options: { tickets: { type: 'string', default: '200000' }, batch: { type: 'string', default: '50000' }, profile: { type: 'string' } },
  });
  const tickets = Number(values.tickets);
  const batchSize = Number(values.batch);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ingest-'));
  const config = readConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO_SALES_SIZE: 'none', SESSION_SECRET: 'bench', DATABASE_URL: '', CLICKHOUSE_URL: '', PROCESSING_DEBOUNCE_MS: '3600000' });
  config.port = 0;
  const server = await startServer(config);
  try {
    const accountId = DEMO_ACCOUNT_IDS.bompreco;
    const { token } = await createIntegrationToken(server.stores.pg, accountId, 'bench', null);
    const units = await loadDemoUnits(server.stores, accountId);
    const plan = new AccountSalesPlan('bompreco', units, { consumers: Math.max(1000, Math.round(tickets / 12)), tickets, today: '2026-11-22' });
    const lines = (records: Iterable<unknown>) => [...records].map((record) => JSON.stringify(record)).join('\n') + '\n';
    // the bodies exist before the clock starts: this measures ingestion, not generation
    const sales = plan.salesLines();
    const bodies: Buffer[] = [];
    for (;;) {
      const chunk = [...take(sales, batchSize)];
      if (chunk.length === 0) break;
      bodies.push(gzipSync(chunk.join('\n') + '\n'));
    }
    const bytes = bodies.reduce((sum, body) => sum + body.length, 0);
    console.log(`${bodies.length} lotes de até ${count(batchSize)} cupons, ${(bytes / 1e6).toFixed(1)} MB gzip`);

    // after the bodies: an idle keep-alive connection would be closed by the server meanwhile
    await post(`${server.url}/api/ingest/products`, token, gzipSync(lines(plan.products())));
    await post(`${server.url}/api/ingest/consumers`, token, gzipSync(lines(plan.consumers())));

    let itemRows = 0;
    let accepted = 0;
    // --profile file.cpuprofile: a CPU profile of the timed part only (open it in Chrome DevTools)
    const profiler = values.profile ? new inspector.Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const started = performance.now();
    for (const body of bodies) {
      const batchStarted = performance.now();
      const result = await post(`${server.url}/api/ingest/sales`, token, body);
      accepted += result.accepted;
      itemRows += result.item_rows ?? 0;
      const ms = performance.now() - batchStarted;
      console.log(`  lote: ${count(result.accepted)} cupons, ${count(result.item_rows ?? 0)} itens em ${(ms / 1000).toFixed(2)} s`);
    }
    const seconds = (performance.now() - started) / 1000;
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      fs.writeFileSync(values.profile!, JSON.stringify(profile));
      profiler.disconnect();
    }
    console.log(
      `ingestão HTTP: ${count(accepted)} cupons, ${count(itemRows)} linhas de itens em ${seconds.toFixed(1)} s → ` +
        `${count(itemRows / seconds)} itens/s, ${count(accepted / seconds)} cupons/s`,
    );
    const processingStarted = performance.now();
    await server.services.processing.run(accountId);
    console.log(`processamento: ${((performance.now() - processingStarted) / 1000).toFixed(1)} s`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
