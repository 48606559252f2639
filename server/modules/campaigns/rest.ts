import type { RestRouter } from '../../rest/router';

/** REST routes of the campaigns (provider webhooks are added with the adapters). */
export function registerCampaignRoutes(router: RestRouter): RestRouter {
  return router;
}
