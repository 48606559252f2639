import { array, boolean, nullable, object, optional, size, string } from 'superstruct';
import { requireViewer } from '../../access/control';
import type { RequestContext } from '../../access/context';
import { parseGlobalId } from '../../access/globalId';
import type { QueryResolvers } from '../../graphql/resolvers-types';
import { validate } from '../../validation';
import type { ResultsFilter } from './measure';
import { campaignResultsOf } from './service';

/** The route of each channel's pages: results are open to whoever may open one of them. */
export const RESULTS_ROUTES = ['campanhas.sms', 'campanhas.email', 'campanhas.aplicativo', 'campanhas.whatsapp'] as const;


const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const resultsArgs = object({
  _id: size(string(), 1, 200),
  units: optional(nullable(size(array(size(string(), 1, 60)), 0, 500))),
  includeEcommerce: optional(nullable(boolean())),
  onlyEcommerce: optional(nullable(boolean())),
});

interface ResultsArgs {
  _id: string;
  units?: readonly string[] | null;
  includeEcommerce?: boolean | null;
  onlyEcommerce?: boolean | null;
}

/** Validates the arguments every results field shares and measures (cached) the campaign. */
async function measured(ctx: RequestContext, args: ResultsArgs) {
  const viewer = requireViewer(ctx);
  const input = validate(resultsArgs, { _id: args._id, units: args.units, includeEcommerce: args.includeEcommerce, onlyEcommerce: args.onlyEcommerce });
  const parsed = parseGlobalId(input._id);
  const id = parsed ? (parsed.type === 'OmniCampaign' ? parsed.id : '') : input._id;
  if (!UUID.test(id)) return null;
  const filter: ResultsFilter = { units: input.units ?? [], includeEcommerce: input.includeEcommerce ?? true, onlyEcommerce: input.onlyEcommerce ?? false };
  return campaignResultsOf(ctx.services).results(viewer.account.id, id, filter);
}

export const resultsQueries: Pick<
  QueryResolvers,
  'omniCampaignMetrics' | 'omniCampaignTicketsByHour' | 'omniCampaignAverageTicketByGenderAndAge' | 'omniCampaignAverageItemsByClientMessageReceiving'
> = {
  async omniCampaignMetrics(_parent, args, ctx) {
    return ((await measured(ctx, args))?.metrics ?? null) as never;
  },
  async omniCampaignTicketsByHour(_parent, args, ctx) {
    return (await measured(ctx, args))?.hours ?? null;
  },
  async omniCampaignAverageTicketByGenderAndAge(_parent, args, ctx) {
    return (await measured(ctx, args))?.byGenderAndAge ?? null;
  },
  async omniCampaignAverageItemsByClientMessageReceiving(_parent, args, ctx) {
    return (await measured(ctx, args))?.averageItems ?? null;
  },
};
