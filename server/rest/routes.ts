import { PUBLIC } from '../access/control';
import { serverRegistry } from '../modules/registry';
import { HttpError, RestRouter } from './router';

/** The REST API (spec §7): the platform's own /api/config, then every module's routes. */
export function buildRestRouter(): RestRouter {
  const router = new RestRouter().on('GET', '/api/config', PUBLIC, async ({ ctx }) => ({
    loginUrl: ctx.config.loginUrl,
    maintenance: ctx.config.maintenanceUntil ? { expected_recovery_date: ctx.config.maintenanceUntil } : null,
  }));
  // Tests only (E2E=1 or NODE_ENV=test, never in production): the e-mails the outbox holds for an
  // address, newest first, so an end-to-end test can follow a link it was sent (the embedded store is
  // not reachable from outside the server). Elsewhere the answer is that of an unknown route.
  router.on('GET', '/api/test/outbox', PUBLIC, async ({ ctx, query }) => {
    if (!ctx.config.testRoutes) throw new HttpError(404, 'not_found', 'Recurso não encontrado.');
    const to = (query.get('to') ?? '').trim().toLowerCase();
    const rows = await ctx.services.db.query<{ subject: string; body: string; created_at: Date }>(
      `select subject, body, created_at from outbox_messages
        where exists (select 1 from unnest(recipients) r where lower(r) = $1) order by created_at desc limit 20`,
      [to],
    );
    return { messages: rows.map((row) => ({ subject: row.subject, body: row.body, created_at: new Date(row.created_at).toISOString() })) };
  });
  return serverRegistry().rest(router);
}
