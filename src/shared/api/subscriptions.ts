import type { Client, ClientOptions } from 'graphql-ws';
import { Observable } from 'relay-runtime';
import type { GraphQLResponse, RequestParameters, SubscribeFunction, Variables } from 'relay-runtime';
import { GraphQLResponseError } from './errors';
import type { GraphQLErrorLike } from './errors';
import { afterPageShown } from '@/shared/lib/page-shown';

export const ASYNC_JOBS_WS_PATH = '/ws/async-jobs';
export const GENERAL_WS_PATH = '/ws/general';

// The server runs the async-jobs feed (exports, reports, processing progress) on its own socket so
// that its traffic never queues behind the general subscriptions.
export function subscriptionEndpoint(operationText: string): string {
  return /\basyncJobsReports\b/.test(operationText) ? ASYNC_JOBS_WS_PATH : GENERAL_WS_PATH;
}

/** Same host as the page, so the browser sends the session cookies on the upgrade request. */
export function websocketUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}

function toSubscriptionError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (Array.isArray(error)) return new GraphQLResponseError(error as GraphQLErrorLike[]);
  if (typeof error === 'object' && error !== null && typeof (error as CloseEvent).code === 'number') {
    const { code, reason } = error as CloseEvent;
    return new Error(`Subscription socket closed (${code}${reason ? `: ${reason}` : ''})`);
  }
  return new Error(String(error));
}

export type CreateWsClient = (options: ClientOptions) => Client;

/**
 * Relay's subscribe function. One graphql-ws client per endpoint, created on the first
 * subscription to it; lazy, so the socket opens with the first subscription and closes a few
 * seconds after the last one (routes that unsubscribe and resubscribe do not reconnect).
 * graphql-ws reconnects with backoff on abnormal closes; each reconnect is a new upgrade request,
 * so it carries the cookies of the latest session refresh.
 */
export function createSubscribeFunction(makeClient?: CreateWsClient): SubscribeFunction {
  const clients = new Map<string, Client>();
  // graphql-ws arrives with the first subscription, and not before the page has loaded and the
  // browser is idle: the shell's export history subscribes at mount, yet no subscription is needed
  // to show a page (shared/lib/page-shown; bench:bundle counts what comes before /home shows)
  let factory: Promise<CreateWsClient> | null = null;
  const loadFactory = () =>
    (factory ??= afterPageShown().then(() =>
      import(/* webpackChunkName: "graphql-ws" */ 'graphql-ws').then((module) => module.createClient),
    ));

  function clientFor(path: string, create: CreateWsClient): Client {
    let client = clients.get(path);
    if (!client) {
      client = create({ url: () => websocketUrl(path), lazy: true, lazyCloseTimeout: 3000 });
      clients.set(path, client);
    }
    return client;
  }

  return (request: RequestParameters, variables: Variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const { text } = request;
      if (!text) {
        // Persisted queries are not used: every operation must ship its text.
        sink.error(new Error(`Subscription ${request.name} has no query text`));
        return undefined;
      }
      const subscribe = (create: CreateWsClient) =>
        clientFor(subscriptionEndpoint(text), create).subscribe(
          { query: text, variables, operationName: request.name },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) => sink.error(toSubscriptionError(error)),
            complete: () => sink.complete(),
          },
        );
      // an injected factory (tests) subscribes at once; the library is imported once, then reused
      if (makeClient) return subscribe(makeClient);
      let unsubscribe: (() => void) | null = null;
      let closed = false;
      loadFactory().then(
        (create) => {
          if (!closed) unsubscribe = subscribe(create);
        },
        (error: unknown) => sink.error(toSubscriptionError(error)),
      );
      return () => {
        closed = true;
        unsubscribe?.();
      };
    });
}
