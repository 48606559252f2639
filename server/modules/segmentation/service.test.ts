import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';
import { loadSalesFixture, oneLineSale } from '../../testing/salesFixture';
import { COARSE_GRID_DEGREES } from '../customer-map';
import { segmentStructure } from './criteria';
import { parseDefinition } from './definition';
import { EvaluationCancelledError, EvaluationLanes } from './lanes';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;
const ANA = '52998224725';
const BIA = '11144477735';
const CAIO = '39053344705';

const consumers = [
  { document_no: ANA, person_type: 'F', name: 'Ana Lima', gender: 'F', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1', email: 'ana@exemplo.com.br', phone: '71987654321', address: { city_name: 'Salvador', latitude: -12.991234, longitude: -38.451234 }, opt_in: { sms: true } },
  { document_no: BIA, person_type: 'F', name: 'Bia Souza', gender: 'F', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '1', address: { city_name: 'Salvador', latitude: -12.981111, longitude: -38.461111 } },
  { document_no: CAIO, person_type: 'F', name: 'Caio Reis', gender: 'M', created_at: '2024-01-10T09:00:00-03:00', unit_id_erp: '2', address: { city_name: 'Camaçari' } },
];
const sales = [oneLineSale('A1', '1', ANA, '2026-03-20T10:00:00-03:00', 100), oneLineSale('C1', '2', CAIO, '2025-11-10T10:00:00-03:00', 70)];
const WOMEN = { groups: [{ operator: 'AND', criteria: [{ key: 'gender', values: ['F'] }] }], operator: 'OR' };

describe('the segmentation service over REST and GraphQL', () => {
  let server: TestServer;
  let gerente: TestClient;
  let other: TestClient;
  let noPii: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    await loadSalesFixture(server, ACCOUNT, { consumers, sales });
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    other = await signedIn(server, 'franqueador@redemais.com.br');
    await server.stores.pg.query(`update users set has_pii_access = false, has_pii_download_data_permission = false where email = 'multi@bompreco.com.br'`);
    noPii = await signedIn(server, 'multi@bompreco.com.br');
  });
  afterAll(() => server.close());

  it('evaluates a definition: size, size with RFV, and 0 when the first group is empty', async () => {
    expect(await gerente.rest('POST', '/api/segmentation/evaluate_segment', { segmentationGroups: WOMEN })).toEqual({ status: 200, body: { count: 2 } });
    const rfv = await gerente.rest('POST', '/api/segmentation/evaluate_segment/count_with_rfv', { segmentationGroups: { ...WOMEN, limiter: { max_clients: 1, order: 'revenue_desc' } } });
    expect(rfv.body).toMatchObject({ count: 1, unlimited_count: 2 });
    const empty = { groups: [{ operator: 'AND', criteria: [] }, ...WOMEN.groups], operator: 'OR' };
    expect((await gerente.gql('query($d: JSON!) { evaluateSegment(segmentationGroups: $d) { count } }', { d: empty })).data).toEqual({ evaluateSegment: { count: 0 } });
  });

  describe('refuses a bad definition with HTTP 422 and a pt-BR message naming the criterion and field', () => {
    const refusal = (criteria: object[]) => ({ segmentationGroups: { groups: [{ operator: 'AND', criteria }], operator: 'OR' } });
    it.each([
      ['an unknown key', [{ key: 'shoe_size', values: ['42'] }], /Definição inválida: critério desconhecido "shoe_size"/, 'key'],
      ['a wrong parameter type', [{ key: 'age', min: 'vinte' }], /critério "Idade" \(age.*campo "min"/, 'min'],
      ['an unknown field', [{ key: 'gender', values: ['F'], colour: 'azul' }], /critério "Gênero" \(gender.*campo "colour"/, 'colour'],
      ['a value out of the list', [{ key: 'activity_status', values: ['sleeping'] }], /critério "Situação de atividade".*campo "values.0"/, 'values.0'],
      ['from after to', [{ key: 'frequency', min: 1, from: '2026-03-01', to: '2026-02-01' }], /critério "Frequência de compra".*campo "from" deve ser anterior ou igual a "to"/, 'from'],
      ['a malformed date', [{ key: 'registered_between', from: '01/02/2026' }], /critério "Data de cadastro".*campo "from"/, 'from'],
      ['a window missing', [{ key: 'total_spent', min: 10 }], /critério "Valor gasto".*campo "from" é obrigatório/, 'from'],
      ['min above max', [{ key: 'age', min: 40, max: 30 }], /critério "Idade".*campo "min" deve ser menor ou igual ao máximo/, 'min'],
      ['purchased without a list', [{ key: 'purchased', last_days: 30 }], /critério "Comprou produtos".*campo "department"/, 'department'],
    ])('%s', async (_name, criteria, message, field) => {
      const rest = await gerente.rest('POST', '/api/segmentation/evaluate_segment', refusal(criteria));
      expect(rest.status).toBe(422);
      expect(rest.body.message).toMatch(message);
      expect(rest.body.field).toBe(`segmentationGroups.groups.0.criteria.0.${field}`);
      const gql = await gerente.gql('query($d: JSON!) { evaluateSegment(segmentationGroups: $d) { count } }', { d: refusal(criteria).segmentationGroups });
      expect(gql.errors?.[0].message).toBe(rest.body.message);
    });
    it('tags for an account without the user_tags module', () => {
      expect(() => parseDefinition(refusal([{ key: 'tags', values: ['vip'] }]).segmentationGroups, [])).toThrow(/critério "Etiquetas do cliente".*exige o módulo user_tags/);
      expect(segmentStructure([]).map((criterion) => criterion.key)).not.toContain('tags');
    });
    it('an unknown top-level operator', async () => {
      const rest = await gerente.rest('POST', '/api/segmentation/evaluate_segment', { segmentationGroups: { groups: [], operator: 'XOR' } });
      expect(rest.status).toBe(422);
      expect(rest.body.message).toMatch(/operator/);
    });
  });

  it('stores, reads, updates (a new version), clones and deletes segments; another account never finds them', async () => {
    const created = await gerente.rest('POST', '/api/segmentation/segments', { name: 'Mulheres', description: 'Teste', fixed: false, definition: WOMEN, tags: [{ name: 'vip', color: '#ff0000' }] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Mulheres', clients_qty: 2, version: 1, campaign_qty: 0, fixed: false });
    const id = created.body._id;
    const updated = await gerente.rest('PUT', `/api/segmentation/segments/${id}`, { name: 'Mulheres (fixo)', fixed: true, definition: WOMEN });
    expect(updated.body).toMatchObject({ version: 2, fixed: true, clients_qty: 2 });
    const members = await server.stores.pg.query<{ document_no: string }>('select document_no from segment_members where segment_id = $1 and version = 2 order by 1', [id]);
    expect(members.map((row) => row.document_no)).toEqual([BIA, ANA].sort());
    const version1 = await gerente.gql('query($id: ID!) { segmentVersion(segmentId: $id, version: 1) { name fixed } }', { id });
    expect(version1.data?.segmentVersion).toEqual({ name: 'Mulheres', fixed: false });
    const clone = await gerente.rest('POST', '/api/segmentation/segments/clone', { id });
    expect(clone.body).toMatchObject({ name: 'Mulheres (fixo) (cópia)', fixed: true, clients_qty: 2 });
    const list = await gerente.gql('{ segments(first: 10, search: "copia", sort: NAME) { totalCount edges { node { id name clients_qty campaign_qty tags { name } } } } }');
    expect(list.data?.segments.totalCount).toBe(1);
    // tenancy: another account's segment is not found, over REST and GraphQL
    expect((await other.rest('GET', `/api/segmentation/segments/${id}`)).status).toBe(404);
    expect((await other.rest('DELETE', `/api/segmentation/segments/${id}`, {})).status).toBe(404);
    expect((await other.gql('query($id: ID!) { segment(id: $id) { name } }', { id })).data?.segment).toBeNull();
    expect((await other.rest('GET', '/api/segmentation/segments')).body.segments.map((segment: { _id: string }) => segment._id)).not.toContain(id);
    // a campaign using it (version 1 frozen): delete refused with a clear message; visualizar shows the frozen version
    await server.stores.pg.query(`insert into segment_campaigns (account_id, segment_id, campaign_id, segment_version) values ($1, $2, 'camp-1', 1)`, [ACCOUNT, id]);
    const frozen = await gerente.gql('query($id: ID!) { campaignSegmentVersion(campaignId: "camp-1", segmentId: $id) { version name fixed } }', { id });
    expect(frozen.data?.campaignSegmentVersion).toEqual({ version: 1, name: 'Mulheres', fixed: false });
    expect((await gerente.gql('query($id: ID!) { campaignSegmentVersion(campaignId: "camp-2", segmentId: $id) { version } }', { id })).data?.campaignSegmentVersion).toBeNull();
    expect((await other.gql('query($id: ID!) { campaignSegmentVersion(campaignId: "camp-1", segmentId: $id) { version } }', { id })).data?.campaignSegmentVersion).toBeNull();
    const refused = await gerente.rest('DELETE', `/api/segmentation/segments/${id}`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('O segmento "Mulheres (fixo)" é usado por 1 campanha e não pode ser excluído.');
    expect((await gerente.rest('GET', `/api/segmentation/segments/${id}`)).body.campaign_qty).toBe(1);
    expect((await gerente.rest('DELETE', `/api/segmentation/segments/${clone.body._id}`, {})).status).toBe(204);
    const refreshed = await gerente.gql('mutation($ids: [ID!]!) { refreshSegments(segments_ids: $ids) { _id clients_qty } }', { ids: [id] });
    expect(refreshed.data?.refreshSegments).toEqual([{ _id: id, clients_qty: 2 }]);
  });

  it('counts the seeded segments with the first processing run of the account (a fixed one stores its members)', async () => {
    const rows = await server.stores.pg.query<{ name: string; fixed: boolean; clients_qty: number | null; members: number }>(
      `select s.name, s.fixed, s.clients_qty, (select count(*)::int from segment_members m where m.segment_id = s.id and m.version = s.version) as members
         from segments s where s.account_id = $1 and s.created_by is null order by s.name`,
      [ACCOUNT],
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row.clients_qty).not.toBeNull();
    const fixed = rows.find((row) => row.fixed)!;
    expect(fixed.members).toBe(fixed.clients_qty);
  });

  it('lists the catalogue and the models', async () => {
    const structure = await gerente.rest('GET', '/api/segmentation/structure');
    expect(structure.body.criteria.map((c: { key: string }) => c.key)).toContain('purchased');
    // Bom Preço uses the user_tags module
    expect(structure.body.criteria.map((c: { key: string }) => c.key)).toContain('tags');
    const models = await gerente.rest('GET', '/api/segmentation/models?search=aniversariantes');
    expect(models.body.map((m: { name: string }) => m.name)).toEqual(['Aniversariantes do mês']);
    const model = await gerente.rest('GET', '/api/segmentation/model/clientes-em-risco');
    expect(model.body.definition.groups[0].criteria[0]).toEqual({ key: 'activity_status', values: ['at_risk'] });
    expect((await gerente.rest('POST', '/api/segmentation/evaluate_segment', { segmentationGroups: model.body.definition })).status).toBe(200);
  });

  it('gives positions in full with PII access and snapped to the coarse grid without it; reach per channel', async () => {
    const full = await gerente.rest('POST', '/api/segmentation/evaluate_segment/geo/clients_coordinates', { segmentationGroups: WOMEN });
    expect(full.body.total).toBe(2);
    expect(full.body.points).toEqual(expect.arrayContaining([{ lat: -12.991234, lng: -38.451234 }]));
    const coarse = await noPii.rest('POST', '/api/segmentation/evaluate_segment/geo/clients_coordinates', { segmentationGroups: WOMEN });
    expect(coarse.body.coarse).toBe(true);
    const snapped = (value: number) => Math.round(Math.round(value / COARSE_GRID_DEGREES) * COARSE_GRID_DEGREES * 1e6) / 1e6;
    expect(coarse.body.points).toEqual(expect.arrayContaining([{ lat: snapped(-12.991234), lng: snapped(-38.451234) }]));
    expect(coarse.body.points).not.toEqual(expect.arrayContaining([{ lat: -12.991234, lng: -38.451234 }]));
    // GraphQL (the editor's map): the same positions, with the account's located stores and the basemap style
    const located = await server.stores.pg.query<{ id_erp: string }>(`select id_erp from units where account_id = $1 and active and latitude is not null and longitude is not null order by name`, [ACCOUNT]);
    expect(located.length).toBeGreaterThan(0);
    const map = await gerente.gql('query($d: JSON!) { segmentClientsCoordinates(segmentationGroups: $d) { total latitudes longitudes styleUrl stores { idErp latitude } } }', { d: WOMEN });
    const answer = map.data?.segmentClientsCoordinates as { total: number; latitudes: number[]; longitudes: number[]; styleUrl: string | null; stores: { idErp: string }[] };
    expect(answer.total).toBe(2);
    expect(answer.latitudes[answer.longitudes.indexOf(-38.451234)]).toBe(-12.991234);
    expect(answer.stores.map((store) => store.idErp)).toEqual(located.map((row) => row.id_erp));
    expect(answer.styleUrl).toBe(server.services.mapStyleUrl);
    const inside = await gerente.rest('POST', '/api/segmentation/evaluate_segment/geo/status_count', { segmentationGroups: WOMEN, bounds: { west: -38.455, south: -13, east: -38.45, north: -12.99 } });
    expect(inside.body.total).toBe(1);
    const reach = await gerente.rest('POST', '/api/segmentation/evaluate_segment/aggregated_client_status_info', { segmentationGroups: WOMEN });
    expect(reach.body.find((r: { channel: string }) => r.channel === 'sms').total).toBe(1);
    expect(reach.body.find((r: { channel: string }) => r.channel === 'email').total).toBe(0);
  });

  it('tags: consumers carrying one of the tags (and negate), after processing copies them', async () => {
    await server.stores.pg.query(`insert into consumer_tags (account_id, document_no, tag) values ($1, $2, 'vip'), ($1, $3, 'novo')`, [ACCOUNT, ANA, CAIO]);
    await server.services.processing.run(ACCOUNT);
    const tags = (negate: boolean) => ({ segmentationGroups: { groups: [{ operator: 'AND', criteria: [{ key: 'tags', values: ['vip'], negate }] }], operator: 'OR' } });
    expect((await gerente.rest('POST', '/api/segmentation/evaluate_segment', tags(false))).body).toEqual({ count: 1 });
    expect((await gerente.rest('POST', '/api/segmentation/evaluate_segment', tags(true))).body).toEqual({ count: 2 });
  });

  it('exports the members as an async job: documents and contacts in full only with PII download', async () => {
    const created = await gerente.rest('POST', '/api/segmentation/segments', { name: 'Exportar', fixed: false, definition: WOMEN });
    const fileOf = async (client: TestClient) => {
      const job = await client.gql('mutation($input: ExportSegmentInput!) { exportSegment(input: $input) { asyncJob { id } } }', {
        input: { segmentId: created.body._id, kind: 'CLIENTS', fileFormat: 'CSV', emails: ['gerente@bompreco.com.br'] },
      });
      const id = job.data!.exportSegment.asyncJob.id as string;
      for (let i = 0; i < 100; i++) {
        const response = await client.fetch(`/api/async-jobs/${id}/file`);
        if (response.status === 200) return response.text();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('export not built');
    };
    const full = await fileOf(gerente);
    expect(full).toContain(ANA);
    expect(full).toContain('ana@exemplo.com.br');
    expect(full).not.toContain(CAIO);
    const masked = await fileOf(noPii);
    expect(masked).toContain('Ana Lima');
    expect(masked).not.toContain(ANA);
    expect(masked).not.toContain('ana@exemplo.com.br');
    expect(masked).toContain('***.');
    const products = await gerente.rest('POST', `/api/segmentation/segments/${created.body._id}/exports`, { kind: 'PRODUCTS', file_format: 'XLSX', emails: ['gerente@bompreco.com.br'] });
    expect(products.status).toBe(202);
  });

  it('explains why a consumer is or is not in the segment', async () => {
    const definition = { groups: [{ operator: 'AND', criteria: [{ key: 'gender', values: ['F'] }, { key: 'city', values: ['camacari'] }] }], operator: 'OR' };
    const ana = await gerente.rest('POST', '/api/segmentation/evaluate_segment/explain', { segmentationGroups: definition, consumer: '529.982.247-25' });
    expect(ana.body).toMatchObject({ found: true, matches: false, groups: [{ matches: false, criteria: [{ key: 'gender', matches: true }, { key: 'city', matches: false }] }] });
  });
});

describe('evaluation lanes: a new evaluation of the same user cancels the one in flight', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('runs at most two evaluations of a burst of 10 edits in 2 s to completion and answers only the last', async () => {
    const lanes = new EvaluationLanes({ kind: 'chdb', command: async () => undefined });
    let started = 0;
    const work = (value: number) => async () => {
      started++;
      await sleep(120);
      return value;
    };
    const burst: Promise<number>[] = [];
    for (let edit = 0; edit < 10; edit++) {
      burst.push(lanes.run('user-1', work(edit)));
      await sleep(200);
    }
    const results = await Promise.allSettled(burst);
    expect(results[9]).toEqual({ status: 'fulfilled', value: 9 });
    for (const result of results.slice(1, 9)) expect(result.status === 'rejected' && result.reason instanceof EvaluationCancelledError).toBe(true);
    expect(started).toBeLessThanOrEqual(2);
    expect(lanes.completed).toBeLessThanOrEqual(2);
  });

  it('runs an isolated evaluation at once, and other users\' lanes independently', async () => {
    const lanes = new EvaluationLanes({ kind: 'chdb', command: async () => undefined });
    // user-1's evaluation holds its lane until released: the others do not wait for it
    let release!: () => void;
    const held = lanes.run('user-1', () => new Promise<number>((resolve) => (release = () => resolve(0))));
    expect(await Promise.all([lanes.run('user-2', async () => 1), lanes.run('user-3', async () => 2)])).toEqual([1, 2]);
    release();
    expect(await held).toBe(0);
  });

  it('kills the running query on a ClickHouse server by its id', async () => {
    const killed: unknown[] = [];
    const lanes = new EvaluationLanes({ kind: 'clickhouse', command: async (_sql: string, params?: Record<string, unknown>) => void killed.push(params?.id) });
    let firstId = '';
    const first = lanes.run('user-4', async ({ queryId, signal }) => {
      firstId = queryId!;
      await new Promise((resolve) => signal!.addEventListener('abort', resolve));
      return 0;
    });
    await sleep(10);
    const second = lanes.run('user-4', async () => 2);
    await expect(first).rejects.toBeInstanceOf(EvaluationCancelledError);
    expect(await second).toBe(2);
    expect(killed).toEqual([firstId]);
  });
});
