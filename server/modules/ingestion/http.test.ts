import { spawn, execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readConfig } from '../../config';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { closeStores, openStores } from '../../stores';
import { signedIn, startTestServer, TestClient, type TestServer } from '../../testing/harness';
import { cliIngestSecret } from './tokens';

const ROOT = path.resolve(__dirname, '../../..');
const CREATE_TOKEN = 'mutation($name: String!) { createIntegrationToken(input: { name: $name }) { token integrationToken { id prefix active } } }';
const REVOKE_TOKEN = 'mutation($id: ID!) { revokeIntegrationToken(input: { id: $id }) { integrationToken { active revokedAt } } }';
const RESTORE_TOKEN = 'mutation($id: ID!) { restoreIntegrationToken(input: { id: $id }) { integrationToken { active revokedAt } } }';

const ndjson = (records: readonly unknown[]) => records.map((record) => JSON.stringify(record)).join('\n') + '\n';

const PRODUCTS = [{ sku: 'CAFE-500', ean: '7896089012345', name: 'Café Torrado 500g', department: 'Mercearia', price: 18.9 }];
const sale = (ticket: string) => ({
  ticket_id: ticket,
  unit_id_erp: '2',
  operator_id: '5',
  operator_name: 'Rita',
  document_no: null,
  created_at: '2026-05-02T09:15:00-03:00',
  total: 37.8,
  items: [{ sku: 'CAFE-500', quantity: 2, unit_price: 18.9, total: 37.8 }],
});

