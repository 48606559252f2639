import type { SaleRecord } from './records';

// --- TabSeparated encoding for the analytics store ----------------------------------------------
// This runs for every item row of every batch: strings are concatenated (not template-joined),
// each ticket's item rows are built as one string and written straight into a growing buffer, and
// money is formatted from integer cents (toFixed is ~3× slower). Measured in bench:ingest.

const tsvText = (value: string) => (/[\t\n\r\\]/.test(value) ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : value);
const tsvTime = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 23).replace('T', ' ');

/**
 * `value` with exactly 2 (scale 100) or 3 (scale 1000) decimals. A value that already has that many
 * decimals is written as toFixed writes it; a longer one is rounded half up as the sender wrote it
 * (1.005 → "1.01", where toFixed gives "1.00" because the binary number is 1.00499…): the 1e-7
 * nudge is far below one unit and far above the binary error of any price a store sends.
 */
export function fixedDecimal(value: number, scale: 100 | 1000): string {
  let units = Math.round(Math.abs(value) * scale + 1e-7);
  const sign = value < 0 && units > 0 ? '-' : '';
  const whole = Math.floor(units / scale);
  units -= whole * scale;
  const fraction = units < 10 ? (scale === 100 ? '0' : '00') + units : units < 100 && scale === 1000 ? '0' + units : String(units);
  return sign + whole + '.' + fraction;
}

/** A byte buffer that grows as strings are appended (UTF-8). */
class ByteSink {
  get size(): number {
    return this.length;
  }
  private buffer = Buffer.allocUnsafe(1 << 20);
  private length = 0;
  append(text: string) {
    const room = this.length + text.length * 3;
    if (room > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, room));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    this.length += this.buffer.write(text, this.length);
  }
  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

/** The columns each row carries; account_id and batch_id are the same on every row of a chunk and
 * are given once to the insert instead (BATCH_CONSTANTS). */
export const KEY_COLUMNS = ['ticket_id'] as const;
export const TICKET_COLUMNS = [
  'ticket_id', 'unit_id_erp', 'operator_id', 'operator_name', 'document_no', 'created_at', 'local_date', 'local_hour', 'channel',
  'total', 'discount', 'items',
] as const;
export const ITEM_COLUMNS = [
  'ticket_id', 'local_date', 'unit_id_erp', 'document_no', 'line', 'sku', 'ean', 'quantity', 'unit_price', 'discount', 'total',
  'is_weightable',
] as const;

/** The rows of a chunk of tickets, each encoded once; `ends` (when asked) let a caller drop tickets later. */
export interface TicketRows {
  keys: Buffer;
  tickets: Buffer;
  items: Buffer;
  itemRows: number;
  /** per ticket: where its bytes end in keys, tickets and items, and its item rows (3 ends + count a ticket) */
  ends?: Int32Array;
}

export function ticketRows(sales: readonly SaleRecord[], withEnds = false): TicketRows {
  const ends = withEnds ? new Int32Array(sales.length * 4) : undefined;
  let at = 0;
  const keys = new ByteSink();
  const tickets = new ByteSink();
  const items = new ByteSink();
  let itemRows = 0;
  for (const sale of sales) {
    const ticketId = tsvText(sale.ticket_id);
    const unit = tsvText(sale.unit_id_erp);
    const document = sale.document_no ?? '';
    const day = sale.created_at.localDate;
    keys.append(ticketId + '\n');
    tickets.append(
      ticketId + '\t' + unit + '\t' + tsvText(sale.operator_id) + '\t' + tsvText(sale.operator_name) + '\t' + document +
        '\t' + tsvTime(sale.created_at.epochMs) + '\t' + day + '\t' + sale.created_at.localHour + '\t' + sale.channel +
        '\t' + fixedDecimal(sale.total, 100) + '\t' + fixedDecimal(sale.discount, 100) + '\t' + fixedDecimal(sale.items_count, 1000) + '\n',
    );
    const prefix = ticketId + '\t' + day + '\t' + unit + '\t' + document + '\t';
    const list = sale.items;
    let block = '';
    for (let index = 0; index < list.length; index += 1) {
      const item = list[index];
      block +=
        prefix + (index + 1) + '\t' + tsvText(item.sku) + '\t' + item.ean + '\t' + fixedDecimal(item.quantity, 1000) +
        '\t' + fixedDecimal(item.unit_price, 100) + '\t' + fixedDecimal(item.discount, 100) + '\t' + fixedDecimal(item.total, 100) +
        '\t' + (item.is_weightable ? '1\n' : '0\n');
    }
    items.append(block);
    itemRows += list.length;
    if (ends) {
      ends[at] = keys.size;
      ends[at + 1] = tickets.size;
      ends[at + 2] = items.size;
      ends[at + 3] = list.length;
      at += 4;
    }
  }
  return { keys: keys.bytes(), tickets: tickets.bytes(), items: items.bytes(), itemRows, ends };
}

/** The rows of the tickets at `kept` (ascending indexes) of rows built with ends. */
export function keepTickets(rows: TicketRows, kept: readonly number[]): TicketRows {
  const ends = rows.ends!;
  const parts: [Buffer[], Buffer[], Buffer[]] = [[], [], []];
  const sources = [rows.keys, rows.tickets, rows.items];
  let itemRows = 0;
  for (const index of kept) {
    for (let column = 0; column < 3; column += 1) {
      const start = index === 0 ? 0 : ends[(index - 1) * 4 + column];
      parts[column].push(sources[column].subarray(start, ends[index * 4 + column]));
    }
    itemRows += ends[index * 4 + 3];
  }
  return { keys: Buffer.concat(parts[0]), tickets: Buffer.concat(parts[1]), items: Buffer.concat(parts[2]), itemRows };
}

