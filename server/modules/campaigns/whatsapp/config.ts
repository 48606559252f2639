import { array, boolean, nullable, optional, size, string, type } from 'superstruct';
import { InputError } from '../../../errors';
import { validate } from '../../../validation';

/** Meta's Graph API, the Cloud API's address (the simulator's in tests). */
export const GRAPH_API_URL = 'https://graph.facebook.com/v21.0';

/** A sender of the account: the name and the WhatsApp Business number consumers see. */
export interface WhatsappSender {
  name: string;
  number: string;
}

/** An account's WhatsApp Cloud API configuration (campaign_channel_settings.provider of channel whatsapp). */
export interface WhatsappProvider {
  provider: 'whatsapp_cloud';
  base_url: string;
  phone_number_id: string;
  /** the WhatsApp Business Account id, where templates are submitted */
  business_account_id: string;
  token: string;
  /** signs the webhook's posts (X-Hub-Signature-256) */
  app_secret: string;
  /** answers Meta's hub.challenge on the webhook's GET */
  verify_token: string;
  senders: WhatsappSender[];
  /** the account's own provider sends (our adapter writes to the outbox, marked) */
  external_whatsapp_provider: boolean;
}

const secret = optional(nullable(size(string(), 1, 1000)));
const input = type({
  base_url: optional(nullable(size(string(), 8, 500))),
  phone_number_id: size(string(), 1, 60),
  business_account_id: size(string(), 1, 60),
  token: secret,
  app_secret: secret,
  verify_token: secret,
  senders: optional(array(type({ name: size(string(), 1, 60), number: size(string(), 8, 20) }))),
  external_whatsapp_provider: optional(boolean()),
});

/** Validates an admin's WhatsApp configuration (pt-BR errors); secrets left out keep the stored ones. */
export function whatsappProviderToStore(raw: unknown, stored: Record<string, unknown> | null): WhatsappProvider {
  const value = validate(input, raw);
  const previous = stored?.provider === 'whatsapp_cloud' ? (stored as unknown as WhatsappProvider) : null;
  const baseUrl = value.base_url ?? previous?.base_url ?? GRAPH_API_URL;
  if (!/^https?:\/\/\S+$/.test(baseUrl)) throw new InputError('Campo "base_url": informe o endereço http(s) da API do WhatsApp (Graph API).', 'provider');
  if (!/^\d+$/.test(value.phone_number_id)) throw new InputError('Campo "phone_number_id": o identificador do número é inválido (somente dígitos).', 'provider');
  if (!/^\d+$/.test(value.business_account_id)) throw new InputError('Campo "business_account_id": o identificador da conta do WhatsApp Business é inválido (somente dígitos).', 'provider');
  const keep = (key: 'token' | 'app_secret' | 'verify_token', label: string) => {
    const next = value[key] ?? previous?.[key] ?? null;
    if (!next) throw new InputError(`Campo "${key}": informe ${label}.`, 'provider');
    return next;
  };
  const senders = (value.senders ?? previous?.senders ?? []).map((sender) => ({ name: sender.name.trim(), number: sender.number.replace(/\D/g, '') }));
  for (const sender of senders) {
    if (!/^\d{12,13}$/.test(sender.number)) throw new InputError(`Campo "senders": o número de "${sender.name}" é inválido (use DDI + DDD + número, ex.: 5571999990000).`, 'provider');
  }
  return {
    provider: 'whatsapp_cloud',
    base_url: baseUrl.replace(/\/+$/, ''),
    phone_number_id: value.phone_number_id,
    business_account_id: value.business_account_id,
    token: keep('token', 'o token de acesso da API'),
    app_secret: keep('app_secret', 'o segredo do aplicativo (assina os webhooks)'),
    verify_token: keep('verify_token', 'o token de verificação do webhook'),
    senders,
    external_whatsapp_provider: value.external_whatsapp_provider ?? previous?.external_whatsapp_provider ?? false,
  };
}

/** What the browser may see: never the token or the app secret. */
export function publicWhatsappSummary(provider: WhatsappProvider): Record<string, unknown> {
  return {
    provider: 'whatsapp_cloud',
    base_url: provider.base_url,
    phone_number_id: provider.phone_number_id,
    business_account_id: provider.business_account_id,
    token: 'configurado',
    app_secret: 'configurado',
    verify_token: 'configurado',
    senders: provider.senders,
    external_whatsapp_provider: provider.external_whatsapp_provider,
  };
}

/** The stored provider of the channel as a WhatsApp configuration, or null (unconfigured: the outbox). */
export const asWhatsappProvider = (provider: Record<string, unknown> | null | undefined): WhatsappProvider | null =>
  provider && provider.provider === 'whatsapp_cloud' ? (provider as unknown as WhatsappProvider) : null;

/** National digits (DDD + number) of a phone in any form ("+55 71 9…", "5571…"). */
export function nationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits;
}

/** The WhatsApp id (E.164 without "+") of a national phone. */
export const waId = (phone: string) => `55${nationalPhone(phone)}`;
