import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import type { FetchFunction, GraphQLResponse, RecordSourceProxy } from 'relay-runtime';
import { configureApi } from './context';
import type { NetworkOptions } from './context';
import { executeGraphQL } from './graphql';
import { onStampChange } from './queryCache';
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

let detachStampListener: (() => void) | null = null;

/** The app's Relay environment; also installs `options` for REST, CSV and `fetchGraphQL`. */
export function createRelayEnvironment(options: NetworkOptions): Environment {
  configureApi(options);
  const environment = new Environment({
    network: Network.create(relayFetch, createSubscribeFunction()),
    store: new Store(new RecordSource()),
  });
  // Spec §7: answers are reused only while the processing stamp holds. A page visited again is
  // answered from the Relay store (each route keeps its last query), so when an answer reveals a
  // new processing run the whole store is marked stale: the next `store-or-network` load of any
  // query goes to the server once. The answer that revealed the stamp is written after the mark,
  // so it stays fresh. Replaced with the environment (one app, one environment; tests make many).
  detachStampListener?.();
  detachStampListener = onStampChange(() =>
    // the updater's proxy has invalidateStore at runtime; @types/relay-runtime declares it only on
    // the selector proxy of mutation updaters
    environment.commitUpdate((store) => (store as RecordSourceProxy & { invalidateStore(): void }).invalidateStore()),
  );
  return environment;
}
