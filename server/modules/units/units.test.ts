import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';
import { linesOf } from '../../testing/salesFixture';

const ACCOUNT = DEMO_ACCOUNT_IDS['rede-mais'];
const UNIT_FIELDS = `id _id id_erp name cnpj active mobile address address_components { postal_code street number neighborhood city_name federative_unit }
  location { coordinates } office_hours { monday { start finish } sunday { start finish } holidays { start finish } } contact { phone email }
  retailer_flag { id name } unit_group { id name } tags { name color } ecommerce_partner { partner_type partner_unit_id } ecommerce_v2_active edited_fields`;
const LIST = `query($search: String, $group: ID, $tag: String, $active: Boolean, $sort: UnitSort, $direction: UnitSortDirection) {
  units(first: 50, search: $search, group: $group, tag: $tag, active: $active, sort: $sort, direction: $direction) { totalCount edges { node { ${UNIT_FIELDS} } } } }`;
const UPDATE = `mutation($input: UpdateUnitInput!) { updateUnit(input: $input) { unit { ${UNIT_FIELDS} history { mutation userLogin delta { field description old new } } } } }`;
const TAGS = 'mutation($input: UpdateTagsUnitsInput!) { updateTagsUnits(input: $input) { units { id tags { name color } } unitTags { name color units } } }';
const GROUPS = 'mutation($input: UpsertUnitGroupsInput!) { upsertUnitGroups(input: $input) { unitGroups { id name units { id_erp } } } }';
const DELETE_GROUPS = 'mutation($input: DeleteUnitGroupsInput!) { deleteUnitGroups(input: $input) { deletedIds unitGroups { id name } } }';

type Unit = Record<string, any>;

