import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, signedIn, TestClient, type TestServer } from '../../testing/harness';
import { DEMO_PASSWORD } from '../../seed/demo';
import { INVALID_RESET_LINK_MESSAGE, RESET_REQUESTED_MESSAGE } from './passwordReset';
import { hashToken } from './tokens';

const VIEWER = '{ viewer { user { name } } }';

interface OutboxRow {
  recipients: string[];
  subject: string;
  body: string;
}

describe('"Esqueci minha senha": reset links by e-mail', () => {
  let server: TestServer;
  const client = () => new TestClient(server.url);

  beforeAll(async () => {
    server = await startTestServer({ PASSWORD_RESET_TTL_MINUTES: '30', PUBLIC_URL: 'https://painel.exemplo.com.br' });
  });
  afterAll(() => server.close());

  const requestReset = async (email: string) => {
    const answer = await client().rest('POST', '/api/auth/password-reset', { email });
    // the link is created and sent after the answer: wait for it, as the mailbox would
    await server.services.passwordResets.settled();
    return answer;
  };
  const outboxFor = (email: string) =>
    server.services.db.query<OutboxRow>(
      `select recipients, subject, body from outbox_messages where $1 = any(recipients) and subject = 'Redefinição de senha' order by created_at`,
      [email],
    );
  const tokenIn = (message: OutboxRow) => {
    const match = /https:\/\/painel\.exemplo\.com\.br\/redefinir-senha\?token=([\w-]+)/.exec(message.body);
    if (!match) throw new Error(`no reset link in: ${message.body}`);
    return decodeURIComponent(match[1]);
  };
  const latestToken = async (email: string) => tokenIn((await outboxFor(email)).at(-1)!);
  const setPassword = (token: string, password: string) => client().rest('POST', '/api/auth/password-reset/confirm', { token, password });
  const login = (email: string, password: string) => client().rest('POST', '/api/auth/login', { email, password });

  it('answers the same for a known and an unknown e-mail, and e-mails only the known one', async () => {
    const known = await requestReset('analista@bompreco.com.br');
    const unknown = await requestReset('ninguem@naoexiste.com.br');
    expect(known).toEqual({ status: 202, body: { message: RESET_REQUESTED_MESSAGE } });
    expect(unknown).toEqual(known);
    const sent = await outboxFor('analista@bompreco.com.br');
    expect(sent).toHaveLength(1);
    expect(sent[0].recipients).toEqual(['analista@bompreco.com.br']);
    expect(sent[0].body).toContain('Olá, Rafael Lima.');
    expect(sent[0].body).toContain('O link vale por 30 minutos e pode ser usado uma única vez.');
    expect(await outboxFor('ninguem@naoexiste.com.br')).toHaveLength(0);
  });

  it('stores only the hash of the token, expiring after PASSWORD_RESET_TTL_MINUTES', async () => {
    await requestReset('multi@bompreco.com.br');
    const token = await latestToken('multi@bompreco.com.br');
    const rows = await server.services.db.query<{ token_hash: string; minutes: number }>(
      `select r.token_hash, round(extract(epoch from (r.expires_at - r.created_at)) / 60)::int as minutes
         from password_resets r join users u on u.id = r.user_id where u.email = 'multi@bompreco.com.br'`,
    );
    expect(rows).toEqual([{ token_hash: hashToken(token), minutes: 30 }]);
    const raw = await server.services.db.query('select 1 from password_resets where token_hash = $1', [token]);
    expect(raw).toHaveLength(0);
  });

  it('sets the new password once: the old one and the spent link are refused afterwards', async () => {
    await requestReset('franqueador@redemais.com.br');
    const token = await latestToken('franqueador@redemais.com.br');
    expect(await setPassword(token, 'NovaSenha2026')).toEqual({ status: 200, body: { email: 'franqueador@redemais.com.br' } });
    expect((await login('franqueador@redemais.com.br', DEMO_PASSWORD)).status).toBe(401);
    expect((await login('franqueador@redemais.com.br', 'NovaSenha2026')).status).toBe(200);
    const again = await setPassword(token, 'OutraSenha2026');
    expect(again).toEqual({ status: 400, body: { error: 'invalid_input', message: INVALID_RESET_LINK_MESSAGE, field: 'token' } });
    expect((await login('franqueador@redemais.com.br', 'OutraSenha2026')).status).toBe(401);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    await requestReset('promo@atacadaopromo.com.br');
    const token = await latestToken('promo@atacadaopromo.com.br');
    await server.services.db.query(`update password_resets set expires_at = now() - interval '1 second' where token_hash = $1`, [hashToken(token)]);
    const refused = await setPassword(token, 'NovaSenha2026');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(INVALID_RESET_LINK_MESSAGE);
    expect((await login('promo@atacadaopromo.com.br', DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const refused = await setPassword('nao-e-um-token-de-verdade', 'NovaSenha2026');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(INVALID_RESET_LINK_MESSAGE);
  });

  it('applies the password rule and keeps the link usable after a refused password', async () => {
    await requestReset('franqueado@maisfeira.com.br');
    const token = await latestToken('franqueado@maisfeira.com.br');
    for (const weak of ['curta1', 'somenteletras', '12345678901']) {
      const refused = await setPassword(token, weak);
      expect(refused).toEqual({
        status: 400,
        body: { error: 'invalid_input', message: 'Campo "password": deve ter de 8 a 200 caracteres, com letras e números.', field: 'password' },
      });
    }
    expect((await setPassword(token, 'Franquia2026')).status).toBe(200);
  });

  it('revokes every session of the user, and every other open link', async () => {
    const email = 'gerente@bompreco.com.br';
    const [desk, phone] = [await signedIn(server, email), await signedIn(server, email)];
    expect((await desk.gql(VIEWER)).data?.viewer.user.name).toBe('Marina Souza');
    await requestReset(email);
    const first = await latestToken(email);
    await requestReset(email);
    const second = await latestToken(email);
    expect(second).not.toBe(first);

    expect((await setPassword(second, 'Gerente2026!')).status).toBe(200);
    for (const device of [desk, phone]) {
      expect((await device.gql(VIEWER)).errors?.[0].message).toBe('invalid.session');
      expect((await device.gql('mutation { refreshSession { sessionExpiresAt } }')).errors?.[0].message).toBe('session.refresh.expired');
    }
    const [revoked] = await server.services.db.query<{ open: number; reset: number }>(
      `select count(*) filter (where s.revoked_at is null)::int as open, count(*) filter (where s.revoked_reason = 'password_reset')::int as reset
         from sessions s join users u on u.id = s.user_id where u.email = $1`,
      [email],
    );
    expect(revoked).toEqual({ open: 0, reset: 2 });
    // the older link died with the reset
    expect((await setPassword(first, 'Gerente2027!')).status).toBe(400);
    // and signing in with the new password opens a new session
    const fresh = client();
    await fresh.login(email, 'Gerente2026!');
    expect((await fresh.gql(VIEWER)).data?.viewer.user.name).toBe('Marina Souza');
  });

  it('sends at most 3 links per e-mail per hour, silently: the 4th request gets the same answer and no e-mail', async () => {
    const email = 'admin@plataforma.dev';
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await requestReset(email));
    expect(answers.every((answer) => answer.status === 202 && answer.body.message === RESET_REQUESTED_MESSAGE)).toBe(true);
    expect(await outboxFor(email)).toHaveLength(3);
    // the same e-mail in other letters is the same e-mail
    await requestReset('ADMIN@Plataforma.dev');
    expect(await outboxFor(email)).toHaveLength(3);
    // the limit is per e-mail: another e-mail still gets its link
    await requestReset('analista@bompreco.com.br');
    expect(await outboxFor('analista@bompreco.com.br')).toHaveLength(2);
  });

  it('lifts a sign-in lock of the e-mail: the owner proved they read its mailbox', async () => {
    const email = 'analista@bompreco.com.br';
    for (let i = 0; i < 5; i += 1) expect((await login(email, `chute${i}`)).status).toBe(401);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(429);
    await requestReset(email);
    expect((await setPassword(await latestToken(email), 'Analista2026')).status).toBe(200);
    expect((await login(email, 'Analista2026')).status).toBe(200);
  });

  it('lets tests read the outbox of an address through GET /api/test/outbox (NODE_ENV=test)', async () => {
    const { status, body } = await client().rest('GET', `/api/test/outbox?to=${encodeURIComponent('FRANQUEADO@maisfeira.com.br')}`);
    expect(status).toBe(200);
    expect(body.messages[0].subject).toBe('Redefinição de senha');
    expect(body.messages[0].body).toContain('https://painel.exemplo.com.br/redefinir-senha?token=');
  });

  it('lets tests create a user of their own in Mais Feira de Santana through POST /api/test/users (NODE_ENV=test)', async () => {
    const created = await client().rest('POST', '/api/test/users', { email: 'teste.reset@exemplo.com.br', name: 'Pessoa de Teste', password: 'Teste2026' });
    expect(created.status).toBe(201);
    const person = client();
    await person.login('teste.reset@exemplo.com.br', 'Teste2026');
    expect((await person.gql('{ viewer { user { name } account { name } } }')).data?.viewer).toEqual({
      user: { name: 'Pessoa de Teste' },
      account: { name: 'Mais Feira de Santana' },
    });
    const again = await client().rest('POST', '/api/test/users', { email: 'TESTE.reset@exemplo.com.br', password: 'Teste2026' });
    expect(again.status).toBe(409);
  });

  it('keeps the limit when the requests arrive at the same moment', async () => {
    const email = 'multi@bompreco.com.br';
    const before = (await outboxFor(email)).length;
    await server.services.db.query(`delete from password_reset_requests where email_key = $1`, [email]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => client().rest('POST', '/api/auth/password-reset', { email })));
    await server.services.passwordResets.settled();
    expect(answers.every((answer) => answer.status === 202)).toBe(true);
    expect((await outboxFor(email)).length - before).toBe(3);
  });

  it('forgets requests and links a day past their use, on the next request', async () => {
    const db = server.services.db;
    await db.query(`insert into password_reset_requests (email_key, ip, requested_at) values ('antigo@exemplo.com.br', '192.0.2.1', now() - interval '25 hours')`);
    const [user] = await db.query<{ id: string; account_id: string }>(`select id, account_id from users where email = 'multi@bompreco.com.br'`);
    await db.query(`insert into password_resets (token_hash, account_id, user_id, created_at, expires_at) values ('antigo', $1, $2, now() - interval '26 hours', now() - interval '25 hours')`, [
      user.account_id,
      user.id,
    ]);
    const live = () => db.query(`select token_hash from password_resets where user_id = $1 and expires_at > now() order by token_hash`, [user.id]);
    const liveBefore = await live();
    expect(liveBefore.length).toBeGreaterThan(0);
    // even a request past the hour's limit (multi asked 3 times above) clears them
    await requestReset('multi@bompreco.com.br');
    expect(await db.query(`select 1 from password_reset_requests where email_key = 'antigo@exemplo.com.br'`)).toHaveLength(0);
    expect(await db.query(`select 1 from password_resets where token_hash = 'antigo'`)).toHaveLength(0);
    // the live links of the earlier tests are kept
    expect(await live()).toEqual(liveBefore);
  });

  it('refuses a malformed e-mail with 400 naming the field', async () => {
    const refused = await client().rest('POST', '/api/auth/password-reset', { email: 'gerente@' });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('email');
  });
});

describe('the test routes outside tests (no E2E, NODE_ENV=development)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'development', E2E: '' });
  });
  afterAll(() => server.close());

  it('answers like an unknown route, and so does POST /api/test/users', async () => {
    const client = new TestClient(server.url);
    const outbox = await client.rest('GET', '/api/test/outbox?to=gerente@bompreco.com.br');
    const unknown = await client.rest('GET', '/api/nao-existe');
    expect(outbox).toEqual({ status: 404, body: { error: 'not_found', message: 'Recurso não encontrado.' } });
    expect(unknown).toEqual(outbox);
    const user = await client.rest('POST', '/api/test/users', { email: 'intruso@exemplo.com.br', password: 'Intruso2026' });
    expect(user).toEqual(outbox);
    expect((await client.rest('POST', '/api/auth/login', { email: 'intruso@exemplo.com.br', password: 'Intruso2026' })).status).toBe(401);
  });
});
