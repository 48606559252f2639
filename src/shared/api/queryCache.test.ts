import { beforeEach, describe, expect, it } from '@jest/globals';
import { cacheableQuery, clearQueryCache, isCacheableQuery, observeStamp, QUERY_CACHE_TTL_MS, readCachedAnswer, writeCachedAnswer } from './queryCache';

const ACCOUNT = 'acc-1';
const VARS = { filter: { start: '2026-03-01', end: '2026-03-31' } };
const stamp = (processingUuid: string, lastUpdated = '2026-03-31T10:00:00.000Z') => ({ processing: { processingUuid, lastUpdated } });

describe('the analytics answer cache (spec §7)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearQueryCache();
  });

  it('only caches the queries pages declared cacheable', () => {
    cacheableQuery('ClubDashboardPageQuery');
    expect(isCacheableQuery('ClubDashboardPageQuery')).toBe(true);
    expect(isCacheableQuery('UsersPageQuery')).toBe(false);
  });

  it('reuses an answer while the processing stamp is the same', () => {
    observeStamp(stamp('run-1'));
    writeCachedAnswer(ACCOUNT, 'Q', VARS, { data: { x: 1 } });
    expect(readCachedAnswer(ACCOUNT, 'Q', VARS)).toEqual({ data: { x: 1 } });
    expect(readCachedAnswer(ACCOUNT, 'Q', { filter: { start: '2026-03-02', end: '2026-03-31' } })).toBeNull();
    expect(readCachedAnswer('other-account', 'Q', VARS)).toBeNull();
  });

  it('drops every answer when a new processing is seen', () => {
    observeStamp(stamp('run-1'));
    writeCachedAnswer(ACCOUNT, 'Q', VARS, { data: { x: 1 } });
    observeStamp(stamp('run-2'));
    expect(readCachedAnswer(ACCOUNT, 'Q', VARS)).toBeNull();
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('mf-query-cache:'))).toEqual([]);
  });

  it('drops answers when the last update changes under the same processing id', () => {
    observeStamp(stamp('run-1'));
    writeCachedAnswer(ACCOUNT, 'Q', VARS, { data: { x: 1 } });
    observeStamp(stamp('run-1', '2026-04-01T10:00:00.000Z'));
    expect(readCachedAnswer(ACCOUNT, 'Q', VARS)).toBeNull();
  });

  it('keeps an answer for 48 hours at most', () => {
    observeStamp(stamp('run-1'));
    const savedAt = Date.now();
    writeCachedAnswer(ACCOUNT, 'Q', VARS, { data: { x: 1 } }, savedAt);
    expect(readCachedAnswer(ACCOUNT, 'Q', VARS, savedAt + QUERY_CACHE_TTL_MS - 1)).not.toBeNull();
    expect(readCachedAnswer(ACCOUNT, 'Q', VARS, savedAt + QUERY_CACHE_TTL_MS)).toBeNull();
  });

  it('treats variables in any key order as the same request', () => {
    observeStamp(stamp('run-1'));
    writeCachedAnswer(ACCOUNT, 'Q', { a: 1, b: 2 }, { data: 1 });
    expect(readCachedAnswer(ACCOUNT, 'Q', { b: 2, a: 1 })).toEqual({ data: 1 });
    writeCachedAnswer(ACCOUNT, 'Q', { filter: { start: 'x', end: 'y' } }, { data: 2 });
    expect(readCachedAnswer(ACCOUNT, 'Q', { filter: { end: 'y', start: 'x' } })).toEqual({ data: 2 });
  });
});
