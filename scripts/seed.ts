/**
 * `npm run seed`: creates the demo accounts, users and stores (contracts/personas.md) in the configured
 * stores. Idempotent. Refused in production unless SEED_DEMO=1.
 */
import { readConfig } from '../server/config';
import { seedDemo } from '../server/seed/demo';
import { closeStores, openStores } from '../server/stores';

async function main() {
  const config = readConfig();
  const stores = await openStores(config);
  try {
    const result = await seedDemo(stores, { production: config.production, allowInProduction: process.env.SEED_DEMO === '1' });
    console.log(`demo: ${result.accounts} contas, ${result.users} usuários, ${result.units} lojas novas`);
  } finally {
    await closeStores(stores);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
