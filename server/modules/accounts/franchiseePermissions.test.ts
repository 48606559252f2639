import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toGlobalId } from '../../access/globalId';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';

const MAIS_FEIRA = DEMO_ACCOUNT_IDS['mais-feira'];
const REDE_MAIS = DEMO_ACCOUNT_IDS['rede-mais'];
const maisFeira = toGlobalId('Account', MAIS_FEIRA);

const LIST = `query($search: String) { franchiseeAccounts(search: $search) { id: account_id name id_external permissions { edit_points banners_mobile managing_user_requests push_campaigns } permissions_updated_at permissions_updated_by } }`;
const SAVE = `mutation($input: UpdateAccountFranchiseePermissionsInput!) {
  updateAccountFranchiseePermissions(input: $input) { changeId permissions { edit_points banners_mobile push_campaigns } franchisees { id: account_id name permissions { edit_points } permissions_updated_by } }
}`;
const UNDO = `mutation($input: UndoFranchiseePermissionsChangeInput!) { undoFranchiseePermissionsChange(input: $input) { franchisees { id: account_id permissions { edit_points push_campaigns } } } }`;
const ADJUST = `mutation($userId: ID!, $amount: Int!, $reason: String!) { adjustPoints(userId: $userId, pointsAdjustment: { amount: $amount, reason: $reason }) { success error } }`;
const OWN = '{ accountFranchiseePermissions { edit_points banners_mobile } }';

