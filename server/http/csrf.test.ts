import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../testing/harness';
import { normalizeOrigins } from './origin';

const RENAME = 'mutation($input: UpdateUnitInput!) { updateUnit(input: $input) { unit { name } } }';
const EMAIL = '{ viewer { user { email } } }';

/**
 * CSRF: a page of another origin (another site, or another port of the same host) must not read the
 * signed-in user's data nor change anything with their cookies; same-origin calls keep working whatever
 * name the app is opened by, and origins the operator lists (ALLOWED_ORIGINS) get credentialed CORS.
 */
describe('the API against cross-site requests', () => {
  let server: TestServer;
  let manager: TestClient;
  let unitId: string;
  let unitName: string;
  const port = () => new URL(server.url).port;

  beforeAll(async () => {
    server = await startTestServer({ ALLOWED_ORIGINS: 'https://painel.rede.example, http://localhost:5999/' });
    manager = await signedIn(server, 'gerente@bompreco.com.br');
    const { data } = await manager.gql('{ units(first: 1) { edges { node { id name } } } }');
    unitId = data!.units.edges[0].node.id;
    unitName = data!.units.edges[0].node.name;
  });
  afterAll(() => server.close());

  const storeName = async () => (await manager.gql(`query($id: ID!) { node(id: $id) { ... on Unit { name } } }`, { id: unitId })).data!.node.name;
  const post = (headers: Record<string, string>, body: string) => manager.fetch('/graphql', { method: 'POST', headers, body });
  const renameBody = () => JSON.stringify({ query: RENAME, variables: { input: { id: unitId, name: 'Loja invadida' } } });

  it('refuses a page on another port of the same host: nothing read, nothing renamed, no CORS header', async () => {
    const foreign = `http://127.0.0.1:${Number(port()) + 7}`;
    const read = await post({ origin: foreign, 'content-type': 'application/json' }, JSON.stringify({ query: EMAIL }));
    expect(read.status).toBe(403);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(await read.text()).not.toContain('bompreco');
    const rename = await post({ origin: foreign, 'content-type': 'application/json' }, renameBody());
    expect(rename.status).toBe(403);
    expect(await storeName()).toBe(unitName);
    const preflight = await manager.fetch('/graphql', { method: 'OPTIONS', headers: { origin: foreign, 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses another site, a GET query from it and the REST API from it', async () => {
    const evil = { origin: 'https://evil.example' };
    expect((await manager.fetch(`/graphql?query=${encodeURIComponent(EMAIL)}`, { headers: evil })).status).toBe(403);
    expect((await manager.fetch('/api/users', { headers: evil })).status).toBe(403);
    expect((await manager.fetch('/api/units', { headers: { origin: 'null' } })).status).toBe(403);
  });

  it('runs no mutation sent as a form post, multipart or text/plain (415), with or without an Origin', async () => {
    const form = new URLSearchParams({ query: RENAME, variables: JSON.stringify({ input: { id: unitId, name: 'Loja invadida' } }) });
    const answers = [
      await post({ 'content-type': 'application/x-www-form-urlencoded' }, form.toString()),
      await post({ 'content-type': 'text/plain' }, renameBody()),
      await post({ 'content-type': 'multipart/form-data; boundary=x' }, `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${renameBody()}\r\n--x--\r\n`),
      await post({ origin: `http://127.0.0.1:${port()}`, 'content-type': 'text/plain;charset=UTF-8' }, renameBody()),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([415, 415, 415, 415]);
    expect(await answers[0].json()).toEqual({ error: 'unsupported_media_type', message: 'Envie o corpo da requisição como JSON (Content-Type: application/json).' });
    expect(await storeName()).toBe(unitName);
  });

  it('takes REST state changes as JSON only', async () => {
    const text = await manager.fetch(`/api/units/${unitId}`, { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ name: 'Loja invadida' }) });
    expect(text.status).toBe(415);
    const login = await manager.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=gerente%40bompreco.com.br&password=Demo%402026',
    });
    expect(login.status).toBe(415);
    expect(await storeName()).toBe(unitName);
  });

  it('keeps same-origin calls working, by address or by name', async () => {
    const byAddress = await post({ origin: `http://127.0.0.1:${port()}`, 'content-type': 'application/json' }, JSON.stringify({ query: EMAIL }));
    expect(byAddress.status).toBe(200);
    expect(((await byAddress.json()) as { data: { viewer: { user: { email: string } } } }).data.viewer.user.email).toBe('gerente@bompreco.com.br');
    // fetch cannot set Host: a raw request, as a browser that opened the app as http://localhost:<port> sends it
    const byName = await new Promise<{ status: number; cors: unknown; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: Number(port()),
          path: '/graphql',
          method: 'POST',
          headers: { host: `localhost:${port()}`, origin: `http://localhost:${port()}`, 'content-type': 'application/json', cookie: manager.cookieHeader() },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, cors: response.headers['access-control-allow-origin'], body }));
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ query: EMAIL }));
    });
    expect(byName.status).toBe(200);
    expect(byName.body).toContain('gerente@bompreco.com.br');
    expect(byName.cors).toBeUndefined();
  });

  it('answers an origin the operator allows with credentialed CORS, its preflight too', async () => {
    const allowed = 'https://painel.rede.example';
    const preflight = await manager.fetch('/graphql', { method: 'OPTIONS', headers: { origin: allowed, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    const read = await post({ origin: allowed, 'content-type': 'application/json' }, JSON.stringify({ query: EMAIL }));
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(read.headers.get('vary')).toContain('Origin');
  });

  it('reads ALLOWED_ORIGINS as origins (scheme, host, port), dropping paths and anything that is not one', () => {
    expect(normalizeOrigins(['https://Painel.Rede.example/', 'http://localhost:5999/x', 'javascript:alert(1)', 'nada'])).toEqual([
      'https://painel.rede.example',
      'http://localhost:5999',
    ]);
  });
});
