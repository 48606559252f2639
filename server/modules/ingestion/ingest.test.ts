import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../testing/harness';
import { fixedDecimal, IngestService } from './ingest';
import type { NumberedLine } from './lines';

const BOMPRECO = DEMO_ACCOUNT_IDS.bompreco;
const REDE_MAIS = DEMO_ACCOUNT_IDS['rede-mais'];

async function* linesOf(records: readonly unknown[]): AsyncGenerator<NumberedLine> {
  let number = 0;
  for (const record of records) {
    number += 1;
    yield { number, text: typeof record === 'string' ? record : JSON.stringify(record) };
  }
}

const products = [
  { sku: 'ARROZ-5KG', ean: '7891234567895', name: 'Arroz Tipo 1 5kg', department: 'Mercearia', category: 'Grãos', measure: 'un', price: 27.9 },
  { sku: 'BANANA', name: 'Banana Prata kg', department: 'Hortifruti', category: 'Frutas', measure: 'kg', is_weightable: true, price: 6.99 },
];

const sale = (ticket: string, overrides: Record<string, unknown> = {}) => ({
  ticket_id: ticket,
  unit_id_erp: '1',
  operator_id: '101',
  operator_name: 'Joana Lima',
  document_no: '52998224725',
  created_at: '2026-03-01T10:00:00-03:00',
  channel: 'store',
  total: 62.79,
  discount: 0,
  items: [
    { sku: 'ARROZ-5KG', quantity: 2, unit_price: 27.9, discount: 0, total: 55.8 },
    { sku: 'BANANA', quantity: 1, unit_price: 6.99, discount: 0, total: 6.99 },
  ],
  ...overrides,
});

