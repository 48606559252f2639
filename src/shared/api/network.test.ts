import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createOperationDescriptor, fetchQuery, type ConcreteRequest, type RequestParameters } from 'relay-runtime';
import {
  GraphQLResponseError,
  HttpError,
  SessionExpiredError,
  configureApi,
  createRelayEnvironment,
  fetchGraphQL,
} from './index';
import { createFakeFetch, deferred, json, settle } from './testing/fakeFetch';
import type { FakeHandler, FakeResponseInit, RecordedCall } from './testing/fakeFetch';

const REFRESH = 'RefreshSessionMutation';
const REFRESHED = json({ data: { refreshSession: { sessionExpiresAt: '2026-11-22T12:00:00Z' } } });
const REFRESH_EXPIRED = json({
  data: null,
  errors: [{ message: 'session.refresh.expired', extensions: { code: 'UNAUTHENTICATED' } }],
});
const authError = (message: string) => json({ data: null, errors: [{ message }] });

function setup(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  const onSessionExpired = jest.fn<() => void>();
  const onMaintenance = jest.fn<(date: string | null) => void>();
  const getAccountId = jest.fn<() => string | null>(() => 'account-42');
  configureApi({ onSessionExpired, onMaintenance, getAccountId, fetchFn: fake.fetchFn });
  const refreshCalls = () => fake.calls.filter((call) => call.operationName === REFRESH).length;
  const callsOf = (name: string) => fake.calls.filter((call) => call.operationName === name);
  return { ...fake, onSessionExpired, onMaintenance, refreshCalls, callsOf };
}

function queryParams(name: string): RequestParameters {
  return {
    id: null,
    cacheID: name,
    name,
    operationKind: 'query',
    text: `query ${name}($id: ID!) { node(id: $id) { id } }`,
    metadata: {},
  };
}

