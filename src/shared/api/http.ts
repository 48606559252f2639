import { authActionFromBody, forbiddenMessage, isForbiddenBody } from './errors';
import type { HttpError } from './errors';
import type { AttemptResult } from './sessionCoordinator';

export const EXPECTED_RECOVERY_DATE_KEY = 'expected_recovery_date';

/**
 * Reads a response body as JSON when it is JSON, else as text; empty bodies become null.
 * Parsing from text (not `res.json()`) because error bodies are not always JSON (proxies answer
 * HTML) and spec §8 wants them rethrown as parsed when they are.
 */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  const contentType = response.headers.get('content-type') ?? '';
  const looksJson = contentType.includes('json') || /^\s*[[{]/.test(text);
  if (!looksJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Spec §8, HTTP 406: the platform is under maintenance; remember until when and tell the app. */
export function enterMaintenance(body: unknown, onMaintenance: (date: string | null) => void): void {
  const raw =
    typeof body === 'object' && body !== null
      ? (body as { expected_recovery_date?: unknown }).expected_recovery_date
      : undefined;
  const date = typeof raw === 'string' && raw !== '' ? raw : null;
  try {
    // The maintenance page reads it from here, also after a reload; a stale date from an earlier
    // window must not survive when the server does not know the new one.
    if (date === null) window.localStorage.removeItem(EXPECTED_RECOVERY_DATE_KEY);
    else window.localStorage.setItem(EXPECTED_RECOVERY_DATE_KEY, date);
  } catch {
    // Storage may be unavailable (private mode, quota): the callback still gets the date.
  }
  onMaintenance(date);
}

export type MakeHttpError = (status: number, body: unknown, message?: string) => HttpError;

/**
 * The rules GraphQL and REST share (spec §8), applied to an already-read body:
 * - 406 → maintenance, then fail;
 * - 403 with `{"error":"forbidden"}` → fail with the body's message (see `isForbiddenBody`);
 * - other 403, or a body message from the session catalogue → session action for the coordinator;
 * - other non-OK → fail with the status as message and the parsed body;
 * - otherwise the body is the value.
 */
export function evaluateResponse(
  response: Response,
  body: unknown,
  onMaintenance: (date: string | null) => void,
  makeError: MakeHttpError,
): AttemptResult<unknown> {
  const { status } = response;
  if (status === 406) {
    enterMaintenance(body, onMaintenance);
    throw makeError(status, body);
  }
  if (status === 403 && isForbiddenBody(body)) {
    throw makeError(status, body, forbiddenMessage(body));
  }
  const fromBody = authActionFromBody(body);
  if (fromBody) return { ok: false, action: fromBody.action, message: fromBody.message };
  if (status === 403) return { ok: false, action: 'refresh', message: '403' };
  if (!response.ok) throw makeError(status, body);
  return { ok: true, value: body };
}
