import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildRestRouter } from '../rest/routes';
import { startTestServer, signedIn, type GraphQLResult, type TestClient, type TestServer } from '../testing/harness';
import { linesOf } from '../testing/salesFixture';
import { SWITCH_CLIENT, UPDATE_FRANCHISEE_PERMISSIONS, UPDATE_UNIT, UPDATE_USER } from '../testing/operations';
import { NODE_TYPES, toGlobalId, type NodeType } from './globalId';
import { maskEmail, seesPersonalData } from './pii';
import type { Viewer } from './context';

/**
 * Tenancy: a user of one account cannot read or change another account's records, whatever id they
 * send (node(id:), mutations, REST routes), and permissions are enforced on top of that.
 */

/** Everything an owner can see of a record, to prove that a refused write changed nothing. */
const SNAPSHOT = `query($id: ID!) { node(id: $id) {
  __typename id
  ... on Account { name modules brand_color }
  ... on User { name active pages has_pii_access has_pii_employees_access has_pii_download_data_permission }
  ... on Unit { name active office_hours { monday { start finish } sunday { start finish } } contact { phone email } }
} }`;
const NODE = 'query($id: ID!) { node(id: $id) { __typename id } }';
const FRANCHISEE_PERMISSIONS = '{ viewer { franchiseePermissions { push_campaigns banners_mobile edit_points managing_user_requests } } }';

const FORBIDDEN_MESSAGE = 'Você não tem permissão para acessar este recurso.';
const SESSION_ERRORS = ['authentication.missing.session.id', 'authentication.error.expired.jwt.token', 'session.refresh.expired', 'invalid.session'];

interface Tenant {
  client: TestClient;
  accountName: string;
  /** one real global id per node type, of a record that belongs only to this account */
  ids: Record<NodeType, string>;
  /** the raw (database) ids behind them */
  rawIds: Record<NodeType, string>;
}

async function data<T = Record<string, any>>(result: Promise<GraphQLResult<T>>): Promise<T> {
  const { data: value, errors } = await result;
  if (errors) throw new Error(JSON.stringify(errors));
  return value as T;
}

/**
 * Collects the ids of the persona's account, of a user only of that account, of one of its units and
 * of a customer registered (through ingestion, as the chain's system would) only in that account.
 */
