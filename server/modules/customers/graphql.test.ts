import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toGlobalId } from '../../access/globalId';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';
import { linesOf } from '../../testing/salesFixture';
import { ANA, BOMPRECO_CONSUMERS, JOAO, MARIA, MAR_AZUL, REDE_MAIS_MARIA, digits } from './fixture';

const SEARCH = `query($query: String!, $first: Int, $after: String) {
  customerSearch(query: $query, first: $first, after: $after) {
    totalCount totalCountCapped searchedBy
    pageInfo { hasNextPage endCursor }
    edges { node { id name document email phone masked } }
  }
}`;
const NODE = `query($id: ID!) { node(id: $id) { ... on Customer {
  id name document email phone masked person_type gender birth_date created_date
  registration_unit { id_erp name } opt_in { sms email whatsapp push }
  address { street number postal_code neighborhood city_name federative_unit latitude longitude }
} } }`;

describe('customers over GraphQL', () => {
  let server: TestServer;
  let gerente: TestClient;
  let analista: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    const { ingest } = server.services;
    const loaded = await ingest.ingestLines(DEMO_ACCOUNT_IDS.bompreco, 'consumers', linesOf(BOMPRECO_CONSUMERS), 'cli');
    expect(loaded.rejected).toEqual([]);
    expect((await ingest.ingestLines(DEMO_ACCOUNT_IDS['rede-mais'], 'consumers', linesOf([REDE_MAIS_MARIA]), 'cli')).accepted).toBe(1);
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    analista = await signedIn(server, 'analista@bompreco.com.br');
  });
  afterAll(() => server.close());

  async function search(query: string, client = gerente) {
    const result = await client.gql(SEARCH, { query });
    expect(result.errors).toBeUndefined();
    return result.data!.customerSearch;
  }
  const names = (connection: { edges: { node: { name: string } }[] }) => connection.edges.map((edge) => edge.node.name);

  describe('customer search', () => {
    it.each(['529.982.247-25', '52998224725', ' 529 982 247 25 '])('finds a customer by CPF with or without mask (%s)', async (query) => {
      const found = await search(query);
      expect(found.searchedBy).toBe('NUMBER');
      expect(names(found)).toEqual([MARIA.name]);
      expect(found.edges[0].node.document).toBe('529.982.247-25');
    });

    it('finds a company by CNPJ with mask', async () => {
      expect(names(await search('11.222.333/0001-81'))).toEqual([MAR_AZUL.name]);
    });

    it.each(['(71) 98765-4321', '71987654321', '+55 71 98765-4321', '5571987654321'])('finds a customer by phone, with or without country code (%s)', async (query) => {
      expect(names(await search(query))).toEqual([MARIA.name]);
    });

    it('finds a fixed-line phone', async () => {
      expect(names(await search('(71) 3333-4444'))).toEqual([JOAO.name]);
    });

    it('finds a customer by e-mail whatever its case', async () => {
      const found = await search('maria.jose@EXAMPLE.com.br');
      expect(found.searchedBy).toBe('EMAIL');
      expect(names(found)).toEqual([MARIA.name]);
      expect(found.edges[0].node.email).toBe(MARIA.email);
    });

    it('finds by every word of the name, accents and case ignored, names starting with the text first', async () => {
      expect(names(await search('joao'))).toEqual([JOAO.name]);
      expect(names(await search('MARIA conceicao'))).toEqual([MARIA.name]);
      // "mar" is inside three names; only Maria's starts with it, the others follow by name
      const found = await search('mar');
      expect(found.searchedBy).toBe('NAME');
      expect(names(found)).toEqual([MARIA.name, JOAO.name, MAR_AZUL.name]);
    });

    it('pages the matches with a total', async () => {
      const first = (await gerente.gql(SEARCH, { query: 'mar', first: 2 })).data!.customerSearch;
      expect(first.totalCount).toBe(3);
      expect(first.totalCountCapped).toBe(false);
      expect(first.edges).toHaveLength(2);
      expect(first.pageInfo.hasNextPage).toBe(true);
      const second = (await gerente.gql(SEARCH, { query: 'mar', first: 2, after: first.pageInfo.endCursor })).data!.customerSearch;
      expect(second.edges).toHaveLength(1);
      expect(second.pageInfo.hasNextPage).toBe(false);
      expect([...names(first), ...names(second)].sort()).toEqual([JOAO.name, MARIA.name, MAR_AZUL.name].sort());
    });

    it('treats LIKE wildcards as letters', async () => {
      expect(names(await search('ma%ia'))).toEqual([]);
      expect(names(await search('___'))).toEqual([]);
    });

    it('answers nothing for a document of another account', async () => {
      const redeMais = await signedIn(server, 'franqueador@redemais.com.br');
      expect((await redeMais.gql(SEARCH, { query: ANA.document_no })).data!.customerSearch.edges).toEqual([]);
      // the document both accounts registered: each finds its own customer
      expect(names((await redeMais.gql(SEARCH, { query: MARIA.document_no })).data!.customerSearch)).toEqual([REDE_MAIS_MARIA.name]);
      expect(names(await search('rede mais'))).toEqual([]);
    });

    it.each([
      ['', 'Digite um nome, CPF/CNPJ, telefone ou e-mail para buscar.'],
      ['ab', 'Digite ao menos 3 letras do nome.'],
      ['123.456', 'Digite o CPF (11 dígitos), o CNPJ (14 dígitos) ou o telefone com DDD.'],
    ])('refuses %j with a pt-BR message', async (query, message) => {
      const result = await gerente.gql(SEARCH, { query });
      expect(result.errors?.[0].message).toBe(message);
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('is refused to a user without PII access (the page requires it)', async () => {
      const result = await analista.gql(SEARCH, { query: 'maria' });
      expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(JSON.stringify(result)).not.toContain('Maria');
    });
  });

  describe('the Customer node', () => {
    it('shows everything to a user with PII access', async () => {
      const { node } = (await gerente.gql(NODE, { id: toGlobalId('Customer', digits(MARIA.document_no)) })).data!;
      expect(node).toEqual({
        id: toGlobalId('Customer', '52998224725'),
        name: MARIA.name,
        document: '529.982.247-25',
        email: MARIA.email,
        phone: '+55 (71) 9 8765-4321',
        masked: false,
        person_type: 'F',
        gender: 'F',
        birth_date: '1980-02-03',
        created_date: '2025-06-01',
        registration_unit: { id_erp: '1', name: expect.any(String) },
        opt_in: { sms: true, email: true, whatsapp: false, push: false },
        address: { ...MARIA.address },
      });
    });

    it('reaches a user without PII access masked, with nothing unmasked anywhere in the answer', async () => {
      const result = await analista.gql(NODE, { id: toGlobalId('Customer', digits(MARIA.document_no)) });
      const { node } = result.data!;
      expect(node).toMatchObject({ masked: true, document: '***.982.247-**', email: 'Ma***@Example.com.br', phone: '(71) 9****-4321' });
      expect(node.address).toMatchObject({ street: null, number: null, postal_code: null, latitude: null, longitude: null, neighborhood: 'Barra' });
      const raw = JSON.stringify(result);
      for (const secret of ['52998224725', '529.982.247-25', 'Maria.Jose', '98765-4321', '987654321', 'Rua das Flores', '40140']) expect(raw).not.toContain(secret);
      expect(Buffer.from(node.id, 'base64url').toString('utf8')).not.toContain('52998224725');
    });
  });
});
