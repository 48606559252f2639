/**
 * `npm run bench:bundle`: the JavaScript a person downloads to see /home (after `npm run build`).
 *
 * Starts a server on a fresh data directory with the production build, signs in with the system
 * Chromium, opens /home and records every script the page loads; prints each one's gzip size (what
 * a server with compression sends) split into "before the page shows" (entry + route chunks) and
 * "later" (chunks loaded after render, e.g. the charts library). Target: initial ≤ 250 KB gzip.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { readConfig } from '../server/config';
import { startServer } from '../server/start';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const root = path.resolve(__dirname, '..');
  const dist = path.join(root, process.env.DIST_DIR || 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('Execute `npm run build` antes.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bundle-'));
  const config = readConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO_SALES_SIZE: 'none', SESSION_SECRET: 'bench', SKIP_BUILD: '1', DATABASE_URL: '', CLICKHOUSE_URL: '' });
  config.port = 0;
  const server = await startServer(config);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-mail', { exact: true }).fill('gerente@bompreco.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(/\/home/);

    // a fresh page load of /home, signed in: what a bookmark costs
    const scripts: { file: string; phase: 'inicial' | 'depois' }[] = [];
    let shown = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.push({ file: url.pathname, phase: shown ? 'depois' : 'inicial' });
    });
    await page.goto(`${server.url}/home`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    shown = true;
    await page.waitForLoadState('networkidle');

    let initial = 0;
    let later = 0;
    // a file asked for twice (a preload and its import) is downloaded once: count it once
    const seen = new Set<string>();
    for (const { file, phase } of scripts) {
      if (seen.has(file)) continue;
      seen.add(file);
      const bytes = gzipSync(fs.readFileSync(path.join(dist, file))).length;
      if (phase === 'inicial') initial += bytes;
      else later += bytes;
      console.log(`  ${phase.padEnd(7)} ${kb(bytes).padStart(9)}  ${file}`);
    }
    console.log(`/home: JS inicial ${kb(initial)} gzip (meta ≤ 250 KB); carregado depois da página: ${kb(later)} gzip`);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