async function tenantOf(server: TestServer, client: TestClient, onlyHereEmail: string, customerDocument: string): Promise<Tenant> {
  const { account } = await data(client.gql('{ account { id _id name } }'));
  const consumers = [{ document_no: customerDocument, person_type: 'F', name: `Cliente ${account.name}`, created_at: '2026-01-05' }];
  const ingested = await server.services.ingest.ingestLines(account._id, 'consumers', linesOf(consumers), 'cli');
  expect(ingested.accepted).toBe(1);
  // a SKU only this account has (the same SKU in two accounts is two products)
  const sku = `SKU-${account._id}`;
  const products = [{ sku, name: `Produto ${account.name}`, department: 'Mercearia' }];
  expect((await server.services.ingest.ingestLines(account._id, 'products', linesOf(products), 'cli')).accepted).toBe(1);
  const { users } = await data(client.gql('{ users(first: 200) { edges { node { id _id email } } } }'));
  const { units } = await data(client.gql('{ units(first: 200) { edges { node { id _id name } } } }'));
  const user = users.edges.map((e: { node: { id: string; _id: string; email: string } }) => e.node).find((u: { email: string }) => u.email === onlyHereEmail);
  expect(user).toBeDefined();
  expect(units.edges.length).toBeGreaterThan(0);
  const unit = units.edges[0].node;
  const { createIntegrationToken } = await data(
    client.gql('mutation($name: String!) { createIntegrationToken(input: { name: $name }) { integrationToken { id } } }', { name: `ERP ${account.name}` }),
  );
  const tokenId: string = createIntegrationToken.integrationToken.id;
  const [segment] = await server.stores.pg.query<{ id: string }>(
    `insert into segments (account_id, name, definition) values ($1, $2, '{"groups":[],"operator":"OR"}') returning id`,
    [account._id, `Segmento ${account.name}`],
  );
  const [analysis] = await server.stores.pg.query<{ id: string }>(
    `insert into price_range_analyses (id, account_id, name, filters, products_count, ranges_count)
     values (gen_random_uuid(), $1, $2, $3, 1, 3) returning id`,
    [account._id, `Faixas ${account.name}`, JSON.stringify({ products: [sku], units: null, referenceStart: '2026-01-01', referenceEnd: '2026-01-31', analyzedStart: '2026-02-01', analyzedEnd: '2026-02-28', rangeCount: 3 })],
  );
  const [template] = await server.stores.pg.query<{ id: string }>(
    `insert into message_templates (id, account_id, name, channel, message_type, text, active)
     values (gen_random_uuid(), $1, $2, 'SMS', 'WELCOME', 'Olá!', false) returning id`,
    [account._id, `Mensagem ${account.name}`],
  );
  const [campaign] = await server.stores.pg.query<{ id: string }>(`insert into omni_campaigns (account_id, title) values ($1, $2) returning id`, [account._id, `Campanha ${account.name}`]);
  const [unitGroup] = await server.stores.pg.query<{ id: string }>(`insert into unit_groups (account_id, name) values ($1, $2) returning id`, [account._id, `Grupo ${account.name}`]);
  const [flow] = await server.stores.pg.query<{ id: string }>(
    `insert into whatsapp_flows (account_id, name, trigger_type, trigger_values, draft) values ($1, $2, 'keyword', '{teste}', '{"nodes":[],"edges":[]}') returning id`,
    [account._id, `Fluxo ${account.name}`],
  );
  const [conversation] = await server.stores.pg.query<{ id: string }>(
    `insert into whatsapp_conversations (account_id, phone, status, handed_over_at) values ($1, '5511900000000', 'closed', now()) returning id`,
    [account._id],
  );
  const [benefit] = await server.stores.pg.query<{ id: string }>(`insert into benefits (account_id, title) values ($1, $2) returning id`, [account._id, `Cupom ${account.name}`]);
  const [deleteRequest] = await server.stores.pg.query<{ id: string }>(`insert into consumer_data_requests (account_id, document_no, kind) values ($1, $2, 'FULL') returning id`, [account._id, customerDocument]);
  return {
    client,
    accountName: account.name,
    // Typed by NodeType: a new node type without an id here does not compile.
    ids: { Account: account.id, User: user.id, Unit: unit.id, IntegrationToken: tokenId, Customer: toGlobalId('Customer', customerDocument), Segment: toGlobalId('Segment', segment.id), Product: toGlobalId('Product', sku), PriceRangesAnalysis: toGlobalId('PriceRangesAnalysis', analysis.id), CatalogueProduct: toGlobalId('CatalogueProduct', sku), MessageTemplate: toGlobalId('MessageTemplate', template.id), OmniCampaign: toGlobalId('OmniCampaign', campaign.id), UnitGroup: toGlobalId('UnitGroup', unitGroup.id), WhatsappFlow: toGlobalId('WhatsappFlow', flow.id), WhatsappConversation: toGlobalId('WhatsappConversation', conversation.id), Benefit: toGlobalId('Benefit', benefit.id), DeleteDataRequest: toGlobalId('DeleteDataRequest', deleteRequest.id) },
    rawIds: {
      Account: account._id,
      User: user._id,
      Unit: unit._id,
      IntegrationToken: Buffer.from(tokenId, 'base64url').toString('utf8').split(':')[1],
      Customer: customerDocument,
      Segment: segment.id,
      Product: sku,
      PriceRangesAnalysis: analysis.id,
      CatalogueProduct: sku,
      MessageTemplate: template.id,
      OmniCampaign: campaign.id,
      UnitGroup: unitGroup.id,
      WhatsappFlow: flow.id,
      WhatsappConversation: conversation.id,
      Benefit: benefit.id,
      DeleteDataRequest: deleteRequest.id,
    },
  };
}

async function snapshot(client: TestClient, id: string) {
  const node = (await data(client.gql(SNAPSHOT, { id }))).node;
  expect(node).not.toBeNull();
  return node;
}

function expectNotFound(result: GraphQLResult, message?: string) {
  expect(result.errors).toHaveLength(1);
  expect(result.errors![0].extensions?.code).toBe('NOT_FOUND');
  if (message) expect(result.errors![0].message).toBe(message);
}

function expectForbidden(result: GraphQLResult) {
  expect(result.errors).toHaveLength(1);
  const [error] = result.errors!;
  expect(error.extensions?.code).toBe('FORBIDDEN');
  expect(error.message).toBe(FORBIDDEN_MESSAGE);
  // A refusal, not a session problem: the client must not send the person to /expired-session.
  expect(SESSION_ERRORS).not.toContain(error.message);
  expect(error.extensions?.code).not.toBe('UNAUTHENTICATED');
}