async function post(url: string, token: string | null, body: Buffer | string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-ndjson', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('ingestion over HTTP with account integration tokens', () => {
  let server: TestServer;
  let gerente: TestClient;
  let bomprecoToken: string;
  let redeMaisToken: string;

  const ticketsOf = async (accountId: string) => {
    const [row] = await server.stores.ch.query<{ n: number }>('SELECT count() AS n FROM tickets WHERE account_id = {a:UUID}', { a: accountId });
    return Number(row.n);
  };

  beforeAll(async () => {
    server = await startTestServer();
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    const franqueador = await signedIn(server, 'franqueador@redemais.com.br');
    bomprecoToken = (await gerente.gql(CREATE_TOKEN, { name: 'ERP Bom Preço' })).data!.createIntegrationToken.token;
    redeMaisToken = (await franqueador.gql(CREATE_TOKEN, { name: 'ERP Rede Mais' })).data!.createIntegrationToken.token;
  });
  afterAll(() => server.close());

  it('shows the secret once and lists the token by its prefix only', async () => {
    const { integrationTokens } = (await gerente.gql('{ integrationTokens { name prefix active createdBy } }')).data!;
    expect(integrationTokens).toEqual([{ name: 'ERP Bom Preço', prefix: bomprecoToken.slice(0, 10), active: true, createdBy: 'Marina Souza' }]);
    const [stored] = await server.stores.pg.query<{ token_hash: string }>('select token_hash from integration_tokens where name = $1', ['ERP Bom Preço']);
    expect(stored.token_hash).not.toContain(bomprecoToken);
  });

  it('loads a gzipped NDJSON body and answers the batch summary', async () => {
    const products = await post(`${server.url}/api/ingest/products`, bomprecoToken, gzipSync(ndjson(PRODUCTS)), { 'content-encoding': 'gzip' });
    expect(products.status).toBe(200);
    expect(products.body).toMatchObject({ batch_id: expect.any(String), accepted: 1, duplicates: 0, rejected: [] });
    const sales = await post(`${server.url}/api/ingest/sales`, bomprecoToken, ndjson([sale('H1'), sale('H2'), { ...sale('H3'), total: 1 }]));
    expect(sales.body).toMatchObject({ accepted: 2, duplicates: 0, rejected: [{ line: 3 }] });
    expect(sales.body.rejected[0].reason).toContain('campo "total"');
    expect(await ticketsOf(DEMO_ACCOUNT_IDS.bompreco)).toBe(2);
  });

  it('writes a token\'s batch into the token\'s account only', async () => {
    // the same SKU is unknown to Rede Mais: its catalogue is its own
    const refused = await post(`${server.url}/api/ingest/sales`, redeMaisToken, ndjson([sale('H9')]));
    expect(refused.body.rejected).toEqual([{ line: 1, reason: 'produto desconhecido: CAFE-500' }]);
    await post(`${server.url}/api/ingest/products`, redeMaisToken, ndjson(PRODUCTS));
    // a session cookie of Bom Preço alongside Rede Mais's token does not redirect the write
    const mixed = await post(`${server.url}/api/ingest/sales`, redeMaisToken, ndjson([sale('H1')]), { cookie: gerente.cookieHeader() });
    expect(mixed.body.accepted).toBe(1);
    expect(await ticketsOf(DEMO_ACCOUNT_IDS['rede-mais'])).toBe(1);
    expect(await ticketsOf(DEMO_ACCOUNT_IDS.bompreco)).toBe(2);
  });

  it('refuses calls without a valid token: none, unknown, a session cookie, a revoked one', async () => {
    const none = await post(`${server.url}/api/ingest/sales`, null, ndjson([sale('X1')]));
    expect(none.status).toBe(401);
    expect(none.body.message).toMatch(/Token de integração/);
    expect((await post(`${server.url}/api/ingest/sales`, 'cvi_inventado', ndjson([sale('X1')]))).status).toBe(401);
    expect((await post(`${server.url}/api/ingest/sales`, null, ndjson([sale('X1')]), { cookie: gerente.cookieHeader() })).status).toBe(401);

    const created = (await gerente.gql(CREATE_TOKEN, { name: 'Temporário' })).data!.createIntegrationToken;
    const revoked = (await gerente.gql(REVOKE_TOKEN, { id: created.integrationToken.id })).data!.revokeIntegrationToken.integrationToken;
    expect(revoked).toMatchObject({ active: false, revokedAt: expect.any(String) });
    expect((await post(`${server.url}/api/ingest/sales`, created.token, ndjson([sale('X1')]))).status).toBe(401);
    expect(await ticketsOf(DEMO_ACCOUNT_IDS.bompreco)).toBe(2);
  });

  it('undoes a revocation: the token stops at once, works again when restored, and only its own account may restore it', async () => {
    const created = (await gerente.gql(CREATE_TOKEN, { name: 'Desfazer' })).data!.createIntegrationToken;
    const { id } = created.integrationToken;
    await gerente.gql(REVOKE_TOKEN, { id });
    expect((await post(`${server.url}/api/ingest/products`, created.token, ndjson(PRODUCTS))).status).toBe(401);

    const franqueador = await signedIn(server, 'franqueador@redemais.com.br');
    const foreign = await franqueador.gql(RESTORE_TOKEN, { id });
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await post(`${server.url}/api/ingest/products`, created.token, ndjson(PRODUCTS))).status).toBe(401);

    const restored = (await gerente.gql(RESTORE_TOKEN, { id })).data!.restoreIntegrationToken.integrationToken;
    expect(restored).toEqual({ active: true, revokedAt: null });
    expect((await post(`${server.url}/api/ingest/products`, created.token, ndjson(PRODUCTS))).status).toBe(200);
  });

  it('purges a token revoked more than 30 days ago: it leaves the list and can no longer be restored', async () => {
    const created = (await gerente.gql(CREATE_TOKEN, { name: 'Antigo' })).data!.createIntegrationToken;
    const { id } = created.integrationToken;
    await gerente.gql(REVOKE_TOKEN, { id });
    await server.stores.pg.query(`update integration_tokens set revoked_at = now() - interval '31 days' where name = 'Antigo'`);
    const names = (await gerente.gql('{ integrationTokens { name } }')).data!.integrationTokens.map((t: { name: string }) => t.name);
    expect(names).not.toContain('Antigo');
    expect(await server.stores.pg.query(`select id from integration_tokens where name = 'Antigo'`)).toEqual([]);
    expect((await gerente.gql(RESTORE_TOKEN, { id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await post(`${server.url}/api/ingest/products`, created.token, ndjson(PRODUCTS))).status).toBe(401);
  });

  it('does not let a user without the Integrações page manage tokens', async () => {
    const analista = await signedIn(server, 'analista@bompreco.com.br');
    const listed = await analista.gql('{ integrationTokens { id } }');
    expect(listed.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const created = await analista.gql(CREATE_TOKEN, { name: 'Meu token' });
    expect(created.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses an unknown record kind and a non-NDJSON body type', async () => {
    expect((await post(`${server.url}/api/ingest/returns`, bomprecoToken, ndjson([{}]))).status).toBe(404);
    expect((await post(`${server.url}/api/ingest/sales`, bomprecoToken, '<xml/>', { 'content-type': 'application/xml' })).status).toBe(415);
  });

  it('refuses a line with a number the store cannot hold by its line and loads the others', async () => {
    const lines = [
      sale('N1'),
      { ...sale('N2'), total: 1e17, items: [{ sku: 'CAFE-500', quantity: 1, unit_price: 1e17, total: 1e17 }] },
      { ...sale('N3'), total: 0, items: [{ sku: 'CAFE-500', quantity: 1e300, unit_price: 0, total: 0 }] },
      sale('N4'),
    ];
    const answer = await post(`${server.url}/api/ingest/sales`, bomprecoToken, ndjson(lines));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      accepted: 2,
      rejected: [
        { line: 2, reason: 'campo "total": fora do intervalo aceito (máximo 9.999.999.999.999,99)' },
        { line: 3, reason: 'campo "items[0].quantity": fora do intervalo aceito (máximo 999.999.999.999,999)' },
      ],
    });
    expect(await ticketsOf(DEMO_ACCOUNT_IDS.bompreco)).toBe(4);
  });

  it('runs processing on demand and stamps it', async () => {
    const run = await post(`${server.url}/api/processing/run`, bomprecoToken, '');
    expect(run.status).toBe(200);
    expect(run.body).toEqual({ processing_uuid: expect.any(String), last_updated: expect.any(String) });
  });

  it('accepts the command line credential with an account key, and nothing else', async () => {
    const secret = cliIngestSecret(server.config.sessionSecret!);
    const viaCli = await post(`${server.url}/api/ingest/sales`, null, ndjson([sale('C1')]), { 'x-cli-ingest-secret': secret, 'x-account-key': 'bompreco' });
    expect(viaCli.body.accepted).toBe(1);
    const forged = await post(`${server.url}/api/ingest/sales`, null, ndjson([sale('C2')]), { 'x-cli-ingest-secret': 'x'.repeat(secret.length), 'x-account-key': 'bompreco' });
    expect(forged.status).toBe(401);
  });
});

