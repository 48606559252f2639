import { object, optional } from 'superstruct';
import { PUBLIC } from '../access/control';
import { hashPassword } from '../modules/session';
import { email, newPassword, requiredText, validate } from '../validation';
import { HttpError, type RestRouter } from './router';

const newUserBody = object({ email: email(), name: optional(requiredText(120)), password: newPassword() });

/**
 * Tests only: routes that exist when `testRoutes` is on (E2E=1 or NODE_ENV=test, never in production)
 * and otherwise answer like an unknown route. End-to-end specs cannot reach the embedded store from
 * outside the server process, so these give them what the server e-mailed, and a user of their own
 * (no persona another spec signs in with at the same moment).
 */
export function registerTestRoutes(router: RestRouter): RestRouter {
  const unknown = () => new HttpError(404, 'not_found', 'Recurso não encontrado.');

  // the e-mails the outbox holds for an address, newest first
  router.on('GET', '/api/test/outbox', PUBLIC, async ({ ctx, query }) => {
    if (!ctx.config.testRoutes) throw unknown();
    const to = (query.get('to') ?? '').trim().toLowerCase();
    const rows = await ctx.services.db.query<{ subject: string; body: string; created_at: Date }>(
      `select subject, body, created_at from outbox_messages
        where exists (select 1 from unnest(recipients) r where lower(r) = $1) order by created_at desc limit 20`,
      [to],
    );
    return { messages: rows.map((row) => ({ subject: row.subject, body: row.body, created_at: new Date(row.created_at).toISOString() })) };
  });

  // a user of the demo's Mais Feira de Santana with no page permission, for one spec alone (not Conta
  // Demonstração: its onboarding counts its users, and a spec checks that count)
  router.on('POST', '/api/test/users', PUBLIC, async ({ ctx, body }) => {
    if (!ctx.config.testRoutes) throw unknown();
    const input = validate(newUserBody, body);
    const [account] = await ctx.services.db.query<{ id: string }>(`select id from accounts where key = 'mais-feira'`);
    if (!account) throw new HttpError(409, 'no_test_account', 'A conta Mais Feira de Santana não existe neste banco.');
    const passwordHash = await hashPassword(input.password);
    return ctx.services.db.transaction(async (tx) => {
      const [user] = await tx.query<{ id: string }>(
        `insert into users (account_id, email, name, password_hash) values ($1, $2, $3, $4)
         on conflict do nothing returning id`,
        [account.id, input.email, input.name ?? 'Pessoa de Teste', passwordHash],
      );
      if (!user) throw new HttpError(409, 'email_taken', 'Já existe um usuário com este e-mail.');
      await tx.query('insert into user_accounts (account_id, user_id) values ($1, $2)', [account.id, user.id]);
      return { status: 201, body: { id: user.id } };
    });
  });
  return router;
}
