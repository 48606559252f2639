import { afterAll, beforeAll } from '@jest/globals';
import type { MetricsScope } from '../modules/sales-analytics';
import type { NumberedLine } from '../modules/ingestion';
import { startTestServer, type TestServer } from './harness';

/** Records as the numbered NDJSON lines ingestion reads (what a file or an HTTP body gives it). */
export async function* linesOf(records: readonly unknown[]): AsyncGenerator<NumberedLine> {
  let number = 0;
  for (const record of records) yield { number: ++number, text: JSON.stringify(record) };
}

/** The one product the hand-computed sales fixtures sell. */
export const FIXTURE_PRODUCT = { sku: 'P', name: 'Cesta', is_weightable: false } as const;

/** An operator's code and name, as the cash register sends them. */
export type FixtureOperator = readonly [id: string, name: string];

/** A coupon of one line of FIXTURE_PRODUCT worth `total`, in the sales ingestion contract's shape. */
export function oneLineSale(id: string, unit: string, doc: string | null, at: string, total: number, [operator, name]: FixtureOperator = ['1', 'Op']) {
  return {
    ticket_id: id,
    unit_id_erp: unit,
    operator_id: operator,
    operator_name: name,
    document_no: doc,
    created_at: at,
    total,
    items: [{ sku: FIXTURE_PRODUCT.sku, quantity: 1, unit_price: total, total }],
  };
}

/**
 * Loads products, consumers and sales into an account through ingestion (as a chain's system would),
 * processes them and returns the processing run and the names of the stores the sales name. Throws
 * when ingestion refuses a line, so a fixture that no longer fits the contract fails loudly.
 */
export async function loadSalesFixture(
  server: TestServer,
  accountId: string,
  fixture: { products?: readonly unknown[]; consumers: readonly unknown[]; sales: readonly { unit_id_erp: string }[] },
): Promise<{ run: string; unitNames: Record<string, string> }> {
  const { ingest, processing } = server.services;
  await ingest.ingestLines(accountId, 'products', linesOf(fixture.products ?? [FIXTURE_PRODUCT]), 'cli');
  await ingest.ingestLines(accountId, 'consumers', linesOf(fixture.consumers), 'cli');
  const result = await ingest.ingestLines(accountId, 'sales', linesOf(fixture.sales), 'cli');
  if (result.accepted !== fixture.sales.length || result.rejected.length > 0) {
    throw new Error(`sales fixture not loaded: ${result.accepted} of ${fixture.sales.length} accepted, rejected ${JSON.stringify(result.rejected)}`);
  }
  const stamp = await processing.run(accountId);
  const units = new Set(fixture.sales.map((sale) => sale.unit_id_erp));
  const rows = await server.stores.pg.query<{ id_erp: string; name: string }>(`select id_erp, name from units where account_id = $1`, [accountId]);
  const unitNames = Object.fromEntries(rows.filter((row) => units.has(row.id_erp)).map((row) => [row.id_erp, row.name]));
  return { run: stamp.processing_uuid, unitNames };
}

/** A test file's server with its fixture loaded, filled in before the file's first test. */
export interface LoadedSalesFixture {
  server: TestServer;
  run: string;
  unitNames: Record<string, string>;
  /** `period` over every store, loyalty and person type, on the fixture's processing run */
  scope: MetricsScope;
}

/**
 * For a describe block: starts a test server and loads the fixture into `accountId` before its tests
 * (loadSalesFixture), and stops the server after them.
 */
export function withSalesFixture(
  accountId: string,
  fixture: Parameters<typeof loadSalesFixture>[2],
  period: { start: string; end: string },
): LoadedSalesFixture {
  const loaded = {} as LoadedSalesFixture;
  beforeAll(async () => {
    const server = await startTestServer();
    const { run, unitNames } = await loadSalesFixture(server, accountId, fixture);
    Object.assign(loaded, { server, run, unitNames, scope: { accountId, run, ...period, units: null, loyalty: 'ALL', personType: null } });
  });
  afterAll(() => loaded.server?.close());
  return loaded;
}