describe('bounds of a batch over HTTP', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ INGEST_MAX_MB: '4', INGEST_MAX_LINES: '1000' });
    const gerente = await signedIn(server, 'gerente@bompreco.com.br');
    token = (await gerente.gql(CREATE_TOKEN, { name: 'ERP' })).data!.createIntegrationToken.token;
    await post(`${server.url}/api/ingest/products`, token, ndjson(PRODUCTS));
  });
  afterAll(() => server.close());

  it('has bounds by default', () => {
    const config = readConfig({} as NodeJS.ProcessEnv);
    expect([config.ingestMaxBytes, config.ingestMaxLines]).toEqual([256 << 20, 1_000_000]);
  });

  it('answers 413 to a small gzip that expands past the decompressed limit, and writes nothing', async () => {
    const bomb = gzipSync(Buffer.alloc(64 << 20, 0x30));
    expect(bomb.length).toBeLessThan(1 << 20);
    const answer = await post(`${server.url}/api/ingest/sales`, token, Buffer.concat([gzipSync(ndjson([sale('B1')])), bomb]), { 'content-encoding': 'gzip' });
    expect(answer).toEqual({ status: 413, body: { error: 'payload_too_large', message: 'O lote passa de 4 MB (descompactado): divida o envio em lotes menores.' } });
    const [row] = await server.stores.ch.query<{ n: number }>('SELECT count() AS n FROM tickets');
    expect(Number(row.n)).toBe(0);
  });

  it('answers 413 past the line limit (a run of newlines) and to master records too', async () => {
    const newlines = gzipSync(Buffer.alloc(1 << 20, 10));
    const sales = await post(`${server.url}/api/ingest/sales`, token, newlines);
    expect(sales).toEqual({ status: 413, body: { error: 'payload_too_large', message: 'O lote passa de 1.000 linhas: divida o envio em lotes menores.' } });
    const products = await post(`${server.url}/api/ingest/products`, token, ndjson(Array.from({ length: 1001 }, () => PRODUCTS[0])));
    expect(products.status).toBe(413);
  });

  it('refuses a line over 1 MB by its number and loads the others', async () => {
    const body = `${ndjson([sale('L1')])}{"ticket_id":"${'x'.repeat(2 << 20)}"}\n${ndjson([sale('L3')])}`;
    const answer = await post(`${server.url}/api/ingest/sales`, token, gzipSync(body));
    expect(answer.body).toMatchObject({ accepted: 2, rejected: [{ line: 2, reason: 'linha com mais de 1 MB' }] });
  });
});

