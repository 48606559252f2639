/** Endpoint that checks an e-mail and password and answers with a one-time auth code. */
export const LOGIN_ENDPOINT = '/api/auth/login';

export type LoginFailureReason = 'invalid_credentials' | 'too_many_attempts' | 'invalid_input' | 'maintenance' | 'unavailable';

export type LoginResult =
  | { ok: true; authCode: string }
  | {
      ok: false;
      reason: LoginFailureReason;
      /** the server's pt-BR explanation, when it sent one */
      message?: string;
      /** for 'maintenance': when the platform is expected back */
      expectedRecoveryDate?: string | null;
      /** for 'invalid_credentials': tries left before this e-mail is locked from here (absent when not counted) */
      remainingAttempts?: number;
      /** for 'invalid_credentials': how long the lock lasts once the tries run out */
      lockMinutes?: number;
    };

interface ErrorBody {
  error?: string;
  message?: string;
  expected_recovery_date?: string;
  remaining_attempts?: unknown;
  lock_minutes?: unknown;
}

function countOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * Exchanges e-mail and password for a one-time auth code. Plain fetch on purpose: a 401 here
 * means wrong credentials, not an expired session, so the API layer's session handling must not
 * see it. Never throws: every outcome is a LoginResult the form can show.
 */
export async function requestAuthCode(email: string, password: string, fetchFn: typeof fetch = fetch): Promise<LoginResult> {
  let response: Response;
  try {
    response = await fetchFn(LOGIN_ENDPOINT, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: email.trim(), password }),
    });
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  const body = ((await readJson(response)) ?? {}) as ErrorBody & { auth_code?: unknown };
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
  if (response.ok && typeof body.auth_code === 'string' && body.auth_code) return { ok: true, authCode: body.auth_code };
  switch (response.status) {
    case 401:
      return {
        ok: false,
        reason: 'invalid_credentials',
        message,
        remainingAttempts: countOf(body.remaining_attempts),
        lockMinutes: countOf(body.lock_minutes),
      };
    case 429:
      return { ok: false, reason: 'too_many_attempts', message };
    case 400:
      return { ok: false, reason: 'invalid_input', message };
    case 406:
      return { ok: false, reason: 'maintenance', expectedRecoveryDate: body.expected_recovery_date ?? null };
    default:
      return { ok: false, reason: 'unavailable' };
  }
}
