import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NumberedLine } from '../ingestion';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';

async function* linesOf(records: readonly unknown[]): AsyncGenerator<NumberedLine> {
  let number = 0;
  for (const record of records) yield { number: ++number, text: JSON.stringify(record) };
}

const DASHBOARD = `query($filter: SalesFilter!) { dashboardMetrics(filter: $filter) { VAL_FATURAMENTO NUM_CUPONS VAL_TICKET_MEDIO NUM_CLIENTES_CADASTRADOS } }`;
const SERIES = `query($filter: SalesFilter!) { revenueSeries(filter: $filter, granularity: DIARIO) { period VAL_FATURAMENTO NUM_CUPONS } }`;
const PROCESSING = '{ account { processing { processingUuid lastUpdated firstSaleDay } } }';
const MARCH = { start: '2026-03-01', end: '2026-03-31' };

describe('sales figures over GraphQL', () => {
  let server: TestServer;
  let gerente: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
  });
  afterAll(() => server.close());

  it('answers null before the account was ever processed, so pages can say so', async () => {
    const result = await gerente.gql(DASHBOARD, { filter: MARCH });
    expect(result.errors).toBeUndefined();
    expect(result.data!.dashboardMetrics).toBeNull();
    expect((await gerente.gql(PROCESSING)).data!.account.processing).toBeNull();
  });

  it('reads the figures of the latest processing, stamped on the account', async () => {
    const account = DEMO_ACCOUNT_IDS.bompreco;
    const { ingest, processing } = server.services;
    await ingest.ingestLines(account, 'products', linesOf([{ sku: 'P', name: 'Pão francês kg', is_weightable: true }]), 'cli');
    await ingest.ingestLines(
      account,
      'sales',
      linesOf([
        { ticket_id: '1', unit_id_erp: '1', created_at: '2026-03-02T08:00:00-03:00', total: 12.5, items: [{ sku: 'P', quantity: 0.5, unit_price: 25, total: 12.5 }] },
        { ticket_id: '2', unit_id_erp: '3', created_at: '2026-03-02T09:00:00-03:00', total: 5, items: [{ sku: 'P', quantity: 0.2, unit_price: 25, total: 5 }] },
      ]),
      'cli',
    );
    const stamp = await processing.run(account);
    const result = await gerente.gql(DASHBOARD, { filter: { ...MARCH, units: ['1'] } });
    expect(result.data!.dashboardMetrics).toEqual({ VAL_FATURAMENTO: 12.5, NUM_CUPONS: 1, VAL_TICKET_MEDIO: 12.5, NUM_CLIENTES_CADASTRADOS: 0 });
    const { processing: stamped } = (await gerente.gql(PROCESSING)).data!.account;
    expect(stamped.processingUuid).toBe(stamp.processing_uuid);
    // pages say "sem dados antes de 02/03/2026" for earlier periods (issue 14 §6)
    expect(stamped.firstSaleDay).toBe('2026-03-02');
    const series = await gerente.gql(SERIES, { filter: MARCH });
    expect(series.data!.revenueSeries).toEqual([{ period: '2026-03-02', VAL_FATURAMENTO: 17.5, NUM_CUPONS: 2 }]);
  });

  it('keeps each account to its own figures', async () => {
    const franqueador = await signedIn(server, 'franqueador@redemais.com.br');
    expect((await franqueador.gql(DASHBOARD, { filter: MARCH })).data!.dashboardMetrics).toBeNull();
  });

  it.each([
    ['an impossible date', { start: '2026-02-30', end: '2026-03-31' }, 'deve ser uma data no formato AAAA-MM-DD'],
    ['an end before the start', { start: '2026-03-31', end: '2026-03-01' }, 'a data inicial deve ser anterior ou igual à final'],
    ['a period over three years', { start: '2020-01-01', end: '2026-03-01' }, 'o período pode ter no máximo'],
  ])('refuses %s with a pt-BR message', async (_title, filter, message) => {
    const result = await gerente.gql(DASHBOARD, { filter });
    expect(result.errors?.[0].message).toContain(message);
  });

  it('gives the revenue series only to those who may open Faturamento', async () => {
    const promo = await signedIn(server, 'promo@atacadaopromo.com.br');
    const result = await promo.gql(SERIES, { filter: MARCH });
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the processing stamp on every answer (client cache, spec §7)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is absent before processing and carries the current run after', async () => {
    const gerente = await signedIn(server, 'gerente@bompreco.com.br');
    const before = await gerente.gql('{ account { name } }');
    expect(before.extensions?.processing).toBeUndefined();
    const stamp = await server.services.processing.run(DEMO_ACCOUNT_IDS.bompreco);
    const after = await gerente.gql('{ account { name } }');
    expect(after.extensions?.processing).toEqual({ processingUuid: stamp.processing_uuid, lastUpdated: new Date(stamp.last_updated).toISOString() });
  });
});
