export { loadAppConfig, FALLBACK_APP_CONFIG } from './api/appConfig';
export type { AppConfig } from './api/appConfig';
export { resolveLoginTarget, DEFAULT_LOGIN_URL, RETURN_ADDRESS_PARAM } from './lib/loginTarget';
export type { LoginTarget } from './lib/loginTarget';
export { sessionUserState, sessionUserStore, useSessionUser } from './model/sessionUser';
export type { SessionUser } from './model/sessionUser';
export { redirectAfterLogin, isSafeAppPath, REDIRECT_AFTER_LOGIN_KEY } from './model/redirectAfterLogin';
export { expectedRecoveryDate, EXPECTED_RECOVERY_DATE_KEY } from './model/maintenance';
export { useGoToLogin } from './lib/useGoToLogin';
