import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InvalidCredentialsError, TooManyAttemptsError } from '../../errors';
import type { MailMessage, Mailer } from '../../mail';
import { startTestServer, signedIn, TestClient, type TestServer } from '../../testing/harness';
import { SessionService, slowdownMs } from './service';

const VIEWER = '{ viewer { user { name } account { name } } }';

describe('sessions: sign-in, refresh rotation and revocation', () => {
  let server: TestServer;

  beforeAll(async () => {
    // Access tokens of the default lifetime: a test that takes longer than a second on a loaded machine
    // must not see its session expire (the expiry test below has its own server with 1-second tokens).
    // No refresh grace here: the theft tests below present a spent token right after its rotation (the
    // grace window has its own tests further down).
    server = await startTestServer({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '10', REFRESH_GRACE_SECONDS: '0' });
  });
  afterAll(() => server.close());

  it('signs in through password, one-time auth code and loginWithAuthCode', async () => {
    const client = await signedIn(server, 'gerente@bompreco.com.br');
    const result = await client.gql(VIEWER);
    expect(result.data?.viewer).toEqual({ user: { name: 'Marina Souza' }, account: { name: 'Supermercados Bom Preço' } });
    expect([...client.cookies.keys()].sort()).toEqual(['mf_at', 'mf_rt']);
  });

  it('sets the session cookies httpOnly and SameSite', async () => {
    const client = new TestClient(server.url);
    const { body } = await client.rest('POST', '/api/auth/login', { email: 'gerente@bompreco.com.br', password: 'Demo@2026' });
    const response = await client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($c: String!) { loginWithAuthCode(authCode: $c) { cbmFlag } }', variables: { c: body.auth_code } }),
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('mf_rt='))).toMatch(/SameSite=Strict/);
    expect(cookies.find((c) => c.startsWith('mf_at='))).toMatch(/SameSite=Lax/);
  });

  it('refuses a wrong password with "E-mail ou senha inválidos" and signs nobody in', async () => {
    const client = new TestClient(server.url);
    const { status, body } = await client.rest('POST', '/api/auth/login', { email: 'analista@bompreco.com.br', password: 'errada' });
    expect(status).toBe(401);
    expect(body.message).toBe('E-mail ou senha inválidos');
    expect(client.cookies.size).toBe(0);
    expect((await client.gql(VIEWER)).data?.viewer).toBeNull();
  });

  it('gives the same answer for an unknown e-mail as for a wrong password', async () => {
    const client = new TestClient(server.url);
    const { status, body } = await client.rest('POST', '/api/auth/login', { email: 'ninguem@exemplo.com.br', password: 'x' });
    expect(status).toBe(401);
    expect(body.message).toBe('E-mail ou senha inválidos');
  });

  it('accepts an auth code only once', async () => {
    const client = new TestClient(server.url);
    const { body } = await client.rest('POST', '/api/auth/login', { email: 'analista@bompreco.com.br', password: 'Demo@2026' });
    const exchange = 'mutation($c: String!) { loginWithAuthCode(authCode: $c) { user { name } } }';
    expect((await client.gql(exchange, { c: body.auth_code })).data?.loginWithAuthCode.user.name).toBe('Rafael Lima');
    const again = await new TestClient(server.url).gql(exchange, { c: body.auth_code });
    expect(again.errors?.[0].message).toBe('login.auth.code.invalid');
  });

  it('locks sign-in after repeated failures, even with the right password', async () => {
    const client = new TestClient(server.url);
    // each wrong password says how many tries are left from here before the lock
    const remaining = [];
    for (let i = 0; i < 3; i += 1) {
      const failed = await client.rest('POST', '/api/auth/login', { email: 'promo@atacadaopromo.com.br', password: `errada${i}` });
      expect(failed.status).toBe(401);
      expect(failed.body).toMatchObject({ error: 'invalid_credentials', message: 'E-mail ou senha inválidos', lock_minutes: 10 });
      remaining.push(failed.body.remaining_attempts);
    }
    expect(remaining).toEqual([2, 1, 0]);
    const locked = await client.rest('POST', '/api/auth/login', { email: 'promo@atacadaopromo.com.br', password: 'Demo@2026' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Muitas tentativas de acesso\. Tente novamente em 10 minutos\.$/);
    expect(locked.body.retry_after_seconds).toBeGreaterThan(500);
  });

  it('refuses a stolen, already-used refresh token and revokes the whole session', async () => {
    const victim = await signedIn(server, 'gerente@bompreco.com.br');
    const stolen = victim.cookies.get('mf_rt')!;
    // The victim refreshes normally: the stolen token is now spent.
    expect((await victim.gql('mutation { refreshSession { sessionExpiresAt } }')).errors).toBeUndefined();

    const thief = new TestClient(server.url);
    thief.cookies.set('mf_rt', stolen);
    const attempt = await thief.gql('mutation { refreshSession { sessionExpiresAt } }');
    expect(attempt.errors?.[0].message).toBe('session.refresh.expired');
    expect(thief.cookies.has('mf_at')).toBe(false);

    // The reuse revoked the family: the victim's current tokens stop working too.
    const victimQuery = await victim.gql('{ account { name } }');
    expect(victimQuery.errors?.[0].message).toBe('invalid.session');
    const victimRefresh = await victim.gql('mutation { refreshSession { sessionExpiresAt } }');
    expect(victimRefresh.errors?.[0].message).toBe('session.refresh.expired');
  });

  it('logs out: the session is revoked and the cookies cleared', async () => {
    const client = await signedIn(server, 'analista@bompreco.com.br');
    const access = client.cookies.get('mf_at')!;
    expect((await client.gql('mutation { logout { ok } }')).data?.logout.ok).toBe(true);
    expect(client.cookies.size).toBe(0);
    const replay = new TestClient(server.url);
    replay.cookies.set('mf_at', access);
    expect((await replay.gql('{ account { name } }')).errors?.[0].message).toBe('invalid.session');
  });

  it('asks for a session when there is none', async () => {
    const result = await new TestClient(server.url).gql('{ account { name } }');
    expect(result.errors?.[0].message).toBe('authentication.missing.session.id');
  });

  it('lets a multi-user switch between their accounts, and nobody else', async () => {
    const multi = await signedIn(server, 'multi@bompreco.com.br');
    const { data } = await multi.gql('{ viewer { accounts { id name } } }');
    const names = data?.viewer.accounts.map((a: { name: string }) => a.name);
    expect(names).toEqual(['Rede Mais Franquias', 'Supermercados Bom Preço']);
    const redeMais = data?.viewer.accounts.find((a: { name: string }) => a.name === 'Rede Mais Franquias').id;
    const switched = await multi.gql('mutation($id: ID!) { switchClient(accountId: $id) { viewer { account { name } } } }', { id: redeMais });
    expect(switched.data?.switchClient.viewer.account.name).toBe('Rede Mais Franquias');
    expect((await multi.gql('{ account { name } }')).data?.account.name).toBe('Rede Mais Franquias');

    const analyst = await signedIn(server, 'analista@bompreco.com.br');
    const refused = await analyst.gql('mutation($id: ID!) { switchClient(accountId: $id) { viewer { account { name } } } }', { id: redeMais });
    expect(refused.errors?.[0].message).toBe('Cliente não encontrado.');
    expect((await analyst.gql('{ account { name } }')).data?.account.name).toBe('Supermercados Bom Preço');
  });
});

