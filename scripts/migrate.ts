/** `npm run migrate`: brings both stores' schemas up to date (the server also does this on start). */
import { readConfig } from '../server/config';
import { closeStores, openStores } from '../server/stores';

async function main() {
  const config = readConfig();
  const stores = await openStores(config);
  console.log(`migrations em dia: ${stores.pg.kind} + ${stores.ch.kind}`);
  await closeStores(stores);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
