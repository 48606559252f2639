import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, signedIn, type TestServer } from '../../testing/harness';

// Its own file (one embedded ClickHouse per process): a server with 1-second access tokens lets the
// test watch one expire mid-use, while session.test.ts keeps the default lifetime so that a slow
// machine never sees its sessions expire.
describe('sessions: an access token expires and a refresh restores access', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ACCESS_TOKEN_TTL_SECONDS: '1' });
  });
  afterAll(() => server.close());

  it('answers an expired access token with the catalogue message, and a refresh restores access', async () => {
    const client = await signedIn(server, 'gerente@bompreco.com.br');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await client.gql('{ account { name } }');
    expect(expired.errors?.[0].message).toBe('authentication.error.expired.jwt.token');
    const refreshed = await client.gql('mutation { refreshSession { sessionExpiresAt } }');
    expect(refreshed.errors).toBeUndefined();
    expect((await client.gql('{ account { name } }')).data?.account.name).toBe('Supermercados Bom Preço');
  });
});
