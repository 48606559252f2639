import { atom, useRecoilValue, type AtomEffect } from 'recoil';
import { sessionStore } from '@/shared/lib/storage';

/**
 * The signed-in user as the login exchange returned it, with the account flags that only the login
 * payload carries. Client state (Recoil), mirrored to session storage (`mf-session-user`) so a
 * reload in the same tab keeps it; server data about the user stays in the Relay store.
 */
export interface SessionUser {
  id: string;
  name: string;
  accountId: string;
  accountName: string;
  ecommerceFlag: boolean;
  useCatalogFlag: boolean;
  cbmFlag: boolean;
}

const STORAGE_KEY = 'session-user';

type Listener = (user: SessionUser | null) => void;
const listeners = new Set<Listener>();

/**
 * Non-React access to the session user: route loaders run outside components and still have to
 * record the login. The Recoil atom below follows every change made here.
 */
export const sessionUserStore = {
  get(): SessionUser | null {
    return sessionStore.get<SessionUser>(STORAGE_KEY);
  },
  set(user: SessionUser | null): void {
    if (user) sessionStore.set(STORAGE_KEY, user);
    else sessionStore.remove(STORAGE_KEY);
    listeners.forEach((listener) => listener(user));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const syncWithStore: AtomEffect<SessionUser | null> = ({ setSelf, onSet, trigger }) => {
  if (trigger === 'get') setSelf(sessionUserStore.get());
  // setSelf does not trigger onSet, so the store's echo of a component's write cannot loop
  onSet((user) => sessionUserStore.set(user));
  return sessionUserStore.subscribe((user) => setSelf(user));
};

/** Recoil state of the signed-in user (null when nobody is signed in in this tab). */
export const sessionUserState = atom<SessionUser | null>({
  key: 'session/user',
  default: null,
  effects: [syncWithStore],
});

/** The signed-in user of this tab, or null. */
export function useSessionUser(): SessionUser | null {
  return useRecoilValue(sessionUserState);
}
