import { PUBLIC } from '../../access/control';
import { NotFoundError } from '../../errors';
import type { RestRouter } from '../../rest/router';
import { registerPushRoutes } from './push/rest';
import { accountOfWebhookKey, applyZenviaEvent } from './zenvia';

/** Provider webhooks: public (the provider posts), authenticated by the account's signed key in the path; app push's device API and open events (push/rest.ts). */
export function registerCampaignRoutes(router: RestRouter): RestRouter {
  return registerPushRoutes(router).on('POST', '/api/campaigns/webhooks/zenvia/:key', PUBLIC, async ({ ctx, params, body }) => {
    const accountId = accountOfWebhookKey(ctx.services.campaigns.secret, params.key);
    if (!accountId) throw new NotFoundError();
    const result = await applyZenviaEvent(ctx.services.db, accountId, (body ?? {}) as Record<string, unknown>);
    return { status: 200, body: { result } };
  });
}
