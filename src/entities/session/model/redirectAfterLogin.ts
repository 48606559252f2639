import { isSafeAppPath } from '@/shared/lib/appPath';
import { localStore } from '@/shared/lib/storage';

export { isSafeAppPath };

/** Local-storage key of the page to reopen after signing in (spec §7). */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

// Only same-app paths are remembered or followed (isSafeAppPath): a value like `//evil.example` or
// `https://…` in storage must never turn the post-login redirect into an open redirect.

/** The page remembered for after sign-in, if any. */
export const redirectAfterLogin = {
  get(): string | null {
    const value = localStore.get(REDIRECT_AFTER_LOGIN_KEY);
    return isSafeAppPath(value) ? value : null;
  },
  set(path: string): void {
    if (isSafeAppPath(path)) localStore.set(REDIRECT_AFTER_LOGIN_KEY, path);
  },
  clear(): void {
    localStore.remove(REDIRECT_AFTER_LOGIN_KEY);
  },
};
