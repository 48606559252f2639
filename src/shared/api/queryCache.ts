import { PROCESSING_UUID_KEY } from './headers';

/**
 * The client cache of spec §7: answers of the analytics pages' queries are kept in local storage
 * for 48 hours and reused only while the account's processing stamp (processing id and last
 * update) is the one they were computed with. Every GraphQL answer carries the current stamp in
 * `extensions.processing`; when it changes, every entry is dropped and pages fetch again.
 */

/** How long an answer may be reused (spec §9: cache 48 h). */
export const QUERY_CACHE_TTL_MS = 48 * 3600 * 1000;
/** Local storage key prefix of cached answers. */
export const QUERY_CACHE_PREFIX = 'mf-query-cache:';
/** Local storage key of the stamp's last-update time (its id is PROCESSING_UUID_KEY). */
export const PROCESSING_LAST_UPDATED_KEY = 'mf-processing-last-updated';

export interface ProcessingStampExtension {
  processingUuid: string;
  lastUpdated: string;
}

interface Entry {
  processingUuid: string;
  lastUpdated: string;
  savedAt: number;
  payload: unknown;
}

const cacheable = new Set<string>();

/** Marks a query as cacheable (an analytics page's query module calls it once). */
export function cacheableQuery(operationName: string): void {
  cacheable.add(operationName);
}

export function isCacheableQuery(operationName: string | null | undefined): boolean {
  return Boolean(operationName && cacheable.has(operationName));
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stamp the client last saw, or null before any analytics answer. */
export function currentStamp(): ProcessingStampExtension | null {
  const store = storage();
  const processingUuid = store?.getItem(PROCESSING_UUID_KEY);
  const lastUpdated = store?.getItem(PROCESSING_LAST_UPDATED_KEY);
  return processingUuid && lastUpdated ? { processingUuid, lastUpdated } : null;
}

/** Drops every cached answer (a new processing, a logout). */
export function clearQueryCache(): void {
  const store = storage();
  if (!store) return;
  for (let index = store.length - 1; index >= 0; index -= 1) {
    const key = store.key(index);
    if (key?.startsWith(QUERY_CACHE_PREFIX)) store.removeItem(key);
  }
}

const stampListeners = new Set<() => void>();

/**
 * Calls `listener` whenever an answer carries a stamp other than the one seen before: a new
 * processing run made every analytics answer already on the client obsolete. The Relay environment
 * uses it to mark its store stale (src/shared/api/network.ts). Returns the unsubscribe function.
 */
export function onStampChange(listener: () => void): () => void {
  stampListeners.add(listener);
  return () => {
    stampListeners.delete(listener);
  };
}

/** Records the stamp an answer carried; a different one than before empties the cache. */
export function observeStamp(extensions: Record<string, unknown> | undefined): void {
  const stamp = extensions?.processing as ProcessingStampExtension | null | undefined;
  if (!stamp?.processingUuid) return;
  const previous = currentStamp();
  if (previous && previous.processingUuid === stamp.processingUuid && previous.lastUpdated === stamp.lastUpdated) return;
  clearQueryCache();
  const store = storage();
  store?.setItem(PROCESSING_UUID_KEY, stamp.processingUuid);
  store?.setItem(PROCESSING_LAST_UPDATED_KEY, stamp.lastUpdated);
  for (const listener of stampListeners) listener();
}

/** JSON with object keys sorted at every level: the same variables always give the same key. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function keyOf(accountId: string, operationName: string, variables: Record<string, unknown>): string {
  return `${QUERY_CACHE_PREFIX}${accountId}:${operationName}:${stableJson(variables)}`;
}

/** A cached answer still valid for the current stamp, or null. */
export function readCachedAnswer(accountId: string, operationName: string, variables: Record<string, unknown>, now = Date.now()): unknown | null {
  const store = storage();
  const stamp = currentStamp();
  if (!store || !stamp) return null;
  const key = keyOf(accountId, operationName, variables);
  const raw = store.getItem(key);
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as Entry;
    const valid = entry.processingUuid === stamp.processingUuid && entry.lastUpdated === stamp.lastUpdated && now - entry.savedAt < QUERY_CACHE_TTL_MS;
    if (valid) return entry.payload;
  } catch {
    // a damaged entry is just a miss
  }
  store.removeItem(key);
  return null;
}

/** Keeps an answer with the stamp it was computed with (the stamp must already be observed). */
export function writeCachedAnswer(accountId: string, operationName: string, variables: Record<string, unknown>, payload: unknown, now = Date.now()): void {
  const store = storage();
  const stamp = currentStamp();
  if (!store || !stamp) return;
  const entry: Entry = { ...stamp, savedAt: now, payload };
  try {
    store.setItem(keyOf(accountId, operationName, variables), JSON.stringify(entry));
  } catch {
    // storage full: drop the cache rather than fail the page
    clearQueryCache();
  }
}
