/**
 * `npm run bench:lighthouse -- --data-dir DIR [--runs 3] [--port 4399] [--pages /home,/clube/dashboard]
 *  [--presets mobile,desktop] [--save DIR] [--warmup 1]`:
 * Lighthouse performance of the signed-in pages, mobile and desktop presets (target on mobile: score
 * ≥ 0.90 and LCP ≤ 2.5 s for /home and /clube/dashboard).
 *
 * Builds nothing: the production build (dist/, `npm run build`) must be there. Starts the production
 * server (NODE_ENV=production, SEED_DEMO=1) on DIR, a data directory holding a seeded chain (one made
 * by `npm run seed:sales -- --size small --data-dir DIR`, or one `npm start` filled with the demo
 * chain; no other process may hold it open), signs the chain's manager in through the API, and runs
 * Lighthouse (system Chromium, headless) with the session cookies on every request. Prints the median
 * of each page × preset over the runs (score, LCP, TBT, FCP) and the machine's load (`uptime`): on a
 * loaded machine the figures are low, so report them with it.
 *
 * Lighthouse runs through its own CLI (plain Node, its own headless Chrome per run): loaded through
 * tsx, the functions Lighthouse sends into the page carry esbuild's `__name` helper and fail there.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TestClient } from '../server/testing/harness';

const root = path.resolve(__dirname, '..');
const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const MANAGER = 'gerente@bompreco.com.br';

type Preset = 'mobile' | 'desktop';

const LIGHTHOUSE_CLI = path.join(root, 'node_modules/lighthouse/cli/index.js');

/** The parts of Lighthouse's JSON report read here. */
interface LighthouseResult {
  runtimeError?: { message: string };
  finalDisplayedUrl: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
}

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`o servidor não respondeu em ${url}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      runs: { type: 'string', default: '3' },
      port: { type: 'string', default: '4399' },
      pages: { type: 'string', default: '/home,/clube/dashboard' },
      presets: { type: 'string', default: 'mobile,desktop' },
      /** a directory to keep every run's Lighthouse JSON in (to read its audits) */
      save: { type: 'string' },
      warmup: { type: 'string', default: '1' },
    },
  });
  const dataDir = values['data-dir'];
  if (!dataDir || !fs.existsSync(dataDir)) {
    throw new Error('Informe --data-dir com uma base com vendas (`npm run seed:sales -- --size small --data-dir DIR`).');
  }
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('Build ausente: execute `npm run build` antes.');
  const runs = Math.max(1, Number(values.runs));
  const warmup = Math.max(0, Number(values.warmup));
  const pages = values.pages!.split(',').filter(Boolean);
  const presets = values.presets!.split(',').filter(Boolean) as Preset[];
  const port = Number(values.port);
  const base = `http://127.0.0.1:${port}`;

  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      SESSION_SECRET: 'bench-lighthouse',
      // the cookies travel as a request header over http://127.0.0.1 (Chrome treats it as secure anyway)
      COOKIE_SECURE: '0',
      DATA_DIR: path.resolve(dataDir),
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      DEMO_SALES_SIZE: 'none',
      DATABASE_URL: '',
      CLICKHOUSE_URL: '',
      LOGIN_URL: '',
      MAINTENANCE_UNTIL: '',
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(`${base}/healthz`, Date.now() + 120_000);
    const results = new Map<string, Run[]>();
    for (const pagePath of pages) {
      for (const preset of presets) {
        // the first `--warmup` runs are not counted: the server is measured warm (its answer cache and JIT), as users meet it
        for (let run = -warmup; run < runs; run += 1) {
          // a fresh session per run: the access token lives 300 s
          const client = new TestClient(base);
          await client.login(MANAGER);
          const args = [
            LIGHTHOUSE_CLI,
            `${base}${pagePath}`,
            '--output=json',
            '--output-path=stdout',
            '--quiet',
            '--only-categories=performance',
            `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
            `--extra-headers=${JSON.stringify({ Cookie: client.cookieHeader() })}`,
            ...(preset === 'desktop' ? ['--preset=desktop'] : []),
          ];
          const { stdout } = await promisify(execFile)(process.execPath, args, {
            cwd: root,
            env: { ...process.env, CHROME_PATH, NODE_OPTIONS: '' },
            maxBuffer: 256 * 1024 * 1024,
          });
          if (run < 0) continue;
          const result = { lhr: JSON.parse(stdout) as LighthouseResult };
          if (values.save) {
            fs.mkdirSync(values.save, { recursive: true });
            fs.writeFileSync(path.join(values.save, `${pagePath.replace(/\W+/g, '_')}-${preset}-${run + 1}.json`), stdout);
          }
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`${pagePath} ${preset}: Lighthouse não devolveu resultado`);
          if (lhr.runtimeError) throw new Error(`${pagePath} ${preset}: ${lhr.runtimeError.message}`);
          const finalUrl = new URL(lhr.finalDisplayedUrl);
          if (finalUrl.pathname !== pagePath) throw new Error(`${pagePath} ${preset}: terminou em ${finalUrl.pathname} (sessão?)`);
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          const key = `${pagePath} ${preset}`;
          results.set(key, [
            ...(results.get(key) ?? []),
            { score: lhr.categories.performance.score ?? 0, lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), fcp: audit('first-contentful-paint') },
          ]);
        }
      }
    }
    console.log(`Lighthouse ${runs}× por página e perfil (mediana, após ${warmup} de aquecimento); Chromium ${CHROME_PATH} ${CHROME_FLAGS.join(' ')}`);
    console.log(['página / perfil'.padEnd(30), 'nota'.padStart(6), 'LCP'.padStart(9), 'TBT'.padStart(9), 'FCP'.padStart(9), '  notas'].join(''));
    for (const [key, list] of results) {
      console.log(
        [
          key.padEnd(30),
          median(list.map((r) => r.score)).toFixed(2).padStart(6),
          `${(median(list.map((r) => r.lcp)) / 1000).toFixed(2)} s`.padStart(9),
          `${Math.round(median(list.map((r) => r.tbt)))} ms`.padStart(9),
          `${(median(list.map((r) => r.fcp)) / 1000).toFixed(2)} s`.padStart(9),
          `  ${list.map((r) => r.score.toFixed(2)).join(' ')}`,
        ].join(''),
      );
    }
    console.log(`uptime: ${execFileSync('uptime', { encoding: 'utf8' }).trim()}`);
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