/** The REST routes that take a record id, read from the route table so a new one needs a case here. */
/** Every REST route of every module that names a record by :id. */
function restRoutesWithId(): string[] {
  return buildRestRouter().list().filter((route) => route.includes(':id')).sort();
}

describe('tenancy: one account never reaches another account\'s records', () => {
  let server: TestServer;
  let bompreco: Tenant;
  let redeMais: Tenant;
  let maisFeiraId: string;
  let franqueado: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    bompreco = await tenantOf(server, await signedIn(server, 'gerente@bompreco.com.br'), 'analista@bompreco.com.br', '52998224725');
    redeMais = await tenantOf(server, await signedIn(server, 'franqueador@redemais.com.br'), 'franqueador@redemais.com.br', '11144477735');
    franqueado = await signedIn(server, 'franqueado@maisfeira.com.br');
    maisFeiraId = (await data(franqueado.gql('{ account { id } }'))).account.id;
  });
  afterAll(() => server.close());

  describe('node(id:) with a foreign id', () => {
    it('has a real id of both accounts for every node type', () => {
      for (const type of NODE_TYPES) {
        expect(bompreco.ids[type]).toEqual(expect.any(String));
        expect(redeMais.ids[type]).toEqual(expect.any(String));
        expect(bompreco.ids[type]).not.toBe(redeMais.ids[type]);
      }
    });

    it.each([...NODE_TYPES])('resolves the owner\'s own %s', async (type) => {
      for (const tenant of [bompreco, redeMais]) {
        const { node } = await data(tenant.client.gql(NODE, { id: tenant.ids[type] }));
        expect(node).toEqual({ __typename: type, id: tenant.ids[type] });
      }
    });

    it.each([...NODE_TYPES])('answers null for another account\'s %s, in both directions', async (type) => {
      const fromBompreco = await bompreco.client.gql(NODE, { id: redeMais.ids[type] });
      expect(fromBompreco.errors).toBeUndefined();
      expect(fromBompreco.data?.node).toBeNull();
      const fromRedeMais = await redeMais.client.gql(NODE, { id: bompreco.ids[type] });
      expect(fromRedeMais.errors).toBeUndefined();
      expect(fromRedeMais.data?.node).toBeNull();
    });

    it('resolves a document registered in both accounts to each account\'s own customer', async () => {
      const shared = '39053344705';
      const names = { Bompreco: 'Homônima Bom Preço', RedeMais: 'Homônima Rede Mais' };
      for (const [tenant, name] of [[bompreco, names.Bompreco], [redeMais, names.RedeMais]] as const) {
        const consumers = [{ document_no: shared, person_type: 'F', name, created_at: '2026-01-05' }];
        const accountId = (await data(tenant.client.gql('{ account { _id } }'))).account._id;
        expect((await server.services.ingest.ingestLines(accountId, 'consumers', linesOf(consumers), 'cli')).accepted).toBe(1);
      }
      const query = 'query($id: ID!) { node(id: $id) { ... on Customer { name } } }';
      const id = toGlobalId('Customer', shared);
      expect((await data(bompreco.client.gql(query, { id }))).node).toEqual({ name: names.Bompreco });
      expect((await data(redeMais.client.gql(query, { id }))).node).toEqual({ name: names.RedeMais });
    });

    it('seals the customer\'s document inside their global id', () => {
      const decoded = Buffer.from(bompreco.ids.Customer, 'base64url').toString('utf8');
      expect(decoded.startsWith('Customer:')).toBe(true);
      expect(decoded).not.toContain(bompreco.rawIds.Customer);
      // a hand-made id with the document in clear is not a customer's id
      const clear = Buffer.from(`Customer:${bompreco.rawIds.Customer}`, 'utf8').toString('base64url');
      expect(clear).not.toBe(bompreco.ids.Customer);
    });

    it('answers null for a hand-made customer id that carries the document in clear', async () => {
      const clear = Buffer.from(`Customer:${bompreco.rawIds.Customer}`, 'utf8').toString('base64url');
      const result = await bompreco.client.gql(NODE, { id: clear });
      expect(result.errors).toBeUndefined();
      expect(result.data?.node).toBeNull();
    });

    it('does not reveal a foreign account\'s units through Account.units either', async () => {
      const result = await bompreco.client.gql('query($id: ID!) { node(id: $id) { ... on Account { units { totalCount } } } }', { id: redeMais.ids.Account });
      expect(result.data?.node).toBeNull();
    });
  });

  describe('mutations with a foreign id', () => {
    it('updateUnit refuses another account\'s store and leaves it unchanged', async () => {
      const before = await snapshot(redeMais.client, redeMais.ids.Unit);
      const result = await bompreco.client.gql(UPDATE_UNIT, {
        input: { id: redeMais.ids.Unit, name: 'Invadida', active: !before.active, office_hours: { monday: { start: '01:00', finish: '02:00' } } },
      });
      expectNotFound(result, 'Loja não encontrada.');
      expect(result.data).toBeNull();
      expect(await snapshot(redeMais.client, redeMais.ids.Unit)).toEqual(before);
    });

    it('updateUnit refuses it the other way round too', async () => {
      const before = await snapshot(bompreco.client, bompreco.ids.Unit);
      expectNotFound(await redeMais.client.gql(UPDATE_UNIT, { input: { id: bompreco.ids.Unit, name: 'Invadida' } }), 'Loja não encontrada.');
      expect(await snapshot(bompreco.client, bompreco.ids.Unit)).toEqual(before);
    });

    it('updateUser refuses another account\'s user and leaves them unchanged', async () => {
      const before = await snapshot(redeMais.client, redeMais.ids.User);
      const result = await bompreco.client.gql(UPDATE_USER, {
        input: { id: redeMais.ids.User, name: 'Invadido', active: false, pages: ['home'], has_pii_access: false },
      });
      expectNotFound(result, 'Usuário não encontrado.');
      expect(await snapshot(redeMais.client, redeMais.ids.User)).toEqual(before);

      const other = await snapshot(bompreco.client, bompreco.ids.User);
      expectNotFound(await redeMais.client.gql(UPDATE_USER, { input: { id: bompreco.ids.User, active: false } }), 'Usuário não encontrado.');
      expect(await snapshot(bompreco.client, bompreco.ids.User)).toEqual(other);
    });

    it('switchClient refuses an account the user does not belong to, and the session stays where it was', async () => {
      const refused = await bompreco.client.gql(SWITCH_CLIENT, { id: redeMais.ids.Account });
      expectNotFound(refused, 'Cliente não encontrado.');
      expect((await data(bompreco.client.gql('{ account { id } }'))).account.id).toBe(bompreco.ids.Account);
      // An account admin is not a multi-user: no switching either.
      expectNotFound(await redeMais.client.gql(SWITCH_CLIENT, { id: bompreco.ids.Account }), 'Cliente não encontrado.');
      expect((await data(redeMais.client.gql('{ account { id } }'))).account.id).toBe(redeMais.ids.Account);
    });

    it('updateAccountFranchiseePermissions lets the franchisor change its own franchisee', async () => {
      const before = (await data(franqueado.gql(FRANCHISEE_PERMISSIONS))).viewer.franchiseePermissions;
      const result = await redeMais.client.gql(UPDATE_FRANCHISEE_PERMISSIONS, { input: { accountId: maisFeiraId, permissions: { push_campaigns: !before.push_campaigns } } });
      expect(result.errors).toBeUndefined();
      expect(result.data?.updateAccountFranchiseePermissions.permissions.push_campaigns).toBe(!before.push_campaigns);
      const after = (await data(franqueado.gql(FRANCHISEE_PERMISSIONS))).viewer.franchiseePermissions;
      expect(after).toEqual({ ...before, push_campaigns: !before.push_campaigns });
    });

    it('updateAccountFranchiseePermissions refuses another company\'s franchisee and changes nothing', async () => {
      const before = (await data(franqueado.gql(FRANCHISEE_PERMISSIONS))).viewer.franchiseePermissions;
      const result = await bompreco.client.gql(UPDATE_FRANCHISEE_PERMISSIONS, {
        input: { accountId: maisFeiraId, permissions: { push_campaigns: !before.push_campaigns, banners_mobile: !before.banners_mobile, edit_points: true } },
      });
      expectNotFound(result, 'Franqueado não encontrado.');
      expect((await data(franqueado.gql(FRANCHISEE_PERMISSIONS))).viewer.franchiseePermissions).toEqual(before);
    });

    it('updateAccountFranchiseePermissions refuses an account that is not a franchisee', async () => {
      expectNotFound(
        await redeMais.client.gql(UPDATE_FRANCHISEE_PERMISSIONS, { input: { accountId: bompreco.ids.Account, permissions: { push_campaigns: true } } }),
        'Franqueado não encontrado.',
      );
      expectNotFound(
        await redeMais.client.gql(UPDATE_FRANCHISEE_PERMISSIONS, { input: { accountId: redeMais.ids.Account, permissions: { push_campaigns: true } } }),
        'Franqueado não encontrado.',
      );
    });
  });

  describe('REST routes with a foreign id', () => {
    it('covers every REST route that takes an :id', () => {
      expect(restRoutesWithId()).toEqual([
        'DELETE /api/segmentation/segments/:id',
        'GET /api/async-jobs/:id/file',
        'GET /api/segmentation/model/:id',
        'GET /api/segmentation/segments/:id',
        'GET /api/segmentation/segments/:id/campaigns/:campaignId',
        'GET /api/units/:id',
        'GET /api/users/:id',
        'POST /api/segmentation/segments/:id/exports',
        'PUT /api/segmentation/segments/:id',
        'PUT /api/units/:id',
        'PUT /api/users/:id',
      ]);
    });

    it('segments (GET, PUT, DELETE, exports): 404 to another account, which changes nothing; models are the same for everyone', async () => {
      const path = `/api/segmentation/segments/${redeMais.rawIds.Segment}`;
      expect((await redeMais.client.rest('GET', path)).status).toBe(200);
      expect((await bompreco.client.rest('GET', path)).status).toBe(404);
      const definition = { groups: [{ operator: 'AND', criteria: [{ key: 'gender', values: ['F'] }] }], operator: 'OR' };
      expect((await bompreco.client.rest('PUT', path, { name: 'Invadido', fixed: false, definition })).status).toBe(404);
      expect((await bompreco.client.rest('POST', `${path}/exports`, { kind: 'CLIENTS', file_format: 'CSV', emails: ['gerente@bompreco.com.br'] })).status).toBe(404);
      expect((await bompreco.client.rest('DELETE', path, {})).status).toBe(404);
      // a campaign of Rede Mais used the segment (version 1): Rede Mais sees how, Bom Preço gets 404
      await server.stores.pg.query(
        `insert into segment_versions (segment_id, version, account_id, name, description, fixed, definition) select id, 1, account_id, name, description, fixed, definition from segments where id = $1`,
        [redeMais.rawIds.Segment],
      );
      await server.stores.pg.query(`insert into segment_campaigns (account_id, segment_id, campaign_id, segment_version) select account_id, id, 'camp-tenancy', 1 from segments where id = $1`, [
        redeMais.rawIds.Segment,
      ]);
      expect((await redeMais.client.rest('GET', `${path}/campaigns/camp-tenancy`)).status).toBe(200);
      expect((await bompreco.client.rest('GET', `${path}/campaigns/camp-tenancy`)).status).toBe(404);
      expect((await redeMais.client.rest('GET', path)).body).toMatchObject({ name: `Segmento ${redeMais.accountName}`, version: 1 });
      const model = await bompreco.client.rest('GET', '/api/segmentation/model/clientes-em-risco');
      expect(model.status).toBe(200);
      expect((await redeMais.client.rest('GET', '/api/segmentation/model/clientes-em-risco')).body).toEqual(model.body);
    });

    it('GET /api/async-jobs/:id/file answers only the job\'s owner: 404 to another account and to another user', async () => {
      const created = await bompreco.client.gql(
        `mutation($input: CreateUsersReportInput!) { createUsersReport(input: $input) { asyncJob { id } } }`,
        { input: { fileFormat: 'CSV', emails: ['gerente@bompreco.com.br'] } },
      );
      const id = created.data!.createUsersReport.asyncJob.id as string;
      const file = (client: TestClient) => client.fetch(`/api/async-jobs/${id}/file`);
      let own = await file(bompreco.client);
      for (let i = 0; i < 100 && own.status !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        own = await file(bompreco.client);
      }
      expect(own.status).toBe(200);
      expect(await own.text()).toContain('gerente@bompreco.com.br');
      const foreign = await file(redeMais.client);
      expect(foreign.status).toBe(404);
      expect(await foreign.text()).not.toContain('bompreco');
      expect((await file(await signedIn(server, 'analista@bompreco.com.br'))).status).toBe(404);
    });

    it('GET /api/units/:id answers the owner and 404 to anyone else', async () => {
      expect((await redeMais.client.rest('GET', `/api/units/${redeMais.ids.Unit}`)).status).toBe(200);
      const foreign = await bompreco.client.rest('GET', `/api/units/${redeMais.ids.Unit}`);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ error: 'not_found', message: 'Loja não encontrada.' });
      expect((await redeMais.client.rest('GET', `/api/units/${bompreco.ids.Unit}`)).status).toBe(404);
    });

    it('PUT /api/units/:id answers 404 to another account and changes nothing', async () => {
      const before = await snapshot(redeMais.client, redeMais.ids.Unit);
      const result = await bompreco.client.rest('PUT', `/api/units/${redeMais.ids.Unit}`, { name: 'Invadida', active: !before.active });
      expect(result.status).toBe(404);
      expect(result.body.error).toBe('not_found');
      expect(await snapshot(redeMais.client, redeMais.ids.Unit)).toEqual(before);
    });

    it('GET /api/users/:id answers the owner and 404 to anyone else', async () => {
      const own = await bompreco.client.rest('GET', `/api/users/${bompreco.ids.User}`);
      expect(own.status).toBe(200);
      expect(own.body.email).toBe('analista@bompreco.com.br');
      const foreign = await bompreco.client.rest('GET', `/api/users/${redeMais.ids.User}`);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ error: 'not_found', message: 'Usuário não encontrado.' });
      expect((await redeMais.client.rest('GET', `/api/users/${bompreco.ids.User}`)).status).toBe(404);
    });

    it('PUT /api/users/:id answers 404 to another account and changes nothing', async () => {
      const before = await snapshot(bompreco.client, bompreco.ids.User);
      const result = await redeMais.client.rest('PUT', `/api/users/${bompreco.ids.User}`, { name: 'Invadido', pages: ['usuarios'], has_pii_access: true });
      expect(result.status).toBe(404);
      expect(result.body.error).toBe('not_found');
      expect(await snapshot(bompreco.client, bompreco.ids.User)).toEqual(before);
    });
  });

  describe('ids of the wrong type or malformed', () => {
    it('does not accept a Unit id where a User id is expected, nor the reverse', async () => {
      const unitBefore = await snapshot(bompreco.client, bompreco.ids.Unit);
      expectNotFound(await bompreco.client.gql(UPDATE_USER, { input: { id: bompreco.ids.Unit, name: 'Trocado' } }));
      expectNotFound(await bompreco.client.gql(UPDATE_UNIT, { input: { id: bompreco.ids.User, name: 'Trocado' } }));
      expectNotFound(await bompreco.client.gql(SWITCH_CLIENT, { id: bompreco.ids.Unit }));
      expectNotFound(await redeMais.client.gql(UPDATE_FRANCHISEE_PERMISSIONS, { input: { accountId: bompreco.ids.Unit, permissions: {} } }));
      expect((await bompreco.client.rest('GET', `/api/users/${bompreco.ids.Unit}`)).status).toBe(404);
      expect((await bompreco.client.rest('GET', `/api/units/${bompreco.ids.User}`)).status).toBe(404);
      expect((await bompreco.client.rest('PUT', `/api/users/${bompreco.ids.Unit}`, { name: 'Trocado' })).status).toBe(404);
      expect((await bompreco.client.rest('PUT', `/api/units/${bompreco.ids.User}`, { name: 'Trocado' })).status).toBe(404);
      expect(await snapshot(bompreco.client, bompreco.ids.Unit)).toEqual(unitBefore);
    });

    it('does not find a record whose raw id is wrapped in another type\'s global id', async () => {
      const relabelled = toGlobalId('User', bompreco.rawIds.Unit);
      expect((await data(bompreco.client.gql(NODE, { id: relabelled }))).node).toBeNull();
      const asAccount = toGlobalId('Account', bompreco.rawIds.User);
      expect((await data(bompreco.client.gql(NODE, { id: asAccount }))).node).toBeNull();
    });

    const MALFORMED = ['', 'abc', 'Unit:123', Buffer.from('Unit:not-a-uuid').toString('base64url'), Buffer.from('Loja:00000000-0000-4000-8000-000000000000').toString('base64url'), 'x'.repeat(190)];

    it.each(MALFORMED.map((id) => [JSON.stringify(id.slice(0, 40)), id]))('node(id: %s) is null', async (_label, id) => {
      const result = await bompreco.client.gql(NODE, { id });
      expect(result.errors).toBeUndefined();
      expect(result.data?.node).toBeNull();
    });

    it('answers 404 to malformed ids on REST', async () => {
      for (const id of ['abc', 'Unit%3A123', Buffer.from('Unit:not-a-uuid').toString('base64url')]) {
        const result = await bompreco.client.rest('GET', `/api/units/${id}`);
        expect(result.status).toBe(404);
        expect(result.body.error).toBe('not_found');
        expect((await bompreco.client.rest('GET', `/api/users/${id}`)).status).toBe(404);
      }
    });

    it('answers 404, not 500, to an id with a malformed percent-escape', async () => {
      const result = await bompreco.client.rest('GET', '/api/units/%ZZ');
      expect(result.status).toBe(404);
      expect(result.body.error).toBe('not_found');
    });
  });

  describe('a platform admin after switchClient', () => {
    it('sees the new account\'s data and no longer reaches the previous account\'s units by id', async () => {
      const admin = await signedIn(server, 'admin@plataforma.dev');
      expect((await data(admin.gql('{ account { id } }'))).account.id).toBe(bompreco.ids.Account);
      expect((await data(admin.gql(NODE, { id: bompreco.ids.Unit }))).node).toEqual({ __typename: 'Unit', id: bompreco.ids.Unit });

      const switched = await admin.gql(SWITCH_CLIENT, { id: redeMais.ids.Account });
      expect(switched.data?.switchClient.viewer.account.name).toBe(redeMais.accountName);

      const { units } = await data(admin.gql('{ units(first: 200) { edges { node { id } } } }'));
      const adminUnitIds = units.edges.map((e: { node: { id: string } }) => e.node.id);
      const ownerUnits = await data(redeMais.client.gql('{ units(first: 200) { edges { node { id } } } }'));
      expect(adminUnitIds).toEqual(ownerUnits.units.edges.map((e: { node: { id: string } }) => e.node.id));
      expect(adminUnitIds).not.toContain(bompreco.ids.Unit);

      expect((await data(admin.gql(NODE, { id: bompreco.ids.Unit }))).node).toBeNull();
      expect((await data(admin.gql(NODE, { id: redeMais.ids.Unit }))).node).toEqual({ __typename: 'Unit', id: redeMais.ids.Unit });
      expect((await admin.rest('GET', `/api/units/${bompreco.ids.Unit}`)).status).toBe(404);
      expect((await admin.rest('GET', `/api/users/${bompreco.ids.User}`)).status).toBe(404);
      const before = await snapshot(bompreco.client, bompreco.ids.Unit);
      expectNotFound(await admin.gql(UPDATE_UNIT, { input: { id: bompreco.ids.Unit, name: 'Outra conta' } }), 'Loja não encontrada.');
      expect(await snapshot(bompreco.client, bompreco.ids.Unit)).toEqual(before);
    });
  });

  describe('permissions inside the account', () => {
    let analista: TestClient;
    beforeAll(async () => {
      analista = await signedIn(server, 'analista@bompreco.com.br');
    });

    it('refuses the users list to an analyst (no admin, no PII) with FORBIDDEN in pt-BR, not a session error', async () => {
      const result = await analista.gql('{ users { totalCount edges { node { email } } } }');
      expectForbidden(result);
      expect(result.data).toBeNull();
    });

    it('refuses GET /api/users to the analyst with 403 forbidden', async () => {
      const result = await analista.rest('GET', '/api/users');
      expect(result.status).toBe(403);
      expect(result.body).toEqual({ error: 'forbidden', message: FORBIDDEN_MESSAGE });
      expect((await analista.rest('GET', `/api/users/${bompreco.ids.User}`)).status).toBe(403);
    });

    it('refuses updateUnit to the analyst, by GraphQL and REST, and the store is unchanged', async () => {
      const before = await snapshot(bompreco.client, bompreco.ids.Unit);
      expectForbidden(await analista.gql(UPDATE_UNIT, { input: { id: bompreco.ids.Unit, name: 'Sem permissão' } }));
      const rest = await analista.rest('PUT', `/api/units/${bompreco.ids.Unit}`, { name: 'Sem permissão' });
      expect(rest.status).toBe(403);
      expect(rest.body.error).toBe('forbidden');
      expect(await snapshot(bompreco.client, bompreco.ids.Unit)).toEqual(before);
    });

    it('lets the analyst read their own user but not a colleague through node(id:)', async () => {
      const self = await data(analista.gql('{ viewer { user { id email } } }'));
      expect(self.viewer.user.email).toBe('analista@bompreco.com.br');
      const gerenteId = (await data(bompreco.client.gql('{ viewer { user { id } } }'))).viewer.user.id;
      expect((await data(analista.gql(NODE, { id: gerenteId }))).node).toBeNull();
      expect((await data(analista.gql('query($id: ID!) { node(id: $id) { ... on User { email } } }', { id: self.viewer.user.id }))).node).toEqual({
        email: 'analista@bompreco.com.br',
      });
    });

    it('refuses updateAccountFranchiseePermissions to a franchisee, even on its own account', async () => {
      const before = (await data(franqueado.gql(FRANCHISEE_PERMISSIONS))).viewer.franchiseePermissions;
      expectForbidden(await franqueado.gql(UPDATE_FRANCHISEE_PERMISSIONS, { input: { accountId: maisFeiraId, permissions: { edit_points: !before.edit_points } } }));
      expect((await data(franqueado.gql(FRANCHISEE_PERMISSIONS))).viewer.franchiseePermissions).toEqual(before);
    });
  });

  describe('personal data (e-mails of other users)', () => {
    it('shows other users\' e-mails in full to an account admin with PII access', async () => {
      const { users } = await data(bompreco.client.gql('{ users(first: 200) { edges { node { email login } } } }'));
      const emails = users.edges.map((e: { node: { email: string } }) => e.node.email);
      expect(emails).toEqual(expect.arrayContaining(['analista@bompreco.com.br', 'multi@bompreco.com.br']));
      const rest = await bompreco.client.rest('GET', '/api/users');
      expect(rest.body.users.map((u: { email: string }) => u.email)).toEqual(expect.arrayContaining(['analista@bompreco.com.br']));
    });

    it('closes the users list at once when a user loses PII access (no persona without PII can list users)', async () => {
      const self = (await data(redeMais.client.gql('{ viewer { user { id } } }'))).viewer.user.id;
      const revoked = await redeMais.client.gql(UPDATE_USER, { input: { id: self, has_pii_access: false } });
      expect(revoked.errors).toBeUndefined();
      // The same session, next request: the users list and other users' records are gone.
      expectForbidden(await redeMais.client.gql('{ users { edges { node { email } } } }'));
      expect((await redeMais.client.rest('GET', '/api/users')).status).toBe(403);
      const multiId = toGlobalId('User', (await data(bompreco.client.gql('{ users(search: "multi") { edges { node { _id } } } }'))).users.edges[0].node._id);
      expect((await data(redeMais.client.gql(NODE, { id: multiId }))).node).toBeNull();
      // A platform admin restores it.
      const admin = await signedIn(server, 'admin@plataforma.dev');
      await data(admin.gql(SWITCH_CLIENT, { id: redeMais.ids.Account }));
      expect((await admin.gql(UPDATE_USER, { input: { id: self, has_pii_access: true } })).errors).toBeUndefined();
      expect((await redeMais.client.gql('{ users { totalCount } }')).errors).toBeUndefined();
    });

    it('masks an e-mail to the first two characters of the name and the domain', () => {
      expect(maskEmail('analista@bompreco.com.br')).toBe('an***@bompreco.com.br');
      expect(maskEmail('a@x.com.br')).toBe('a***@x.com.br');
      expect(maskEmail('@semnome.com')).toBe('***');
      expect(maskEmail('sem-arroba')).toBe('***');
    });

    it('unmasks personal data only for platform admins and users with PII access', () => {
      const viewer = (user: Partial<Viewer['user']>) => ({ user: { mf: false, has_pii_access: false, ...user } }) as Viewer;
      expect(seesPersonalData(viewer({}))).toBe(false);
      expect(seesPersonalData(viewer({ admin: true, has_pii_employees_access: true, has_pii_download_data_permission: true }))).toBe(false);
      expect(seesPersonalData(viewer({ has_pii_access: true }))).toBe(true);
      expect(seesPersonalData(viewer({ mf: true }))).toBe(true);
    });
  });
});
