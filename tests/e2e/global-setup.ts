import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_BASE_URL, E2E_SESSION_SECRET } from '../../playwright.config';
import { DATASET_ACCOUNT, ndjson } from './support/salesDataset';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Loads the suite's own small chain (support/salesDataset.ts) into the running e2e server through
 * the ingestion CLI, as a chain's operator would, then forces processing so pages show it.
 */
export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-sales-'));
  try {
    for (const kind of ['products', 'consumers', 'sales'] as const) {
      const file = path.join(dir, `${kind}.ndjson`);
      fs.writeFileSync(file, ndjson(kind));
      const args = ['--import', 'tsx', 'scripts/ingest.ts', '--account', DATASET_ACCOUNT, '--kind', kind, '--file', file, '--url', E2E_BASE_URL];
      if (kind === 'sales') args.push('--process');
      const { stdout } = await promisify(execFile)(process.execPath, args, {
        cwd: ROOT,
        env: { ...process.env, NODE_OPTIONS: '', SESSION_SECRET: E2E_SESSION_SECRET },
      });
      const result = JSON.parse(stdout) as { accepted: number; rejected_count: number; rejected: unknown[] };
      if (result.rejected_count > 0) throw new Error(`[e2e] ${kind}: linhas recusadas ${JSON.stringify(result.rejected)}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
