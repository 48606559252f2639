import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toGlobalId } from '../../access/globalId';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';
import { linesOf } from '../../testing/salesFixture';
import { ANA, BOMPRECO_CONSUMERS, JOAO, MARIA, MAR_AZUL, PRODUCTS, REDE_MAIS_MARIA, SALES, digits } from './fixture';
import { activityClusterOf } from './activity';
import { CUSTOMER_TABLE_ROWS } from './exportRows';
import { rfvClusterOf } from '../customer-rfv';
import { bestCustomers } from './analytics';
import { DEFAULT_RECENCY_CRITERIA } from '../accounts';
import { localToday } from '../../shared/dates';

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
    await ingest.ingestLines(DEMO_ACCOUNT_IDS.bompreco, 'products', linesOf(PRODUCTS), 'cli');
    const sold = await ingest.ingestLines(DEMO_ACCOUNT_IDS.bompreco, 'sales', linesOf(SALES), 'cli');
    expect(sold.rejected).toEqual([]);
    await server.services.processing.run(DEMO_ACCOUNT_IDS.bompreco);
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

    it('finds by every word of the name, accents and case ignored, in name order', async () => {
      expect(names(await search('joao'))).toEqual([JOAO.name]);
      expect(names(await search('MARIA conceicao'))).toEqual([MARIA.name]);
      // "mar" is inside three names
      const found = await search('mar');
      expect(found.searchedBy).toBe('NAME');
      expect(names(found)).toEqual([JOAO.name, MARIA.name, MAR_AZUL.name]);
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

  describe('the customer detail', () => {
    const DETAIL = `query($id: ID!, $first: Int, $after: String) { customer(id: $id) {
      name
      kpis { VAL_FATURAMENTO NUM_CUPONS VAL_TICKET_MEDIO NUM_ITENS VAL_ITENS_NA_CESTA firstPurchase lastPurchase activityCluster referenceDate }
      purchases(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { ticketId date store { id_erp } total items lines { sku name quantity total } } } }
      favourites { products { sku name tickets revenue } departments { department revenue share } }
    } }`;
    // after the server started: it keys customers' ids with its secret
    const maria = () => toGlobalId('Customer', digits(MARIA.document_no));

    it('sums the loyalty tickets of the customer (metrics contract)', async () => {
      const { customer } = (await gerente.gql(DETAIL, { id: maria() })).data!;
      // t1 70 (2 + 1 weighable line = 3 items), t2 20 (1), t3 30 (6)
      expect(customer.kpis).toEqual({
        VAL_FATURAMENTO: 120,
        NUM_CUPONS: 3,
        VAL_TICKET_MEDIO: 40,
        NUM_ITENS: 10,
        VAL_ITENS_NA_CESTA: 10 / 3,
        firstPurchase: '2026-03-02',
        lastPurchase: '2026-03-15',
        activityCluster: activityClusterOf('2026-03-15', localToday(), DEFAULT_RECENCY_CRITERIA),
        referenceDate: localToday(),
      });
    });

    it('leaves out tickets from before the registration', async () => {
      const { customer } = (await gerente.gql(DETAIL, { id: toGlobalId('Customer', ANA.document_no) })).data!;
      expect(customer.kpis).toMatchObject({ VAL_FATURAMENTO: 10, NUM_CUPONS: 1, firstPurchase: '2026-03-03' });
      expect(customer.purchases.edges.map((e: { node: { ticketId: string } }) => e.node.ticketId)).toEqual(['t9']);
    });

    it('pages the purchases newest first, each with its lines and product names', async () => {
      const first = (await gerente.gql(DETAIL, { id: maria(), first: 2 })).data!.customer.purchases;
      expect(first.totalCount).toBe(3);
      expect(first.edges.map((e: { node: { ticketId: string } }) => e.node.ticketId)).toEqual(['t3', 't2']);
      expect(first.edges[0].node).toEqual({ ticketId: 't3', date: '2026-03-15', store: { id_erp: '3' }, total: 30, items: 6, lines: [{ sku: 'P3', name: 'Leite 1L', quantity: 6, total: 30 }] });
      const second = (await gerente.gql(DETAIL, { id: maria(), first: 2, after: first.pageInfo.endCursor })).data!.customer.purchases;
      expect(second.edges.map((e: { node: { ticketId: string } }) => e.node.ticketId)).toEqual(['t1']);
      expect(second.edges[0].node.lines).toEqual([
        { sku: 'P1', name: 'Arroz 5kg', quantity: 2, total: 40 },
        { sku: 'P2', name: 'Picanha kg', quantity: 0.5, total: 30 },
      ]);
      expect(second.pageInfo.hasNextPage).toBe(false);
    });

    it('names the favourite products (by tickets, then revenue) and departments (by revenue, with their share)', async () => {
      const { favourites } = (await gerente.gql(DETAIL, { id: maria() })).data!.customer;
      expect(favourites.products).toEqual([
        { sku: 'P1', name: 'Arroz 5kg', tickets: 2, revenue: 60 },
        { sku: 'P2', name: 'Picanha kg', tickets: 1, revenue: 30 },
        { sku: 'P3', name: 'Leite 1L', tickets: 1, revenue: 30 },
      ]);
      expect(favourites.departments).toEqual([
        { department: 'Mercearia', revenue: 60, share: 50 },
        { department: 'Açougue', revenue: 30, share: 25 },
        { department: 'Laticínios', revenue: 30, share: 25 },
      ]);
    });

    it('is refused to a user without PII access, and the node gives them no figures', async () => {
      expect((await analista.gql(DETAIL, { id: maria() })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const node = await analista.gql('query($id: ID!) { node(id: $id) { ... on Customer { kpis { NUM_CUPONS } purchases { totalCount } favourites { products { sku } } } } }', { id: maria() });
      expect(node.data!.node).toEqual({ kpis: null, purchases: null, favourites: null });
    });

    it('answers null for another account\'s customer', async () => {
      const redeMais = await signedIn(server, 'franqueador@redemais.com.br');
      const result = await redeMais.gql(DETAIL, { id: toGlobalId('Customer', ANA.document_no) });
      expect(result.errors).toBeUndefined();
      expect(result.data!.customer).toBeNull();
    });
  });

  describe('best customers', () => {
    const BEST = `query($filter: SalesFilter!, $first: Int, $after: String) { bestCustomers(filter: $filter, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor }
      edges { node { rank customer { name document } VAL_FATURAMENTO NUM_CUPONS VAL_TICKET_MEDIO VAL_ITENS_NA_CESTA lastPurchase activityCluster favouriteStore { id_erp } } }
    } }`;
    const MARCH = { start: '2026-03-01', end: '2026-03-31' };
    type Row = { rank: number; customer: { name: string }; VAL_FATURAMENTO: number };
    const ranking = (connection: { edges: { node: Row }[] }) => connection.edges.map((edge) => [edge.node.rank, edge.node.customer.name, edge.node.VAL_FATURAMENTO]);

    it('ranks by loyalty revenue; a tie goes to more tickets, then the earlier registration', async () => {
      const best = (await gerente.gql(BEST, { filter: MARCH })).data!.bestCustomers;
      expect(ranking(best)).toEqual([
        [1, MAR_AZUL.name, 200],
        // João and Maria: 120 in 3 tickets each; João registered on 2025-03-10, Maria on 2025-06-01
        [2, JOAO.name, 120],
        [3, MARIA.name, 120],
        // Ana's 500 before her registration is not a loyalty ticket
        [4, ANA.name, 10],
      ]);
      expect(best.totalCount).toBe(4);
    });

    it('gives each the contract\'s columns', async () => {
      const best = (await gerente.gql(BEST, { filter: MARCH })).data!.bestCustomers;
      expect(best.edges[2].node).toEqual({
        rank: 3,
        customer: { name: MARIA.name, document: '529.982.247-25' },
        VAL_FATURAMENTO: 120,
        NUM_CUPONS: 3,
        VAL_TICKET_MEDIO: 40,
        VAL_ITENS_NA_CESTA: 10 / 3,
        lastPurchase: '2026-03-15',
        // 16 days before the reference date (the period's end)
        activityCluster: 'ACTIVE',
        // two of her three tickets in store 1
        favouriteStore: { id_erp: '1' },
      });
      expect(best.edges[1].node.favouriteStore).toEqual({ id_erp: '3' });
    });

    it("shows each customer's cluster in the account's default RFV analysis", async () => {
      const answer = await gerente.gql(`query($filter: SalesFilter!) { bestCustomers(filter: $filter) { edges { node { customer { name } rfvCluster } } } }`, { filter: MARCH });
      const shown = Object.fromEntries(answer.data!.bestCustomers.edges.map((edge: { node: { customer: { name: string }; rfvCluster: string | null } }) => [edge.node.customer.name, edge.node.rfvCluster]));
      const people = [MAR_AZUL, JOAO, MARIA, ANA];
      const computed = await rfvClusterOf(server.stores.ch, DEMO_ACCOUNT_IDS.bompreco, people.map((person) => digits(person.document_no)));
      // processing computed the default analysis, so every ranked customer has a cluster
      expect(Object.values(shown).every((cluster) => cluster !== null)).toBe(true);
      expect(shown).toEqual(Object.fromEntries(people.map((person) => [person.name, computed.get(digits(person.document_no))])));
    });

    it('pages the ranking', async () => {
      const first = (await gerente.gql(BEST, { filter: MARCH, first: 3 })).data!.bestCustomers;
      expect(first.pageInfo.hasNextPage).toBe(true);
      const second = (await gerente.gql(BEST, { filter: MARCH, first: 3, after: first.pageInfo.endCursor })).data!.bestCustomers;
      expect(ranking(second)).toEqual([[4, ANA.name, 10]]);
      expect(second.pageInfo.hasNextPage).toBe(false);
    });

    it("reads the page's default period from processing's stored totals, with the general query's figures", async () => {
      const stamp = (await server.services.processing.current(DEMO_ACCOUNT_IDS.bompreco))!;
      const ch = server.stores.ch;
      // the 12 months up to the run's last loyalty purchase (Joao's, 2026-03-25), from the first of the month
      const [window] = await ch.query<{ start: string; end: string }>(
        'SELECT toString(window_start) AS start, toString(window_end) AS end FROM agg_best_customers_top WHERE account_id = {a:UUID} AND processing_uuid = {r:UUID} LIMIT 1',
        { a: DEMO_ACCOUNT_IDS.bompreco, r: stamp.processing_uuid },
      );
      expect(window).toEqual({ start: '2025-04-01', end: '2026-03-25' });
      const base = { accountId: DEMO_ACCOUNT_IDS.bompreco, run: stamp.processing_uuid, start: window.start };
      for (const personType of [null, 'F', 'J'] as const) {
        // the page's default ends yesterday: after the run's last purchase, nothing more to count
        for (const end of [window.end, '2026-04-30']) {
          const read: string[] = [];
          const spy = { ...ch, query: ((sql: string, params?: Record<string, unknown>) => (read.push(sql), ch.query(sql, params))) as typeof ch.query };
          const stored = await bestCustomers(spy, { ...base, end, units: null, personType });
          expect(read.some((sql) => sql.includes('FROM agg_best_customers_top') && sql.includes('view ='))).toBe(true);
          expect(read.some((sql) => sql.includes('agg_consumer_days'))).toBe(false);
          // every store named: the general query over the per-consumer days
          const general = await bestCustomers(ch, { ...base, end, units: ['1', '3'], personType });
          expect(stored).toEqual(general);
        }
      }
      expect((await bestCustomers(ch, { ...base, end: window.end, units: null, personType: null })).map((row) => [row.document_no, row.revenue, row.items, row.favourite_unit])).toEqual([
        [digits(MAR_AZUL.document_no), 200, 10, '1'],
        [digits(JOAO.document_no), 120, 10, '3'],
        [digits(MARIA.document_no), 120, 10, '1'],
        // Ana's ticket before her registration counts neither in revenue nor in items
        [digits(ANA.document_no), 10, 2, '3'],
      ]);
      // another start: the general query
      const read: string[] = [];
      const spy = { ...ch, query: ((sql: string, params?: Record<string, unknown>) => (read.push(sql), ch.query(sql, params))) as typeof ch.query };
      await bestCustomers(spy, { ...base, start: '2026-03-01', end: window.end, units: null, personType: null });
      expect(read.some((sql) => sql.includes('agg_consumer_days'))).toBe(true);
    });

    it('counts only the chosen stores', async () => {
      const best = (await gerente.gql(BEST, { filter: { ...MARCH, units: ['3'] } })).data!.bestCustomers;
      expect(ranking(best)).toEqual([[1, JOAO.name, 80], [2, MARIA.name, 30], [3, ANA.name, 10]]);
    });

    it('exports the ranking, with documents and contacts in full only for who may download personal data', async () => {
      const stamp = (await server.services.processing.current(DEMO_ACCOUNT_IDS.bompreco))!;
      const scope = { accountId: DEMO_ACCOUNT_IDS.bompreco, run: stamp.processing_uuid, ...MARCH, units: null, personType: null };
      const rows = (personalData: boolean) => CUSTOMER_TABLE_ROWS['clientes.melhores-clientes'](server.stores.ch, scope, {}, { db: server.stores.pg, personalData });
      const full = await rows(true);
      expect(full.map((row) => row[1])).toEqual([MAR_AZUL.name, JOAO.name, MARIA.name, ANA.name]);
      expect(full[2]).toEqual(['3', MARIA.name, '529.982.247-25', MARIA.email, '+55 (71) 9 8765-4321', 'R$\u00a0120,00', '3', 'R$\u00a040,00', '3,33', '15/03/2026', 'Ativo', expect.stringMatching(/^(Campeões|Leais|Promissores|Em risco|Baixo valor|Perdidos|Nunca compraram)$/), expect.any(String)]);
      const masked = await rows(false);
      expect(masked[2].slice(2, 5)).toEqual(['***.982.247-**', 'Ma***@Example.com.br', '(71) 9****-4321']);
      expect(JSON.stringify(masked)).not.toContain('52998224725');
    });

    it('is refused to a user without PII access', async () => {
      const result = await analista.gql(BEST, { filter: MARCH });
      expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      // neither the document, raw or formatted, nor the name (a bare '529' can be part of a timestamp)
      expect(JSON.stringify(result)).not.toMatch(/52998224725|529\.982|Maria/);
    });
  });
});
