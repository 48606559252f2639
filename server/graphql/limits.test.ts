import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { getIntrospectionQuery } from 'graphql';
import { startTestServer, signedIn, TestClient, type GraphQLResult, type TestServer } from '../testing/harness';
import { QUERY_LIMITS } from './limits';

/**
 * Abusive queries (too deep, too many aliases, too costly) are refused before they run, with a pt-BR
 * message; introspection is closed in production; internal errors never reach the client.
 */

const GENERIC_ERROR = 'Ocorreu um erro, tente novamente';

/** `{ __schema { types { fields { type { ofType { … { name } } } } } } }` nested to exactly `depth` fields. */
function introspectionOfDepth(depth: number): string {
  const head = ['__schema', 'types', 'fields', 'type'];
  const fields = [...head, ...Array.from({ length: depth - head.length - 1 }, () => 'ofType')];
  return `{ ${fields.map((f) => `${f} { `).join('')}name ${' }'.repeat(fields.length)} }`;
}

/** The same depth reached through a chain of named fragments, two `ofType` levels each. */
function fragmentChainOfDepth(depth: number): string {
  const ofTypes = depth - 5; // __schema types fields type, then the ofType chain, then `name`
  const count = Math.ceil(ofTypes / 2);
  const fragments = Array.from({ length: count }, (_, i) => {
    if (i < count - 1) return `fragment F${i} on __Type { ofType { ofType { ...F${i + 1} } } }`;
    const rest = ofTypes - 2 * i;
    return `fragment F${i} on __Type { ${'ofType { '.repeat(rest)}name${' }'.repeat(rest)} }`;
  });
  return `{ __schema { types { fields { type { ...F0 } } } } } ${fragments.join(' ')}`;
}

const UNIT_FIELDS = `id _id id_erp name cnpj active address ecommerce_v2_active
  address_components { postal_code street neighborhood number complement city city_name federative_unit }
  location { type coordinates }
  office_hours { monday { start finish } tuesday { start finish } wednesday { start finish } }
  contact { phone email }`;
const USER_FIELDS = 'id _id name email login pages multi_user mf admin email_confirmed has_pii_access active created_at';

const aliased = (count: number, selection: (i: number) => string) => `{ ${Array.from({ length: count }, (_, i) => selection(i)).join(' ')} }`;

function expectTooComplex(result: GraphQLResult, pattern: RegExp) {
  expect(result.data ?? null).toBeNull();
  const refusals = (result.errors ?? []).filter((e) => e.extensions?.code === 'QUERY_TOO_COMPLEX');
  expect(refusals).toHaveLength(1);
  expect(refusals[0].message).toMatch(/^Consulta recusada: /);
  expect(refusals[0].message).toMatch(pattern);
}

describe('query limits: abusive queries are refused before they run', () => {
  let server: TestServer;
  let gerente: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
  });
  afterAll(() => server.close());

  describe('depth', () => {
    it(`answers a query exactly ${QUERY_LIMITS.maxDepth} levels deep`, async () => {
      const result = await gerente.gql(introspectionOfDepth(QUERY_LIMITS.maxDepth));
      expect(result.errors).toBeUndefined();
      expect(result.data?.__schema.types.length).toBeGreaterThan(10);
    });

    it(`refuses a query ${QUERY_LIMITS.maxDepth + 1} levels deep with QUERY_TOO_COMPLEX in pt-BR`, async () => {
      expectTooComplex(
        await gerente.gql(introspectionOfDepth(QUERY_LIMITS.maxDepth + 1)),
        new RegExp(`profundidade ${QUERY_LIMITS.maxDepth + 1} acima do limite de ${QUERY_LIMITS.maxDepth}\\.$`),
      );
    });

    it('counts the depth through named fragments too', async () => {
      const ok = await gerente.gql(fragmentChainOfDepth(QUERY_LIMITS.maxDepth));
      expect(ok.errors).toBeUndefined();
      expectTooComplex(await gerente.gql(fragmentChainOfDepth(QUERY_LIMITS.maxDepth + 2)), /profundidade \d+ acima do limite/);
    });

    it('counts the depth through inline fragments on node(id:)', async () => {
      const { data } = await gerente.gql('{ account { id } }');
      // Far deeper than the schema allows: the refusal is about depth, whatever else is wrong with it.
      const deep = `query($id: ID!) { node(id: $id) { ... on Account { units { edges { node { office_hours { monday {
        ${'start { x { '.repeat(6)} y ${'} } '.repeat(6)} } } } } } } } }`;
      expectTooComplex(await gerente.gql(deep, { id: data?.account.id }), new RegExp(`profundidade \\d+ acima do limite de ${QUERY_LIMITS.maxDepth}`));
    });

    it('refuses before any resolver runs, even for someone not signed in', async () => {
      const result = await new TestClient(server.url).gql(introspectionOfDepth(QUERY_LIMITS.maxDepth + 3));
      expectTooComplex(result, new RegExp(`profundidade ${QUERY_LIMITS.maxDepth + 3} `));
    });

    // GraphiQL (served outside production) sends this 15-level query on load: the depth limit lets it through.
    it('lets GraphiQL\'s standard introspection query through outside production', async () => {
      const result = await gerente.gql(getIntrospectionQuery());
      expect(result.errors).toBeUndefined();
      expect(result.data?.__schema.queryType.name).toBe('Query');
    });
  });

  describe('aliases', () => {
    it(`answers ${QUERY_LIMITS.maxAliases} aliases`, async () => {
      const result = await gerente.gql(aliased(QUERY_LIMITS.maxAliases, (i) => `a${i}: account { name }`));
      expect(result.errors).toBeUndefined();
      expect(result.data?.a0.name).toBe('Supermercados Bom Preço');
    });

    it(`refuses ${QUERY_LIMITS.maxAliases + 1} aliases with QUERY_TOO_COMPLEX in pt-BR`, async () => {
      expectTooComplex(
        await gerente.gql(aliased(QUERY_LIMITS.maxAliases + 1, (i) => `a${i}: account { name }`)),
        new RegExp(`${QUERY_LIMITS.maxAliases + 1} apelidos \\(aliases\\), acima do limite de ${QUERY_LIMITS.maxAliases}\\.$`),
      );
    });

    it('refuses an aliased mutation batch before any of it runs', async () => {
      const count = async () => (await server.services.db.query<{ count: number }>('select count(*)::int as count from route_access_events'))[0].count;
      const before = await count();
      const batch = `mutation ${aliased(QUERY_LIMITS.maxAliases + 10, (i) => `t${i}: trackPlatformUser(route: "/home", genericRoute: "/home") { ok }`)}`;
      expectTooComplex(await gerente.gql(batch), /apelidos/);
      expect(await count()).toBe(before);
    });
  });

  describe('cost', () => {
    it('answers one large page of units with every field', async () => {
      const result = await gerente.gql(`{ units(first: 200) { totalCount edges { cursor node { ${UNIT_FIELDS} } } } }`);
      expect(result.errors).toBeUndefined();
      expect(result.data?.units.edges.length).toBe(result.data?.units.totalCount);
    });

    it('refuses a cost bomb of aliased 200-unit pages with QUERY_TOO_COMPLEX in pt-BR', async () => {
      expectTooComplex(
        await gerente.gql(aliased(10, (i) => `u${i}: units(first: 200) { totalCount edges { cursor node { ${UNIT_FIELDS} } } }`)),
        new RegExp(`custo estimado \\d+ acima do limite de ${QUERY_LIMITS.maxCost}\\.$`),
      );
    });

    it('refuses the same bomb on users, with the page size in a variable', async () => {
      const query = `query($n: Int) ${aliased(20, (i) => `u${i}: users(first: $n) { totalCount edges { cursor node { ${USER_FIELDS} } } }`)}`;
      expectTooComplex(await gerente.gql(query, { n: 200 }), /custo estimado \d+ acima do limite/);
    });

    it('multiplies nested pages: units of the account inside node(id:)', async () => {
      const { data } = await gerente.gql('{ account { id } }');
      const query = `query($id: ID!) ${aliased(8, (i) => `n${i}: node(id: $id) { ... on Account { units(first: 200) { edges { node { ${UNIT_FIELDS} } } } } }`)}`;
      expectTooComplex(await gerente.gql(query, { id: data?.account.id }), /custo estimado/);
    });
  });

  describe('errors that reach the client', () => {
    it('masks an internal error as the generic pt-BR message, without internals', async () => {
      const db = server.services.db;
      const original = db.query.bind(db);
      // The server logs the real error for operators; keep it out of the test output but check it was logged.
      const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const spy = jest.spyOn(db, 'query').mockImplementation(((sql: string, params?: unknown[]) => {
        if (/from units/.test(sql)) return Promise.reject(new Error('relation "units_segredo_interno" does not exist'));
        return original(sql as never, params as never);
      }) as typeof db.query);
      try {
        const result = await gerente.gql('{ units { totalCount } }');
        expect(result.errors?.map((e) => ({ message: e.message, code: e.extensions?.code }))).toEqual([{ message: GENERIC_ERROR, code: 'INTERNAL_SERVER_ERROR' }]);
        expect(JSON.stringify(result)).not.toMatch(/segredo|relation|select/);

        const rest = await gerente.rest('GET', '/api/units');
        expect(rest.status).toBe(500);
        expect(rest.body).toEqual({ error: 'internal', message: GENERIC_ERROR });
        expect(log.mock.calls.flat().map(String).join(' ')).toMatch(/units_segredo_interno/);
      } finally {
        spy.mockRestore();
        log.mockRestore();
      }
      expect((await gerente.gql('{ units { totalCount } }')).errors).toBeUndefined();
    });
  });
});

