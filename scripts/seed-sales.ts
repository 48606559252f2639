/**
 * `npm run seed:sales -- --size tiny|small|medium|large [--accounts bompreco,rede-mais] [--data-dir .data] [--today YYYY-MM-DD]`:
 * generates the demo chain's two years of sales through the ingestion path, then processes each
 * account. Creates the demo accounts and stores first when missing (like `npm run seed`). An account
 * that already has tickets is skipped unless --force (a second run with another `today` would add
 * a second, shifted history). `--process-only` runs only the processing of the listed accounts (e.g.
 * after a generation that was stopped once the accounts a benchmark needs were loaded).
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config';
import { isIsoDate } from '../server/shared/dates';
import { ProcessingService } from '../server/modules/processing';
import { DEMO_ACCOUNT_IDS, seedDemo, type DemoAccountKey } from '../server/seed/demo';
import { DEMO_SALES_SIZES, generateDemoSales, type DemoSalesSize } from '../server/seed/sales/generator';
import { closeStores, openStores } from '../server/stores';

async function main() {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: 'small' },
      accounts: { type: 'string' },
      'data-dir': { type: 'string' },
      today: { type: 'string' },
      force: { type: 'boolean', default: false },
      'process-only': { type: 'boolean', default: false },
    },
  });
  const size = values.size as DemoSalesSize;
  if (!DEMO_SALES_SIZES.includes(size)) throw new Error(`--size deve ser um de: ${DEMO_SALES_SIZES.join(', ')}`);
  const known = Object.keys(DEMO_ACCOUNT_IDS) as DemoAccountKey[];
  const accounts = values.accounts ? (values.accounts.split(',').map((key) => key.trim()) as DemoAccountKey[]) : known;
  const unknown = accounts.filter((key) => !known.includes(key));
  if (unknown.length) throw new Error(`contas desconhecidas: ${unknown.join(', ')} (use ${known.join(', ')})`);
  if (values.today !== undefined && !isIsoDate(values.today)) throw new Error('--today deve ser uma data AAAA-MM-DD');

  const config = readConfig(values['data-dir'] ? { ...process.env, DATA_DIR: values['data-dir'] } : process.env);
  const stores = await openStores(config);
  try {
    await seedDemo(stores, { production: config.production, allowInProduction: process.env.SEED_DEMO === '1' });
    const pending: DemoAccountKey[] = [];
    for (const key of values['process-only'] ? [] : accounts) {
      const [row] = await stores.ch.query<{ tickets: number }>('SELECT count() AS tickets FROM tickets WHERE account_id = {account:UUID}', {
        account: DEMO_ACCOUNT_IDS[key],
      });
      if (Number(row.tickets) > 0 && !values.force) console.log(`${key}: já tem ${row.tickets} cupons, ignorada (use --force para gerar mesmo assim)`);
      else pending.push(key);
    }
    const log = (message: string) => console.log(message);
    const results = await generateDemoSales(stores, { size, today: values.today, accounts: pending, log });
    const processing = new ProcessingService(stores.pg, stores.ch, { debounceMs: 0 });
    for (const key of values['process-only'] ? accounts : (Object.keys(results) as DemoAccountKey[])) {
      const started = performance.now();
      await processing.run(DEMO_ACCOUNT_IDS[key]);
      console.log(`${key}: processado em ${Math.round(performance.now() - started)} ms`);
    }
    await processing.close();
  } finally {
    await closeStores(stores);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
