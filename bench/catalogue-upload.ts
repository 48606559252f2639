/**
 * `npm run bench:catalogue-upload -- [--lines 50000] [--existing 5000]`: bulk product upload (issue 9 target:
 * 50 000 lines ≤ 60 s end to end, without blocking the server).
 *
 * A real server on a fresh data directory (embedded stores: PGlite + chDB), `--existing` products
 * ingested first (10 departments); then a `;` CSV of `--lines` lines is generated BEFORE the clock
 * starts: the existing products with a new name (updates), new products (creates) and 1 line in 1 000
 * with a bad EAN check digit (refused). The file goes through the service as the page sends it: stored
 * (parsed, header read), dry run, then run (chunked writes + audit + analytics dimension), then the
 * same file again (nothing changes). Prints seconds per step and the event loop's max delay during
 * each (a 10 ms timer's lateness).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config';
import { checkDigitOf } from '../src/shared/lib/gtin';
import { dryRunUpload, guessMapping, parseProductFile, runUpload, storeUpload } from '../server/modules/catalogue';
import { DEMO_ACCOUNT_IDS } from '../server/seed/demo';
import { startServer } from '../server/start';

const DEPARTMENTS = ['Mercearia', 'Bebidas', 'Limpeza', 'Higiene', 'Hortifruti', 'Açougue', 'Padaria', 'Frios', 'Congelados', 'Bazar'];
const ean13 = (n: number) => {
  const body = `789${String(n).padStart(9, '0')}`;
  return `${body}${checkDigitOf(body)}`;
};

async function* jsonLines(records: readonly unknown[]) {
  let number = 0;
  for (const record of records) yield { number: ++number, text: JSON.stringify(record) };
}

/**
 * Runs `work` while a 10 ms timer measures how late it fires: the largest lateness is the longest time
 * the event loop was held (what a concurrent request would have waited), p99 of the samples beside it.
 */
async function timed<T>(label: string, work: () => Promise<T>): Promise<{ value: T; seconds: number; maxDelayMs: number }> {
  const lags: number[] = [];
  let expected = performance.now() + 10;
  const timer = setInterval(() => {
    const now = performance.now();
    lags.push(Math.max(0, now - expected));
    expected = now + 10;
  }, 10);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const value = await work();
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(timer);
  lags.sort((a, b) => a - b);
  const maxDelayMs = lags.at(-1) ?? 0;
  const p99 = lags[Math.floor(lags.length * 0.99)] ?? 0;
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    `${label.padEnd(28)} ${seconds.toFixed(2).padStart(7)} s (CPU do processo ${cpuSeconds.toFixed(1)} s)   atraso máx. do event loop ${maxDelayMs.toFixed(0).padStart(5)} ms   p99 ${p99.toFixed(0)} ms`,
  );
  return { value, seconds, maxDelayMs };
}

async function main() {
  const { values } = parseArgs({ options: { lines: { type: 'string', default: '50000' }, existing: { type: 'string', default: '5000' } } });
  const lines = Number(values.lines);
  const existing = Math.min(Number(values.existing), lines);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-catalogue-'));
  const config = readConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO_SALES_SIZE: 'none', SESSION_SECRET: 'bench', DATABASE_URL: '', CLICKHOUSE_URL: '', PROCESSING_DEBOUNCE_MS: '3600000' });
  config.port = 0;
  const server = await startServer(config);
  try {
    const accountId = DEMO_ACCOUNT_IDS.bompreco;
    const stores = { db: server.stores.pg, ch: server.stores.ch };
    const catalogue = Array.from({ length: existing }, (_, i) => ({
      sku: `SKU-${i}`,
      ean: ean13(i),
      name: `Produto ${i}`,
      department: DEPARTMENTS[i % DEPARTMENTS.length],
      category: `Categoria ${i % 40}`,
      measure: 'un',
    }));
    await server.services.ingest.ingestLines(accountId, 'products', jsonLines(catalogue), 'cli');

    // the file exists before the clock starts: this measures the upload, not the generation
    const rows = ['SKU;EAN;Nome;Departamento;Categoria;Marca;Unidade;Pesável'];
    for (let i = 0; i < lines; i += 1) {
      const badEan = i % 1000 === 999;
      const code = ean13(i);
      rows.push([
        `SKU-${i}`,
        badEan ? `${code.slice(0, -1)}${(Number(code.at(-1)) + 1) % 10}` : code,
        i < existing ? `Produto ${i} (nome revisado)` : `Produto novo ${i}`,
        DEPARTMENTS[i % DEPARTMENTS.length].toLowerCase(),
        `Categoria ${i % 40}`,
        `Marca ${i % 300}`,
        i % 7 === 0 ? 'kg' : 'un',
        i % 7 === 0 ? 'sim' : 'não',
      ].join(';'));
    }
    const content = Buffer.from(rows.join('\n'));
    console.log(`carga da máquina (load average 1 min): ${os.loadavg()[0].toFixed(1)} em ${os.cpus().length} núcleos`);
    console.log(`arquivo: ${lines.toLocaleString('pt-BR')} linhas, ${(content.length / 1e6).toFixed(1)} MB; catálogo com ${existing.toLocaleString('pt-BR')} produtos`);

    const user = (await server.stores.pg.query<{ id: string }>(`select id from users where account_id = $1 limit 1`, [accountId]))[0];
    const stored = await timed('envio (leitura + cabeçalho)', () => storeUpload(server.stores.pg, accountId, user.id, 'produtos.csv', content));
    const options = { mapping: guessMapping(stored.value.header), updateExisting: true, fillMissingEans: true };
    const file = await parseProductFile('produtos.csv', content);
    const dry = await timed('simulação (dry run)', () => dryRunUpload(server.stores.pg, accountId, file, options));
    const run = await timed('carga (run)', () => runUpload(stores, accountId, { userId: user.id, login: 'bench' }, file, options));
    const rerun = await timed('mesma carga de novo', () => runUpload(stores, accountId, { userId: user.id, login: 'bench' }, file, options));
    const summary = (plan: typeof run.value) => `${plan.created} criados, ${plan.updated} atualizados, ${plan.unchanged} iguais, ${plan.refused.length} recusados`;
    console.log(`simulação: ${summary(dry.value)}`);
    console.log(`carga:     ${summary(run.value)}`);
    console.log(`de novo:   ${summary(rerun.value)}`);
    const total = stored.seconds + dry.seconds + run.seconds;
    console.log(`carga da máquina ao fim: ${os.loadavg()[0].toFixed(1)}`);
    console.log(`ponta a ponta (envio + simulação + carga): ${total.toFixed(1)} s (meta ≤ 60 s) · maior atraso do event loop ${Math.max(stored.maxDelayMs, dry.maxDelayMs, run.maxDelayMs).toFixed(0)} ms`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
