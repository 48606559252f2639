/**
 * Browser storage the app owns. Session data lives in session storage under the `mf-` namespace;
 * the few cross-tab values (spec §7: redirectAfterLogin, recent-searches; expected_recovery_date)
 * live in local storage under their own names. Storage can be unavailable (private mode, quotas):
 * every call degrades to "nothing stored" instead of throwing.
 */

/** Prefix of every session-storage key the app writes (spec §7). */
export const SESSION_NAMESPACE = 'mf-';

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

function readJson<T>(storage: Storage | null, key: string): T | null {
  try {
    const raw = storage?.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: string | null): void {
  try {
    if (value == null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // a full or blocked storage only loses a convenience, never the action the user asked for
  }
}

/** JSON values in session storage, keys namespaced with `mf-`. */
export const sessionStore = {
  get<T>(key: string): T | null {
    return readJson<T>(safeStorage('sessionStorage'), SESSION_NAMESPACE + key);
  },
  set(key: string, value: unknown): void {
    write(safeStorage('sessionStorage'), SESSION_NAMESPACE + key, JSON.stringify(value));
  },
  remove(key: string): void {
    write(safeStorage('sessionStorage'), SESSION_NAMESPACE + key, null);
  },
};

/** Plain strings in local storage, under the exact key given. */
export const localStore = {
  get(key: string): string | null {
    try {
      return safeStorage('localStorage')?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    write(safeStorage('localStorage'), key, value);
  },
  remove(key: string): void {
    write(safeStorage('localStorage'), key, null);
  },
};
