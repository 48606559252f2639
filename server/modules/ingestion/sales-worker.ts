import { parentPort } from 'node:worker_threads';
import type { SalesCatalogue } from './records';
import { catalogueOf, parseSalesChunk, type CatalogueData, type ChunkLines, type TicketCoupon } from './sales-parser';

/** Messages of the sales parser thread (see SalesParsers in parsers.ts). */
export type WorkerRequest =
  | { type: 'catalogue'; id: number; data: CatalogueData }
  | { type: 'release'; id: number }
  | { type: 'parse'; request: number; catalogue: number; lines: ChunkLines };

/** A slice of an ArrayBuffer handed over (transferred, not copied). */
export interface Bytes {
  buffer: ArrayBuffer;
  offset: number;
  length: number;
}

export type WorkerAnswer =
  | { request: number; ids: string[]; rejected: { line: number; reason: string }[]; keys: Bytes; tickets: Bytes; items: Bytes; ends: Int32Array; itemRows: number; coupons: TicketCoupon[] }
  | { request: number; error: string };

const catalogues = new Map<number, SalesCatalogue>();

// The row buffers come from ByteSink (rows.ts), whose storage is never from Node's shared pool, so
// handing their ArrayBuffers over cannot take memory another Buffer of this thread uses.
const bytesOf = (buffer: Buffer): Bytes => ({ buffer: buffer.buffer as ArrayBuffer, offset: buffer.byteOffset, length: buffer.length });

parentPort!.on('message', (message: WorkerRequest) => {
  if (message.type === 'catalogue') {
    catalogues.set(message.id, catalogueOf(message.data));
    return;
  }
  if (message.type === 'release') {
    catalogues.delete(message.id);
    return;
  }
  try {
    const catalogue = catalogues.get(message.catalogue);
    if (!catalogue) throw new Error(`catálogo ${message.catalogue} ausente no leitor de vendas`);
    const { ids, rows, rejected, coupons } = parseSalesChunk(message.lines, catalogue);
    const answer: WorkerAnswer = {
      request: message.request,
      ids,
      rejected,
      keys: bytesOf(rows.keys),
      tickets: bytesOf(rows.tickets),
      items: bytesOf(rows.items),
      ends: rows.ends!,
      itemRows: rows.itemRows,
      coupons,
    };
    const transfer = new Set<ArrayBuffer>([answer.keys.buffer, answer.tickets.buffer, answer.items.buffer, rows.ends!.buffer as ArrayBuffer]);
    parentPort!.postMessage(answer, [...transfer]);
  } catch (error) {
    parentPort!.postMessage({ request: message.request, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerAnswer);
  }
});
