import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from './config';
import { createApp, type App } from './http/app';
import { resolveSessionSecret } from './secret';
import { isEmpty, seedDemo } from './seed/demo';
import { createServices, type Services } from './services';
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
  const stores = await openStores(config);
  log(`stores: ${stores.pg.kind} + ${stores.ch.kind}`);
  if (config.seedDemo && (await isEmpty(stores))) {
    const seeded = await seedDemo(stores, { production: config.production, allowInProduction: true });
    log(`demo: ${seeded.accounts} contas, ${seeded.users} usuários, ${seeded.units} lojas`);
  }
  const services = createServices(stores.pg, stores.ch, { ...config, sessionSecret });
  const app = createApp(services, config);
  app.server.listen(config.port, config.host);
  await once(app.server, 'listening');
  const { port } = app.server.address() as AddressInfo;
  let stopping: Promise<void> | null = null;
  return {
    app,
    stores,
    services,
    url: `http://127.0.0.1:${port}`,
    stop() {
      stopping ??= app.close().then(() => closeStores(stores));
      return stopping;
    },
  };
}