describe(`franchisee permissions (issue 13 item 6, spec §6; ${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  let server: TestServer;
  let franqueador: TestClient;
  let franqueado: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    franqueador = await signedIn(server, 'franqueador@redemais.com.br');
    franqueado = await signedIn(server, 'franqueado@maisfeira.com.br');
  }, 120_000);
  afterAll(async () => server?.close());

  const save = (permissions: Record<string, boolean>, extra: Record<string, unknown> = {}) => franqueador.gql(SAVE, { input: { accountId: maisFeira, permissions, ...extra } });
  /** adjustPoints of an unknown consumer: refused (FORBIDDEN) before anything, or let through to a not-found answer. */
  const adjustCode = async (client: TestClient) => {
    const answer = await client.gql(ADJUST, { userId: toGlobalId('Customer', '00000000000'), amount: 1, reason: 'Teste' });
    return answer.errors?.[0]?.extensions?.code ?? 'OK';
  };

  it("lists the franchisor's franchisees with their switches (the demo's defaults plus banners_mobile)", async () => {
    const answer = await franqueador.gql(LIST, {});
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.franchiseeAccounts).toEqual([
      expect.objectContaining({ id: maisFeira, name: 'Mais Feira de Santana', id_external: 2002, permissions: { edit_points: false, banners_mobile: true, managing_user_requests: true, push_campaigns: false } }),
    ]);
    expect((await franqueador.gql(LIST, { search: 'feira' })).data!.franchiseeAccounts).toHaveLength(1);
    expect((await franqueador.gql(LIST, { search: '2002' })).data!.franchiseeAccounts).toHaveLength(1);
    expect((await franqueador.gql(LIST, { search: 'inexistente' })).data!.franchiseeAccounts).toEqual([]);
  });

  it('refuses the franchisee itself and a retailer that is no franchisor', async () => {
    expect((await franqueado.gql(LIST, {})).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await franqueado.gql(SAVE, { input: { accountId: maisFeira, permissions: { edit_points: true } } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const gerente = await signedIn(server, 'gerente@bompreco.com.br');
    // a retailer's manager may open the page (it only lists their own franchisees: none); another network's franchisee is "not found"
    expect((await gerente.gql(LIST, {})).data!.franchiseeAccounts).toEqual([]);
    expect((await gerente.gql(SAVE, { input: { accountId: maisFeira, permissions: { edit_points: true } } })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await franqueado.gql(OWN)).data!.accountFranchiseePermissions.edit_points).toBe(false);
  });

  it("switches edit_points on and off: the franchisee's next request follows (allowed, then refused)", async () => {
    expect(await adjustCode(franqueado)).toBe('FORBIDDEN');
    const on = await save({ edit_points: true });
    expect(on.errors).toBeUndefined();
    expect(on.data!.updateAccountFranchiseePermissions.permissions).toEqual({ edit_points: true, banners_mobile: true, push_campaigns: false });
    // the same session, its next request: no sign-in again
    expect((await franqueado.gql(OWN)).data!.accountFranchiseePermissions.edit_points).toBe(true);
    expect(await adjustCode(franqueado)).not.toBe('FORBIDDEN');
    await save({ edit_points: false });
    expect((await franqueado.gql(OWN)).data!.accountFranchiseePermissions.edit_points).toBe(false);
    expect(await adjustCode(franqueado)).toBe('FORBIDDEN');
  });

  it('audits who changed what and when, and undoes a save once', async () => {
    const saved = await save({ push_campaigns: true, edit_points: true });
    const changeId = saved.data!.updateAccountFranchiseePermissions.changeId as string;
    expect(saved.data!.updateAccountFranchiseePermissions.franchisees[0].permissions_updated_by).toBe('Paulo Andrade');
    const [audit] = await server.stores.pg.query<{ before: Record<string, boolean>; after: Record<string, boolean>; email: string; account_id: string }>(
      `select c.before, c.after, u.email, c.account_id from franchisee_permission_changes c join users u on u.id = c.user_id where c.batch = $1`,
      [changeId],
    );
    expect(audit).toMatchObject({ email: 'franqueador@redemais.com.br', account_id: REDE_MAIS, before: { push_campaigns: false, edit_points: false }, after: { push_campaigns: true, edit_points: true } });
    const undone = await franqueador.gql(UNDO, { input: { changeId } });
    expect(undone.errors).toBeUndefined();
    expect(undone.data!.undoFranchiseePermissionsChange.franchisees).toEqual([{ id: maisFeira, permissions: { edit_points: false, push_campaigns: false } }]);
    expect((await franqueado.gql(OWN)).data!.accountFranchiseePermissions.edit_points).toBe(false);
    // an undo puts back only what its save changed: a later save of another switch stands
    const first = await save({ push_campaigns: true });
    await save({ edit_points: true });
    await franqueador.gql(UNDO, { input: { changeId: first.data!.updateAccountFranchiseePermissions.changeId } });
    expect((await franqueador.gql(LIST, {})).data!.franchiseeAccounts[0].permissions).toMatchObject({ push_campaigns: false, edit_points: true });
    await save({ edit_points: false });
    const again = await franqueador.gql(UNDO, { input: { changeId } });
    expect(again.errors?.[0].message).toMatch(/não encontrada ou já desfeita/);
  });

  it("applies one set of switches to every franchisee of the franchisor, and not to another network's", async () => {
    // a second franchisee of Rede Mais and one of another franchisor, for this test only
    const [other] = await server.stores.pg.query<{ id: string }>(
      `insert into accounts (id, key, name, integration_type, id_external, franchise_id, modules, is_franchise, is_franchisee, db_name, brand_color)
       values (gen_random_uuid(), 'mais-alagoinhas', 'Mais Alagoinhas', 'FRANCHISEE', 2003, $1, '{}', false, true, 'db_mais_alagoinhas', '#0a7') returning id`,
      [REDE_MAIS],
    );
    const [stranger] = await server.stores.pg.query<{ id: string }>(
      `insert into accounts (id, key, name, integration_type, id_external, franchise_id, modules, is_franchise, is_franchisee, db_name, brand_color)
       values (gen_random_uuid(), 'outra-rede-loja', 'Outra Rede Loja', 'FRANCHISEE', 2999, $1, '{}', false, true, 'db_outra', '#333') returning id`,
      [DEMO_ACCOUNT_IDS.bompreco],
    );
    const all = await save({ push_campaigns: true }, { applyToAllFranchisees: true });
    expect(all.errors).toBeUndefined();
    expect(all.data!.updateAccountFranchiseePermissions.franchisees.map((row: { name: string }) => row.name)).toEqual(['Mais Alagoinhas', 'Mais Feira de Santana']);
    const stored = await server.stores.pg.query<{ account_id: string; push: boolean }>(
      `select account_id, (permissions->>'push_campaigns')::boolean as push from franchisee_permissions where account_id = any($1::uuid[]) order by account_id`,
      [[other.id, stranger.id, MAIS_FEIRA]],
    );
    expect(Object.fromEntries(stored.map((row) => [row.account_id, row.push]))).toEqual({ [other.id]: true, [MAIS_FEIRA]: true });
    // undo puts both back, each as it was
    await franqueador.gql(UNDO, { input: { changeId: all.data!.updateAccountFranchiseePermissions.changeId } });
    const list = await franqueador.gql(LIST, {});
    expect(list.data!.franchiseeAccounts.map((row: { permissions: { push_campaigns: boolean } }) => row.permissions.push_campaigns)).toEqual([false, false]);
    await server.stores.pg.query('delete from accounts where id = any($1::uuid[])', [[other.id, stranger.id]]);
  });
});