describe('loading a chain data, batch by batch', () => {
  let server: TestServer;
  let ingest: IngestService;
  const committed: string[] = [];

  const count = async (table: string, accountId: string = BOMPRECO) => {
    const [row] = await server.stores.ch.query<{ n: number }>(`SELECT count() AS n FROM ${table} WHERE account_id = {a:UUID}`, { a: accountId });
    return Number(row.n);
  };
  /** the facts' rows with a document: what their copies by document (CH 021) hold */
  const withDocument = async (table: string) => {
    const [row] = await server.stores.ch.query<{ n: number }>(`SELECT count() AS n FROM ${table} WHERE account_id = {a:UUID} AND document_no != ''`, { a: BOMPRECO });
    return Number(row.n);
  };

  beforeAll(async () => {
    server = await startTestServer();
    ingest = new IngestService(server.stores.pg, server.stores.ch, { onCommitted: (id) => committed.push(id), salesChunk: 2 });
    const loaded = await ingest.ingestLines(BOMPRECO, 'products', linesOf(products), 'cli');
    expect(loaded).toMatchObject({ accepted: 2, duplicates: 0, rejected: [] });
  });
  afterAll(() => server.close());

  describe('products and consumers', () => {
    it('counts an identical record sent again as a duplicate and a changed one as accepted', async () => {
      const again = await ingest.ingestLines(BOMPRECO, 'products', linesOf([products[0], { ...products[1], price: 7.49 }]), 'cli');
      expect(again).toMatchObject({ accepted: 1, duplicates: 1 });
      const [banana] = await server.stores.pg.query<{ price: number }>(`select price from products where account_id = $1 and sku = 'BANANA'`, [BOMPRECO]);
      expect(Number(banana.price)).toBe(7.49);
    });

    it('leaves the fields edited in the back-office alone and updates the others', async () => {
      const db = server.stores.pg;
      await db.query(
        `update products set name = 'Arroz Branco Tipo 1 (5 kg)', department = 'Grãos e cereais', manually_edited = true,
                edited_fields = array['name', 'department'] where account_id = $1 and sku = 'ARROZ-5KG'`,
        [BOMPRECO],
      );
      const sent = await ingest.ingestLines(BOMPRECO, 'products', linesOf([{ ...products[0], name: 'ARROZ T1 5KG', price: 28.5 }]), 'cli');
      expect(sent).toMatchObject({ accepted: 1 });
      const [arroz] = await db.query<{ name: string; department: string; price: string }>(
        `select name, department, price::text as price from products where account_id = $1 and sku = 'ARROZ-5KG'`,
        [BOMPRECO],
      );
      expect(arroz).toEqual({ name: 'Arroz Branco Tipo 1 (5 kg)', department: 'Grãos e cereais', price: '28.50' });
      // the same record again changes nothing: a duplicate, even though its name differs from the edited one
      expect(await ingest.ingestLines(BOMPRECO, 'products', linesOf([{ ...products[0], name: 'ARROZ T1 5KG', price: 28.5 }]), 'cli')).toMatchObject({ accepted: 0, duplicates: 1 });
    });

    it('mirrors consumers into the analytics store with their registration day in Bahia', async () => {
      const result = await ingest.ingestLines(
        BOMPRECO,
        'consumers',
        linesOf([
          { document_no: '529.982.247-25', person_type: 'F', name: 'Maria', created_at: '2026-03-01T02:30:00Z', unit_id_erp: '1', opt_in: { sms: true } },
          { document_no: '11144477735', person_type: 'F', name: 'João', created_at: '2026-02-01', unit_id_erp: '999' },
          '{"document_no": ',
        ]),
        'http',
      );
      expect(result.accepted).toBe(1);
      expect(result.rejected).toEqual([
        { line: 2, reason: 'loja desconhecida: 999' },
        { line: 3, reason: 'JSON inválido nesta linha' },
      ]);
      const rows = await server.stores.ch.query<{ created_date: string; opt_in_sms: number }>(
        'SELECT created_date, opt_in_sms FROM dim_consumers FINAL WHERE account_id = {a:UUID} AND document_no = {d:String}',
        { a: BOMPRECO, d: '52998224725' },
      );
      expect(rows).toEqual([{ created_date: '2026-02-28', opt_in_sms: 1 }]);
    });
  });

  describe('sales', () => {
    it('writes tickets and items, refuses bad lines by number, and schedules processing', async () => {
      committed.length = 0;
      const result = await ingest.ingestLines(
        BOMPRECO,
        'sales',
        linesOf([sale('A1'), sale('A2', { unit_id_erp: '77' }), sale('A3', { document_no: null }), sale('A1'), sale('A4'), sale('A5')]),
        'http',
      );
      expect(result).toMatchObject({ accepted: 4, duplicates: 1, rejected: [{ line: 2, reason: 'loja desconhecida: 77' }], item_rows: 8 });
      expect(await count('tickets')).toBe(4);
      expect(await count('ticket_items')).toBe(8);
      expect(committed).toEqual([BOMPRECO]);
      const [ticket] = await server.stores.ch.query<{ total: number; items: number; local_date: string }>(
        "SELECT toFloat64(total) AS total, toFloat64(items) AS items, toString(local_date) AS local_date FROM tickets WHERE account_id = {a:UUID} AND ticket_id = 'A1'",
        { a: BOMPRECO },
      );
      expect(ticket).toEqual({ total: 62.79, items: 3, local_date: '2026-03-01' });
    });

    it('counts a batch loaded again as duplicates, not doubled', async () => {
      const result = await ingest.ingestLines(BOMPRECO, 'sales', linesOf([sale('A1'), sale('A3', { document_no: null }), sale('A4')]), 'cli');
      expect(result).toMatchObject({ accepted: 0, duplicates: 3, rejected: [] });
      expect(await count('tickets')).toBe(4);
    });

    it('keeps accounts apart: the same ticket id in another account is another ticket', async () => {
      await ingest.ingestLines(REDE_MAIS, 'products', linesOf(products), 'cli');
      const result = await ingest.ingestLines(REDE_MAIS, 'sales', linesOf([sale('A1')]), 'cli');
      expect(result.accepted).toBe(1);
      expect(await count('tickets', REDE_MAIS)).toBe(1);
      expect(await count('tickets')).toBe(4);
    });

    it('takes back everything a batch wrote when its stream breaks midway', async () => {
      async function* broken(): AsyncGenerator<NumberedLine> {
        yield* linesOf([sale('B1'), sale('B2'), sale('B3')]);
        throw new Error('connection reset');
      }
      await expect(ingest.ingestLines(BOMPRECO, 'sales', broken(), 'http')).rejects.toThrow('connection reset');
      expect(await count('tickets')).toBe(4);
      expect(await count('ticket_items')).toBe(8);
      // the copies by document (written by the facts' views) are taken back too
      expect(await withDocument('tickets')).toBe(3);
      expect(await count('customer_tickets')).toBe(3);
      expect(await count('customer_ticket_items')).toBe(await withDocument('ticket_items'));
      const [batch] = await server.stores.pg.query<{ status: string }>(`select status from ingestion_batches where account_id = $1 order by created_at desc limit 1`, [BOMPRECO]);
      expect(batch.status).toBe('aborted');
    });

    it('removes at start-up the rows of a batch a crash left loading', async () => {
      const batchId = '00000000-0000-4000-8000-00000000dead';
      await server.stores.pg.query(`insert into ingestion_batches (id, account_id, kind, source, status) values ($1, $2, 'sales', 'http', 'loading')`, [batchId, BOMPRECO]);
      await server.stores.ch.command(
        `INSERT INTO tickets (account_id, ticket_id, unit_id_erp, document_no, created_at, local_date, total, batch_id) VALUES ({a:UUID}, 'CRASHED', '1', '52998224725', now(), today(), 10, {b:UUID})`,
        { a: BOMPRECO, b: batchId },
      );
      expect(await count('tickets')).toBe(5);
      expect(await count('customer_tickets')).toBe(4);
      expect(await ingest.recoverInterrupted()).toBe(1);
      expect(await count('tickets')).toBe(4);
      expect(await count('customer_tickets')).toBe(3);
    });
  });
});

describe('fixedDecimal', () => {
  it('writes what toFixed writes for values with cents (money) and grams (quantities)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const values = [0, 0.01, 0.1, 10, 99.99, 1234567.89, 0.29, 1.15, 4.35];
    for (let i = 0; i < 20_000; i += 1) values.push(Math.round(random() * 100_000_000) / 100);
    for (const value of values) expect(fixedDecimal(value, 100)).toBe(value.toFixed(2));
    for (let i = 0; i < 20_000; i += 1) {
      const grams = Math.round(random() * 10_000_000) / 1000;
      expect(fixedDecimal(grams, 1000)).toBe(grams.toFixed(3));
    }
  });

  it('rounds a longer decimal half up as it was written', () => {
    expect(fixedDecimal(1.005, 100)).toBe('1.01');
    expect(fixedDecimal(0.015, 100)).toBe('0.02');
    expect(fixedDecimal(2.675, 100)).toBe('2.68');
    expect(fixedDecimal(1.004999, 100)).toBe('1.00');
    expect(fixedDecimal(0.0005, 1000)).toBe('0.001');
    expect(fixedDecimal(12.3456, 1000)).toBe('12.346');
  });
});
