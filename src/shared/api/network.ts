import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import type { FetchFunction, GraphQLResponse } from 'relay-runtime';
import { configureApi } from './context';
import type { NetworkOptions } from './context';
import { executeGraphQL } from './graphql';
import { createSubscribeFunction } from './subscriptions';

/**
 * Relay's fetch function: every query and mutation goes through `executeGraphQL` (headers, session
 * coordinator, maintenance). An Observable rather than a promise so that Relay disposing a request
 * (component unmounted, query superseded) aborts the HTTP call.
 */
export const relayFetch: FetchFunction = (request, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const { text } = request;
    if (!text) {
      sink.error(new Error(`Operation ${request.name} has no query text`));
      return undefined;
    }
    const controller = new AbortController();
    executeGraphQL(text, variables, request.name, controller.signal).then(
      (payload) => {
        sink.next(payload as GraphQLResponse);
        sink.complete();
      },
      (error: unknown) => {
        // Relay already let go of an aborted request: its AbortError is nobody's business.
        if (controller.signal.aborted) return;
        sink.error(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => controller.abort();
  });

/** The app's Relay environment; also installs `options` for REST, CSV and `fetchGraphQL`. */
export function createRelayEnvironment(options: NetworkOptions): Environment {
  configureApi(options);
  return new Environment({
    network: Network.create(relayFetch, createSubscribeFunction()),
    store: new Store(new RecordSource()),
  });
}
