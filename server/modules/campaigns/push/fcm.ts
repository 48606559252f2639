import crypto from 'node:crypto';
import { ProviderUnavailableError } from '../dispatch';
import { FCM_API_URL, type PushProvider, type ServiceAccount } from './config';
import type { DeviceOutcome, PushPayload } from './payload';

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/** Access tokens per service account and token URI, kept until a minute before they expire. */
const tokenCache = new Map<string, { token: string; expiresAt: number }>();

/** Forgets the cached access tokens (tests). */
export const clearFcmTokens = () => tokenCache.clear();

/** The service account's signed assertion (JWT RS256) for Google's OAuth2 JWT-bearer grant. */
export function serviceAccountJwt(account: ServiceAccount, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const header = { alg: 'RS256', typ: 'JWT', ...(account.private_key_id ? { kid: account.private_key_id } : {}) };
  const claims = { iss: account.client_email, sub: account.client_email, scope: FCM_SCOPE, aud: account.token_uri, iat, exp: iat + 3600 };
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(claims)}`;
  const signature = crypto.sign('RSA-SHA256', Buffer.from(unsigned), account.private_key).toString('base64url');
  return `${unsigned}.${signature}`;
}

/** An OAuth2 access token for FCM (cached until a minute before it expires). */
export async function fcmAccessToken(account: ServiceAccount, now = Date.now()): Promise<string> {
  const key = `${account.client_email}|${account.token_uri}`;
  const cached = tokenCache.get(key);
  if (cached && cached.expiresAt > now) return cached.token;
  let response: Response;
  try {
    response = await fetch(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: serviceAccountJwt(account, now) }).toString(),
    });
  } catch {
    throw new ProviderUnavailableError('servidor de autenticação do Google fora do ar');
  }
  const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string; error_description?: string };
  if (response.status === 429 || response.status >= 500) throw new ProviderUnavailableError(`token do FCM: ${response.status}`);
  // a refused service account (revoked key...) is the account's to fix: its messages wait, never skipped
  if (!response.ok || !body.access_token) throw new ProviderUnavailableError(`FCM recusou a conta de serviço: ${body.error_description ?? body.error ?? response.status}`);
  tokenCache.set(key, { token: body.access_token, expiresAt: now + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 });
  return body.access_token;
}

/** FCM wants every data value as a string. */
const stringData = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([, v]) => v !== null && v !== undefined && v !== '').map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));

/**
 * Sends one message to one registration token over FCM HTTP v1
 * (`POST {api}/v1/projects/{project}/messages:send`, Bearer access token). 404 / UNREGISTERED → the
 * token is dead; 429 / 5xx / out of reach → throttled; other refusals fail with FCM's reason.
 */
export async function sendFcm(config: NonNullable<PushProvider['fcm']>, token: string, payload: PushPayload): Promise<DeviceOutcome> {
  const account = config.service_account;
  const access = await fcmAccessToken(account);
  const base = (config.api_url ?? FCM_API_URL).replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
      body: JSON.stringify({
        message: {
          token,
          notification: { title: payload.title, body: payload.body, ...(payload.image ? { image: payload.image } : {}) },
          data: stringData(payload.data),
          android: { priority: 'high' },
        },
      }),
    });
  } catch {
    return { outcome: 'throttled' };
  }
  const body = (await response.json().catch(() => ({}))) as { name?: string; error?: { status?: string; message?: string; details?: { errorCode?: string }[] } };
  if (response.ok && body.name) return { outcome: 'sent', providerId: body.name };
  const code = body.error?.details?.find((d) => d.errorCode)?.errorCode ?? body.error?.status ?? String(response.status);
  if (response.status === 401) {
    // the cached token was revoked or expired early: fetch a new one next time, and retry the message
    tokenCache.clear();
    return { outcome: 'throttled' };
  }
  if (response.status === 404 || code === 'UNREGISTERED') return { outcome: 'dead', reason: `FCM ${response.status} ${code}` };
  if (response.status === 429 || response.status >= 500 || code === 'QUOTA_EXCEEDED' || code === 'UNAVAILABLE') return { outcome: 'throttled' };
  return { outcome: 'failed', reason: `FCM ${response.status} ${code}: ${body.error?.message ?? 'recusada'}` };
}
