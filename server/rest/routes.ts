import { PUBLIC } from '../access/control';
import { serverRegistry } from '../modules/registry';
import { RestRouter } from './router';
import { registerTestRoutes } from './testRoutes';

/** The REST API (spec §7): the platform's own /api/config, then every module's routes. */
export function buildRestRouter(): RestRouter {
  const router = new RestRouter().on('GET', '/api/config', PUBLIC, async ({ ctx }) => ({
    loginUrl: ctx.config.loginUrl,
    maintenance: ctx.config.maintenanceUntil ? { expected_recovery_date: ctx.config.maintenanceUntil } : null,
  }));
  registerTestRoutes(router);
  return serverRegistry().rest(router);
}
