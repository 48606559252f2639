import { object, size, string } from 'superstruct';
import { PUBLIC } from '../../access/control';
import { InvalidCredentialsError } from '../../errors';
import { HttpError, type RestRouter } from '../../rest/router';
import { email, validate } from '../../validation';

const loginBody = object({ email: email(), password: size(string(), 1, 200) });

/** Password sign-in: answers a one-time auth code that loginWithAuthCode exchanges for a session. */
export function registerSessionRoutes(router: RestRouter): RestRouter {
  return router.on('POST', '/api/auth/login', PUBLIC, async ({ ctx, body }) => {
    const { email: address, password } = validate(loginBody, body);
    try {
      const { authCode } = await ctx.services.sessions.passwordLogin(address, password, ctx.request.ip);
      return { auth_code: authCode };
    } catch (error) {
      if (!(error instanceof InvalidCredentialsError)) throw error;
      throw new HttpError(401, 'invalid_credentials', error.message, { remaining_attempts: error.remainingAttempts, lock_minutes: error.lockMinutes });
    }
  });
}
