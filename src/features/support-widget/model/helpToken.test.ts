import { describe, expect, it, jest } from '@jest/globals';
import { getHelpToken, HELP_TOKEN_CACHE_MS, helpTokenKey, readCachedHelpToken, type HelpToken } from './helpToken';

const DAY = 86_400_000;

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('help-desk token cache', () => {
  const start = Date.parse('2026-11-22T12:00:00Z');
  const issued = (n: number) => ({ token: `t${n}`, version: '1', expiresAt: new Date(start + n * DAY + HELP_TOKEN_CACHE_MS).toISOString() });

  it('keeps the spec constant of 30 days', () => {
    expect(HELP_TOKEN_CACHE_MS).toBe(2592000000);
  });

  it('reuses the token for 30 days without asking the server again', async () => {
    const storage = memoryStorage();
    const fetchToken = jest.fn<(email: string) => Promise<HelpToken>>().mockResolvedValueOnce(issued(0));
    let now = start;
    expect((await getHelpToken('ana@rede.com.br', fetchToken, { now: () => now, storage })).token).toBe('t0');
    now = start + HELP_TOKEN_CACHE_MS - 1;
    expect((await getHelpToken('ana@rede.com.br', fetchToken, { now: () => now, storage })).token).toBe('t0');
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('fetches a new token once the 30 days have passed', async () => {
    const storage = memoryStorage();
    const fetchToken = jest.fn<(email: string) => Promise<HelpToken>>().mockResolvedValueOnce(issued(0)).mockResolvedValueOnce(issued(30));
    let now = start;
    await getHelpToken('ana@rede.com.br', fetchToken, { now: () => now, storage });
    now = start + HELP_TOKEN_CACHE_MS;
    expect((await getHelpToken('ana@rede.com.br', fetchToken, { now: () => now, storage })).token).toBe('t30');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('fetches again when the server says the token expires earlier than the cache would keep it', () => {
    const storage = memoryStorage();
    storage.setItem(helpTokenKey('ana@rede.com.br'), JSON.stringify({ token: 't', version: '1', expiresAt: new Date(start + DAY).toISOString(), storedAt: start }));
    expect(readCachedHelpToken('ana@rede.com.br', start + DAY - 1, storage)?.token).toBe('t');
    expect(readCachedHelpToken('ana@rede.com.br', start + DAY, storage)).toBeNull();
  });

  it('keeps one token per user', async () => {
    const storage = memoryStorage();
    const fetchToken = jest.fn(async (email: string): Promise<HelpToken> => ({ ...issued(0), token: email }));
    await getHelpToken('ana@rede.com.br', fetchToken, { now: () => start, storage });
    expect((await getHelpToken('bia@rede.com.br', fetchToken, { now: () => start, storage })).token).toBe('bia@rede.com.br');
    expect((await getHelpToken('ANA@rede.com.br', fetchToken, { now: () => start, storage })).token).toBe('ana@rede.com.br');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('caches nothing when fetching fails, so the next try asks again', async () => {
    const storage = memoryStorage();
    const fetchToken = jest.fn<(email: string) => Promise<HelpToken>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(issued(0));
    await expect(getHelpToken('ana@rede.com.br', fetchToken, { now: () => start, storage })).rejects.toThrow('offline');
    expect(storage.data.size).toBe(0);
    expect((await getHelpToken('ana@rede.com.br', fetchToken, { now: () => start, storage })).token).toBe('t0');
  });

  it('drops an unreadable cache entry', () => {
    const storage = memoryStorage();
    storage.setItem(helpTokenKey('ana@rede.com.br'), '{nope');
    expect(readCachedHelpToken('ana@rede.com.br', start, storage)).toBeNull();
    expect(storage.data.size).toBe(0);
  });
});