describe('sign-in lockout: per e-mail and address, only slowed down per e-mail', () => {
  let server: TestServer;
  const sent: MailMessage[] = [];
  const waits: number[] = [];
  let sessions: SessionService;
  const mailer: Mailer = { kind: 'outbox', send: async (message) => void sent.push(message), close: async () => undefined };

  beforeAll(async () => {
    server = await startTestServer();
    sessions = new SessionService(
      server.services.db,
      { ...server.config, sessionSecret: 'lockout-test-secret-lockout-test', loginMaxFailures: 3, loginLockMinutes: 15, loginSlowdownMaxMs: 4000 },
      mailer,
      async (ms) => void waits.push(ms),
    );
  });
  afterAll(() => server.close());

  const attempt = (email: string, password: string, ip: string) =>
    sessions.passwordLogin(email, password, ip).then(
      () => 'signed in',
      (error: unknown) =>
        error instanceof InvalidCredentialsError ? `wrong, ${error.remainingAttempts} left` : error instanceof TooManyAttemptsError ? 'locked' : String(error),
    );

  it('locks a stranger\'s address for that e-mail, while the owner still signs in from elsewhere (slowed down)', async () => {
    const stranger = '203.0.113.7';
    const tries = [];
    for (let i = 0; i < 3; i += 1) tries.push(await attempt('gerente@bompreco.com.br', `chute${i}`, stranger));
    expect(tries).toEqual(['wrong, 2 left', 'wrong, 1 left', 'wrong, 0 left']);
    expect(await attempt('gerente@bompreco.com.br', 'Demo@2026', stranger)).toBe('locked');
    waits.length = 0;
    expect(await attempt('gerente@bompreco.com.br', 'Demo@2026', '198.51.100.20')).toBe('signed in');
    expect(waits).toEqual([250]);
  });

  it('tells the owner by e-mail once, when the lock starts, with the address', async () => {
    sent.length = 0;
    for (let i = 0; i < 4; i += 1) await attempt('analista@bompreco.com.br', `chute${i}`, '203.0.113.8');
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toEqual(['analista@bompreco.com.br']);
    expect(sent[0].subject).toBe('Tentativas de acesso à sua conta foram bloqueadas');
    expect(sent[0].text).toContain('203.0.113.8');
    expect(sent[0].text).toContain('15 minutos');
  });

  it('gives an unknown e-mail the same answers and e-mails nobody', async () => {
    sent.length = 0;
    const tries = [];
    for (let i = 0; i < 4; i += 1) tries.push(await attempt('ninguem@exemplo.com.br', 'x', '203.0.113.9'));
    expect(tries).toEqual(['wrong, 2 left', 'wrong, 1 left', 'wrong, 0 left', 'locked']);
    expect(sent).toHaveLength(0);
  });

  it('slows down an e-mail failed from many addresses, never locks it there', async () => {
    waits.length = 0;
    const answers = [];
    for (let i = 0; i < 8; i += 1) answers.push(await attempt('promo@atacadaopromo.com.br', 'errada', `192.0.2.${i + 1}`));
    expect(answers.every((answer) => answer.startsWith('wrong'))).toBe(true);
    expect(waits).toEqual([250, 500, 1000, 2000, 4000]);
  });

  it('locks an address that tries many e-mails (four times the limit)', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 12; i += 1) await attempt(`alvo${i}@exemplo.com.br`, 'x', ip);
    expect(await attempt('outro@exemplo.com.br', 'x', ip)).toBe('locked');
    expect(await attempt('outro@exemplo.com.br', 'x', '203.0.113.51')).toBe('wrong, 2 left');
  });

  it('waits 0.25 s doubling past the limit, capped', () => {
    expect([2, 3, 4, 5, 30].map((failures) => slowdownMs(failures, 3, 8000))).toEqual([0, 250, 500, 1000, 8000]);
  });
});

