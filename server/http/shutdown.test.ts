import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestClient } from '../testing/harness';
import { DEMO_PASSWORD } from '../seed/demo';

/**
 * The real server process (server/main.ts, as `npm start` runs it): health check, security headers,
 * JSON 404s, graceful shutdown on SIGTERM and a restart on the same data directory.
 *
 * It runs as `node --import tsx server/main.ts` rather than through the `tsx` CLI: the CLI is a parent
 * process that relays signals and SIGKILLs its child when the child does not acknowledge a signal within
 * ~60 ms, which happens on a loaded machine and would make the exit code here depend on the load.
 */

const ROOT = path.resolve(__dirname, '../..');
const START_TIMEOUT_MS = 90_000;

interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function spawnServer(port: number, dataDir: string): ServerProcess {
  const { NODE_OPTIONS: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      SESSION_SECRET: 'shutdown-test-secret-shutdown-test-secret',
      // the demo chain's sales would be generated in the background: not this test's subject
      DEMO_SALES_SIZE: 'none',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, url: `http://127.0.0.1:${port}`, output: () => text, exited };
}

async function waitHealthy(server: ServerProcess): Promise<void> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`o servidor terminou ao iniciar:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/healthz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`o servidor não respondeu /healthz em ${START_TIMEOUT_MS} ms:\n${server.output()}`);
}

async function stopServer(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 20_000);
  await server.exited;
  clearTimeout(timer);
}

/** A POST through a keep-alive agent (like a browser's), telling when the request has left and how it ended. */
function postJson(url: string, body: unknown, agent: http.Agent) {
  let markSent: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const response = new Promise<{ status: number; body: any; headers: http.IncomingHttpHeaders; at: number }>((resolve, reject) => {
    const text = JSON.stringify(body);
    const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (data += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data ? JSON.parse(data) : null, headers: res.headers, at: Date.now() }));
      res.on('error', reject);
    });
    request.on('error', reject);
    request.end(text, () => markSent());
  });
  return { sent, response };
}

describe('the server process: health, headers, graceful shutdown and restart', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-shutdown-'));
  let first: ServerProcess;
  let second: ServerProcess | undefined;
  let gerente: TestClient;
  let unitId: string;
  let usersBefore: number;

  beforeAll(async () => {
    first = spawnServer(await freePort(), dataDir);
    await waitHealthy(first);
  }, START_TIMEOUT_MS + 10_000);

  afterAll(async () => {
    await stopServer(first);
    await stopServer(second);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  describe('while running', () => {
    it('answers /healthz with ok', async () => {
      const response = await fetch(`${first.url}/healthz`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ status: 'ok' });
    });

    it.each(['/healthz', '/api/config', '/graphql', '/api/nao-existe', '/'])('sends the security headers on %s', async (pathname) => {
      const response = await fetch(`${first.url}${pathname}`, { headers: { accept: 'application/json' } });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/(^|; )default-src 'self'(;|$)/);
      expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    });

    it('answers an unknown /api path with a JSON 404 in pt-BR', async () => {
      const response = await fetch(`${first.url}/api/nao-existe`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: 'not_found', message: 'Recurso não encontrado.' });
      const post = await fetch(`${first.url}/api/relatorios/123`, { method: 'POST', body: '{}' });
      expect(post.status).toBe(404);
      expect((await post.json()).message).toBe('Recurso não encontrado.');
    });

    it('answers a known /api path with the wrong method with a JSON 405 in pt-BR', async () => {
      const response = await fetch(`${first.url}/api/auth/login`);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toEqual({ error: 'method_not_allowed', message: 'Método não permitido.' });
    });

    it('seeded the demo on its first start', () => {
      expect(first.output()).toMatch(/\[server\] demo: 5 contas, 7 usuários, \d+ lojas/);
    });

    it('signs in and saves a change', async () => {
      gerente = new TestClient(first.url);
      await gerente.login('gerente@bompreco.com.br');
      const { data } = await gerente.gql('{ units(first: 1) { edges { node { id } } } users { totalCount } }');
      unitId = data?.units.edges[0].node.id;
      usersBefore = data?.users.totalCount;
      const saved = await gerente.gql('mutation($input: UpdateUnitInput!) { updateUnit(input: $input) { unit { name } } }', {
        input: { id: unitId, name: 'Loja Persistida' },
      });
      expect(saved.data?.updateUnit.unit.name).toBe('Loja Persistida');
    });
  });

  describe('on SIGTERM', () => {
    let answeredAt = 0;
    let exitedAt = 0;

    it('finishes the in-flight login with 200, prints "encerrado" and exits with code 0', async () => {
      const agent = new http.Agent({ keepAlive: true });
      try {
        // Warm the keep-alive connection, as a browser tab would have.
        expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
        const login = postJson(`${first.url}/api/auth/login`, { email: 'analista@bompreco.com.br', password: DEMO_PASSWORD }, agent);
        await login.sent;
        // Password hashing (argon2) keeps the request busy for ~100 ms: the signal arrives mid-request.
        await new Promise((resolve) => setTimeout(resolve, 25));
        first.child.kill('SIGTERM');

        const answered = await login.response;
        answeredAt = answered.at;
        expect(answered.status).toBe(200);
        expect(answered.body.auth_code).toEqual(expect.any(String));

        const exit = await first.exited;
        exitedAt = Date.now();
        expect(exit).toEqual({ code: 0, signal: null });
        // code 0: before the 15 s watchdog, which would exit with code 1
        expect(first.output()).toMatch(/SIGTERM: encerrando/);
        expect(first.output()).toMatch(/\[server\] encerrado/);
      } finally {
        agent.destroy();
      }
    }, 60_000);

    it('exits promptly once the in-flight request is answered', () => {
      expect(answeredAt).toBeGreaterThan(0);
      expect(exitedAt - answeredAt).toBeLessThan(2_000);
    });
  });

  describe('after a restart on the same data directory', () => {
    beforeAll(async () => {
      second = spawnServer(await freePort(), dataDir);
      await waitHealthy(second);
    }, START_TIMEOUT_MS + 10_000);

    it('does not seed the demo a second time', () => {
      expect(second!.output()).toMatch(/\[server\] servindo em/);
      expect(second!.output()).not.toMatch(/demo: /);
    });

    it('signs in with the same flow and finds the saved data', async () => {
      const client = new TestClient(second!.url);
      await client.login('gerente@bompreco.com.br');
      const { data } = await client.gql('query($id: ID!) { node(id: $id) { ... on Unit { name } } users { totalCount } }', { id: unitId });
      expect(data?.node).toEqual({ name: 'Loja Persistida' });
      expect(data?.users.totalCount).toBe(usersBefore);
    });

    it('keeps the sessions issued before the restart', async () => {
      const carried = new TestClient(second!.url);
      for (const [name, value] of gerente.cookies) carried.cookies.set(name, value);
      expect((await carried.gql('{ account { name } }')).data?.account.name).toBe('Supermercados Bom Preço');
    });

    it('is not held open by a client that keeps using its keep-alive connection', async () => {
      const server = second!;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let exited = false;
      const exit = server.exited.then((result) => {
        exited = true;
        return result;
      });
      const get = () =>
        new Promise<void>((resolve) => {
          const request = http.get(`${server.url}/healthz`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve());
          });
          request.on('error', () => resolve());
        });
      try {
        await get();
        const login = postJson(`${server.url}/api/auth/login`, { email: 'analista@bompreco.com.br', password: DEMO_PASSWORD }, agent);
        await login.sent;
        await new Promise((resolve) => setTimeout(resolve, 25));
        const signalledAt = Date.now();
        server.child.kill('SIGTERM');
        expect((await login.response).status).toBe(200);
        while (!exited && Date.now() - signalledAt < 20_000) {
          await get();
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(await exit).toEqual({ code: 0, signal: null });
        expect(server.output()).toMatch(/\[server\] encerrado/);
      } finally {
        agent.destroy();
      }
    }, 60_000);
  });
});