describe('a batch interrupted by killing the process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ingest-crash-'));
  const env = { NODE_ENV: 'development', HOST: '127.0.0.1', DATA_DIR: dataDir, SKIP_BUILD: '1', SESSION_SECRET: 'crash-test-secret-crash-test-secret', DEMO_SALES_SIZE: 'none' };

  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function freePort(): Promise<number> {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return port;
  }

  function start(extra: Record<string, string>) {
    const { NODE_OPTIONS: _ignored, ...parent } = process.env;
    return freePort().then(async (port) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env: { ...parent, ...env, PORT: String(port), ...extra }, stdio: 'ignore' });
      const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
      const url = `http://127.0.0.1:${port}`;
      for (let attempt = 0; attempt < 300; attempt += 1) {
        const ok = await fetch(`${url}/healthz`).then((r) => r.ok).catch(() => false);
        if (ok) return { child, url, exited };
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      child.kill('SIGKILL');
      throw new Error('server did not start');
    });
  }

  it('leaves nothing of the batch after the restart, and the same batch then loads whole', async () => {
    const products = path.join(dataDir, 'products.ndjson');
    const sales = path.join(dataDir, 'sales.ndjson');
    fs.writeFileSync(products, ndjson(PRODUCTS));
    fs.writeFileSync(sales, ndjson(Array.from({ length: 500 }, (_, i) => sale(`K${i}`))));
    const ingest = (url: string, kind: string, file: string) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/ingest.ts', '--account', 'bompreco', '--kind', kind, '--file', file, '--url', url], {
        cwd: ROOT,
        env: { ...process.env, NODE_OPTIONS: '', ...env },
      });

    // the process kills itself after writing the tickets and before the items
    const crashing = await start({ INGEST_CRASH_AFTER_TICKETS: '1' });
    await ingest(crashing.url, 'products', products);
    await expect(ingest(crashing.url, 'sales', sales)).rejects.toThrow();
    expect(await crashing.exited).toBe('SIGKILL');

    const restarted = await start({});
    const again = JSON.parse((await ingest(restarted.url, 'sales', sales)).stdout);
    expect(again).toMatchObject({ accepted: 500, duplicates: 0 });
    restarted.child.kill('SIGTERM');
    await restarted.exited;

    const stores = await openStores(readConfig({ ...env } as NodeJS.ProcessEnv));
    try {
      const [tickets] = await stores.ch.query<{ n: number }>('SELECT count() AS n FROM tickets');
      const [items] = await stores.ch.query<{ n: number }>('SELECT count() AS n FROM ticket_items');
      expect([Number(tickets.n), Number(items.n)]).toEqual([500, 500]);
      const batches = await stores.pg.query<{ status: string }>(`select status from ingestion_batches where kind = 'sales' order by created_at`);
      expect(batches.map((b) => b.status)).toEqual(['aborted', 'committed']);
    } finally {
      await closeStores(stores);
    }
  });
});
