import crypto from 'node:crypto';
import { PUBLIC } from '../../../access/control';
import type { RestRouter } from '../../../rest/router';
import { channelSettings } from '../credits';
import { asWhatsappProvider } from './config';
import { accountOfWhatsappWebhookKey, applyWhatsappWebhook, signatureValid } from './webhook';

/** Webhook bodies above this are refused (Meta's posts are a few KB). */
const MAX_WEBHOOK_BYTES = 1_000_000;

/**
 * Meta's webhook of an account (`/api/webhooks/whatsapp/<account>.<hmac>`, public: the signed key names
 * the account, the X-Hub-Signature-256 of the raw body proves the post is Meta's): GET answers the
 * subscription check with hub.challenge when hub.verify_token is the account's; POST applies statuses,
 * template decisions and inbound messages, then hands each new inbound message to the flows
 * (`services.whatsappInbound`, when present).
 */
export function registerWhatsappRoutes(router: RestRouter): RestRouter {
  return router
    .on('GET', '/api/webhooks/whatsapp/:key', PUBLIC, async ({ ctx, params, query }) => {
      const accountId = accountOfWhatsappWebhookKey(ctx.services.campaigns.secret, params.key);
      const provider = accountId ? asWhatsappProvider((await channelSettings(ctx.services.db, accountId)).whatsapp.provider) : null;
      if (!provider || query.get('hub.mode') !== 'subscribe' || !tokensMatch(query.get('hub.verify_token') ?? '', provider.verify_token)) {
        return { status: 403, body: { error: 'verificação recusada' } };
      }
      return { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, text: query.get('hub.challenge') ?? '' };
    })
    .on(
      'POST',
      '/api/webhooks/whatsapp/:key',
      PUBLIC,
      async ({ ctx, params, raw }) => {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of raw) {
          size += (chunk as Buffer).length;
          if (size > MAX_WEBHOOK_BYTES) return { status: 413, body: { error: 'corpo grande demais' } };
          chunks.push(chunk as Buffer);
        }
        const body = Buffer.concat(chunks);
        const accountId = accountOfWhatsappWebhookKey(ctx.services.campaigns.secret, params.key);
        const provider = accountId ? asWhatsappProvider((await channelSettings(ctx.services.db, accountId)).whatsapp.provider) : null;
        if (!accountId || !provider) return { status: 404, body: { error: 'webhook desconhecido' } };
        if (!signatureValid(provider.app_secret, body, raw.headers['x-hub-signature-256'] as string | undefined)) return { status: 401, body: { error: 'assinatura inválida' } };
        let parsed: unknown;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          return { status: 400, body: { error: 'JSON inválido' } };
        }
        const outcome = await ctx.services.db.transaction((tx) => applyWhatsappWebhook(tx, accountId, parsed));
        // after the commit: the flows read what the webhook recorded
        for (const message of outcome.inbound) {
          await ctx.services.whatsappInbound?.handleInbound(message).catch((error: Error) => console.error(`[whatsapp] falha ao tratar mensagem recebida: ${error.message}`));
        }
        return { status: 200, body: { statuses: outcome.statuses, unknown: outcome.unknown, inbound: outcome.inbound.length, templates: outcome.templates, ignored: outcome.ignored } };
      },
      { streamsBody: true },
    );
}

function tokensMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
