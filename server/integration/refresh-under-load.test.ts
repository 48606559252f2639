import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { configureApi, fetchGraphQL } from '../../src/shared/api';
import { signAccessToken, type AccessClaims } from '../modules/session';
import { signedIn, startTestServer, TEST_SESSION_SECRET, type TestClient, type TestServer } from '../testing/harness';

/**
 * The client network layer runs here against the real server; it only needs the browser's storage.
 * Installed after the server starts: PGlite takes a global `window` for a browser.
 */
function installBrowserGlobals() {
  const storage = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, String(value)),
    removeItem: (key: string) => void storage.delete(key),
  };
  Object.assign(globalThis, {
    window: { localStorage, location: { protocol: 'http:', host: '127.0.0.1' } },
    navigator: { userAgent: 'jest', language: 'pt-BR' },
  });
}

/**
 * Replaces the browser's access cookie by the same token already expired, signed with the server's
 * secret: the expiry is certain without sleeping, so a slow machine cannot make a fresh token lapse too.
 */
function expireAccessCookie(browser: TestClient) {
  const current = browser.cookies.get('mf_at');
  if (!current) throw new Error('no access cookie to expire');
  const claims = JSON.parse(Buffer.from(current.split('.')[0], 'base64url').toString('utf8')) as AccessClaims;
  browser.cookies.set('mf_at', signAccessToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 5 }, TEST_SESSION_SECRET));
}

describe('an access token that expires mid-use, with the real client network layer and server', () => {
  let server: TestServer;
  let browser: TestClient;
  let refreshCalls = 0;
  let expiredEpisodes = 0;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await signedIn(server, 'gerente@bompreco.com.br');
    installBrowserGlobals();
    configureApi({
      graphqlUrl: `${server.url}/graphql`,
      // The browser's cookie jar: what `credentials: 'include'` gives the SPA.
      fetchFn: (input, init) => {
        if (String(init?.body ?? '').includes('refreshSession')) refreshCalls += 1;
        return browser.fetch(String(input).replace(server.url, ''), init);
      },
      onSessionExpired: () => {
        expiredEpisodes += 1;
      },
      onMaintenance: () => undefined,
    });
  });
  afterAll(() => server.close());

  it('refreshes exactly once for 20 parallel requests, and all 20 succeed', async () => {
    expireAccessCookie(browser);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        fetchGraphQL(`query AccountName${index} { account { name } units(first: ${index + 1}) { edges { node { id } } } }`, {}, `AccountName${index}`),
      ),
    );
    expect(refreshCalls).toBe(1);
    expect(expiredEpisodes).toBe(0);
    results.forEach((payload, index) => {
      const { data } = payload as { data: { account: { name: string }; units: { edges: unknown[] } } };
      expect(data.account.name).toBe('Supermercados Bom Preço');
      expect(data.units.edges).toHaveLength(index + 1);
    });
  });

  it('sends the person to the expired session once when the refresh token is gone', async () => {
    browser.cookies.delete('mf_rt');
    expireAccessCookie(browser);
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => fetchGraphQL('query Again { account { name } }', {}, 'Again')));
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(expiredEpisodes).toBe(1);
  });
});
