import { InputError } from '../errors';

/**
 * Default and maximum page sizes for connections; larger requests are clamped, not refused. A negative
 * page size is refused (every connection, GraphQL and REST, reads its size through clampFirst).
 */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export interface Page<T> {
  items: { node: T; cursor: string }[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalCount: number;
}

export function clampFirst(first: number | null | undefined): number {
  if (first == null || !Number.isFinite(first)) return DEFAULT_PAGE_SIZE;
  if (first < 0) throw new InputError('O tamanho da página (first) não pode ser negativo.', 'first');
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(first)));
}

/** Cursors are opaque to clients: base64url of the position after the item. */
export function encodeCursor(position: number): string {
  return Buffer.from(`pos:${position}`).toString('base64url');
}

/** The furthest position a cursor may point at; a forged one beyond it reads as the end of the list. */
export const MAX_CURSOR_POSITION = 10_000_000;

/** A cursor this server issued; anything else (forged, corrupted, out of range) is a pt-BR input error. */
export function decodeCursor(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const match = /^pos:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const position = match ? Number(match[1]) : Number.NaN;
  if (!(position >= 0 && position <= MAX_CURSOR_POSITION)) throw new InputError('Cursor de paginação inválido.', 'after');
  return position;
}

/** A page of `first` items from rows fetched with one extra (to know whether a next page exists). */
export function toPage<T>(rows: T[], first: number, offset: number, totalCount: number): Page<T> {
  const items = rows.slice(0, first);
  return {
    items: items.map((node, index) => ({ node, cursor: encodeCursor(offset + index + 1) })),
    hasNextPage: rows.length > first,
    hasPreviousPage: offset > 0,
    totalCount,
  };
}