describe('introspection', () => {
  const SCHEMA_TYPES = '{ __schema { types { name } } }';

  describe('outside production', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it('answers introspection of the schema', async () => {
      const result = await new TestClient(server.url).gql(SCHEMA_TYPES);
      expect(result.errors).toBeUndefined();
      expect(result.data?.__schema.types.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['Account', 'Unit', 'User']));
    });

    it('keeps graphql-js\'s suggestions for developers', async () => {
      const result = await new TestClient(server.url).gql('{ acount { name } }');
      expect(JSON.stringify(result.errors)).toMatch(/Did you mean/);
    });
  });

  describe('in production', () => {
    let server: TestServer;
    beforeAll(async () => {
      // readConfig reads NODE_ENV from the env the harness passes (its own NODE_ENV=test is overridden).
      server = await startTestServer({ NODE_ENV: 'production', SEED_DEMO: '1' });
    });
    afterAll(() => server.close());

    it('runs as production', () => {
      expect(server.config.production).toBe(true);
    });

    it.each([
      ['__schema', SCHEMA_TYPES],
      ['__type', '{ __type(name: "User") { fields { name } } }'],
      ['__schema inside a fragment', '{ ...Q } fragment Q on Query { __schema { queryType { name } } }'],
    ])('refuses %s in pt-BR', async (_title, query) => {
      const result = await new TestClient(server.url).gql(query);
      expect(result.data ?? null).toBeNull();
      // graphql-js reports each introspection field of the selection; every report is the pt-BR one.
      expect(result.errors?.length).toBeGreaterThan(0);
      expect(new Set(result.errors?.map((e) => e.message))).toEqual(new Set(['A introspecção do esquema está desativada.']));
    });

    it('refuses introspection to a signed-in user as well', async () => {
      const client = await signedIn(server, 'gerente@bompreco.com.br');
      expect((await client.gql(SCHEMA_TYPES)).errors?.[0].message).toBe('A introspecção do esquema está desativada.');
    });

    it.each([
      ['a misspelt field', '{ acount { name } }'],
      ['a misspelt argument', '{ units(frist: 1) { totalCount } }'],
      ['a misspelt type in a fragment', '{ ...F } fragment F on Acount { name }'],
    ])('does not suggest the schema\'s names for %s', async (_title, query) => {
      const client = await signedIn(server, 'gerente@bompreco.com.br');
      const result = await client.gql(query);
      expect(result.errors?.length).toBeGreaterThan(0);
      const text = JSON.stringify(result.errors);
      expect(text).not.toMatch(/Did you mean/);
      expect(text).not.toMatch(/"account"|"Account"|"first"/);
    });

    it('still answers ordinary queries, __typename included', async () => {
      const client = await signedIn(server, 'gerente@bompreco.com.br');
      const result = await client.gql('{ __typename account { __typename name } }');
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ __typename: 'Query', account: { __typename: 'Account', name: 'Supermercados Bom Preço' } });
    });
  });
});
