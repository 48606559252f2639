import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { startTestServer, signedIn, TestClient, type TestServer } from '../testing/harness';
import type { AsyncJobEvent } from '../services';

/**
 * The two subscription endpoints (graphql-ws over WebSocket): only signed-in sessions connect, each
 * endpoint serves its own subscriptions, and events reach only the user and account they are for.
 */

const ASYNC_JOBS = 'subscription { asyncJobsReports { id name state progress createdAt } }';
const AHUB_DELETED = 'subscription($room: String!) { deletedAHubReportAnalytics(roomId: $room) { status messageError } }';

/** A WebSocket that sends the session cookie with the upgrade request, as the browser does. */
function webSocketWithCookie(cookie: string | null) {
  return class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, cookie ? { headers: { cookie } } : {});
    }
  };
}

const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** What one subscription received, in order, with waits that time out instead of hanging. */
class Feed<T> {
  readonly items: T[] = [];
  error: unknown = null;
  completed = false;
  private wake: () => void = () => undefined;
  unsubscribe: () => void = () => undefined;

  push(item: T) {
    this.items.push(item);
    this.wake();
  }
  fail(error: unknown) {
    this.error = error;
    this.wake();
  }
  complete() {
    this.completed = true;
    this.wake();
  }

  private async waitFor(done: () => boolean, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!done() && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return done();
  }

  /** The next item; fails on an error, a completion or a timeout. */
  async next(timeoutMs = 3000): Promise<T> {
    const arrived = await this.waitFor(() => this.items.length > 0 || this.error !== null || this.completed, timeoutMs);
    if (this.items.length > 0) return this.items.shift()!;
    if (this.error !== null) throw new Error(`subscription failed: ${JSON.stringify(this.error)}`);
    throw new Error(arrived ? 'subscription completed' : `no event within ${timeoutMs} ms`);
  }

  /** Resolves with the error (or completion) that ends the subscription. */
  async ended(timeoutMs = 3000): Promise<unknown> {
    const done = await this.waitFor(() => this.error !== null || this.completed, timeoutMs);
    if (!done) throw new Error(`subscription still open after ${timeoutMs} ms`);
    return this.error;
  }
}

const job = (id: string, overrides: Partial<AsyncJobEvent> = {}): AsyncJobEvent => ({
  id,
  name: `Relatório ${id}`,
  state: 'FINISHED',
  progress: 1,
  createdAt: '2026-03-02T12:00:00.000Z',
  ...overrides,
});

interface Persona {
  http: TestClient;
  userId: string;
  accountId: string;
}

