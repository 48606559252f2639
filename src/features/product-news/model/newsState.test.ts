import { describe, expect, it } from '@jest/globals';
import { formatNewsDate, newsToAnnounce, rememberAnnounced, unreadIds } from './newsState';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('news read state', () => {
  const items = [
    { id: 'a', read: false },
    { id: 'b', read: true },
    { id: 'c', read: false },
  ];

  it('counts what the user has not read', () => {
    expect(unreadIds(items)).toEqual(['a', 'c']);
    expect(unreadIds(items.map((i) => ({ ...i, read: true })))).toEqual([]);
  });

  it('announces unread news once per user', () => {
    const storage = memoryStorage();
    expect(newsToAnnounce('u1', items, storage)).toEqual(['a', 'c']);
    rememberAnnounced('u1', ['a', 'c'], storage);
    expect(newsToAnnounce('u1', items, storage)).toEqual([]);
    // another user of the same browser still gets the announcement
    expect(newsToAnnounce('u2', items, storage)).toEqual(['a', 'c']);
  });

  it('announces again when a newer item arrives', () => {
    const storage = memoryStorage();
    rememberAnnounced('u1', ['a', 'c'], storage);
    expect(newsToAnnounce('u1', [{ id: 'd', read: false }, ...items], storage)).toEqual(['d']);
  });

  it('never announces what was read, even if never announced', () => {
    expect(newsToAnnounce('u1', [{ id: 'x', read: true }], memoryStorage())).toEqual([]);
  });

  it('survives an unreadable storage entry', () => {
    const storage = memoryStorage();
    storage.setItem('mf-news-announced:u1', '{nope');
    expect(newsToAnnounce('u1', items, storage)).toEqual(['a', 'c']);
  });

  it('shows dates as dd/MM/yyyy', () => {
    expect(formatNewsDate('2026-11-22')).toBe('22/11/2026');
  });
});