describe('refreshing from two tabs at the same moment', () => {
  let server: TestServer;
  const REFRESH = 'mutation { refreshSession { sessionExpiresAt } }';

  beforeAll(async () => {
    server = await startTestServer({ REFRESH_GRACE_SECONDS: '1' });
  });
  afterAll(() => server.close());

  /** A second tab of the same browser: the same cookies at this moment. */
  function secondTab(client: TestClient): TestClient {
    const tab = new TestClient(server.url);
    for (const [name, value] of client.cookies) tab.cookies.set(name, value);
    return tab;
  }

  it('gives both the same answer, and the session lives on', async () => {
    const first = await signedIn(server, 'gerente@bompreco.com.br');
    const second = secondTab(first);
    const [a, b] = await Promise.all([first.gql(REFRESH), second.gql(REFRESH)]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(b.data).toEqual(a.data);
    expect(second.cookies.get('mf_rt')).toBe(first.cookies.get('mf_rt'));
    expect((await first.gql(VIEWER)).data?.viewer.user.name).toBe('Marina Souza');
    expect((await second.gql(REFRESH)).errors).toBeUndefined();
  });

  it('still takes a spent token presented after the window for theft, and revokes the session', async () => {
    const victim = await signedIn(server, 'gerente@bompreco.com.br');
    const stolen = secondTab(victim);
    expect((await victim.gql(REFRESH)).errors).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect((await stolen.gql(REFRESH)).errors?.[0].message).toBe('session.refresh.expired');
    expect((await victim.gql(VIEWER)).errors?.[0].message).toBe('invalid.session');
  });
});
