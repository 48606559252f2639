/** How long the client keeps a help-desk token (spec §9: help token kept 30 days). */
export const HELP_TOKEN_CACHE_MS = 2_592_000_000;

/** A help-desk identity token as the server issues it. */
export interface HelpToken {
  token: string;
  version: string;
  /** when the server stops accepting it (ISO) */
  expiresAt: string;
}

interface CachedHelpToken extends HelpToken {
  /** when it was fetched, epoch ms */
  storedAt: number;
}

/** Local-storage key of a user's token: one per user, so a shared browser never mixes identities. */
export const helpTokenKey = (email: string) => `mf-help-token:${email.trim().toLowerCase()}`;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const defaultStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The user's cached token while it is younger than 30 days and the server still accepts it; otherwise null. */
export function readCachedHelpToken(email: string, now = Date.now(), storage: Storage | null = defaultStorage()): HelpToken | null {
  const raw = storage?.getItem(helpTokenKey(email));
  if (!raw) return null;
  try {
    const cached = JSON.parse(raw) as CachedHelpToken;
    const fresh = now - cached.storedAt < HELP_TOKEN_CACHE_MS && now < Date.parse(cached.expiresAt);
    if (fresh && typeof cached.token === 'string') return { token: cached.token, version: cached.version, expiresAt: cached.expiresAt };
  } catch {
    // an unreadable entry is as good as none
  }
  storage?.removeItem(helpTokenKey(email));
  return null;
}

export function cacheHelpToken(email: string, token: HelpToken, now = Date.now(), storage: Storage | null = defaultStorage()): void {
  try {
    storage?.setItem(helpTokenKey(email), JSON.stringify({ ...token, storedAt: now } satisfies CachedHelpToken));
  } catch {
    // storage full or blocked: the token is fetched again next time
  }
}

export function forgetHelpToken(email: string, storage: Storage | null = defaultStorage()): void {
  storage?.removeItem(helpTokenKey(email));
}

/** The user's help token: the cached one when still valid, otherwise fetched and cached for 30 days. */
export async function getHelpToken(
  email: string,
  fetchToken: (email: string) => Promise<HelpToken>,
  options: { now?: () => number; storage?: Storage | null } = {},
): Promise<HelpToken> {
  const now = options.now ?? Date.now;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const cached = readCachedHelpToken(email, now(), storage);
  if (cached) return cached;
  const token = await fetchToken(email);
  cacheHelpToken(email, token, now(), storage);
  return token;
}
