import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { toGlobalId } from '../../access/globalId';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';

jest.setTimeout(60_000);

const OVERVIEW = '{ adminSettingsOverview { telesales { enabled storesTakingOrders totalStores } app { enabled published storeLinks modulesOn modulesTotal } stores { active appActive total } termsVersion hotsite { slots } integrations { activeTokens } } }';
const TELESALES = '{ telesalesSettings { module { module on editable } stores { id unit { id name } takes_orders delivery pickup delivery_fee_cents minimum_order_cents order_phone payment_methods service_hours { monday { start finish } } audit { updatedBy } } } }';
const SAVE_TELESALES = 'mutation($input: UpdateUnitTelesalesInput!) { updateUnitTelesales(input: $input) { telesales { takes_orders delivery_fee_cents minimum_order_cents payment_methods audit { updatedBy } } } }';
const MODULES = 'mutation($input: UpdateAccountModulesInput!) { updateAccountModules(input: $input) { account { modules } modules { module on } } }';
const APP = '{ appSettings { app_name primary_color on_primary_color modules { module on editable } audit { updatedBy } } }';
const SAVE_APP = 'mutation($input: UpdateAppSettingsInput!) { updateAppSettings(input: $input) { appSettings { app_name app_store_url primary_color audit { updatedBy } } } }';
const UNITS = 'query($search: String, $active: Boolean) { adminUnits(first: 50, search: $search, active: $active) { totalCount edges { node { id id_erp name active app_active } } } }';
const SET_ACTIVE = 'mutation($input: SetUnitsActiveInput!) { setUnitsActive(input: $input) { changeId units { id active app_active } } }';
const UNDO = 'mutation($input: UndoUnitsActiveChangeInput!) { undoUnitsActiveChange(input: $input) { units { id active app_active } } }';

const telesalesInput = (unitId: string, patch: Record<string, unknown> = {}) => ({
  unitId,
  takes_orders: true,
  delivery: true,
  pickup: false,
  delivery_fee_cents: 790,
  minimum_order_cents: 5000,
  service_hours: { monday: { start: '08:00', finish: '18:00' } },
  order_phone: '7133334444',
  order_whatsapp: '5571999998888',
  payment_methods: ['PIX', 'CASH'],
  ...patch,
});

const appInput = (patch: Record<string, unknown> = {}) => ({
  app_name: 'Clube Bom Preço',
  app_store_url: 'https://apps.apple.com/br/app/clube-bom-preco/id123456',
  google_play_url: 'https://play.google.com/store/apps/details?id=br.com.bompreco.clube',
  ios_bundle_id: 'br.com.bompreco.clube',
  android_package: 'br.com.bompreco.clube',
  primary_color: '#0B5FFF',
  on_primary_color: '#FFFFFF',
  minimum_version: '2.4.0',
  force_update: false,
  ...patch,
});

