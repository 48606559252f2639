import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end suite: the production build (dist/) served by the real Node server, driven by the
 * system Chromium. Browsers are never downloaded: CHROMIUM_PATH or /usr/bin/chromium is used.
 *
 * `npm run build` must have run first; the server is started with SKIP_BUILD=1 so a missing build
 * fails here, at once, instead of silently rebuilding inside the web-server timeout.
 */

const ROOT = __dirname;
/** E2E_PORT / DIST_DIR let two suites run side by side on one checkout (each with its own build). */
const PORT = Number(process.env.E2E_PORT || 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
/** Two tabs refreshing within this many seconds get the same answer (REFRESH_GRACE_SECONDS). */
export const E2E_REFRESH_GRACE_SECONDS = 2;
/** A second server in a platform maintenance window (MAINTENANCE_UNTIL), for the 406 → /maintenance flow. */
const MAINTENANCE_PORT = PORT + 1;
export const E2E_MAINTENANCE_URL = `http://127.0.0.1:${MAINTENANCE_PORT}`;
export const E2E_MAINTENANCE_UNTIL = '2026-12-01T13:00:00Z';
/** Maintenance lists of the e2e servers: Conta Demonstração's /clientes pages. */
export const E2E_MAINTENANCE_LISTS = { accounts: 'db_sandbox', routes: '/clientes/*' };
/** The servers' session secret; the ingestion CLI derives its credential from it (global setup). */
export const E2E_SESSION_SECRET = 'e2e';

const DIST_DIR = path.resolve(ROOT, process.env.DIST_DIR || 'dist');
const distIndex = path.join(DIST_DIR, 'index.html');
if (!fs.existsSync(distIndex)) {
  throw new Error(
    `[e2e] Build de produção ausente (${path.relative(ROOT, distIndex)} não existe). ` +
      'Execute `npm run build` antes de `npx playwright test`.',
  );
}

/**
 * A fresh data directory per run, so the demo seed starts from scratch (no sessions, lockouts or
 * edits left over by an earlier run). The config is also loaded by every worker: the runner picks
 * the directory once and hands it down through the environment. Directories of earlier runs
 * (~40 MB each) are removed when the next run starts, unless younger than 10 minutes: such a one
 * may belong to a run still going (the suite takes ~2 minutes).
 */
function freshDataDir(): string {
  const existing = process.env.E2E_DATA_DIR;
  if (existing) return existing;
  const parent = path.join(ROOT, '.data');
  fs.mkdirSync(parent, { recursive: true });
  const tenMinutesAgo = Date.now() - 10 * 60 * 1000;
  for (const entry of fs.readdirSync(parent)) {
    if (!entry.startsWith('e2e-')) continue;
    const dir = path.join(parent, entry);
    try {
      if (fs.statSync(dir).mtimeMs < tenMinutesAgo) fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // already gone, or not ours to remove: irrelevant for this run
    }
  }
  const dir = path.join(parent, `e2e-${Date.now()}-${process.pid}`);
  process.env.E2E_DATA_DIR = dir;
  return dir;
}

const dataDir = freshDataDir();
const CI = Boolean(process.env.CI);

/**
 * Suites that write rows of their own into the demo chain the other suites check (see projects).
 * whatsapp-flows writes a non-loyalty WhatsApp contact (its simulated consumer's phone) and points Bom
 * Preço's WhatsApp channel at its own Meta simulator: here it runs after campaigns-whatsapp (project
 * chromium), which points the same channel at another simulator.
 */
const OWN_DATA_SPECS = /(campaign-results|signup-site|coupons|whatsapp-flows|admin-settings|lgpd-requests|settings-consumer-scenario)\.spec\.ts$/;
/**
 * Own-data suites that point a Bom Preço channel at a simulator of their own (and back to the outbox at
 * the end) that another own-data suite also points: side by side they would send each other's messages
 * to the wrong simulator. coupons (WhatsApp, like whatsapp-flows; it used SMS like the SMS campaign
 * scenario before) runs last, in a project of its own.
 */
const SECOND_SMS_PROVIDER_SPECS = /coupons\.spec\.ts$/;
/**
 * Own-data suites that count what lgpd-requests also changes (Bom Preço's pending deletion requests and
 * registrations) and set the deletion switch it sets and restores: side by side, each would see the
 * other's request or switch. Issue 13's whole scenario runs after chromium-own-data, beside coupons;
 * signup-site too: lgpd-requests signs a visitor up on the demo slot it counts.
 */
const AFTER_OWN_DATA_SPECS = /(settings-consumer-scenario|signup-site)\.spec\.ts$/;

const CHROMIUM = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      // WebGL in software for the customer map (no GPU on CI)
      '--enable-unsafe-swiftshader',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: CI,
  // A 2-core machine runs the server, the workers and their browsers.
  workers: 2,
  retries: CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Bahia',
    screenshot: 'only-on-failure',
    // DOM snapshots, network and sources, without the screencast: on the 2-core machine the
    // screencast took the suite from 2.3 to 3.6 min (trace off: 2.1 min)
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    { name: 'chromium', use: CHROMIUM, testIgnore: OWN_DATA_SPECS },
    // Suites that load data of their own into the shared demo chain (the SMS campaign scenario loads
    // its consumers and sales into Bom Preço) run after every suite that checks figures against the
    // chain's rows, so those never see the extra rows.
    { name: 'chromium-own-data', use: CHROMIUM, testMatch: OWN_DATA_SPECS, testIgnore: [SECOND_SMS_PROVIDER_SPECS, AFTER_OWN_DATA_SPECS], dependencies: ['chromium'] },
    { name: 'chromium-own-data-sms', use: CHROMIUM, testMatch: SECOND_SMS_PROVIDER_SPECS, dependencies: ['chromium-own-data'] },
    { name: 'chromium-own-data-scenario', use: CHROMIUM, testMatch: AFTER_OWN_DATA_SPECS, dependencies: ['chromium-own-data'] },
  ],
  webServer: [webServer(PORT, dataDir, ''), webServer(MAINTENANCE_PORT, `${dataDir}-maintenance`, E2E_MAINTENANCE_UNTIL)],
});

