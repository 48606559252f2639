import { afterAll, describe, expect, it } from '@jest/globals';
import { threadId } from 'node:worker_threads';
import { SalesParsers } from './parsers';
import { keepTickets } from './rows';
import type { CatalogueData, ChunkLines } from './sales-parser';

const catalogue: CatalogueData = { units: ['1', '2'], products: [['ARROZ', ['7891234567895'], false], ['BANANA', [], true]] };
const sale = (ticket: string, unit = '1') =>
  JSON.stringify({
    ticket_id: ticket,
    unit_id_erp: unit,
    operator_id: '7',
    operator_name: 'Ana',
    document_no: null,
    created_at: '2026-03-01T10:00:00-03:00',
    total: 25.5,
    items: [
      { sku: 'ARROZ', quantity: 2, unit_price: 10, discount: 1, total: 19 },
      { sku: 'BANANA', quantity: 1.3, unit_price: 5, total: 6.5 },
    ],
  });

const lines: ChunkLines = {
  text: [sale('A'), '{"ticket_id":', sale('B', '9'), '', sale('C')].join('\n'),
  numbers: Int32Array.from([1, 2, 3, 5, 6]),
  reasons: { 3: 'linha com mais de 1 MB' },
};

describe('SalesParsers', () => {
  const worker = new SalesParsers();
  afterAll(() => worker.close());

  it('parses, checks and encodes a chunk in a worker thread exactly as on this thread', async () => {
    const inline = await new SalesParsers(true).open(catalogue).parse(lines);
    const handle = worker.open(catalogue);
    const threaded = await handle.parse(lines);
    handle.release();
    expect(threaded.ids).toEqual(['A', 'C']);
    expect(threaded.rejected).toEqual([
      { line: 2, reason: 'JSON inválido nesta linha' },
      { line: 3, reason: 'loja desconhecida: 9' },
      { line: 5, reason: 'linha com mais de 1 MB' },
    ]);
    expect(threaded.rows.items.toString()).toBe(inline.rows.items.toString());
    expect(threaded.rows.tickets.toString()).toBe(inline.rows.tickets.toString());
    expect(threaded.rows.keys.toString()).toBe('A\nC\n');
    expect([...threaded.rows.ends!]).toEqual([...inline.rows.ends!]);
    // the worker is another thread than this one
    expect((worker as unknown as { worker: { threadId: number } }).worker.threadId).not.toBe(threadId);
  });

  it('keeps the rows of chosen tickets only (duplicates dropped after parsing)', async () => {
    const parsed = await new SalesParsers(true).open(catalogue).parse(lines);
    const second = keepTickets(parsed.rows, [1]);
    expect(second.keys.toString()).toBe('C\n');
    expect(second.itemRows).toBe(2);
    expect(second.items.toString().split('\n').filter(Boolean).every((row) => row.startsWith('C\t'))).toBe(true);
    expect(second.tickets.toString().startsWith('C\t1\t7\tAna')).toBe(true);
  });

  it('fails the waiting chunks when the thread dies, and starts a new one for the next batch', async () => {
    const handle = worker.open(catalogue);
    // a chunk long enough to be still parsing when the thread is stopped
    const long = Array.from({ length: 50_000 }, (_, i) => sale(`L${i}`));
    const pending = handle.parse({ text: long.join('\n'), numbers: Int32Array.from(long, (_, i) => i + 1), reasons: {} });
    await (worker as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(pending).rejects.toThrow(/leitor de vendas/);
    const again = worker.open(catalogue);
    expect((await again.parse(lines)).ids).toEqual(['A', 'C']);
  });
});
