import { PUBLIC } from '../../access/control';
import { InputError, NotFoundError } from '../../errors';
import type { RestRouter } from '../../rest/router';
import { registerEmailHtmlUpload } from './email/rest';
import { registerPushRoutes } from './push/rest';
import { accountOfEmailWebhookKey, applyEmailEvent, parseEmailEvents } from './emailEvents';
import { accountOfWebhookKey, applyZenviaEvent } from './zenvia';
import { registerWhatsappRoutes } from './whatsapp/rest';

/** Provider webhooks: public (the provider posts), authenticated by the account's signed key (in the path for Zenvia and WhatsApp — plus Meta's body signature —, a bearer header for e-mail); app push's device API and open events (push/rest.ts). */
export function registerCampaignRoutes(router: RestRouter): RestRouter {
  // the e-mail campaigns page's HTML file upload (sanitised)
  registerEmailHtmlUpload(router);
  return registerWhatsappRoutes(registerPushRoutes(router))
    .on('POST', '/api/campaigns/webhooks/zenvia/:key', PUBLIC, async ({ ctx, params, body }) => {
      const accountId = accountOfWebhookKey(ctx.services.campaigns.secret, params.key);
      if (!accountId) throw new NotFoundError();
      const result = await applyZenviaEvent(ctx.services.db, accountId, (body ?? {}) as Record<string, unknown>);
      return { status: 200, body: { result } };
    })
    .on('POST', '/api/webhooks/email-events', PUBLIC, async ({ ctx, raw, body }) => {
      const header = raw.headers.authorization ?? '';
      const accountId = accountOfEmailWebhookKey(ctx.services.campaigns.secret, header.startsWith('Bearer ') ? header.slice(7).trim() : null);
      if (!accountId) return { status: 401, body: { error: 'chave do webhook inválida' } };
      const { events, invalid } = parseEmailEvents(body);
      if (events.length === 0) throw new InputError('nenhum evento válido (messageId e type: delivered, open, click, bounce com bounceType hard|soft, complaint)');
      const counts: Record<string, number> = { applied: 0, duplicate: 0, unknown: 0, ignored: 0, invalid };
      for (const event of events) {
        const outcome = await ctx.services.db.transaction((tx) => applyEmailEvent(tx, accountId, event));
        counts[outcome] += 1;
      }
      return { status: 200, body: counts };
    });
}
