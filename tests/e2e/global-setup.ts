import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_BASE_URL, E2E_SESSION_SECRET } from '../../playwright.config';
import { CONSUMERS, DATASET_ACCOUNT, PRODUCTS, TICKETS, chainNdjson, type ChainData } from './support/salesDataset';
import { BUILT_ON, MAIS_FEIRA_CHAIN, SEGMENTATION_ACCOUNT } from './support/segmentationDataset';

const ROOT = path.resolve(__dirname, '../..');

/** The chains the suite loads: the shared one (most specs) and Mais Feira's (the segmentation scenario's and the price ranges' coffees). */
const CHAINS: { account: string; data: ChainData }[] = [
  { account: DATASET_ACCOUNT, data: { products: PRODUCTS, consumers: CONSUMERS, tickets: TICKETS } },
  { account: SEGMENTATION_ACCOUNT, data: MAIS_FEIRA_CHAIN },
];

/**
 * Loads the suite's own small chains (support/salesDataset.ts into Bom Preço, support/
 * segmentationDataset.ts and priceRangesDataset.ts into Mais Feira) into the running e2e server through the ingestion CLI, as
 * a chain's operator would, then forces each account's processing so pages show them.
 */
export default async function globalSetup() {
  // the workers rebuild the segmentation rows from this day, whenever they start
  process.env.E2E_SEGMENTATION_BUILT_ON = BUILT_ON;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-sales-'));
  try {
    for (const chain of CHAINS) {
      for (const kind of ['products', 'consumers', 'sales'] as const) {
        const file = path.join(dir, `${chain.account}-${kind}.ndjson`);
        fs.writeFileSync(file, chainNdjson(kind, chain.data));
        const args = ['--import', 'tsx', 'scripts/ingest.ts', '--account', chain.account, '--kind', kind, '--file', file, '--url', E2E_BASE_URL];
        if (kind === 'sales') args.push('--process');
        const { stdout } = await promisify(execFile)(process.execPath, args, {
          cwd: ROOT,
          env: { ...process.env, NODE_OPTIONS: '', SESSION_SECRET: E2E_SESSION_SECRET },
        });
        const result = JSON.parse(stdout) as { accepted: number; rejected_count: number; rejected: unknown[] };
        if (result.rejected_count > 0) throw new Error(`[e2e] ${chain.account} ${kind}: linhas recusadas ${JSON.stringify(result.rejected)}`);
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
