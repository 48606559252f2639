import { refreshSession } from './refreshSession';
import { SessionCoordinator } from './sessionCoordinator';

export interface NetworkOptions {
  /** Navigate to /expired-session. Called once per expired-session episode. */
  onSessionExpired: () => void;
  /** Navigate to /maintenance. */
  onMaintenance: (expectedRecoveryDate: string | null) => void;
  /** Account for the `accountid` header of catalogue operations. */
  getAccountId?: () => string | null;
  /** Tests inject a fake; defaults to the browser's fetch. */
  fetchFn?: typeof fetch;
  /** Defaults to '/graphql'. */
  graphqlUrl?: string;
}

export interface ApiContext {
  readonly fetchFn: typeof fetch;
  readonly graphqlUrl: string;
  readonly onMaintenance: (expectedRecoveryDate: string | null) => void;
  readonly getAccountId?: () => string | null;
  readonly coordinator: SessionCoordinator;
}

let current: ApiContext | null = null;

/**
 * Installs the handlers used by every call (Relay network, `fetchGraphQL`, REST, CSV). The API
 * layer is a singleton on purpose: the session is the browser's cookie jar, shared by all calls,
 * so all of them must share one coordinator or two refreshes could race. Calling it again
 * replaces the handlers and starts from a clean session state (tests rely on that).
 */
export function configureApi(options: NetworkOptions): void {
  // Resolved at call time and called through globalThis: a detached `fetch` reference throws
  // "Illegal invocation" in browsers, and tests may install a global fetch after configuring.
  const fetchFn: typeof fetch = options.fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  const graphqlUrl = options.graphqlUrl ?? '/graphql';
  const coordinator = new SessionCoordinator(
    () => refreshSession({ fetchFn, graphqlUrl, onMaintenance: options.onMaintenance }),
    options.onSessionExpired,
  );
  current = {
    fetchFn,
    graphqlUrl,
    onMaintenance: options.onMaintenance,
    getAccountId: options.getAccountId,
    coordinator,
  };
}

export function getApiContext(): ApiContext {
  if (!current) {
    throw new Error('API not configured: call configureApi() or createRelayEnvironment() first');
  }
  return current;
}
