/** The app's own login page, used when the server names no other. */
export const DEFAULT_LOGIN_URL = '/login';

/** Query parameter carrying the app's address to an external sign-on, which returns there with ?auth_code. */
export const RETURN_ADDRESS_PARAM = 'redirect_uri';

export type LoginTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * Where "go to login" leads: an app path is a client-side navigation; anything on another origin
 * is a chain's own sign-on, reached by a full page load with the app's address to come back to.
 */
export function resolveLoginTarget(loginUrl: string | null | undefined, origin: string): LoginTarget {
  const value = (loginUrl ?? '').trim() || DEFAULT_LOGIN_URL;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return { kind: 'internal', path: DEFAULT_LOGIN_URL };
  }
  if (url.origin === origin) return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'internal', path: DEFAULT_LOGIN_URL };
  if (!url.searchParams.has(RETURN_ADDRESS_PARAM)) url.searchParams.set(RETURN_ADDRESS_PARAM, `${origin}/`);
  return { kind: 'external', url: url.toString() };
}
