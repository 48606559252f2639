/**
 * `npm run bench`: how long the server takes to serve.
 *  - cold start: an empty data directory → migrations, demo seed, listening, /healthz answers;
 *  - warm start: the same data directory again (stores open, nothing to migrate or seed).
 * Each is measured RUNS times from process spawn to the first 200 on /healthz; the SPA build is
 * assumed present (SKIP_BUILD=1), since building is a one-off of a fresh clone.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RUNS = Number(process.env.RUNS || 3);
const root = path.resolve(__dirname, '..');

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timeout waiting for ${url}`);
}

async function timeStart(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_BUILD: '1', SESSION_SECRET: 'bench', DEMO_SALES_SIZE: 'none' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/healthz`, Date.now() + 120_000);
    return performance.now() - started;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
    cold.push(await timeStart(dataDir, 4300 + run));
    warm.push(await timeStart(dataDir, 4400 + run));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`server start (${RUNS} runs, spawn → first /healthz 200)`);
  console.log(`  cold (empty data dir: migrate + seed): median ${fmt(median(cold))}  [${cold.map(fmt).join(', ')}]`);
  console.log(`  warm (existing data dir):             median ${fmt(median(warm))}  [${warm.map(fmt).join(', ')}]`);
  console.log(`  cold / warm ratio: ${(median(cold) / median(warm)).toFixed(2)}×`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
