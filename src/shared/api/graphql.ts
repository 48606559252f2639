import { getApiContext } from './context';
import { GraphQLResponseError, HttpError } from './errors';
import type { GraphQLErrorLike } from './errors';
import { buildRequestHeaders } from './headers';
import { evaluateResponse, readBody } from './http';
import { isCacheableQuery, observeStamp, readCachedAnswer, writeCachedAnswer } from './queryCache';

export interface GraphQLPayload {
  data?: Record<string, unknown> | null;
  errors?: GraphQLErrorLike[];
  extensions?: Record<string, unknown>;
}

function isPayload(body: unknown): body is GraphQLPayload {
  return typeof body === 'object' && body !== null && ('data' in body || 'errors' in body);
}

/**
 * Sends one GraphQL operation under the session rules and returns its payload. Payloads with
 * errors AND data are returned as they are (Relay stores the data and exposes the errors); a
 * payload with errors and no data fails with the first message.
 */
export async function executeGraphQL(
  text: string,
  variables: Record<string, unknown> = {},
  operationName?: string | null,
  signal?: AbortSignal,
): Promise<GraphQLPayload> {
  const context = getApiContext();
  // Spec §7: an analytics answer computed with the current processing stamp is reused (48 h).
  const accountId = context.getAccountId?.() ?? null;
  const cacheable = accountId !== null && isCacheableQuery(operationName);
  if (cacheable) {
    const cached = readCachedAnswer(accountId, operationName!, variables);
    if (cached) return cached as GraphQLPayload;
  }
  // Prepared once: replays carry the same headers, only the cookies change.
  const headers = await buildRequestHeaders({ operationName, getAccountId: context.getAccountId });
  const requestBody = JSON.stringify({ query: text, variables, operationName: operationName ?? undefined });
  const makeError = (status: number, body: unknown, message?: string) =>
    new HttpError(status, body, message);

  const body = await context.coordinator.run(() =>
    context
      .fetchFn(context.graphqlUrl, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: requestBody,
        signal,
      })
      .then(async (response) =>
        evaluateResponse(response, await readBody(response), context.onMaintenance, makeError),
      ),
  );

  if (!isPayload(body)) throw new HttpError(200, body, 'Invalid GraphQL response');
  if (body.data == null && body.errors && body.errors.length > 0) {
    throw new GraphQLResponseError(body.errors);
  }
  observeStamp(body.extensions);
  if (cacheable && !body.errors?.length) writeCachedAnswer(accountId, operationName!, variables, body);
  return body;
}

/**
 * A GraphQL call outside Relay (login, before the environment exists) with the same headers and
 * session rules. Resolves with the whole payload (`{ data, errors? }`).
 */
export function fetchGraphQL(
  text: string,
  variables?: Record<string, unknown>,
  operationName?: string,
): Promise<unknown> {
  return executeGraphQL(text, variables, operationName);
}