describe('stores (/configuracoes/units): every field of spec §3, groups, tags and the audit', () => {
  let server: TestServer;
  let franqueador: TestClient;
  let analista: TestClient;
  let units: Unit[];

  const list = async (variables: Record<string, unknown> = {}) => {
    const result = await franqueador.gql(LIST, variables);
    expect(result.errors).toBeUndefined();
    return result.data!.units.edges.map((edge: { node: Unit }) => edge.node) as Unit[];
  };

  beforeAll(async () => {
    server = await startTestServer();
    franqueador = await signedIn(server, 'franqueador@redemais.com.br');
    analista = await signedIn(server, 'analista@bompreco.com.br');
    units = await list({ sort: 'ID_ERP' });
  });
  afterAll(() => server.close());

  it('lists the seeded stores with banner, group and tags, sorted and filtered as asked', async () => {
    expect(units.map((u) => u.id_erp)).toEqual(['1', '2', '3', '4']);
    expect(units[0]).toMatchObject({ retailer_flag: { id: 'principal', name: 'Rede Mais Franquias' }, unit_group: { name: 'Capital' }, ecommerce_v2_active: true });
    expect(units[0].tags.map((t: { name: string }) => t.name)).toEqual(['24 horas', 'Piloto']);
    expect((await list({ sort: 'ID_ERP', direction: 'DESC' })).map((u) => u.id_erp)).toEqual(['4', '3', '2', '1']);
    expect((await list({ tag: 'Piloto', sort: 'ID_ERP' })).map((u) => u.id_erp)).toEqual(['1', '2']);
    expect((await list({ group: units[3].unit_group.id })).map((u) => u.id_erp)).toEqual(['4']);
    expect((await list({ search: units[2].cnpj.replace(/\D/g, '') })).map((u) => u.id_erp)).toEqual(['3']);
  });

  it('saves every field, audits old and new values, and the next ingestion keeps what was edited', async () => {
    const target = units[1];
    const result = await franqueador.gql(UPDATE, {
      input: {
        id: target.id,
        name: 'Mais Pituba Renovada',
        // the alphanumeric CNPJ (July 2026)
        cnpj: '12.ABC.345/01DE-35',
        mobile: '71988887777',
        address_components: { postal_code: '41810000', street: 'Av. Paulo VI', number: '100', neighborhood: 'Pituba', city_name: 'Salvador', federative_unit: 'BA' },
        location: { latitude: -12.9991234567, longitude: -38.4561 },
        office_hours: { sunday: null, holidays: { start: '09:00', finish: '12:00' } },
        contact: { phone: '7133334444', email: 'pituba@redemais.com.br' },
        tags: [{ name: 'Piloto', color: '#0891B2' }, { name: 'Novo', color: '#16a34a' }],
        ecommerce_partner: { partner_type: 'RAPPI', partner_unit_id: 'R-77' },
        retailer_flag_id: null,
      },
    });
    expect(result.errors).toBeUndefined();
    const unit = result.data!.updateUnit.unit;
    expect(unit).toMatchObject({
      name: 'Mais Pituba Renovada',
      cnpj: '12ABC34501DE35',
      address_components: { postal_code: '41810000', street: 'Av. Paulo VI', city_name: 'Salvador' },
      location: { coordinates: [-38.4561, -12.999123] },
      office_hours: { monday: { start: '07:00', finish: '22:00' }, sunday: null, holidays: { start: '09:00', finish: '12:00' } },
      contact: { phone: '7133334444', email: 'pituba@redemais.com.br' },
      retailer_flag: null,
      ecommerce_partner: { partner_type: 'RAPPI', partner_unit_id: 'R-77' },
    });
    expect(unit.edited_fields).toEqual(['address_components', 'cnpj', 'latitude', 'longitude', 'name']);
    const [entry] = unit.history;
    expect(entry).toMatchObject({ mutation: 'updateUnit', userLogin: 'franqueador@redemais.com.br' });
    expect(entry.delta).toContainEqual({ field: 'name', description: 'Nome', old: target.name, new: 'Mais Pituba Renovada' });
    expect(entry.delta).toContainEqual({ field: 'retailer_flag_id', description: 'Bandeira', old: 'Rede Mais Franquias', new: null });
    expect(entry.delta).toContainEqual({ field: 'office_hours', description: 'Horário de funcionamento', old: 'dom 08:00–14:00; feriados 08:00–13:00', new: 'dom fechada; feriados 09:00–12:00' });
    expect(entry.delta).toContainEqual(expect.objectContaining({ field: 'address_components', new: 'Av. Paulo VI, 100 - Pituba, Salvador/BA' }));

    // the chain's file sends the store again with its own name and a new state: the edited name stays
    const ingested = await server.services.ingest.ingestLines(
      ACCOUNT,
      'units',
      linesOf([{ id_erp: target.id_erp, name: 'MAIS 02', cnpj: target.cnpj, city: 'Salvador', federative_unit: 'BA', active: false }]),
      'cli',
    );
    expect(ingested.rejected).toEqual([]);
    const [after] = (await list({ search: 'Renovada' })) as Unit[];
    expect(after).toMatchObject({ name: 'Mais Pituba Renovada', cnpj: '12ABC34501DE35', active: false });
    const [dim] = await server.stores.ch.query<{ name: string }>(
      `SELECT name FROM dim_units FINAL WHERE account_id = {account:UUID} AND id_erp = {id:String}`,
      { account: ACCOUNT, id: target.id_erp },
    );
    expect(dim.name).toBe('Mais Pituba Renovada');
  });

  it('a save of the same values masked (CNPJ, CEP) changes and audits nothing', async () => {
    const [unit] = await list({ search: units[0].name });
    const result = await franqueador.gql(UPDATE, {
      input: { id: unit.id, cnpj: unit.cnpj.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5'), address_components: { postal_code: unit.address_components.postal_code.replace(/^(\d{5})(\d{3})$/, '$1-$2') } },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateUnit.unit.history).toEqual([]);
    expect(result.data!.updateUnit.unit.edited_fields).toEqual([]);
  });

  it('refuses an invalid CNPJ, CEP, hours and position in pt-BR, changing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ cnpj: '12.345.678/0001-00' }, 'Campo "input.cnpj": deve ser um CNPJ válido.'],
      [{ address_components: { postal_code: '4181-000' } }, 'Campo "input.address_components.postal_code": deve ser um CEP válido (00000-000).'],
      [{ office_hours: { monday: { start: '22:00', finish: '07:00' } } }, 'Campo "input.office_hours.monday": o horário de início deve ser anterior ao de término.'],
      [{ location: { latitude: -95, longitude: 10 } }, 'Campo "input.location.latitude": deve estar entre -90 e 90.'],
      [{ tags: [{ name: 'X', color: 'azul' }] }, 'Campo "input.tags.0.color": está em um formato inválido.'],
    ];
    for (const [fields, message] of cases) {
      const result = await franqueador.gql(UPDATE, { input: { id: units[0].id, name: 'Não salvo', ...fields } });
      expect(result.errors?.[0].message).toBe(message);
    }
    expect((await list({ search: 'Não salvo' })).length).toBe(0);
  });

  it('tags stores with one colour per tag name across the account', async () => {
    const result = await franqueador.gql(TAGS, { input: { units: [units[3].id], tags: [{ name: '24 horas', color: '#000000' }] } });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateTagsUnits.units[0].tags).toEqual([{ name: '24 horas', color: '#000000' }]);
    const summary = result.data!.updateTagsUnits.unitTags.find((t: { name: string }) => t.name === '24 horas');
    expect(summary).toEqual({ name: '24 horas', color: '#000000', units: (await list({ tag: '24 horas' })).length });
    expect((await list({ tag: '24 horas' })).every((u) => u.tags.find((t: { name: string }) => t.name === '24 horas').color === '#000000')).toBe(true);
  });

  it('creates a group with stores, refuses a taken name, and deleting it leaves its stores without a group', async () => {
    const created = await franqueador.gql(GROUPS, { input: { groups: [{ name: 'Piloto delivery', units: [units[0].id, units[3].id] }] } });
    expect(created.errors).toBeUndefined();
    const group = created.data!.upsertUnitGroups.unitGroups.find((g: { name: string }) => g.name === 'Piloto delivery');
    expect(group.units.map((u: { id_erp: string }) => u.id_erp)).toEqual(expect.arrayContaining(['1', '4']));
    const taken = await franqueador.gql(GROUPS, { input: { groups: [{ name: 'capital', units: [] }] } });
    expect(taken.errors?.[0].message).toBe('Campo "input.groups.name": Já existe um grupo de lojas chamado "capital".');
    const deleted = await franqueador.gql(DELETE_GROUPS, { input: { ids: [group.id] } });
    expect(deleted.data!.deleteUnitGroups.deletedIds).toEqual([group.id]);
    const [first] = await list({ search: units[0].name });
    expect(first.unit_group).toBeNull();
    const audit = await server.stores.pg.query<{ mutation: string }>(`select mutation from unit_audit where unit_id = $1 order by created_at`, [units[0]._id]);
    // (its "24 horas" tag was recoloured by the tags test before)
    expect(audit.map((row) => row.mutation)).toEqual(['updateTagsUnits', 'upsertUnitGroups', 'deleteUnitGroups']);
  });

  it('refuses every store change to a user without the page, and another account’s store is not found', async () => {
    for (const [query, input] of [
      [UPDATE, { id: units[0].id, name: 'X' }],
      [TAGS, { units: [units[0].id], tags: [] }],
      [GROUPS, { groups: [{ name: 'X', units: [] }] }],
      [DELETE_GROUPS, { ids: [units[0].unit_group?.id ?? 'x'] }],
    ] as const) {
      expect((await analista.gql(query, { input })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const gerente = await signedIn(server, 'gerente@bompreco.com.br');
    expect((await gerente.gql(UPDATE, { input: { id: units[0].id, name: 'X' } })).errors?.[0].message).toBe('Loja não encontrada.');
  });
});
