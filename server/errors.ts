import { GraphQLError } from 'graphql';

/** Session problems, with the messages of the spec's error catalogue (§8) that the client acts on. */
export type AuthErrorMessage =
  | 'authentication.missing.session.id'
  | 'authentication.error.expired.jwt.token'
  | 'session.refresh.expired'
  | 'invalid.session';

/**
 * A one-time login code that is unknown, spent or expired. Not a session error: the client sends the
 * person back to the login page rather than to /expired-session.
 */
export class InvalidAuthCodeError extends GraphQLError {
  constructor() {
    super('login.auth.code.invalid', { extensions: { code: 'BAD_USER_INPUT' } });
  }
}

export class AuthError extends GraphQLError {
  constructor(message: AuthErrorMessage) {
    super(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 200 } } });
  }
}

/**
 * Signed in, but not allowed: the client shows the message and does not refresh the session. A
 * refusal of one input value names it (`field`, a path in the arguments) so a form shows it there.
 */
export class ForbiddenError extends GraphQLError {
  constructor(message = 'Você não tem permissão para acessar este recurso.', field?: string) {
    super(message, { extensions: { code: 'FORBIDDEN', ...(field ? { field } : {}) } });
  }
}

/** Bad input: a clear pt-BR message; nothing was changed. */
export class InputError extends GraphQLError {
  constructor(message: string, field?: string) {
    super(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
  }
}

export class NotFoundError extends GraphQLError {
  constructor(message = 'Registro não encontrado.') {
    super(message, { extensions: { code: 'NOT_FOUND' } });
  }
}

export class TooManyAttemptsError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Muitas tentativas de acesso. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`);
  }
}

/**
 * A wrong e-mail or password (HTTP 401, the same answer whether or not the e-mail exists), with the
 * tries this e-mail has left from this address before they are locked, so the sign-in page can warn.
 */
export class InvalidCredentialsError extends Error {
  constructor(
    readonly remainingAttempts: number,
    readonly lockMinutes: number,
  ) {
    super('E-mail ou senha inválidos');
  }
}

/** An ingestion call without a valid, unrevoked account integration token (HTTP 401). */
export class IntegrationTokenError extends Error {
  constructor() {
    super('Token de integração ausente, inválido ou revogado. Envie "Authorization: Bearer <token>" com um token ativo da conta.');
  }
}