describe('subscriptions over WebSocket', () => {
  let server: TestServer;
  const clients: Client[] = [];
  const feeds: Feed<any>[] = [];
  let gerente: Persona;
  let analista: Persona;
  let multi: Persona;
  let redeMaisId: string;

  function wsClient(path: string, cookie: string | null): Client {
    const client = createClient({
      url: `${server.url.replace(/^http/, 'ws')}${path}`,
      webSocketImpl: webSocketWithCookie(cookie),
      retryAttempts: 0,
      lazy: true,
    });
    clients.push(client);
    return client;
  }

  function subscribe<T = Record<string, any>>(client: Client, query: string, variables?: Record<string, unknown>): Feed<T> {
    const feed = new Feed<T>();
    feed.unsubscribe = client.subscribe<T>(
      { query, variables },
      {
        next: (result) => (result.errors ? feed.fail(result.errors) : feed.push(result.data as T)),
        error: (error) => feed.fail(error),
        complete: () => feed.complete(),
      },
    );
    feeds.push(feed);
    return feed;
  }

  /**
   * Publishes `probe` events until the subscription receives one: from then on the server-side
   * subscription is live, and later events arrive in publication order.
   */
  async function untilLive<T>(feed: Feed<T>, publishProbe: (n: number) => void) {
    for (let n = 0; n < 100; n += 1) {
      publishProbe(n);
      if (feed.items.length > 0 || feed.error) break;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await feed.next(); // the first probe that arrived (fails here if none did)
    await new Promise((resolve) => setTimeout(resolve, 50));
    feed.items.length = 0; // later probes
  }

  async function persona(email: string): Promise<Persona> {
    const http = await signedIn(server, email);
    const { data } = await http.gql('{ viewer { user { _id } account { _id } } }');
    return { http, userId: data?.viewer.user._id, accountId: data?.viewer.account._id };
  }

  function publishJob(accountId: string, userId: string, event: AsyncJobEvent) {
    server.services.pubsub.publish('asyncJobs', accountId, { accountId, userId, job: event });
  }

  beforeAll(async () => {
    server = await startTestServer();
    gerente = await persona('gerente@bompreco.com.br');
    analista = await persona('analista@bompreco.com.br');
    multi = await persona('multi@bompreco.com.br');
    redeMaisId = (await persona('franqueador@redemais.com.br')).accountId;
  });

  afterAll(async () => {
    for (const feed of feeds) feed.unsubscribe();
    await Promise.all(clients.map((client) => client.dispose()));
    await server.close();
  });

  describe('/ws/async-jobs', () => {
    let feed: Feed<{ asyncJobsReports: Record<string, unknown> }>;

    beforeAll(async () => {
      feed = subscribe(wsClient('/ws/async-jobs', cookieOf(gerente.http)), ASYNC_JOBS);
      await untilLive(feed, (n) => publishJob(gerente.accountId, gerente.userId, job(`probe-${n}`)));
    });

    it('delivers a job event of the signed-in user, with every field', async () => {
      publishJob(gerente.accountId, gerente.userId, job('relatorio-1', { state: 'ENQUEUED', progress: 0.25 }));
      expect(await feed.next()).toEqual({
        asyncJobsReports: { id: 'relatorio-1', name: 'Relatório relatorio-1', state: 'ENQUEUED', progress: 0.25, createdAt: '2026-03-02T12:00:00.000Z' },
      });
    });

    it('does not deliver a job of another user of the same account', async () => {
      publishJob(gerente.accountId, analista.userId, job('do-analista'));
      publishJob(gerente.accountId, gerente.userId, job('marcador-1'));
      expect((await feed.next()).asyncJobsReports.id).toBe('marcador-1');
    });

    it('does not deliver a job of another account, even for the same user id', async () => {
      publishJob(redeMaisId, gerente.userId, job('de-outra-conta'));
      publishJob(gerente.accountId, gerente.userId, job('marcador-2'));
      expect((await feed.next()).asyncJobsReports.id).toBe('marcador-2');
    });

    it('gives a multi-user only the jobs of the account the session acts in', async () => {
      const multiFeed = subscribe(wsClient('/ws/async-jobs', cookieOf(multi.http)), ASYNC_JOBS);
      await untilLive(multiFeed, (n) => publishJob(multi.accountId, multi.userId, job(`probe-multi-${n}`)));
      publishJob(redeMaisId, multi.userId, job('multi-na-rede-mais'));
      publishJob(multi.accountId, multi.userId, job('multi-no-bompreco'));
      expect((await multiFeed.next()).asyncJobsReports.id).toBe('multi-no-bompreco');
      // … and the gerente's feed saw none of the multi-user's jobs.
      publishJob(gerente.accountId, gerente.userId, job('marcador-3'));
      expect((await feed.next()).asyncJobsReports.id).toBe('marcador-3');
    });

    it('refuses a connection without a session cookie', async () => {
      const refused = subscribe(wsClient('/ws/async-jobs', null), ASYNC_JOBS);
      const error = (await refused.ended()) as { code?: number; reason?: string };
      expect(error).toMatchObject({ code: 4403, reason: 'Forbidden' });
      expect(refused.items).toEqual([]);
    });

    it('refuses a connection with a forged or revoked session', async () => {
      const forged = subscribe(wsClient('/ws/async-jobs', 'mf_at=eyJhbGciOiJIUzI1NiJ9.e30.forjado'), ASYNC_JOBS);
      expect(await forged.ended()).toMatchObject({ code: 4403 });

      const leaving = await persona('gerente@bompreco.com.br');
      const cookie = cookieOf(leaving.http);
      expect((await leaving.http.gql('mutation { logout { ok } }')).data?.logout.ok).toBe(true);
      const revoked = subscribe(wsClient('/ws/async-jobs', cookie), ASYNC_JOBS);
      expect(await revoked.ended()).toMatchObject({ code: 4403 });
    });

    it('does not serve the general endpoint\'s subscriptions', async () => {
      const wrong = subscribe(wsClient('/ws/async-jobs', cookieOf(gerente.http)), AHUB_DELETED, { room: 'sala-1' });
      const errors = (await wrong.ended()) as { message: string }[];
      expect(errors.map((e) => e.message)).toEqual(['A assinatura "deletedAHubReportAnalytics" não é servida em /ws/async-jobs.']);
    });
  });

  describe('/ws/general', () => {
    it('refuses asyncJobsReports, which belongs to /ws/async-jobs', async () => {
      const wrong = subscribe(wsClient('/ws/general', cookieOf(gerente.http)), ASYNC_JOBS);
      const errors = (await wrong.ended()) as { message: string }[];
      expect(errors.map((e) => e.message)).toEqual(['A assinatura "asyncJobsReports" não é servida em /ws/general.']);
      expect(wrong.items).toEqual([]);
    });

    it('refuses queries and mutations: only subscriptions are served', async () => {
      const query = subscribe(wsClient('/ws/general', cookieOf(gerente.http)), '{ account { name } }');
      expect(((await query.ended()) as { message: string }[])[0].message).toMatch(/não é servida em \/ws\/general/);
    });

    it('delivers deletedAHubReportAnalytics of the room, only for the signed-in account', async () => {
      const client = wsClient('/ws/general', cookieOf(gerente.http));
      const room = 'analise-42';
      const feed = subscribe<{ deletedAHubReportAnalytics: { status: string; messageError: string | null } }>(client, AHUB_DELETED, { room });
      await untilLive(feed, () => server.services.pubsub.publish('ahubDeleted', room, { accountId: gerente.accountId, status: 'PROBE', messageError: null }));

      server.services.pubsub.publish('ahubDeleted', room, { accountId: gerente.accountId, status: 'ERROR', messageError: 'Falha ao excluir' });
      expect(await feed.next()).toEqual({ deletedAHubReportAnalytics: { status: 'ERROR', messageError: 'Falha ao excluir' } });

      server.services.pubsub.publish('ahubDeleted', room, { accountId: redeMaisId, status: 'OUTRA_CONTA', messageError: null });
      server.services.pubsub.publish('ahubDeleted', 'outra-sala', { accountId: gerente.accountId, status: 'OUTRA_SALA', messageError: null });
      server.services.pubsub.publish('ahubDeleted', room, { accountId: gerente.accountId, status: 'DELETED', messageError: null });
      expect(await feed.next()).toEqual({ deletedAHubReportAnalytics: { status: 'DELETED', messageError: null } });
    });

    it('refuses deletedAHubReportAnalytics with an empty room, in pt-BR', async () => {
      const feed = subscribe(wsClient('/ws/general', cookieOf(gerente.http)), AHUB_DELETED, { room: '' });
      const errors = (await feed.ended()) as { message: string }[];
      expect(errors[0].message).toMatch(/^Campo "roomId": /);
    });

    it('refuses a connection without a session cookie', async () => {
      const refused = subscribe(wsClient('/ws/general', null), AHUB_DELETED, { room: 'analise-42' });
      expect(await refused.ended()).toMatchObject({ code: 4403 });
    });
  });

  it('refuses an upgrade on any other path', async () => {
    const refused = subscribe(wsClient('/ws/outro', cookieOf(gerente.http)), ASYNC_JOBS);
    const error = (await refused.ended()) as { code?: number };
    expect(error).toBeTruthy();
    expect(refused.items).toEqual([]);
  });
});
