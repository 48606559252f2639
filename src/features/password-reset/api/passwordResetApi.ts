/** Asks for a reset link by e-mail (always the same answer, whether the e-mail has an account). */
export const PASSWORD_RESET_ENDPOINT = '/api/auth/password-reset';
/** Sets the new password with the link's token. */
export const PASSWORD_RESET_CONFIRM_ENDPOINT = '/api/auth/password-reset/confirm';

/**
 * A refusal the form kit reads (`submissionErrorsOf`): the server's pt-BR message, and in `body` the
 * field it names, if any.
 */
export class PasswordResetError extends Error {
  constructor(
    message: string,
    readonly body: { field?: string; message?: string } | null = null,
    /** the link is unknown, expired or used: only a new link helps */
    readonly invalidLink = false,
  ) {
    super(message);
  }
}

interface AnswerBody {
  message?: unknown;
  field?: unknown;
  email?: unknown;
}

async function post(url: string, payload: unknown, fetchFn: typeof fetch): Promise<{ status: number; body: AnswerBody } | null> {
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    let body: AnswerBody = {};
    try {
      body = ((await response.json()) ?? {}) as AnswerBody;
    } catch {
      // a body that is not JSON tells nothing more than the status
    }
    return { status: response.status, body };
  } catch {
    return null;
  }
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * Plain fetch, like the sign-in: the person is signed out, so the API layer's session handling
 * (refresh on 403, /expired-session) must not see these calls. Throws a PasswordResetError whose
 * message is pt-BR, or `fallback` when the server could not be reached.
 */
export async function requestPasswordReset(email: string, fallback: string, fetchFn: typeof fetch = fetch): Promise<string> {
  const answer = await post(PASSWORD_RESET_ENDPOINT, { email: email.trim() }, fetchFn);
  if (!answer) throw new PasswordResetError(fallback);
  const message = textOf(answer.body.message);
  if (answer.status >= 200 && answer.status < 300 && message) return message;
  throw new PasswordResetError(message ?? fallback, typeof answer.body.field === 'string' ? { field: answer.body.field, message } : null);
}

/** Sets the new password; resolves with the account's e-mail (to sign in with), throws a PasswordResetError. */
export async function confirmPasswordReset(token: string, password: string, fallback: string, fetchFn: typeof fetch = fetch): Promise<string> {
  const answer = await post(PASSWORD_RESET_CONFIRM_ENDPOINT, { token, password }, fetchFn);
  if (!answer) throw new PasswordResetError(fallback);
  if (answer.status === 200 && typeof answer.body.email === 'string') return answer.body.email;
  const message = textOf(answer.body.message) ?? fallback;
  const field = typeof answer.body.field === 'string' ? answer.body.field : undefined;
  if (field === 'token') throw new PasswordResetError(message, null, true);
  throw new PasswordResetError(message, field ? { field, message } : null);
}
