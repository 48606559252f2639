import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readConfig } from '../../config';
import { toGlobalId } from '../../access/globalId';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { SWITCH_CLIENT } from '../../testing/operations';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';

/** Shell: platform notifications (tenancy, links), first-value onboarding, maintenance lists on the server. */

const NOTIFICATIONS = '{ platformNotifications { key type entities_amount route } }';
const PROGRESS = '{ viewer { account { name first_value } } firstValueProgress { unitsCount activeUnitsCount usersCount usersWithPermissionsCount } }';
const COMPLETE = 'mutation($input: CompleteFirstValueInput!) { completeFirstValue(input: $input) { account { name first_value } } }';

const sandboxId = toGlobalId('Account', DEMO_ACCOUNT_IDS.sandbox);
const bomprecoId = toGlobalId('Account', DEMO_ACCOUNT_IDS.bompreco);

describe('maintenance lists in the configuration', () => {
  it('are empty by default', () => {
    expect(readConfig({} as NodeJS.ProcessEnv).maintenance).toEqual({ accounts: [], routes: [], modules: [] });
  });

  it('read comma lists with wildcards', () => {
    const config = readConfig({ MAINTENANCE_ACCOUNTS: 'db_bompreco, 10000000-0000-4000-8000-000000002001', MAINTENANCE_ROUTES: '/clube/*,usuarios', MAINTENANCE_MODULES: '*' } as NodeJS.ProcessEnv);
    expect(config.maintenance).toEqual({ accounts: ['db_bompreco', '10000000-0000-4000-8000-000000002001'], routes: ['/clube/*', 'usuarios'], modules: ['*'] });
  });
});

describe('platform notifications and first value', () => {
  let server: TestServer;
  let gerente: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
  }, 60_000);
  afterAll(() => server?.close());

  it('shows each account only its own notifications, with links to the pages that handle them', async () => {
    expect((await gerente.gql(NOTIFICATIONS)).data?.platformNotifications).toEqual([
      { key: 'AVAILABLE_TRADE_OFFERS', type: 'info', entities_amount: 3, route: '/industria/ofertas-trade/propostas' },
      { key: 'PENDING_USER_DELETE_DATA_REQUESTS', type: 'warning', entities_amount: 2, route: '/clientes/gerenciamento/solicitacoes' },
    ]);
    const franqueador = await signedIn(server, 'franqueador@redemais.com.br');
    expect((await franqueador.gql(NOTIFICATIONS)).data?.platformNotifications).toEqual([
      { key: 'PENDING_USER_DELETE_DATA_REQUESTS', type: 'warning', entities_amount: 1, route: '/clientes/gerenciamento/solicitacoes' },
    ]);
    const franqueado = await signedIn(server, 'franqueado@maisfeira.com.br');
    expect((await franqueado.gql(NOTIFICATIONS)).data?.platformNotifications).toEqual([]);
  });

  it('leaves out the link a user may not follow', async () => {
    const analista = await signedIn(server, 'analista@bompreco.com.br');
    const result = await analista.gql(NOTIFICATIONS);
    expect(result.data?.platformNotifications.map((n: { key: string; route: string | null }) => [n.key, n.route])).toEqual([
      ['AVAILABLE_TRADE_OFFERS', null],
      ['PENDING_USER_DELETE_DATA_REQUESTS', null],
    ]);
  });

  it('follows the session account on a client switch', async () => {
    const multi = await signedIn(server, 'multi@bompreco.com.br');
    expect((await multi.gql(NOTIFICATIONS)).data?.platformNotifications).toHaveLength(2);
    await multi.gql(SWITCH_CLIENT, { id: toGlobalId('Account', DEMO_ACCOUNT_IDS['rede-mais']) });
    expect((await multi.gql(NOTIFICATIONS)).data?.platformNotifications.map((n: { entities_amount: number }) => n.entities_amount)).toEqual([1]);
  });

  it('counts the onboarding from the account records', async () => {
    const admin = await signedIn(server, 'admin@plataforma.dev');
    await admin.gql(SWITCH_CLIENT, { id: sandboxId });
    const { data } = await admin.gql(PROGRESS);
    const [units] = await server.services.db.query<{ total: number; active: number }>(
      'select count(*)::int as total, count(*) filter (where active)::int as active from units where account_id = $1',
      [DEMO_ACCOUNT_IDS.sandbox],
    );
    expect(units.total).toBeGreaterThan(0);
    // the demo account has stores, and no team of its own yet (the platform admin does not count)
    expect(data).toEqual({
      viewer: { account: { name: 'Conta Demonstração', first_value: true } },
      firstValueProgress: { unitsCount: units.total, activeUnitsCount: units.active, usersCount: 0, usersWithPermissionsCount: 0 },
    });
    const bompreco = (await gerente.gql(PROGRESS)).data;
    expect(bompreco?.viewer.account.first_value).toBe(false);
    expect(bompreco?.firstValueProgress.usersCount).toBeGreaterThan(1);
    expect(bompreco?.firstValueProgress.usersWithPermissionsCount).toBeGreaterThan(0);
  });

  it('refuses the completion to users who are not account admins, and changes nothing', async () => {
    const analista = await signedIn(server, 'analista@bompreco.com.br');
    await server.services.db.query('update accounts set first_value = true where id = $1', [DEMO_ACCOUNT_IDS.bompreco]);
    const result = await analista.gql(COMPLETE, { input: { accountId: bomprecoId } });
    expect(result.errors?.[0]).toMatchObject({ message: 'Somente administradores da conta podem concluir os primeiros passos.', extensions: { code: 'FORBIDDEN' } });
    expect((await gerente.gql(PROGRESS)).data?.viewer.account.first_value).toBe(true);
    await server.services.db.query('update accounts set first_value = false where id = $1', [DEMO_ACCOUNT_IDS.bompreco]);
  });

  it('refuses to complete another account than the session one', async () => {
    const result = await gerente.gql(COMPLETE, { input: { accountId: sandboxId } });
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    const [row] = await server.services.db.query<{ first_value: boolean }>('select first_value from accounts where id = $1', [DEMO_ACCOUNT_IDS.sandbox]);
    expect(row.first_value).toBe(true);
  });

  it('lets an admin complete the first steps of the account they act in', async () => {
    const admin = await signedIn(server, 'admin@plataforma.dev');
    await admin.gql(SWITCH_CLIENT, { id: sandboxId });
    const result = await admin.gql(COMPLETE, { input: { accountId: sandboxId } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.completeFirstValue.account).toEqual({ name: 'Conta Demonstração', first_value: false });
    expect((await admin.gql(PROGRESS)).data?.viewer.account.first_value).toBe(false);
  });
});

