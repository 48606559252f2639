import { checkSale, type SaleRecord, type SalesCatalogue } from './records';
import { ticketRows, type TicketRows } from './rows';

/**
 * The part of a sales batch that needs no store: JSON.parse, the line checks and the TSV rows of a
 * chunk of lines. It runs in a worker thread (sales-worker.ts) so that the main thread only reads
 * the body and writes to the analytics store: both cores work.
 */

/** What a sales check needs of the account's catalogue, as plain data a worker can receive. */
export interface CatalogueData {
  units: string[];
  /** [sku, eans, is_weightable] */
  products: [string, string[], boolean][];
}

export function catalogueOf(data: CatalogueData): SalesCatalogue {
  const units = new Set(data.units);
  const bySku = new Map<string, { sku: string; is_weightable: boolean }>();
  const byEan = new Map<string, { sku: string; is_weightable: boolean }>();
  for (const [sku, eans, isWeightable] of data.products) {
    const entry = { sku, is_weightable: isWeightable };
    bySku.set(sku, entry);
    for (const ean of eans) byEan.set(ean, entry);
  }
  return {
    hasUnit: (idErp) => units.has(idErp),
    product: (sku, ean) => (sku !== null ? bySku.get(sku) : undefined) ?? (ean !== null ? byEan.get(ean) : undefined) ?? null,
  };
}

/** One chunk of lines, checked: the accepted tickets' ids and rows (with per-ticket ends), and the refused lines. */
export interface ParsedChunk {
  ids: string[];
  rows: TicketRows;
  rejected: { line: number; reason: string }[];
  /** ticket × coupon code rows of the accepted tickets that carry codes (CH 017 ticket_coupons) */
  coupons: TicketCoupon[];
}

/** One coupon code a ticket used, as ticket_coupons stores it. */
export interface TicketCoupon {
  ticket_id: string;
  local_date: string;
  unit_id_erp: string;
  document_no: string;
  code: string;
}

/**
 * A chunk of lines as one text (the lines joined by "\n": a line never holds a raw newline), so it
 * crosses to the worker as one string copy rather than one object per line. Lines a sender could not
 * make readable (too long…) carry their reason instead (their text is empty).
 */
export interface ChunkLines {
  text: string;
  numbers: Int32Array;
  /** reasons of lines refused before parsing, by their index in the chunk (sparse) */
  reasons: Record<number, string>;
}

export function parseSalesChunk(lines: ChunkLines, catalogue: SalesCatalogue): ParsedChunk {
  const sales: SaleRecord[] = [];
  const rejected: { line: number; reason: string }[] = [];
  const { text, numbers, reasons } = lines;
  let start = 0;
  for (let index = 0; index < numbers.length; index += 1) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    const reason = reasons[index];
    if (reason !== undefined) {
      rejected.push({ line: numbers[index], reason });
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      rejected.push({ line: numbers[index], reason: 'JSON inválido nesta linha' });
      continue;
    }
    const checked = checkSale(value, catalogue);
    if (checked.ok) sales.push(checked.record);
    else rejected.push({ line: numbers[index], reason: checked.reason });
  }
  const coupons: TicketCoupon[] = [];
  for (const sale of sales) {
    for (const code of sale.coupon_codes) {
      coupons.push({ ticket_id: sale.ticket_id, local_date: sale.created_at.localDate, unit_id_erp: sale.unit_id_erp, document_no: sale.document_no ?? '', code });
    }
  }
  return { ids: sales.map((sale) => sale.ticket_id), rows: ticketRows(sales, true), rejected, coupons };
}
