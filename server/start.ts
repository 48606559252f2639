import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from './config';
import { createApp, type App } from './http/app';
import { resolveSessionSecret } from './secret';
import { useGlobalIdSecret } from './access/globalId';
import { DEMO_ACCOUNT_IDS, isEmpty, seedDemo, type DemoAccountKey } from './seed/demo';
import { generateDemoSales } from './seed/sales/generator';
import { seedCatalogueEdits } from './modules/catalogue';
import { seedConsumerCare } from './modules/consumer-care';
import { seedPrivacyRequests } from './modules/consumer-privacy';
import { createServices, type Services } from './services';
import { seedDemoHotsite } from './modules/hotsite';
import { closeStores, openStores, type Stores } from './stores';

export interface RunningServer {
  app: App;
  stores: Stores;
  services: Services;
  url: string;
  /** graceful stop: in-flight requests finish, then the stores close */
  stop(): Promise<void>;
}

/** Opens the stores (migrating them), seeds the demo on an empty store, and starts serving. */
export async function startServer(config: ServerConfig, log: (message: string) => void = () => undefined): Promise<RunningServer> {
  const sessionSecret = resolveSessionSecret(config);
  useGlobalIdSecret(sessionSecret);
  const stores = await openStores(config);
  log(`stores: ${stores.pg.kind} + ${stores.ch.kind}`);
  if (config.seedDemo && (await isEmpty(stores))) {
    const seeded = await seedDemo(stores, { production: config.production, allowInProduction: true });
    log(`demo: ${seeded.accounts} contas, ${seeded.users} usuários, ${seeded.units} lojas`);
  }
  const services = createServices(stores.pg, stores.ch, { ...config, sessionSecret });
  // the demo chain's sign-up site (its images go through the uploads store, which needs the services)
  if (config.seedDemo) await seedDemoHotsiteOf(stores, services);
  // A sales batch a crash left half-written is taken back before anyone reads (ingestion contract).
  const aborted = await services.ingest.recoverInterrupted();
  if (aborted) log(`ingestão: ${aborted} lote(s) interrompido(s) desfeito(s)`);
  // New aggregate columns (an analytics migration applied just now on a store that has figures) are
  // filled by processing: every processed account is processed again, in the background.
  if (stores.analyticsMigrated?.length) {
    const accounts = await stores.pg.query<{ account_id: string }>(`select distinct account_id from processing_runs where status = 'finished'`);
    for (const { account_id } of accounts) services.processing.schedule(account_id);
    if (accounts.length) log(`migrações da base analítica (${stores.analyticsMigrated.join(', ')}): ${accounts.length} conta(s) serão reprocessadas`);
  }
  const app = createApp(services, config);
  app.server.listen(config.port, config.host);
  await once(app.server, 'listening');
  const { port } = app.server.address() as AddressInfo;
  // The job runner starts in the background (its first look is on a later tick): startup does not wait.
  services.jobs.start();
  // the campaign engine: any number of processes may run it against one PostgreSQL
  if (config.campaignEngineIntervalMs > 0) services.campaigns.start(config.campaignEngineIntervalMs);
  // WhatsApp conversations waiting past their timeout follow their timeout edge
  services.whatsappFlows.start(config.whatsappFlowSweepMs);
  const demoSales = new AbortController();
  const demoSalesDone = config.seedDemo && config.demoSalesSize !== 'none' ? seedDemoSales(stores, services, config.demoSalesSize, demoSales.signal, log) : Promise.resolve();
  let stopping: Promise<void> | null = null;
  return {
    app,
    stores,
    services,
    url: `http://127.0.0.1:${port}`,
    stop() {
      // requests first (none can enqueue after this), then the job in hand finishes, then the stores close
      demoSales.abort();
      stopping ??= demoSalesDone.then(() => app.close()).then(() => services.jobs.stop()).then(() => services.campaigns.stop()).then(() => services.whatsappFlows.stop()).then(() => services.processing.close()).then(() => services.ingest.close()).then(() => closeStores(stores));
      return stopping;
    },
  };
}

/**
 * The demo chain's two years of sales, generated in the background on a demo store whose accounts
 * have none yet (the first `npm start`), through the ingestion path: pages fill in as each account's
 * processing runs. A stop aborts it between batches; an account already holding tickets is left alone
 * (`npm run seed:sales -- --force` regenerates).
 */
async function seedDemoSales(stores: Stores, services: Services, size: Exclude<ServerConfig['demoSalesSize'], 'none'>, signal: AbortSignal, log: (message: string) => void) {
  try {
    const accounts: DemoAccountKey[] = [];
    for (const key of Object.keys(DEMO_ACCOUNT_IDS) as DemoAccountKey[]) {
      const [row] = await stores.ch.query<{ n: number }>('SELECT count() AS n FROM tickets WHERE account_id = {account:UUID}', { account: DEMO_ACCOUNT_IDS[key] });
      const [exists] = await stores.pg.query<{ n: number }>('select count(*)::int as n from accounts where id = $1', [DEMO_ACCOUNT_IDS[key]]);
      if (Number(row.n) === 0 && exists.n > 0) accounts.push(key);
    }
    if (accounts.length === 0) {
      // a demo store from before the consumer-care migration gets its ledger and sign-up states
      for (const key of Object.keys(DEMO_ACCOUNT_IDS) as DemoAccountKey[]) await seedConsumerCare(stores.pg, DEMO_ACCOUNT_IDS[key]);
      // and a demo store from before the LGPD requests gets a few (/clientes/gerenciamento/solicitacoes)
      for (const key of Object.keys(DEMO_ACCOUNT_IDS) as DemoAccountKey[]) await seedPrivacyRequests(stores, DEMO_ACCOUNT_IDS[key]);
      return;
    }
    log(`demo: gerando vendas (${size}) para ${accounts.join(', ')} em segundo plano`);
    await generateDemoSales(stores, { size, accounts, ingest: services.ingest, log, signal });
    // a few catalogue edits with their history (/produtos/gerenciamento-produtos)
    for (const key of accounts) await seedCatalogueEdits({ db: stores.pg, ch: stores.ch }, DEMO_ACCOUNT_IDS[key]);
    // consumers' origins, confirmations and points ledgers (/clientes/gerenciamento)
    for (const key of accounts) await seedConsumerCare(stores.pg, DEMO_ACCOUNT_IDS[key]);
    // data-deletion requests, pending and answered (/clientes/gerenciamento/solicitacoes)
    for (const key of accounts) await seedPrivacyRequests(stores, DEMO_ACCOUNT_IDS[key]);
    log('demo: vendas geradas');
  } catch (error) {
    if (!signal.aborted) log(`demo: geração de vendas falhou: ${(error as Error).message}`);
  }
}

/** Bom Preço's sign-up site, once (an account with a slot is left alone), saved by its manager. */
async function seedDemoHotsiteOf(stores: Stores, services: Services): Promise<void> {
  const id = DEMO_ACCOUNT_IDS.bompreco;
  const [account] = await stores.pg.query<{ key: string }>('select key from accounts where id = $1', [id]);
  if (!account) return;
  const [editor] = await stores.pg.query<{ id: string; email: string }>("select id, email from users where email = 'gerente@bompreco.com.br'");
  await seedDemoHotsite(stores.pg, services.uploads.store, { id, key: account.key }, editor ? { id: editor.id, login: editor.email } : { id: null, login: 'demo' });
}
