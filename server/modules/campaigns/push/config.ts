import crypto from 'node:crypto';
import webpush from 'web-push';
import { InputError } from '../../../errors';

/** A Google service account's JSON (the fields the OAuth2 flow uses). */
export interface ServiceAccount {
  type?: string;
  project_id: string;
  client_email: string;
  private_key: string;
  private_key_id?: string;
  token_uri: string;
}

/** The push channel's provider configuration of an account (stored in campaign_channel_settings.provider). */
export interface PushProvider {
  fcm?: { service_account: ServiceAccount; /** FCM's base URL (the simulator's in tests); default https://fcm.googleapis.com */ api_url?: string } | null;
  webpush?: { public_key: string; private_key: string; subject: string } | null;
}

export const FCM_API_URL = 'https://fcm.googleapis.com';

const fail = (message: string): never => {
  throw new InputError(message, 'provider');
};
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max = 10_000) => typeof value === 'string' && value.trim().length > 0 && value.length <= max;
const httpUrl = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
/** base64url of `bytes` bytes */
const base64urlOf = (value: unknown, bytes: number) => typeof value === 'string' && /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;

/**
 * Validates the push provider JSON an admin sends (pt-BR errors): the FCM service account (a JSON
 * object or its text, with project_id, client_email, an RSA private key in PEM and token_uri) and/or
 * the Web Push VAPID keys (P-256 public key of 65 bytes, private key of 32, subject mailto: or https:).
 * At least one of them; returns the normalised configuration to store.
 */
export function validatePushProvider(raw: unknown): PushProvider {
  if (!isObject(raw)) return fail('Configuração de push inválida: envie { fcm, webpush }.');
  const result: PushProvider = {};
  if (raw.fcm !== undefined && raw.fcm !== null) {
    if (!isObject(raw.fcm)) return fail('FCM: envie { service_account }.');
    let account = raw.fcm.service_account;
    if (typeof account === 'string') {
      try {
        account = JSON.parse(account);
      } catch {
        return fail('FCM: o arquivo da conta de serviço não é um JSON válido.');
      }
    }
    if (!isObject(account)) return fail('FCM: envie o JSON da conta de serviço do Firebase.');
    if (account.type !== undefined && account.type !== 'service_account') fail('FCM: o JSON não é de uma conta de serviço (type deve ser "service_account").');
    if (!text(account.project_id, 200)) fail('FCM: a conta de serviço não tem project_id.');
    if (!text(account.client_email, 300) || !String(account.client_email).includes('@')) fail('FCM: a conta de serviço não tem client_email.');
    if (!httpUrl(account.token_uri)) fail('FCM: a conta de serviço não tem token_uri válido.');
    try {
      const key = crypto.createPrivateKey(String(account.private_key ?? ''));
      if (key.asymmetricKeyType !== 'rsa') fail('FCM: a chave privada da conta de serviço deve ser RSA.');
    } catch (error) {
      if (error instanceof InputError) throw error;
      fail('FCM: a chave privada (private_key) da conta de serviço não é uma chave PEM válida.');
    }
    if (raw.fcm.api_url !== undefined && raw.fcm.api_url !== null && !httpUrl(raw.fcm.api_url)) fail('FCM: api_url deve ser um endereço http(s).');
    result.fcm = {
      service_account: {
        type: 'service_account',
        project_id: String(account.project_id),
        client_email: String(account.client_email),
        private_key: String(account.private_key),
        private_key_id: typeof account.private_key_id === 'string' ? account.private_key_id : undefined,
        token_uri: String(account.token_uri),
      },
      ...(typeof raw.fcm.api_url === 'string' ? { api_url: raw.fcm.api_url } : {}),
    };
  }
  if (raw.webpush !== undefined && raw.webpush !== null) {
    const vapid = raw.webpush;
    if (!isObject(vapid)) return fail('Web Push: envie { public_key, private_key, subject }.');
    if (!base64urlOf(vapid.public_key, 65)) fail('Web Push: a chave pública VAPID deve ter 65 bytes em base64url (P-256).');
    if (!base64urlOf(vapid.private_key, 32)) fail('Web Push: a chave privada VAPID deve ter 32 bytes em base64url.');
    const subject = String(vapid.subject ?? '');
    if (!/^mailto:[^\s@]+@[^\s@]+$/.test(subject) && !/^https:\/\/\S+$/.test(subject)) fail('Web Push: assunto (subject) inválido; use "mailto:e-mail" ou um endereço https.');
    result.webpush = { public_key: String(vapid.public_key), private_key: String(vapid.private_key), subject };
  }
  if (!result.fcm && !result.webpush) fail('Configure o FCM, o Web Push ou os dois.');
  return result;
}

/**
 * Merges a new configuration over the stored one: a part sent replaces that part; a part left out
 * keeps the stored one (the browser never has the secrets back, so it cannot resend them).
 */
export function mergePushProvider(stored: PushProvider | null, next: PushProvider): PushProvider {
  return { fcm: next.fcm ?? stored?.fcm ?? null, webpush: next.webpush ?? stored?.webpush ?? null };
}

/** What the browser may see of a push configuration: which parts exist and their public parts. */
export function publicPushSummary(provider: PushProvider | null) {
  return {
    fcm: provider?.fcm ? { project_id: provider.fcm.service_account.project_id, client_email: provider.fcm.service_account.client_email } : null,
    webpush: provider?.webpush ? { public_key: provider.webpush.public_key, subject: provider.webpush.subject } : null,
  };
}

/** A fresh VAPID key pair (P-256), base64url. */
export const generateVapidKeys = () => webpush.generateVAPIDKeys();
