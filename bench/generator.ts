/**
 * `npm run bench:generator -- [tiny] [small] [medium] [large] [--all-accounts] [--today YYYY-MM-DD]`:
 * for each size (default tiny and small), a fresh data directory under the system's temp dir, the
 * demo accounts and stores, then Bom Preço's sales generated and ingested (timed), then processed
 * (timed). Prints tickets, item rows, item rows per second and the processing time.
 * --all-accounts also loads the other demo accounts' share (as `npm start` does) and times it apart.
 * --keep leaves the data directory for inspection.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config';
import { ProcessingService } from '../server/modules/processing';
import { DEMO_ACCOUNT_IDS, seedDemo, type DemoAccountKey } from '../server/seed/demo';
import { DEMO_SALES_SIZES, generateDemoSales, type DemoSalesSize } from '../server/seed/sales/generator';
import { closeStores, openStores } from '../server/stores';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (value: number) => value.toLocaleString('pt-BR');

async function benchSize(size: DemoSalesSize, options: { today?: string; allAccounts: boolean; keep: boolean }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-generator-${size}-`));
  const config = readConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', CLICKHOUSE_URL: '' });
  const stores = await openStores(config);
  try {
    await seedDemo(stores, { production: false, allowInProduction: true });
    const memoryBefore = process.memoryUsage().rss;
    let peakRss = memoryBefore;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 500);
    const generated = await generateDemoSales(stores, { size, today: options.today, accounts: ['bompreco'], log: (m) => console.log(`  ${m}`) });
    const result = generated.bompreco;
    const processing = new ProcessingService(stores.pg, stores.ch, { debounceMs: 0 });
    const started = performance.now();
    await processing.run(DEMO_ACCOUNT_IDS.bompreco);
    const processingMs = performance.now() - started;
    clearInterval(sampler);
    console.log(
      `${size.padEnd(6)} bompreco: ${count(result.consumers)} clientes, ${count(result.tickets)} cupons, ${count(result.itemRows)} itens | ` +
        `geração+ingestão ${seconds(result.ms)}, ${count(Math.round(result.itemRows / (result.ms / 1000)))} itens/s, ` +
        `${count(Math.round(result.tickets / (result.ms / 1000)))} cupons/s | processamento ${seconds(processingMs)} | ` +
        `memória (RSS, com o chDB) ${Math.round(memoryBefore / 1e6)} MB antes, pico ${Math.round(peakRss / 1e6)} MB`,
    );
    if (options.allAccounts) {
      const others = (Object.keys(DEMO_ACCOUNT_IDS) as DemoAccountKey[]).filter((key) => key !== 'bompreco');
      const otherStarted = performance.now();
      const rest = await generateDemoSales(stores, { size, today: options.today, accounts: others });
      for (const key of others) await processing.run(DEMO_ACCOUNT_IDS[key]);
      const tickets = Object.values(rest).reduce((sum, r) => sum + r.tickets, 0);
      console.log(`${size.padEnd(6)} outras 4 contas: ${count(tickets)} cupons, geração+ingestão+processamento ${seconds(performance.now() - otherStarted)}`);
    }
    await processing.close();
  } finally {
    await closeStores(stores);
    if (!options.keep) fs.rmSync(dataDir, { recursive: true, force: true });
    else console.log(`  dados em ${dataDir}`);
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { today: { type: 'string' }, 'all-accounts': { type: 'boolean', default: false }, keep: { type: 'boolean', default: false } },
  });
  const sizes = (positionals.length ? positionals : ['tiny', 'small']) as DemoSalesSize[];
  const unknown = sizes.filter((size) => !DEMO_SALES_SIZES.includes(size));
  if (unknown.length) throw new Error(`tamanhos desconhecidos: ${unknown.join(', ')} (use ${DEMO_SALES_SIZES.join(', ')})`);
  for (const size of sizes) await benchSize(size, { today: values.today, allAccounts: values['all-accounts'], keep: values.keep });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
