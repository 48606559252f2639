import { normalizeSearchText } from './searchPages';

/** Local-storage key of the recent searches. */
export const RECENT_SEARCHES_KEY = 'recent-searches';
/** At most this many recent searches are kept (spec §4, §9). */
export const MAX_RECENT_SEARCHES = 5;

/**
 * Adds a search to the recent ones: most recent last, at most 5, a repeated search (same text
 * ignoring case, accents and surrounding spaces) moved to the end rather than kept twice. A blank
 * term changes nothing. Returns a new list.
 */
export function pushRecent(list: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (!trimmed) return [...list];
  const key = normalizeSearchText(trimmed);
  return [...list.filter((item) => normalizeSearchText(item) !== key), trimmed].slice(-MAX_RECENT_SEARCHES);
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const defaultStorage = (): KeyValueStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The stored recent searches; an empty list when nothing, bad JSON, a non-list or unreadable storage. */
export function loadRecents(storage: KeyValueStorage | null = defaultStorage()): string[] {
  try {
    const raw = storage?.getItem(RECENT_SEARCHES_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(-MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

/** Stores the recent searches (the last 5); a full or unavailable storage is ignored. */
export function saveRecents(list: readonly string[], storage: KeyValueStorage | null = defaultStorage()): void {
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list.slice(-MAX_RECENT_SEARCHES)));
  } catch {
    // quota exceeded or storage disabled: recent searches are a convenience
  }
}
