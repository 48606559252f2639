/**
 * Small text helpers for display and addresses: truncation (spec §9: adds '...'), the short user
 * name of the mobile header, and query strings without empty filters (spec §5).
 */

/** Appended to truncated text (spec §9). */
export const ELLIPSIS = '...';

/** Filter value meaning "no filter", dropped from query strings like empty values (spec §5). */
export const ALL_FILTER = 'all';

/**
 * Keeps the first `max` characters (code points, so an emoji is never cut in half) and adds '...'
 * when something was cut; trailing spaces before the '...' are dropped. Text within `max` is returned
 * unchanged.
 */
export function truncate(text: string | null | undefined, max: number): string {
  const chars = Array.from(text ?? '');
  if (chars.length <= max) return chars.join('');
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}${ELLIPSIS}`;
}

/** The user's name in the mobile header: the first two words, extra spaces removed (spec §9). */
export function mobileUserName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/).slice(0, 2).join(' ');
}

/** A value a query string can carry; arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean | null | undefined>;

/** Whether a single value is worth sending: not null, undefined, blank or 'all'. */
function isMeaningful(value: string | number | boolean | null | undefined): value is string | number | boolean {
  if (value == null) return false;
  if (typeof value === 'number') return Number.isFinite(value);
  const text = String(value);
  return text.trim() !== '' && text !== ALL_FILTER;
}

/**
 * Encodes params as a query string without the leading '?', dropping empty, blank, null, undefined
 * and 'all' values (also inside arrays) and repeating the key for each array item:
 * { a: 1, b: '', c: null, d: 'all', e: ['x', 'y'] } → 'a=1&e=x&e=y'. Nothing left gives ''.
 */
export function toQueryString(params: Readonly<Record<string, QueryValue>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (isMeaningful(item)) search.append(key, String(item));
    }
  }
  return search.toString();
}

/** Text as a search compares it: without accents and in lower case ("São João" → "sao joao"). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}
