import { enums, nullable, optional, size, string, type } from 'superstruct';
import { InputError } from '../../errors';
import { validate } from '../../validation';
import type { Channel } from './inputs';
import { mergePushProvider, publicPushSummary, validatePushProvider, type PushProvider } from './push/config';
import { publicWhatsappSummary, whatsappProviderToStore, type WhatsappProvider } from './whatsapp/config';

const zenvia = type({
  provider: enums(['zenvia'] as const),
  url: size(string(), 8, 500),
  /** left out: the stored token stays (the browser never has it back) */
  token: optional(nullable(size(string(), 1, 500))),
  from: optional(nullable(size(string(), 1, 60))),
});

/**
 * The provider configuration an admin sends for a channel, validated (pt-BR errors) and merged with
 * the stored one where secrets were left out. null = back to the outbox.
 */
export function providerToStore(channel: Channel, raw: unknown, stored: Record<string, unknown> | null): Record<string, unknown> | null {
  if (raw === null) return null;
  switch (channel) {
    case 'sms': {
      const input = validate(zenvia, raw);
      if (!/^https?:\/\/\S+$/.test(input.url)) throw new InputError('Campo "url": informe o endereço http(s) da API da Zenvia.', 'provider');
      const token = input.token ?? (stored?.provider === 'zenvia' ? (stored.token as string) : null);
      if (!token) throw new InputError('Campo "token": informe o token da API da Zenvia.', 'provider');
      return { provider: 'zenvia', url: input.url, token, from: input.from ?? null };
    }
    case 'push':
      return mergePushProvider(stored as PushProvider | null, validatePushProvider(raw)) as unknown as Record<string, unknown>;
    case 'email':
      throw new InputError('O e-mail sai pelo servidor SMTP da variável de ambiente SMTP_URL (sem ela, pela saída local); não há provedor a configurar aqui.', 'provider');
    case 'whatsapp':
      return whatsappProviderToStore(raw, stored) as unknown as Record<string, unknown>;
    default:
      throw new InputError('Canal inválido.', 'provider');
  }
}

/** What the browser may see of a channel's provider: never a token, key or password. */
export function providerSummary(channel: Channel, provider: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!provider) return null;
  if (channel === 'sms') return { provider: 'zenvia', url: provider.url ?? null, from: provider.from ?? null, token: 'configurado' };
  if (channel === 'push') return publicPushSummary(provider as PushProvider);
  if (channel === 'whatsapp' && provider.provider === 'whatsapp_cloud') return publicWhatsappSummary(provider as unknown as WhatsappProvider);
  return { provider: 'configurado' };
}