function webServer(port: number, dir: string, maintenanceUntil: string) {
  return {
    command: 'node --import tsx server/main.ts',
    cwd: ROOT,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: dir,
      SKIP_BUILD: '1',
      SESSION_SECRET: E2E_SESSION_SECRET,
      // the suite writes its own sales (global setup), not the demo chain's
      DEMO_SALES_SIZE: 'none',
      // Pinned so a variable exported in the developer's shell cannot change what the suite tests:
      // development mode (demo seed, non-Secure cookies over http), embedded stores, the app's own
      // /login, the default 300 s access token (session.spec.ts relies on it); a maintenance window
      // only on the second server.
      NODE_ENV: 'development',
      DATABASE_URL: '',
      CLICKHOUSE_URL: '',
      LOGIN_URL: '',
      MAINTENANCE_UNTIL: maintenanceUntil,
      // maintenance lists (guard step 5): the demo account's customer pages are in maintenance
      MAINTENANCE_ACCOUNTS: E2E_MAINTENANCE_LISTS.accounts,
      MAINTENANCE_ROUTES: E2E_MAINTENANCE_LISTS.routes,
      MAINTENANCE_MODULES: '',
      // a short refresh grace, so session.spec.ts can replay a spent refresh token after it
      REFRESH_GRACE_SECONDS: String(E2E_REFRESH_GRACE_SECONDS),
      SEED_DEMO: '',
      COOKIE_SECURE: '',
      ACCESS_TOKEN_TTL_SECONDS: '300',
      HOST: '127.0.0.1',
      DIST_DIR,
      // GET /api/test/outbox: password-reset.spec.ts follows the link the server e-mailed
      E2E: '1',
    },
  };
}
