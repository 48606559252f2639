import { describe, expect, it, jest } from '@jest/globals';
import type { Client, ClientOptions, Sink } from 'graphql-ws';
import type { GraphQLResponse, RequestParameters } from 'relay-runtime';
import { GraphQLResponseError } from './errors';
import {
  ASYNC_JOBS_WS_PATH,
  GENERAL_WS_PATH,
  createSubscribeFunction,
  subscriptionEndpoint,
  websocketUrl,
} from './subscriptions';

interface FakeSubscription {
  payload: { query: string; variables?: unknown; operationName?: string | null };
  sink: Sink;
  disposed: boolean;
}

interface FakeClient {
  url: string;
  options: ClientOptions;
  subscriptions: FakeSubscription[];
}

function fakeClients() {
  const created: FakeClient[] = [];
  const makeClient = jest.fn((options: ClientOptions): Client => {
    const fake: FakeClient = {
      url: typeof options.url === 'function' ? String(options.url()) : options.url,
      options,
      subscriptions: [],
    };
    created.push(fake);
    return {
      subscribe: (payload, sink) => {
        const subscription: FakeSubscription = { payload, sink: sink as Sink, disposed: false };
        fake.subscriptions.push(subscription);
        return () => {
          subscription.disposed = true;
        };
      },
    } as Client;
  });
  return { created, makeClient };
}

function subscriptionParams(name: string, text: string): RequestParameters {
  return { id: null, cacheID: name, name, operationKind: 'subscription', text, metadata: {} };
}

const ASYNC_JOBS = subscriptionParams(
  'ExportHistoryDrawerSubscription',
  'subscription ExportHistoryDrawerSubscription { asyncJobsReports { id status } }',
);
const GENERAL = subscriptionParams(
  'HubReportDeletedSubscription',
  'subscription HubReportDeletedSubscription($roomId: String!) { deletedAHubReportAnalytics(roomId: $roomId) { status } }',
);

function subscribe(fn: ReturnType<typeof createSubscribeFunction>, request: RequestParameters, variables = {}) {
  const observable = fn(request, variables, {});
  if (!('subscribe' in observable)) throw new Error('expected an Observable');
  const events: Array<{ next?: GraphQLResponse; error?: Error; complete?: true }> = [];
  const subscription = observable.subscribe({
    next: (value) => events.push({ next: value }),
    error: (error: Error) => events.push({ error }),
    complete: () => events.push({ complete: true }),
  });
  return { events, subscription };
}

describe('subscription endpoints', () => {
  it('routes asyncJobsReports to /ws/async-jobs and everything else to /ws/general', () => {
    expect(subscriptionEndpoint(ASYNC_JOBS.text ?? '')).toBe(ASYNC_JOBS_WS_PATH);
    expect(subscriptionEndpoint(GENERAL.text ?? '')).toBe(GENERAL_WS_PATH);
  });

  it('builds ws: for http pages and wss: for https pages on the same host', () => {
    expect(websocketUrl('/ws/general', { protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws/general');
    expect(websocketUrl('/ws/async-jobs', { protocol: 'https:', host: 'app.exemplo.com.br' })).toBe(
      'wss://app.exemplo.com.br/ws/async-jobs',
    );
  });
});

describe('createSubscribeFunction', () => {
  it('creates one lazy client per endpoint, only when first needed', () => {
    const { created, makeClient } = fakeClients();
    const subscribeFn = createSubscribeFunction(makeClient);
    expect(makeClient).not.toHaveBeenCalled();

    subscribe(subscribeFn, ASYNC_JOBS);
    subscribe(subscribeFn, ASYNC_JOBS);
    subscribe(subscribeFn, GENERAL, { roomId: 'r1' });

    expect(created.map((client) => client.url)).toEqual(['ws://localhost/ws/async-jobs', 'ws://localhost/ws/general']);
    expect(created[0].options.lazy).toBe(true);
    expect(created[0].subscriptions).toHaveLength(2);
    expect(created[1].subscriptions[0].payload).toEqual({
      query: GENERAL.text,
      variables: { roomId: 'r1' },
      operationName: 'HubReportDeletedSubscription',
    });
  });

  it('forwards every payload and the completion to Relay', () => {
    const { created, makeClient } = fakeClients();
    const { events } = subscribe(createSubscribeFunction(makeClient), ASYNC_JOBS);
    const { sink } = created[0].subscriptions[0];

    sink.next({ data: { asyncJobsReports: { id: 'j1', status: 'RUNNING' } } });
    sink.next({ data: { asyncJobsReports: { id: 'j1', status: 'DONE' } } });
    sink.complete();

    expect(events).toEqual([
      { next: { data: { asyncJobsReports: { id: 'j1', status: 'RUNNING' } } } },
      { next: { data: { asyncJobsReports: { id: 'j1', status: 'DONE' } } } },
      { complete: true },
    ]);
  });

  it('drops the graphql-ws subscription when Relay unsubscribes', () => {
    const { created, makeClient } = fakeClients();
    const { subscription } = subscribe(createSubscribeFunction(makeClient), GENERAL);

    subscription.unsubscribe();

    expect(created[0].subscriptions[0].disposed).toBe(true);
  });

  it('turns GraphQL errors and socket closes into Error objects', () => {
    const { created, makeClient } = fakeClients();
    const subscribeFn = createSubscribeFunction(makeClient);
    const first = subscribe(subscribeFn, GENERAL);
    const second = subscribe(subscribeFn, GENERAL);

    created[0].subscriptions[0].sink.error([{ message: 'Sala não encontrada' }]);
    created[0].subscriptions[1].sink.error({ code: 4403, reason: 'Forbidden' });

    expect(first.events[0].error).toBeInstanceOf(GraphQLResponseError);
    expect(first.events[0].error?.message).toBe('Sala não encontrada');
    expect(second.events[0].error?.message).toBe('Subscription socket closed (4403: Forbidden)');
  });
});
