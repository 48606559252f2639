import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { readConfig, type ServerConfig } from '../config';
import { DEMO_PASSWORD } from '../seed/demo';
import { startServer, type RunningServer } from '../start';

/**
 * Starts a real server for a test file: its own temporary data directory (PGlite + chDB), or, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a fresh database there. Seeds the demo.
 */
export interface TestServer extends RunningServer {
  config: ServerConfig;
  close(): Promise<void>;
}

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Signs the test servers' access tokens, so a test can mint one (e.g. already expired). */
export const TEST_SESSION_SECRET = 'test-secret-test-secret-test-secret';

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-test-'));
  const pg = process.env.TEST_DATABASE_URL ? await createPostgresDatabase(process.env.TEST_DATABASE_URL) : null;
  const config = readConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SESSION_SECRET: TEST_SESSION_SECRET,
    // tests write their own sales
    DEMO_SALES_SIZE: 'none',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ...env,
  } as NodeJS.ProcessEnv);
  config.port = 0;
  const running = await startServer(config);
  return {
    ...running,
    config,
    async close() {
      await running.stop();
      if (pg) await pg.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface GraphQLResult<T = Record<string, any>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: Record<string, any>;
}

/** A browser stand-in: keeps cookies between calls, like the SPA with credentials included. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** the Cookie header this client sends */
  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keepCookies(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim()));
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const response = await fetch(this.baseUrl + pathname, { ...init, headers });
    this.keepCookies(response);
    return response;
  }

  async rest<T = any>(method: string, pathname: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await this.fetch(pathname, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResult<T>> {
    const response = await this.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const json = (await response.json()) as GraphQLResult<T>;
    return { ...json, status: response.status };
  }

  /** The whole sign-in flow: password → one-time auth code → loginWithAuthCode (sets the cookies). */
  async login(email: string, password = DEMO_PASSWORD): Promise<void> {
    const { status, body } = await this.rest<{ auth_code: string }>('POST', '/api/auth/login', { email, password });
    if (status !== 200) throw new Error(`login ${email}: ${status} ${JSON.stringify(body)}`);
    const result = await this.gql(`mutation($code: String!) { loginWithAuthCode(authCode: $code) { user { id } } }`, { code: body.auth_code });
    if (result.errors) throw new Error(`loginWithAuthCode ${email}: ${JSON.stringify(result.errors)}`);
  }
}

/** Signs a persona in and returns its client. */
export async function signedIn(server: Pick<RunningServer, 'url'>, email: string): Promise<TestClient> {
  const client = new TestClient(server.url);
  await client.login(email);
  return client;
}
