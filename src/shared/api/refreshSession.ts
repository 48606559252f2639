import { HttpError, authActionFromBody } from './errors';
import { buildRequestHeaders } from './headers';
import { enterMaintenance, readBody } from './http';
import type { RefreshOutcome } from './sessionCoordinator';

export const REFRESH_SESSION_OPERATION = 'RefreshSessionMutation';
export const REFRESH_SESSION_MUTATION =
  'mutation RefreshSessionMutation { refreshSession { sessionExpiresAt } }';

export interface RefreshDeps {
  fetchFn: typeof fetch;
  graphqlUrl: string;
  onMaintenance: (expectedRecoveryDate: string | null) => void;
}

/**
 * Renews the access cookie from the refresh cookie. A raw fetch on purpose: going through the
 * guarded GraphQL path would make a failing refresh trigger another refresh.
 *
 * 'expired' only when the server says the session cannot be renewed (an auth error or 401/403);
 * other failures (5xx, network) throw, because they say nothing about the session and must not
 * send the user to the expired-session page.
 */
export async function refreshSession(deps: RefreshDeps): Promise<RefreshOutcome> {
  const headers = await buildRequestHeaders({ operationName: REFRESH_SESSION_OPERATION });
  const response = await deps.fetchFn(deps.graphqlUrl, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({
      query: REFRESH_SESSION_MUTATION,
      variables: {},
      operationName: REFRESH_SESSION_OPERATION,
    }),
  });
  const body = await readBody(response);
  if (response.status === 406) {
    enterMaintenance(body, deps.onMaintenance);
    throw new HttpError(406, body);
  }
  if (response.status === 401 || response.status === 403 || authActionFromBody(body)) return 'expired';
  const data = (body as { data?: { refreshSession?: unknown } | null } | null)?.data;
  if (response.ok && data?.refreshSession) return 'refreshed';
  throw new HttpError(response.status, body, response.ok ? 'Invalid refreshSession response' : String(response.status));
}
