import { beforeEach, describe, expect, it } from '@jest/globals';
import { loadRecents, pushRecent, RECENT_SEARCHES_KEY, saveRecents } from './recentSearches';

describe('pushRecent', () => {
  it.each([
    [[], 'faturamento', ['faturamento']],
    [['a', 'b'], 'c', ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'a', ['b', 'c', 'a']],
    [['a', 'b', 'c', 'd', 'e'], 'f', ['b', 'c', 'd', 'e', 'f']],
    [['a', 'b', 'c', 'd', 'e'], 'c', ['a', 'b', 'd', 'e', 'c']],
    [['Segmentação', 'b'], 'segmentacao', ['b', 'segmentacao']],
    [['a'], '  b  ', ['a', 'b']],
    [['a'], '   ', ['a']],
  ])('%j + %j → %j', (list, term, expected) => {
    const before = [...list];
    expect(pushRecent(list, term)).toEqual(expected);
    expect(list).toEqual(before);
  });
});

describe('loadRecents / saveRecents', () => {
  beforeEach(() => window.localStorage.clear());

  it('round-trips through local storage under "recent-searches"', () => {
    saveRecents(['a', 'b']);
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBe('["a","b"]');
    expect(loadRecents()).toEqual(['a', 'b']);
  });

  it('keeps only the last 5', () => {
    saveRecents(['1', '2', '3', '4', '5', '6']);
    expect(loadRecents()).toEqual(['2', '3', '4', '5', '6']);
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['1', '2', '3', '4', '5', '6', '7']));
    expect(loadRecents()).toEqual(['3', '4', '5', '6', '7']);
  });

  it.each([['not json{'], ['{"a":1}'], ['"texto"'], ['null'], ['42']])('tolerates %j', (raw) => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, raw);
    expect(loadRecents()).toEqual([]);
  });

  it('drops entries that are not text', () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['a', 1, null, '', 'b', { x: 1 }]));
    expect(loadRecents()).toEqual(['a', 'b']);
  });

  it('is empty when nothing is stored, and survives a storage that throws', () => {
    expect(loadRecents()).toEqual([]);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(loadRecents(broken)).toEqual([]);
    expect(() => saveRecents(['a'], broken)).not.toThrow();
    expect(loadRecents(null)).toEqual([]);
  });
});