describe('maintenance lists on the server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ MAINTENANCE_ACCOUNTS: 'db_bompreco', MAINTENANCE_ROUTES: 'usuarios,/clube/*', MAINTENANCE_MODULES: 'whatsapp' });
  }, 60_000);
  afterAll(() => server?.close());

  it('hands the listed account its lists through the viewer', async () => {
    const gerente = await signedIn(server, 'gerente@bompreco.com.br');
    expect((await gerente.gql('{ viewer { maintenance { routes modules } } }')).data?.viewer.maintenance).toEqual({ routes: ['usuarios', '/clube/*'], modules: ['whatsapp'] });
    const franqueador = await signedIn(server, 'franqueador@redemais.com.br');
    // Rede Mais is not listed, and has the whatsapp module on
    expect((await franqueador.gql('{ viewer { maintenance { routes modules } } }')).data?.viewer.maintenance).toEqual({ routes: [], modules: ['whatsapp'] });
  });

  it('refuses a route in maintenance for the account with HTTP 406 and a pt-BR message, on GraphQL and REST', async () => {
    const gerente = await signedIn(server, 'gerente@bompreco.com.br');
    const result = await gerente.gql('{ users(first: 5) { totalCount } }');
    expect(result.status).toBe(406);
    expect(result.errors?.[0]).toMatchObject({ message: 'Esta página está em manutenção. Tente novamente mais tarde.', extensions: { code: 'MAINTENANCE' } });
    const rest = await gerente.rest('GET', '/api/users');
    expect(rest).toEqual({ status: 406, body: { error: 'maintenance', message: 'Esta página está em manutenção. Tente novamente mais tarde.' } });
  });

  it('keeps the other routes and the other accounts open', async () => {
    const gerente = await signedIn(server, 'gerente@bompreco.com.br');
    const notifications = await gerente.gql(NOTIFICATIONS);
    expect(notifications.status).toBe(200);
    expect(notifications.data?.platformNotifications).toHaveLength(2);
    const franqueador = await signedIn(server, 'franqueador@redemais.com.br');
    const users = await franqueador.gql('{ users(first: 5) { totalCount } }');
    expect(users.errors).toBeUndefined();
    expect(users.data?.users.totalCount).toBeGreaterThan(0);
  });
});
