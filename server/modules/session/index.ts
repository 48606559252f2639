/** The session module's public API: the service, cookies, password hashing and token helpers. */
export { SessionService, type AuthenticatedSession } from './service';
export { ACCESS_COOKIE, REFRESH_COOKIE, requestCookies } from './cookies';
export { hashPassword, verifyPassword } from './passwords';
export { hashToken, randomToken, signAccessToken, type AccessClaims } from './tokens';
export { PasswordResetService } from './passwordReset';
