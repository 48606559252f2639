import { object, size, string } from 'superstruct';
import { PUBLIC } from '../../access/control';
import { InvalidCredentialsError } from '../../errors';
import { HttpError, type RestRouter } from '../../rest/router';
import { email, newPassword, validate } from '../../validation';
import { RESET_REQUESTED_MESSAGE } from './passwordReset';

const loginBody = object({ email: email(), password: size(string(), 1, 200) });
const resetRequestBody = object({ email: email() });
const resetBody = object({ token: size(string(), 1, 200), password: newPassword() });

/**
 * Password sign-in: answers a one-time auth code that loginWithAuthCode exchanges for a session.
 * "Esqueci minha senha": a reset link by e-mail, then the new password through the link's token.
 * REST beside /api/auth/login rather than GraphQL: these are the signed-out person's calls, made with
 * plain fetch like the sign-in, away from the Relay network layer's session handling (its refresh on
 * 403 and /expired-session have no meaning before anyone is signed in).
 */
export function registerSessionRoutes(router: RestRouter): RestRouter {
  router.on('POST', '/api/auth/password-reset', PUBLIC, async ({ ctx, body }) => {
    const { email: address } = validate(resetRequestBody, body);
    await ctx.services.passwordResets.request(address, ctx.request.ip);
    // the same answer whether the e-mail exists, and whether it asked too often
    return { status: 202, body: { message: RESET_REQUESTED_MESSAGE } };
  });
  router.on('POST', '/api/auth/password-reset/confirm', PUBLIC, async ({ ctx, body }) => {
    const { token, password } = validate(resetBody, body);
    const { email: address } = await ctx.services.passwordResets.reset(token, password);
    return { email: address };
  });
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
