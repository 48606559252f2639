import { DEFAULT_LOGIN_URL } from '../lib/loginTarget';

/** Public runtime configuration served by GET /api/config. */
export interface AppConfig {
  /** where people sign in: the app's /login or a chain's own sign-on */
  loginUrl: string;
  /** present while the platform is in maintenance */
  maintenance: { expected_recovery_date: string } | null;
}

/** Used when /api/config cannot be read: the app's own login and no maintenance. */
export const FALLBACK_APP_CONFIG: AppConfig = { loginUrl: DEFAULT_LOGIN_URL, maintenance: null };

let pending: Promise<AppConfig> | null = null;

function parse(body: unknown): AppConfig {
  const value = (body ?? {}) as Partial<AppConfig>;
  const loginUrl = typeof value.loginUrl === 'string' && value.loginUrl.trim() ? value.loginUrl : DEFAULT_LOGIN_URL;
  const date = value.maintenance?.expected_recovery_date;
  return { loginUrl, maintenance: value.maintenance ? { expected_recovery_date: typeof date === 'string' ? date : '' } : null };
}

/**
 * Reads /api/config once per page load. It is public and tiny; a failure is not worth blocking
 * the app for, so it resolves to the fallback (and is tried again on the next call).
 */
export function loadAppConfig(fetchFn: typeof fetch = fetch): Promise<AppConfig> {
  pending ??= fetchFn('/api/config', { credentials: 'include', headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json().then(parse) : Promise.reject(new Error(String(response.status)))))
    .catch(() => {
      pending = null;
      return FALLBACK_APP_CONFIG;
    });
  return pending;
}
