import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { grantablePagePermissions, ROUTES } from '../../../src/shared/config';
import { DEMO_ACCOUNTS } from '../../seed/demo';
import { signedIn, type TestClient, startTestServer, type TestServer } from '../../testing/harness';

const UPDATE = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { user { id active pages has_pii_access has_pii_download_data_permission } } }`;
const USER_STATE = 'query($id: ID!) { node(id: $id) { ... on User { active pages has_pii_access has_pii_download_data_permission } } }';

/** Rules of editing a user (issue 14 §7): no escalation through updateUser, GraphQL or REST. */
describe('editing users: nobody escalates privileges', () => {
  let server: TestServer;
  let gerente: TestClient;
  let platform: TestClient;
  let gerenteId: string;
  let analistaId: string;

  const idOf = async (client: TestClient, search: string) =>
    (await client.gql(`{ users(search: "${search}") { edges { node { id } } } }`)).data!.users.edges[0].node.id as string;
  const stateOf = async (id: string) => (await gerente.gql(USER_STATE, { id })).data?.node;

  beforeAll(async () => {
    server = await startTestServer();
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    platform = await signedIn(server, 'admin@plataforma.dev');
    gerenteId = await idOf(gerente, 'gerente@');
    analistaId = await idOf(gerente, 'analista@');
  });
  afterAll(() => server.close());

  it('only a platform admin grants the platform admin permission', async () => {
    const before = await stateOf(analistaId);
    const refused = await gerente.gql(UPDATE, { input: { id: analistaId, pages: ['empresa/*', 'mf/admin'] } });
    expect(refused.errors?.[0].message).toBe('Só o administrador da plataforma concede a permissão de administrador da plataforma.');
    expect(refused.errors?.[0].extensions?.field).toBe('input.pages');
    const rest = await gerente.rest('PUT', `/api/users/${analistaId}`, { pages: ['mf/admin'] });
    expect(rest.status).toBe(403);
    expect(await stateOf(analistaId)).toEqual(before);
    expect((await gerente.gql(UPDATE, { input: { id: gerenteId, pages: ['mf/admin'] } })).errors?.[0].message).toMatch(/administrador da plataforma/);
  });

  it('grants only catalogue permissions the account\'s modules allow', async () => {
    for (const page of ['nao-existe/pagina', 'empresa/nao-existe']) {
      const refused = await gerente.gql(UPDATE, { input: { id: analistaId, pages: ['empresa/*', page] } });
      expect(refused.errors?.[0].message).toBe(`Permissão inexistente ou fora dos módulos da conta: ${page}.`);
      expect(refused.errors?.[0].extensions?.field).toBe('pages');
    }
    const granted = await gerente.gql(UPDATE, { input: { id: analistaId, pages: ['empresa/*', 'clube/dashboard', 'clientes'] } });
    expect(granted.errors).toBeUndefined();
    expect(granted.data?.updateUser.user.pages).toEqual(['empresa/*', 'clube/dashboard', 'clientes']);

    // Rede Mais has no operational_performance module: its page cannot be granted there
    const modules = DEMO_ACCOUNTS.find((account) => account.key === 'rede-mais')!.modules;
    expect(grantablePagePermissions(ROUTES, modules).has('clube/performance-operacional')).toBe(false);
    const franqueador = await signedIn(server, 'franqueador@redemais.com.br');
    const self = await idOf(franqueador, 'franqueador@');
    const { pages } = (await franqueador.gql(USER_STATE, { id: self })).data!.node;
    const refused = await franqueador.gql(UPDATE, { input: { id: self, pages: [...pages, 'clube/performance-operacional'] } });
    expect(refused.errors?.[0].message).toBe('Permissão inexistente ou fora dos módulos da conta: clube/performance-operacional.');
  });

  it('refuses a list of permissions longer than the catalogue could need', async () => {
    const pages = Array.from({ length: 301 }, () => 'empresa');
    expect((await gerente.gql(UPDATE, { input: { id: analistaId, pages } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lets nobody raise their own permissions or personal-data flags, only lower them', async () => {
    const lowered = await gerente.gql(UPDATE, { input: { id: gerenteId, pages: ['usuarios', 'home'], has_pii_download_data_permission: false } });
    expect(lowered.errors).toBeUndefined();
    const raisePages = await gerente.gql(UPDATE, { input: { id: gerenteId, pages: ['usuarios', 'home', 'empresa'] } });
    expect(raisePages.errors?.[0].message).toBe('Você não pode ampliar as suas próprias permissões (empresa).');
    // each refusal names the value it concerns, so the permissions form shows it beside that value
    expect(raisePages.errors?.[0].extensions?.field).toBe('input.pages');
    const raisePiiGql = await gerente.gql(UPDATE, { input: { id: gerenteId, has_pii_access: true, has_pii_download_data_permission: true } });
    expect(raisePiiGql.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', field: 'input.has_pii_download_data_permission' });
    const raisePii = await gerente.rest('PUT', `/api/users/${gerenteId}`, { has_pii_download_data_permission: true });
    expect(raisePii.status).toBe(403);
    expect(raisePii.body.message).toBe('Você não pode conceder a si mesmo acesso a dados pessoais.');
    expect(raisePii.body.field).toBe('input.has_pii_download_data_permission');
    expect(await stateOf(gerenteId)).toMatchObject({ pages: ['usuarios', 'home'], has_pii_download_data_permission: false });
    // another admin (here the platform's) may give them back
    const restored = await platform.gql(UPDATE, { input: { id: gerenteId, pages: ['empresa', 'usuarios', 'home'], has_pii_download_data_permission: true } });
    expect(restored.errors).toBeUndefined();
  });

  it('keeps an active admin in the account: the last one cannot be deactivated', async () => {
    const refused = await gerente.gql(UPDATE, { input: { id: gerenteId, active: false } });
    expect(refused.errors?.[0].message).toBe('A conta precisa de pelo menos um administrador ativo: este é o último.');
    expect((await stateOf(gerenteId)).active).toBe(true);
    // a user who is not an admin can be deactivated and reactivated
    expect((await gerente.gql(UPDATE, { input: { id: analistaId, active: false } })).errors).toBeUndefined();
    expect((await gerente.gql(UPDATE, { input: { id: analistaId, active: true } })).errors).toBeUndefined();
  });
});