/** A server whose access cookie is stale until a refresh; `firstAnswer` is what stale requests get. */
function staleSessionServer(firstAnswer: FakeResponseInit, refreshAnswer: () => FakeResponseInit | Promise<FakeResponseInit> = () => REFRESHED) {
  let fresh = false;
  const handler: FakeHandler = async (call: RecordedCall) => {
    if (call.operationName === REFRESH) {
      const answer = await refreshAnswer();
      fresh = answer === REFRESHED;
      return answer;
    }
    if (!fresh) return firstAnswer;
    const variables = (call.body as { variables: { id?: string } }).variables;
    return json({ data: { node: { id: variables.id ?? call.operationName } } });
  };
  return handler;
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('session refresh and replay', () => {
  it('refreshes once for 20 parallel requests whose access token expired and replays each with its own data', async () => {
    const attempts = new Map<string, number>();
    let refreshed = false;
    const api = setup((call) => {
      if (call.operationName === REFRESH) {
        refreshed = true;
        return REFRESHED;
      }
      const { id } = (call.body as { variables: { id: string } }).variables;
      const attempt = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, attempt);
      // Every request's first send carries the expired token, however the timing falls.
      if (attempt === 1 || !refreshed) return authError('authentication.error.expired.jwt.token');
      return json({ data: { node: { id } } });
    });
    const environment = createRelayEnvironment({
      onSessionExpired: api.onSessionExpired,
      onMaintenance: api.onMaintenance,
      fetchFn: api.fetchFn,
    });
    const network = environment.getNetwork();

    const ids = Array.from({ length: 20 }, (_, index) => `item-${index}`);
    const results = await Promise.all(
      ids.map((id) => network.execute(queryParams('ItemQuery'), { id }, {}).toPromise()),
    );

    expect(api.refreshCalls()).toBe(1);
    expect(results.map((result) => (result as { data: { node: { id: string } } }).data.node.id)).toEqual(ids);
    for (const id of ids) expect(attempts.get(id)).toBe(2);
    expect(api.onSessionExpired).not.toHaveBeenCalled();
  });

  it('holds a request started while the refresh is in flight and sends it only after the refresh', async () => {
    const refreshGate = deferred<FakeResponseInit>();
    const api = setup(staleSessionServer(authError('session.expired'), () => refreshGate.promise));

    const first = fetchGraphQL('query FirstQuery { viewer { id } }', {}, 'FirstQuery');
    await settle();
    expect(api.refreshCalls()).toBe(1);

    const second = fetchGraphQL('query SecondQuery { viewer { id } }', {}, 'SecondQuery');
    await settle();
    expect(api.callsOf('SecondQuery')).toHaveLength(0);

    refreshGate.resolve(REFRESHED);
    await expect(second).resolves.toEqual({ data: { node: { id: 'SecondQuery' } } });
    await expect(first).resolves.toEqual({ data: { node: { id: 'FirstQuery' } } });

    const order = api.calls.map((call) => call.operationName);
    expect(order.indexOf('SecondQuery')).toBeGreaterThan(order.indexOf(REFRESH));
    expect(api.callsOf('SecondQuery')).toHaveLength(1);
  });

  it('calls onSessionExpired once and rejects every waiting request when the refresh fails', async () => {
    const refreshGate = deferred<FakeResponseInit>();
    const api = setup(staleSessionServer(authError('session.expired'), () => refreshGate.promise));

    const failing = ['AQuery', 'BQuery', 'CQuery'].map((name) =>
      fetchGraphQL(`query ${name} { viewer { id } }`, {}, name),
    );
    await settle();
    const held = fetchGraphQL('query HeldQuery { viewer { id } }', {}, 'HeldQuery');
    await settle();
    refreshGate.resolve(REFRESH_EXPIRED);

    for (const request of [...failing, held]) {
      await expect(request).rejects.toBeInstanceOf(SessionExpiredError);
    }
    expect(api.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(api.refreshCalls()).toBe(1);
    expect(api.callsOf('HeldQuery')).toHaveLength(0);
  });

  it('handles "Context creation failed: session.expired" like the plain message', async () => {
    const api = setup(staleSessionServer(authError('Context creation failed: session.expired')));

    await expect(fetchGraphQL('query MeQuery { viewer { id } }', {}, 'MeQuery')).resolves.toEqual({
      data: { node: { id: 'MeQuery' } },
    });
    expect(api.refreshCalls()).toBe(1);
    expect(api.callsOf('MeQuery')).toHaveLength(2);
  });

  it('treats authentication.missing.session.id as a refreshable session error', async () => {
    const api = setup(staleSessionServer(authError('authentication.missing.session.id')));

    await expect(fetchGraphQL('query MeQuery { viewer { id } }', {}, 'MeQuery')).resolves.toBeDefined();
    expect(api.refreshCalls()).toBe(1);
  });

  it('goes to expired session when a replayed request fails with an auth error again', async () => {
    const api = setup((call) =>
      call.operationName === REFRESH ? REFRESHED : authError('session.expired'),
    );

    await expect(fetchGraphQL('query MeQuery { viewer { id } }', {}, 'MeQuery')).rejects.toBeInstanceOf(
      SessionExpiredError,
    );
    expect(api.refreshCalls()).toBe(1);
    expect(api.callsOf('MeQuery')).toHaveLength(2);
    expect(api.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh again for requests failing after the session was declared expired', async () => {
    const api = setup((call) => (call.operationName === REFRESH ? REFRESH_EXPIRED : authError('session.expired')));

    await expect(fetchGraphQL('query AQuery { viewer { id } }', {}, 'AQuery')).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(fetchGraphQL('query BQuery { viewer { id } }', {}, 'BQuery')).rejects.toBeInstanceOf(SessionExpiredError);

    expect(api.refreshCalls()).toBe(1);
    expect(api.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('notifies again for a new expiry after a successful request (e.g. login) started a new session', async () => {
    let loggedIn = false;
    const api = setup((call) => {
      if (call.operationName === REFRESH) return REFRESH_EXPIRED;
      if (call.operationName === 'LoginMutation') {
        loggedIn = true;
        return json({ data: { loginWithAuthCode: { user: { id: 'u1' } } } });
      }
      return loggedIn ? json({ data: { ok: true } }) : authError('invalid.session');
    });

    await expect(fetchGraphQL('query AQuery { a }', {}, 'AQuery')).rejects.toBeInstanceOf(SessionExpiredError);
    await fetchGraphQL('mutation LoginMutation { loginWithAuthCode(authCode: "x") { user { id } } }', {}, 'LoginMutation');
    await expect(fetchGraphQL('query BQuery { b }', {}, 'BQuery')).resolves.toEqual({ data: { ok: true } });
    loggedIn = false;
    await expect(fetchGraphQL('query CQuery { c }', {}, 'CQuery')).rejects.toBeInstanceOf(SessionExpiredError);

    expect(api.onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('fails waiting requests with the network error, without the expired-session flow, when the refresh cannot reach the server', async () => {
    const api = setup(
      staleSessionServer(authError('session.expired'), () => Promise.reject(new TypeError('Failed to fetch'))),
    );

    await expect(fetchGraphQL('query MeQuery { viewer { id } }', {}, 'MeQuery')).rejects.toThrow('Failed to fetch');
    expect(api.onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('straight to expired session', () => {
  it.each(['invalid.session', 'invalid.session.token', 'session.refresh.expired', 'authentication.error.invalid.signature'])(
    'goes to expired session without a refresh for %s',
    async (message) => {
      const api = setup(() => authError(message));

      await expect(fetchGraphQL('query MeQuery { viewer { id } }', {}, 'MeQuery')).rejects.toBeInstanceOf(
        SessionExpiredError,
      );
      expect(api.refreshCalls()).toBe(0);
      expect(api.onSessionExpired).toHaveBeenCalledTimes(1);
    },
  );

  it('calls onSessionExpired once when many requests fail with invalid.session together', async () => {
    const api = setup(() => authError('invalid.session'));

    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) => fetchGraphQL(`query Q${index} { a }`, {}, `Q${index}`)),
    );

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(api.onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('HTTP 403', () => {
  it('refreshes once and retries when a request gets 403', async () => {
    const api = setup(staleSessionServer({ status: 403, body: 'Forbidden' }));

    await expect(fetchGraphQL('query MeQuery { viewer { id } }', {}, 'MeQuery')).resolves.toEqual({
      data: { node: { id: 'MeQuery' } },
    });
    expect(api.refreshCalls()).toBe(1);
    expect(api.onSessionExpired).not.toHaveBeenCalled();
  });

  it('goes to expired session when the retry after the refresh gets 403 again', async () => {
    const api = setup((call) => (call.operationName === REFRESH ? REFRESHED : { status: 403, body: null }));

    await expect(fetchGraphQL('query MeQuery { viewer { id } }', {}, 'MeQuery')).rejects.toBeInstanceOf(
      SessionExpiredError,
    );
    expect(api.refreshCalls()).toBe(1);
    expect(api.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("refreshes once for a body error 'Acesso não autorizado'", async () => {
    const api = setup(staleSessionServer(authError('Acesso não autorizado')));

    await expect(fetchGraphQL('query MeQuery { viewer { id } }', {}, 'MeQuery')).resolves.toBeDefined();
    expect(api.refreshCalls()).toBe(1);
  });

  it('rejects a forbidden 403 with the pt-BR message of the body, without refreshing', async () => {
    const message = 'Você não tem permissão para acessar esta página.';
    const api = setup(() => ({ status: 403, body: { error: 'forbidden', message } }));

    const request = fetchGraphQL('query MeQuery { viewer { id } }', {}, 'MeQuery');

    await expect(request).rejects.toThrow(message);
    await expect(request).rejects.toMatchObject({ status: 403, body: { error: 'forbidden', message } });
    expect(api.refreshCalls()).toBe(0);
    expect(api.onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('maintenance and other failures', () => {
  it('stores expected_recovery_date and calls onMaintenance on 406', async () => {
    const api = setup(() => ({ status: 406, body: { expected_recovery_date: '2026-11-23T08:00:00-03:00' } }));

    await expect(fetchGraphQL('query MeQuery { viewer { id } }', {}, 'MeQuery')).rejects.toMatchObject({
      status: 406,
    });
    expect(window.localStorage.getItem('expected_recovery_date')).toBe('2026-11-23T08:00:00-03:00');
    expect(api.onMaintenance).toHaveBeenCalledWith('2026-11-23T08:00:00-03:00');
    expect(api.refreshCalls()).toBe(0);
  });

  it('clears a stale expected_recovery_date when the 406 carries none', async () => {
    window.localStorage.setItem('expected_recovery_date', '2020-01-01');
    const api = setup(() => ({ status: 406, body: { expected_recovery_date: null } }));

    await expect(fetchGraphQL('query MeQuery { a }', {}, 'MeQuery')).rejects.toBeInstanceOf(HttpError);
    expect(window.localStorage.getItem('expected_recovery_date')).toBeNull();
    expect(api.onMaintenance).toHaveBeenCalledWith(null);
  });

  it("rejects a 500 with message '500' and the parsed JSON body", async () => {
    const body = { error: 'internal', detail: 'falhou' };
    setup(() => ({ status: 500, body }));

    const request = fetchGraphQL('query MeQuery { a }', {}, 'MeQuery');

    await expect(request).rejects.toThrow('500');
    await expect(request).rejects.toMatchObject({ status: 500, body });
  });

  it('keeps a non-JSON error body as text', async () => {
    setup(() => ({ status: 502, body: '<html>Bad Gateway</html>', headers: { 'content-type': 'text/html' } }));

    await expect(fetchGraphQL('query MeQuery { a }', {}, 'MeQuery')).rejects.toMatchObject({
      message: '502',
      body: '<html>Bad Gateway</html>',
    });
  });

  it('rejects with the first message and all errors when errors come without data', async () => {
    const errors = [{ message: 'Campanha não encontrada' }, { message: 'segundo' }];
    setup(() => json({ data: null, errors }));

    const request = fetchGraphQL('query MeQuery { a }', {}, 'MeQuery');

    await expect(request).rejects.toBeInstanceOf(GraphQLResponseError);
    await expect(request).rejects.toMatchObject({ message: 'Campanha não encontrada', errors });
  });

  it('returns the payload when errors come with data, for Relay to handle', async () => {
    const payload = { data: { a: 1, b: null }, errors: [{ message: 'b falhou', path: ['b'] }] };
    setup(() => json(payload));

    await expect(fetchGraphQL('query MeQuery { a b }', {}, 'MeQuery')).resolves.toEqual(payload);
  });
});

describe('request shape and headers', () => {
  it('posts query, variables and operationName with credentials included to /graphql', async () => {
    const api = setup(() => json({ data: { a: 1 } }));

    await fetchGraphQL('query MeQuery($x: Int) { a(x: $x) }', { x: 1 }, 'MeQuery');

    expect(api.calls[0]).toMatchObject({
      url: '/graphql',
      method: 'POST',
      credentials: 'include',
      body: { query: 'query MeQuery($x: Int) { a(x: $x) }', variables: { x: 1 }, operationName: 'MeQuery' },
    });
  });

  it('sends processinguuid on every request, empty until one is stored', async () => {
    const api = setup(() => json({ data: { a: 1 } }));

    await fetchGraphQL('query AQuery { a }', {}, 'AQuery');
    window.localStorage.setItem('mf-processing-uuid', 'proc-123');
    await fetchGraphQL('query BQuery { a }', {}, 'BQuery');

    expect(api.calls[0].headers.processinguuid).toBe('');
    expect(api.calls[1].headers.processinguuid).toBe('proc-123');
  });

  it('sends accountid only on catalogue operations', async () => {
    const api = setup(() => json({ data: { a: 1 } }));

    await fetchGraphQL('query ProductsPageQuery { a }', {}, 'ProductsPageQuery');
    await fetchGraphQL('query BrandsListQuery { a }', {}, 'BrandsListQuery');
    await fetchGraphQL('query HomePageQuery { a }', {}, 'HomePageQuery');

    expect(api.calls[0].headers.accountid).toBe('account-42');
    expect(api.calls[1].headers.accountid).toBe('account-42');
    expect(api.calls[2].headers).not.toHaveProperty('accountid');
  });

  it('sends the same x-device-fingerprint on every request, including the refresh', async () => {
    const api = setup(staleSessionServer(authError('session.expired')));

    await fetchGraphQL('query AQuery { a }', {}, 'AQuery');
    await fetchGraphQL('query BQuery { a }', {}, 'BQuery');

    const fingerprints = new Set(api.calls.map((call) => call.headers['x-device-fingerprint']));
    expect(api.calls.length).toBeGreaterThanOrEqual(4);
    expect(fingerprints.size).toBe(1);
    expect([...fingerprints][0]).toMatch(/\S{8,}/);
  });

  it('sends the refresh as the RefreshSessionMutation with credentials included', async () => {
    const api = setup(staleSessionServer(authError('session.expired')));

    await fetchGraphQL('query AQuery { a }', {}, 'AQuery');

    expect(api.callsOf(REFRESH)[0]).toMatchObject({
      url: '/graphql',
      method: 'POST',
      credentials: 'include',
      body: { query: 'mutation RefreshSessionMutation { refreshSession { sessionExpiresAt } }' },
    });
  });
});

describe('Relay environment', () => {
  it('delivers the payload through the network and fails the observable on errors without data', async () => {
    const api = setup((call) =>
      call.operationName === 'BadQuery'
        ? json({ data: null, errors: [{ message: 'Não encontrado' }] })
        : json({ data: { node: { id: 'x' } } }),
    );
    const environment = createRelayEnvironment({
      onSessionExpired: api.onSessionExpired,
      onMaintenance: api.onMaintenance,
      fetchFn: api.fetchFn,
    });
    const network = environment.getNetwork();

    await expect(network.execute(queryParams('GoodQuery'), { id: 'x' }, {}).toPromise()).resolves.toEqual({
      data: { node: { id: 'x' } },
    });
    await expect(network.execute(queryParams('BadQuery'), { id: 'x' }, {}).toPromise()).rejects.toThrow(
      'Não encontrado',
    );
  });

  it('aborts the HTTP call when Relay unsubscribes', async () => {
    let signal: AbortSignal | null | undefined;
    const environment = createRelayEnvironment({
      onSessionExpired: jest.fn(),
      onMaintenance: jest.fn(),
      fetchFn: ((_input: RequestInfo | URL, init?: RequestInit) => {
        signal = init?.signal;
        return deferred<Response>().promise;
      }) as typeof fetch,
    });

    const subscription = environment.getNetwork().execute(queryParams('SlowQuery'), { id: 'x' }, {}).subscribe({});
    await settle();
    expect(signal?.aborted).toBe(false);
    subscription.unsubscribe();
    expect(signal?.aborted).toBe(true);
  });
});

describe('Relay store and the processing stamp (spec §7)', () => {
  /** A one-field query written by hand (no compiler in this layer): `query <name> { total }`. */
  function totalQuery(name: string): ConcreteRequest {
    const selections = [{ kind: 'ScalarField', name: 'total', alias: null, args: null, storageKey: null }] as const;
    return {
      kind: 'Request',
      fragment: { kind: 'Fragment', name, type: 'Query', metadata: null, argumentDefinitions: [], selections: [...selections] },
      operation: { kind: 'Operation', name, argumentDefinitions: [], selections: [...selections] },
      params: { id: null, cacheID: name, name, operationKind: 'query', text: `query ${name} { total }`, metadata: {} },
    };
  }
  const stamped = (processingUuid: string) => json({ data: { total: 1 }, extensions: { processing: { processingUuid, lastUpdated: '2026-03-31T10:00:00.000Z' } } });

  async function load(environment: ReturnType<typeof createRelayEnvironment>, request: ConcreteRequest) {
    const operation = createOperationDescriptor(request, {});
    await fetchQuery(environment, request, {}).toPromise();
    environment.retain(operation);
    return operation;
  }

  it('keeps what the store holds while the stamp holds, and marks it stale when an answer brings a new one', async () => {
    let run = 'run-1';
    const api = setup(() => stamped(run));
    const environment = createRelayEnvironment({ onSessionExpired: api.onSessionExpired, onMaintenance: api.onMaintenance, fetchFn: api.fetchFn });
    const home = await load(environment, totalQuery('HomeQuery'));
    const other = await load(environment, totalQuery('OtherQuery'));
    expect(environment.check(home).status).toBe('available');

    run = 'run-2';
    const revealing = await load(environment, totalQuery('RevealingQuery'));

    expect(environment.check(home).status).toBe('stale');
    expect(environment.check(other).status).toBe('stale');
    // the answer that carried the new stamp was computed with it
    expect(environment.check(revealing).status).toBe('available');
  });

  it('listens with the latest environment only: one app has one', async () => {
    let run = 'run-1';
    const api = setup(() => stamped(run));
    const options = { onSessionExpired: api.onSessionExpired, onMaintenance: api.onMaintenance, fetchFn: api.fetchFn };
    const replaced = createRelayEnvironment(options);
    const home = await load(replaced, totalQuery('HomeQuery'));
    const current = createRelayEnvironment(options);

    run = 'run-2';
    const revealing = await load(current, totalQuery('RevealingQuery'));

    expect(replaced.check(home).status).toBe('available');
    expect(current.check(revealing).status).toBe('available');
  });
});
