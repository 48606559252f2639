import { useEffect } from 'react';
import { atom, useRecoilCallback, type RecoilState } from 'recoil';

/**
 * Client state of the page families the route guard resets on every allowed navigation to another
 * page (spec §4, guard step 9), so a filter picked on one page never leaks into the next visit.
 */
export const PAGE_STATE_FAMILIES = ['campaign', 'client', 'club', 'geo', 'home', 'products', 'promotional-calendar', 'users'] as const;

export type PageStateFamily = (typeof PAGE_STATE_FAMILIES)[number];

const registry = new Map<PageStateFamily, Map<string, RecoilState<unknown>>>(PAGE_STATE_FAMILIES.map((family) => [family, new Map()]));

export interface PageStateFamilyApi {
  /**
   * A Recoil atom of this family (key `<family>/<name>`), reset by the guard. Asking twice for
   * the same name returns the same atom (Recoil refuses duplicate keys, and hot reload re-runs modules).
   */
  atom<T>(name: string, defaultValue: T): RecoilState<T>;
}

/** The place a page's client state is declared: `const usersState = pageStateFamily('users')`. */
export function pageStateFamily(family: PageStateFamily): PageStateFamilyApi {
  const atoms = registry.get(family)!;
  return {
    atom<T>(name: string, defaultValue: T): RecoilState<T> {
      const existing = atoms.get(name);
      if (existing) return existing as RecoilState<T>;
      const created = atom<T>({ key: `page-state/${family}/${name}`, default: defaultValue });
      atoms.set(name, created as RecoilState<unknown>);
      return created;
    },
  };
}

/** Every registered atom (of all families, or of one). */
export function registeredPageStates(family?: PageStateFamily): RecoilState<unknown>[] {
  const families = family ? [family] : PAGE_STATE_FAMILIES;
  return families.flatMap((name) => [...registry.get(name)!.values()]);
}

/** A function that resets every registered atom, bound to the Recoil store of the calling component. */
export function useResetPageStates(): () => void {
  return useRecoilCallback(
    ({ reset }) =>
      () => {
        for (const state of registeredPageStates()) reset(state);
      },
    [],
  );
}

/**
 * The route guard runs in the router's loaders, outside React: the app mounts
 * `useConnectPageStateReset()` inside its RecoilRoot, and the guard calls `resetPageStates()`.
 */
let connected: (() => void) | null = null;

export function useConnectPageStateReset(): void {
  const reset = useResetPageStates();
  useEffect(() => {
    connected = reset;
    return () => {
      if (connected === reset) connected = null;
    };
  }, [reset]);
}

/** Resets every registered page state; a no-op before the app has mounted. */
export function resetPageStates(): void {
  connected?.();
}