describe('/configuracoes-admin: televendas, app, stores and the index statuses', () => {
  let server: TestServer;
  let admin: TestClient;
  let gerente: TestClient;
  let analista: TestClient;
  let franqueador: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedIn(server, 'admin@plataforma.dev');
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    analista = await signedIn(server, 'analista@bompreco.com.br');
    franqueador = await signedIn(server, 'franqueador@redemais.com.br');
  });
  afterAll(() => server.close());

  it('saves a store telesales settings, audits who saved them, and counts the store in the index', async () => {
    const before = (await gerente.gql(OVERVIEW)).data!.adminSettingsOverview;
    const stores = (await gerente.gql(TELESALES)).data!.telesalesSettings.stores;
    const unitId = stores.find((store: { takes_orders: boolean }) => !store.takes_orders).unit.id;
    const saved = await gerente.gql(SAVE_TELESALES, { input: telesalesInput(unitId) });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateUnitTelesales.telesales).toEqual({ takes_orders: true, delivery_fee_cents: 790, minimum_order_cents: 5000, payment_methods: ['PIX', 'CASH'], audit: { updatedBy: 'Marina Souza' } });
    const after = (await gerente.gql(OVERVIEW)).data!.adminSettingsOverview;
    expect(after.telesales.storesTakingOrders).toBe(before.telesales.storesTakingOrders + 1);
    const [audit] = await server.stores.pg.query<{ area: string; target: string }>("select area, target from admin_setting_changes where area = 'telesales' order by id desc limit 1");
    expect(audit.area).toBe('telesales');
  });

  it('refuses inconsistent telesales settings in pt-BR', async () => {
    const unitId = (await gerente.gql(TELESALES)).data!.telesalesSettings.stores[1].unit.id;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ delivery_fee_cents: -1 }, /input\.delivery_fee_cents/],
      [{ delivery: false, pickup: false }, /entrega ou retirada/],
      [{ service_hours: { monday: { start: '18:00', finish: '08:00' } } }, /anterior ao de término/],
      [{ order_phone: '123' }, /input\.order_phone/],
      [{ payment_methods: [] }, /forma de pagamento/],
    ];
    for (const [patch, message] of cases) {
      const result = await gerente.gql(SAVE_TELESALES, { input: telesalesInput(unitId, patch) });
      expect(result.errors?.[0].message).toMatch(message);
    }
  });

  it('hides telesales from franchise networks (page, query and status)', async () => {
    expect((await franqueador.gql(TELESALES)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await franqueador.gql(OVERVIEW)).data!.adminSettingsOverview.telesales).toBeNull();
  });

  it('lets only platform admins switch modules, and the session reads them at once', async () => {
    expect((await gerente.gql(MODULES, { input: { modules: [{ module: 'raffle', on: false }] } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const off = await admin.gql(MODULES, { input: { modules: [{ module: 'raffle', on: false }] } });
    expect(off.data!.updateAccountModules.modules).toEqual([{ module: 'raffle', on: false }]);
    expect((await gerente.gql('{ viewer { account { modules } } }')).data!.viewer.account.modules).not.toContain('raffle');
    const app = (await gerente.gql(APP)).data!.appSettings;
    expect(app.modules.find((m: { module: string }) => m.module === 'raffle')).toEqual({ module: 'raffle', on: false, editable: false });
    await admin.gql(MODULES, { input: { modules: [{ module: 'raffle', on: true }] } });
    expect((await gerente.gql('{ viewer { account { modules } } }')).data!.viewer.account.modules).toContain('raffle');
    const refused = await admin.gql(MODULES, { input: { modules: [{ module: 'industry', on: false }] } });
    expect(refused.errors?.[0].message).toMatch(/não é configurado nesta página/);
  });

  it('saves the app settings with valid store links and readable colours', async () => {
    const saved = await gerente.gql(SAVE_APP, { input: appInput() });
    expect(saved.data!.updateAppSettings.appSettings).toMatchObject({ app_name: 'Clube Bom Preço', primary_color: '#0B5FFF', audit: { updatedBy: 'Marina Souza' } });
    expect((await gerente.gql(OVERVIEW)).data!.adminSettingsOverview.app).toMatchObject({ published: true, storeLinks: 2 });
    expect((await gerente.gql(SAVE_APP, { input: appInput({ app_store_url: 'https://exemplo.com/app' }) })).errors?.[0].message).toMatch(/apps\.apple\.com/);
    expect((await gerente.gql(SAVE_APP, { input: appInput({ on_primary_color: '#3366FF' }) })).errors?.[0].message).toMatch(/contraste/);
    expect((await gerente.gql(SAVE_APP, { input: appInput({ minimum_version: '2.x' }) })).errors?.[0].message).toMatch(/versão válida/);
  });

  it("leaves another account's stores alone when their ids are sent", async () => {
    const [foreign] = await server.stores.pg.query<{ id: string; active: boolean }>(
      `select id::text as id, active from units where account_id = '10000000-0000-4000-8000-000000002001' order by id limit 1`,
    );
    const id = toGlobalId('Unit', foreign.id);
    const off = await gerente.gql(SET_ACTIVE, { input: { units: [id], switch: 'CLUB', active: !foreign.active } });
    expect(off.data?.setUnitsActive.units ?? []).toEqual([]);
    expect((await gerente.gql(SAVE_TELESALES, { input: telesalesInput(id) })).data?.updateUnitTelesales ?? null).toBeNull();
    const [after] = await server.stores.pg.query<{ active: boolean }>('select active from units where id::text = $1', [foreign.id]);
    expect(after.active).toBe(foreign.active);
    const [telesales] = await server.stores.pg.query<{ n: number }>(`select count(*)::int as n from unit_telesales_settings where unit_id::text = $1`, [foreign.id]);
    expect(telesales.n).toBe(0);
  });

  it('deactivates stores in bulk and undoes it', async () => {
    const list = (await gerente.gql(UNITS, { active: true })).data!.adminUnits;
    const ids = list.edges.slice(0, 2).map((edge: { node: { id: string } }) => edge.node.id);
    const total = (await gerente.gql(OVERVIEW)).data!.adminSettingsOverview.stores;
    const off = await gerente.gql(SET_ACTIVE, { input: { units: ids, switch: 'CLUB', active: false } });
    expect(off.data!.setUnitsActive.units.map((u: { active: boolean }) => u.active)).toEqual([false, false]);
    expect((await gerente.gql(OVERVIEW)).data!.adminSettingsOverview.stores.active).toBe(total.active - 2);
    const undo = await gerente.gql(UNDO, { input: { changeId: off.data!.setUnitsActive.changeId } });
    expect(undo.data!.undoUnitsActiveChange.units.map((u: { active: boolean }) => u.active)).toEqual([true, true]);
    expect((await gerente.gql(UNDO, { input: { changeId: off.data!.setUnitsActive.changeId } })).errors?.[0].message).toMatch(/já desfeita/);
    const app = await gerente.gql(SET_ACTIVE, { input: { units: ids.slice(0, 1), switch: 'APP', active: false } });
    expect(app.data!.setUnitsActive.units[0]).toMatchObject({ active: true, app_active: false });
    await gerente.gql(UNDO, { input: { changeId: app.data!.setUnitsActive.changeId } });
  });

  it('edits a store ERP code, refusing one another store has', async () => {
    const [a, b] = (await gerente.gql(UNITS, {})).data!.adminUnits.edges.map((edge: { node: { id: string; id_erp: string } }) => edge.node);
    const clash = await gerente.gql('mutation($input: UpdateAdminUnitInput!) { updateAdminUnit(input: $input) { unit { id_erp } } }', { input: { id: a.id, id_erp: b.id_erp } });
    expect(clash.errors?.[0].message).toMatch(/já é de outra loja/);
    const search = (await gerente.gql(UNITS, { search: a.id_erp })).data!.adminUnits;
    expect(search.edges.map((edge: { node: { id: string } }) => edge.node.id)).toContain(a.id);
  });

  it('refuses every admin settings query to a user who is not an admin', async () => {
    for (const query of [OVERVIEW, TELESALES, APP, '{ adminUnits(first: 1) { totalCount } }']) {
      expect((await analista.gql(query)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});
