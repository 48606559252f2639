/**
 * `npm run bench:signup-site`: what a phone downloads to open the public sign-up site.
 *
 * Starts a server on a fresh data directory (the demo seeds Bom Preço's slot /cadastro/bompreco/clube),
 * opens the page in the system Chromium at 390 × 844 with no session and records every response:
 * prints the HTML, script, style and image bytes (as sent and gzip), the time to the page's load event,
 * and then times a sign-up post end to end (server: validation, argon2id, both stores, outbox).
 * Target (issue 13): ≤ 100 KB of JavaScript on a phone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { readConfig } from '../server/config';
import { startServer } from '../server/start';
import { cpfCheckDigits } from '../src/shared/lib/document';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-signup-'));
  const config = readConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO_SALES_SIZE: 'none', SESSION_SECRET: 'bench', SKIP_BUILD: '1', DATABASE_URL: '', CLICKHOUSE_URL: '' });
  config.port = 0;
  const server = await startServer(config);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const sizes: Record<string, { raw: number; gzip: number; files: number }> = {};
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      const body = await response.body().catch(() => Buffer.alloc(0));
      const entry = (sizes[type] ??= { raw: 0, gzip: 0, files: 0 });
      entry.raw += body.length;
      entry.gzip += gzipSync(body).length;
      entry.files += 1;
    });
    const started = Date.now();
    await page.goto(`${server.url}/cadastro/bompreco/clube`, { waitUntil: 'load' });
    const loadMs = Date.now() - started;
    // the response handlers read bodies asynchronously: let the last ones finish
    await page.waitForTimeout(500);
    console.log('Site de cadastro público (/cadastro/bompreco/clube), celular 390 px, sem sessão');
    for (const [type, entry] of Object.entries(sizes)) console.log(`  ${type.padEnd(10)} ${String(entry.files).padStart(2)} arquivo(s)  ${kb(entry.raw).padStart(9)}  (gzip ${kb(entry.gzip)})`);
    const js = sizes.script?.raw ?? 0;
    console.log(`  JavaScript: ${js} bytes (${kb(js)}) — limite 100 KB: ${js <= 100_000 ? 'ok' : 'ACIMA'}`);
    console.log(`  carregamento (evento load, servidor local): ${loadMs} ms`);

    const base = '8' + String(Date.now()).slice(-8);
    const form = new URLSearchParams({ tipo: 'N', document: base + cpfCheckDigits(base), name: 'Bench', surname: 'Cadastro', phone: '71987654321', email: `bench.${base}@exemplo.com.br`, birth_date: '01/01/1990', gender: 'U', password: 'senha123', terms: 'on' });
    const postStart = process.hrtime.bigint();
    const answer = await fetch(`${server.url}/cadastro/bompreco/clube`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString(), redirect: 'manual' });
    const postMs = Number(process.hrtime.bigint() - postStart) / 1e6;
    console.log(`  um cadastro (POST → ${answer.status}): ${postMs.toFixed(0)} ms (validação, argon2id, as duas bases, caixa de saída)`);
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
